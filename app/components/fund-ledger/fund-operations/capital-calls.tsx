import { AlertTriangle } from "lucide-react";
import { useRef } from "react";
import { CALL_PART_FILTERS, type FundCallSummary } from "#domain/fund-lists.ts";
import { capitalCallInputSchema, type CallPartView } from "#domain/fund-operations.ts";
import type { Page } from "#domain/paging.ts";
import { Pager } from "#app/components/lists/pager.tsx";
import { formatCents, formatDateTime, formatShortDate } from "#domain/format.ts";
import type { fundApi } from "#domain/api/funds.ts";
import type { FundType } from "#domain/investment.ts";
import { api } from "#app/lib/api-client.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { Td, Th } from "#app/components/ui/table.tsx";
import { addDays } from "#domain/ledger/dates.ts";
import { plural, typedCents } from "./fund-figures";
import { LedgerCard } from "./ledger-card";
import { LedgerSection, type NewEntryDialog } from "./ledger-section";
import { PartsPanel } from "./parts-panel";
import { AllocationStep, DetailsStep, PreviewFormActions, totalLine, usePreviewIssue } from "./preview-issue";

export const NO_SETTINGS = "Enter wire instructions before issuing a notice";

/**
 * The fund's capital calls, newest first, a page at a time (?c.cursor=), the open one (?call=) with
 * a page of its investors' parts; and the way to issue a new one.
 */
export function CapitalCalls({
  fund,
  calls,
  open,
  today,
  hasSettings,
}: {
  fund: FundType;
  calls: Page<FundCallSummary>;
  open: { id: number; parts: Page<CallPartView> } | null;
  today: string;
  hasSettings: boolean;
}) {
  return (
    <LedgerSection
      id="calls-heading"
      title="Capital calls"
      intro="Newest first. Open a call to record its investors' payments."
      newLabel="New capital call"
      emptyMessage={`No capital calls for ${fund} yet.`}
      dialogTitle={`New ${fund} capital call`}
      dialogDescription="Nothing is stored until you issue the call after previewing its allocation."
      form={(dialog) => <NewCapitalCall fund={fund} today={today} hasSettings={hasSettings} dialog={dialog} />}
      pager={<Pager page={calls} label={`Pages of ${fund} capital calls`} noun={["call", "calls"]} prefix="c." />}
    >
      {calls.items.map((call) => (
        <CallCard key={call.id} call={call} parts={open?.id === call.id ? open.parts : null} today={today} />
      ))}
    </LedgerSection>
  );
}

function CallCard({ call, parts, today }: { call: FundCallSummary; parts: Page<CallPartView> | null; today: string }) {
  return (
    <LedgerCard
      title={`Call #${call.number}: ${call.purpose}`}
      badges={
        <>
          {call.overdueCents > 0 ? (
            <Badge className="gap-1 bg-red-700 text-white uppercase">
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
              Overdue
            </Badge>
          ) : null}
          {call.outstandingCents === 0 ? <Badge tone="green">Fully paid</Badge> : null}
        </>
      }
      figures={[
        ["Call date", formatShortDate(call.callDate)],
        ["Due date", formatShortDate(call.dueDate)],
        ["Total", formatCents(call.totalCents)],
        [
          "Paid / outstanding",
          <>
            {formatCents(call.paidCents)} / {formatCents(call.outstandingCents)}
            {call.overdueCents > 0 ? (
              <span className="block text-red-800">{formatCents(call.overdueCents)} overdue</span>
            ) : null}
          </>,
        ],
        ["Investment", formatCents(call.investmentCents)],
        ["Management fee", formatCents(call.managementFeeCents)],
        ["Fund expenses", formatCents(call.fundExpensesCents)],
        ["Parts paid", `${call.paidPartsCount} of ${call.partsCount}`],
      ]}
      partsLabel={`investors' parts of call #${call.number} (${call.partsCount})`}
      open={parts !== null}
      param="call"
      entryId={call.id}
    >
      {parts ? (
        <PartsPanel
          caption={`Parts of call #${call.number}`}
          page={parts}
          statuses={CALL_PART_FILTERS}
          paymentsPath="/api/admin/funds/capital-calls/payments"
          today={today}
          dialogTitle={`Mark parts of call #${call.number} paid`}
          dateLabel="Received date"
          extra={{
            headers: <Th>Notice opened</Th>,
            cells: (part) => (
              <Td className="whitespace-nowrap">
                {part.noticeOpenedAt ? (
                  <>
                    Yes<span className="block text-xs text-slate-600">{formatDateTime(part.noticeOpenedAt)}</span>
                  </>
                ) : part.noticeDocumentId === null ? (
                  "No notice"
                ) : (
                  "Not yet"
                )}
              </Td>
            ),
          }}
        />
      ) : null}
    </LedgerCard>
  );
}

const CALL_FIELDS = ["callDate", "dueDate", "purpose", "investment", "managementFee", "fundExpenses"] as const;

function NewCapitalCall({
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
    initial: (): Record<(typeof CALL_FIELDS)[number], string> => ({
      callDate: today,
      dueDate: addDays(today, 10),
      purpose: "",
      investment: "",
      managementFee: "",
      fundExpenses: "",
    }),
    fields: CALL_FIELDS,
    schema: capitalCallInputSchema,
    // An empty amount is no amount ($0); the schema still wants the call to ask for more than $0.
    toPayload: (values) => ({
      fundType: fund,
      ...values,
      investment: values.investment.trim() || "0",
      managementFee: values.managementFee.trim() || "0",
      fundExpenses: values.fundExpenses.trim() || "0",
    }),
    preview: (input) => api.post<typeof fundApi.previewCall>("/api/admin/funds/capital-calls/preview", input),
    issue: (input) => api.post<typeof fundApi.issueCall>("/api/admin/funds/capital-calls", input),
    previewFailed: "Failed to preview the capital call",
    issueFailed: "Failed to issue the capital call",
    issued: (result) => `Capital call #${result.number} issued to ${plural(result.parts, "investor")}`,
    onIssued: dialog.close,
    onPendingChange: dialog.setPending,
    stepHeading,
  });
  const { form, preview } = flow;
  const amounts = [form.values.investment, form.values.managementFee, form.values.fundExpenses].map(typedCents);
  const total = amounts.some((cents) => cents === null) ? null : amounts.reduce<number>((a, b) => a + (b ?? 0), 0);

  if (preview) {
    return (
      <AllocationStep
        stepHeading={stepHeading}
        title={`Allocation of call #${preview.number}`}
        summary={
          <>
            {preview.purpose}: {formatCents(preview.totalCents)} ({formatCents(preview.investmentCents)} investment,{" "}
            {formatCents(preview.managementFeeCents)} management fee, {formatCents(preview.fundExpensesCents)} fund
            expenses), called {formatShortDate(preview.callDate)}, due {formatShortDate(preview.dueDate)}. Split pro
            rata to what each investor has not yet called: no part may exceed it.
          </>
        }
        lines={preview.lines}
        totalCents={preview.totalCents}
        flow={flow}
        issueLabel="Issue capital call"
        disabledReason={
          preview.refusal
            ? `${preview.refusal}. Lower the amounts to at most ${formatCents(preview.uncalledCents)}.`
            : hasSettings
              ? undefined
              : `${NO_SETTINGS}: a super admin enters them under Fund settings.`
        }
      />
    );
  }

  return (
    <DetailsStep id="call-form-step" title="Call details" stepHeading={stepHeading} formProps={form.formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Call date" required error={form.error("callDate")}>
          {(props) => (
            <Input
              {...props}
              type="date"
              name="callDate"
              value={form.values.callDate}
              onChange={form.set("callDate")}
            />
          )}
        </Field>
        <Field label="Due date" required error={form.error("dueDate")}>
          {(props) => (
            <Input {...props} type="date" name="dueDate" value={form.values.dueDate} onChange={form.set("dueDate")} />
          )}
        </Field>
      </div>
      <Field label="Purpose" required error={form.error("purpose")}>
        {(props) => (
          <Input {...props} name="purpose" maxLength={255} value={form.values.purpose} onChange={form.set("purpose")} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ["investment", "Investment ($)"],
            ["managementFee", "Management fee ($)"],
            ["fundExpenses", "Fund expenses ($)"],
          ] as const
        ).map(([name, label]) => (
          <Field key={name} label={label} required error={form.error(name)}>
            {(props) => (
              <Input
                {...props}
                name={name}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={form.values[name]}
                onChange={form.set(name)}
              />
            )}
          </Field>
        ))}
      </div>
      {totalLine("Total to call", total)}
      {hasSettings ? null : (
        <p role="note" className="rounded-md border border-gold-300 bg-gold-100 p-3 text-sm text-brand-950">
          {NO_SETTINGS}: you can preview the allocation, but a super admin must enter {fund}&apos;s wire instructions
          before the call can be issued.
        </p>
      )}
      <PreviewFormActions pending={form.pending} onCancel={dialog.close} />
    </DetailsStep>
  );
}
