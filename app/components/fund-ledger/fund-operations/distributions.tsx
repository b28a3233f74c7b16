import { useRef } from "react";
import {
  DISTRIBUTION_TYPE_LABELS,
  DISTRIBUTION_TYPES,
  distributionInputSchema,
  type DistributionType,
  type DistributionPartView,
} from "#domain/fund-operations.ts";
import { DISTRIBUTION_PART_FILTERS, type FundDistributionSummary } from "#domain/fund-lists.ts";
import type { Page } from "#domain/paging.ts";
import type { AchDistributionView } from "#domain/ach-payments.ts";
import { Pager } from "#app/components/lists/pager.tsx";
import { formatCents, formatShortDate } from "#domain/format.ts";
import type { fundApi } from "#domain/api/funds.ts";
import type { FundType } from "#domain/investment.ts";
import { api } from "#app/lib/api-client.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { NO_SETTINGS } from "./fund-figures";
import { plural, typedCents } from "./fund-figures";
import { LedgerCard } from "./ledger-card";
import { LedgerSection, type NewEntryDialog } from "./ledger-section";
import { AchPanel } from "./ach-panel";
import { PartsPanel } from "./parts-panel";
import { AllocationStep, DetailsStep, PreviewFormActions, totalLine, usePreviewIssue } from "./preview-issue";
import { WaterfallSimulator } from "./waterfall-simulator";
import { DistributionWaterfallPreview } from "./distribution-waterfall-preview";

/**
 * The fund's distributions, newest first, a page at a time (?d.cursor=), the open one
 * (?distribution=) with a page of its investors' parts; and the way to issue a new one.
 */
export function Distributions({
  fund,
  distributions,
  open,
  today,
  hasSettings,
}: {
  fund: FundType;
  distributions: Page<FundDistributionSummary>;
  open: { id: number; parts: Page<DistributionPartView>; ach: AchDistributionView } | null;
  today: string;
  hasSettings: boolean;
}) {
  return (
    <LedgerSection
      id="distributions-heading"
      title="Distributions"
      intro="Newest first. Open a distribution to record its payments."
      newLabel="New distribution"
      emptyMessage={`No distributions for ${fund} yet.`}
      dialogTitle={`New ${fund} distribution`}
      dialogDescription="Nothing is stored until you issue the distribution after previewing its allocation."
      pager={
        <Pager
          page={distributions}
          label={`Pages of ${fund} distributions`}
          noun={["distribution", "distributions"]}
          prefix="d."
        />
      }
      form={(dialog) => <NewDistribution fund={fund} today={today} hasSettings={hasSettings} dialog={dialog} />}
      actions={<WaterfallSimulator fund={fund} today={today} />}
    >
      {distributions.items.map((distribution) => (
        <DistributionCard
          key={distribution.id}
          distribution={distribution}
          open={open?.id === distribution.id ? open : null}
          today={today}
        />
      ))}
    </LedgerSection>
  );
}

function DistributionCard({
  distribution,
  open,
  today,
}: {
  distribution: FundDistributionSummary;
  open: { parts: Page<DistributionPartView>; ach: AchDistributionView } | null;
  today: string;
}) {
  const label = `Distribution #${distribution.number}`;
  return (
    <LedgerCard
      title={`${label}: ${DISTRIBUTION_TYPE_LABELS[distribution.type]}`}
      badges={distribution.paidCents === distribution.totalCents ? <Badge tone="green">Fully paid</Badge> : null}
      figures={[
        ["Date", formatShortDate(distribution.distributionDate)],
        ["Total", formatCents(distribution.totalCents)],
        ["Paid out", formatCents(distribution.paidCents)],
        ["Parts paid", `${distribution.paidPartsCount} of ${distribution.partsCount}`],
        ...(distribution.description ? [["Description", distribution.description] as [string, string]] : []),
      ]}
      partsLabel={`investors' parts of distribution #${distribution.number} (${distribution.partsCount})`}
      open={open !== null}
      param="distribution"
      entryId={distribution.id}
    >
      {open ? (
        <div className="space-y-6">
          <AchPanel ach={open.ach} />
          <PartsPanel
            caption={`Parts of distribution #${distribution.number}`}
            page={open.parts}
            statuses={DISTRIBUTION_PART_FILTERS}
            paymentsPath="/api/admin/funds/distributions/payments"
            today={today}
            dialogTitle={`Mark parts of distribution #${distribution.number} paid`}
            dateLabel="Paid out on"
          />
        </div>
      ) : null}
    </LedgerCard>
  );
}

const DISTRIBUTION_FIELDS = ["distributionDate", "type", "description", "total"] as const;

function NewDistribution({
  fund,
  today,
  hasSettings,
  dialog,
}: {
  fund: FundType;
  today: string;
  hasSettings: boolean;
  dialog: NewEntryDialog;
}) {
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const flow = usePreviewIssue({
    initial: (): { distributionDate: string; type: DistributionType | ""; description: string; total: string } => ({
      distributionDate: today,
      type: "",
      description: "",
      total: "",
    }),
    fields: DISTRIBUTION_FIELDS,
    schema: distributionInputSchema,
    toPayload: (values) => ({ fundType: fund, ...values }),
    preview: (input) => api.post<typeof fundApi.previewDistribution>("/api/admin/funds/distributions/preview", input),
    issue: (input) => api.post<typeof fundApi.issueDistribution>("/api/admin/funds/distributions", input),
    previewFailed: "Failed to preview the distribution",
    issueFailed: "Failed to issue the distribution",
    issued: (result) => `Distribution #${result.number} issued to ${plural(result.parts, "investor")}`,
    onIssued: dialog.close,
    onPendingChange: dialog.setPending,
    stepHeading,
  });
  const { form, preview } = flow;

  if (preview) {
    return (
      <AllocationStep
        stepHeading={stepHeading}
        title={`Allocation of distribution #${preview.number}`}
        summary={
          <>
            {DISTRIBUTION_TYPE_LABELS[preview.type]}
            {preview.description ? ` (${preview.description})` : ""}: {formatCents(preview.totalCents)} on{" "}
            {formatShortDate(preview.distributionDate)},{" "}
            {preview.waterfall
              ? "split by the fund's waterfall over its whole history."
              : "split pro rata to commitments (no approved terms on that date)."}
          </>
        }
        before={
          preview.waterfall ? (
            <DistributionWaterfallPreview waterfall={preview.waterfall} number={preview.number} />
          ) : undefined
        }
        lines={preview.lines}
        totalCents={preview.waterfall ? preview.waterfall.lpCents : preview.totalCents}
        flow={flow}
        issueLabel="Issue distribution"
        disabledReason={hasSettings ? undefined : `${NO_SETTINGS}: a super admin enters them under Fund settings.`}
      />
    );
  }

  return (
    <DetailsStep
      id="distribution-form-step"
      title="Distribution details"
      stepHeading={stepHeading}
      formProps={form.formProps}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Distribution date" required error={form.error("distributionDate")}>
          {(props) => (
            <Input
              {...props}
              type="date"
              name="distributionDate"
              value={form.values.distributionDate}
              onChange={form.set("distributionDate")}
            />
          )}
        </Field>
        <Field label="Type" required error={form.error("type")}>
          {(props) => (
            <NativeSelect {...props} name="type" value={form.values.type} onChange={form.set("type")}>
              <option value="">Choose a type</option>
              {DISTRIBUTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DISTRIBUTION_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Description" error={form.error("description")}>
        {(props) => (
          <Input
            {...props}
            name="description"
            maxLength={255}
            value={form.values.description}
            onChange={form.set("description")}
          />
        )}
      </Field>
      <Field label="Total ($)" required error={form.error("total")}>
        {(props) => (
          <Input
            {...props}
            name="total"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={form.values.total}
            onChange={form.set("total")}
          />
        )}
      </Field>
      {totalLine("Total to distribute", typedCents(form.values.total))}
      <PreviewFormActions pending={form.pending} onCancel={dialog.close} />
    </DetailsStep>
  );
}
