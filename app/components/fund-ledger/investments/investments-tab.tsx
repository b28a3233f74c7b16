// Over 300 lines: a staff list with its create, edit and delete dialogs in one screen.
import { useSearchParams } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import {
  ASSET_TYPES,
  ASSET_TYPES_BY_FUND,
  FUND_TYPES,
  INVESTMENT_FORM_DEFAULT_STATUS,
  INVESTMENT_FORM_STATUSES,
  investmentInputSchema,
  RISK_LEVELS,
  ROI_MAX,
  ROI_MIN,
  type Investment,
  type InvestmentInput,
  type InvestmentStatus,
} from "#domain/investment.ts";
import { formatMoney, formatRoi } from "#domain/format.ts";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useDialogForm, type FormDialog } from "#app/components/staff/use-form-dialog.ts";
import {
  AddButton,
  EmptyState,
  FormActions,
  RowActions,
  TabHeader,
  useContentTab,
  withCurrent,
} from "#app/components/staff/content-tab-kit.tsx";
import { ItemFormDialog, TitleAndDescription } from "#app/components/staff/dialog-form-kit.tsx";
import { api } from "#app/lib/api-client.ts";
import type { investmentApi } from "#domain/api/staff.ts";

/** What investments-tab.server.ts loads for this tab. */
export interface InvestmentsTabData {
  /** One page of investments (decision 0037): ?q=, ?sort=, ?dir= and ?cursor= in the URL. */
  page: Page<Investment>;
}

const INVESTMENT_SORT_OPTIONS = [
  { value: "created", label: "Date added" },
  { value: "name", label: "Name" },
  { value: "fund", label: "Fund" },
  { value: "status", label: "Status" },
] as const;

const STATUS_LABELS: Record<InvestmentStatus, string> = {
  under_review: "Under review",
  pending: "Pending",
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};
const STATUS_TONES = {
  under_review: "slate",
  pending: "gold",
  active: "green",
  completed: "brand",
  cancelled: "slate",
} as const satisfies Record<InvestmentStatus, string>;
const RISK_LABELS = { low: "Low", medium: "Medium", high: "High" } as const;

const TEXTS = {
  created: "Investment created successfully",
  updated: "Investment updated successfully",
  createFailed: "Failed to create investment",
  updateFailed: "Failed to update investment",
  deleted: "Investment deleted successfully",
  deleteFailed: "Failed to delete investment",
};

/** Admin portal, Investments tab: the table of investments with add, edit and delete. */
export default function InvestmentsTab({ data }: { user: SessionUser; data?: InvestmentsTabData }) {
  const page = data?.page;
  const investments = page?.items ?? [];
  const [searchParams] = useSearchParams();
  const searched = Boolean(searchParams.get("q"));
  const { headingId, headingRef, form, remove } = useContentTab<Investment>(TEXTS, {
    remove: (item) => api.delete<typeof investmentApi.remove>(`/api/investments/${item.id}`),
    name: (item) => item.name,
    noun: "investment",
  });
  const { openCreate, openEdit } = form;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Investments"
        description="Portfolio investments across Fund I and Fund II."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add Investment"
        onAdd={openCreate}
      />

      {page && (page.total > 0 || searched) ? (
        <ListControls
          label="Search and sort investments"
          searchLabel="Search by name"
          sorts={INVESTMENT_SORT_OPTIONS}
          sort={page.sort}
          dir={page.dir}
        />
      ) : null}
      {investments.length === 0 && searched ? (
        <EmptyState message="No investments match the search." />
      ) : investments.length === 0 ? (
        <EmptyState message="No investments yet.">
          <AddButton label="Add Investment" onClick={openCreate} />
        </EmptyState>
      ) : (
        <Table caption={`Investments (${page?.total ?? investments.length})`}>
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Fund</Th>
              <Th>Asset Type</Th>
              <Th className="text-right">Investment Amount</Th>
              <Th>Status</Th>
              <Th className="text-right">ROI</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {investments.map((investment) => (
              <tr key={investment.id}>
                <Td>
                  <span className="font-medium text-slate-900">{investment.name}</span>
                  {investment.location ? (
                    <span className="block text-xs text-slate-600">{investment.location}</span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{investment.fundType}</Td>
                <Td className="whitespace-nowrap">{investment.assetType}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  {formatMoney(investment.investmentAmount)}
                </Td>
                <Td>
                  <Badge tone={STATUS_TONES[investment.status]}>{STATUS_LABELS[investment.status]}</Badge>
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatRoi(investment.estimatedROI)}</Td>
                <Td>
                  <RowActions
                    name={investment.name}
                    onEdit={() => openEdit(investment)}
                    onDelete={() => remove.ask(investment)}
                  />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {page ? <Pager page={page} label="Pages of investments" noun={["investment", "investments"]} /> : null}

      <ItemFormDialog form={form} noun="Investment">
        <InvestmentForm key={form.editing?.id ?? "new"} form={form} />
      </ItemFormDialog>
      {remove.dialog}
    </section>
  );
}

type FormValues = {
  name: string;
  description: string;
  location: string;
  fundType: string;
  assetType: string;
  status: string;
  investmentAmount: string;
  estimatedROI: string;
  riskLevel: string;
  acquisitionDate: string;
  occupancyPercent: string;
};
const FIELD_ORDER = [
  "name",
  "description",
  "location",
  "fundType",
  "assetType",
  "status",
  "investmentAmount",
  "estimatedROI",
  "riskLevel",
  "acquisitionDate",
  "occupancyPercent",
] as const;

function initialValues(item: Investment | null): FormValues {
  if (!item) {
    return {
      name: "",
      description: "",
      location: "",
      fundType: "",
      assetType: "",
      status: INVESTMENT_FORM_DEFAULT_STATUS,
      investmentAmount: "",
      estimatedROI: "",
      riskLevel: "",
      acquisitionDate: "",
      occupancyPercent: "",
    };
  }
  return {
    name: item.name,
    description: item.description,
    location: item.location ?? "",
    fundType: item.fundType,
    assetType: item.assetType,
    status: item.status,
    investmentAmount: String(Number(item.investmentAmount)),
    estimatedROI: String(Number(item.estimatedROI)),
    riskLevel: item.riskLevel ?? "",
    acquisitionDate: item.acquisitionDate ?? "",
    occupancyPercent: item.occupancyPercent === null ? "" : String(item.occupancyPercent),
  };
}

const toNumber = (value: string) => (value.trim() === "" ? undefined : Number(value));

/** The request body of /api/investments: the form's fields, numbers as numbers. */
function toPayload(values: FormValues): InvestmentInput {
  return {
    name: values.name,
    description: values.description,
    location: values.location,
    fundType: values.fundType as InvestmentInput["fundType"],
    assetType: values.assetType as InvestmentInput["assetType"],
    status: values.status as InvestmentStatus,
    investmentAmount: toNumber(values.investmentAmount) as number,
    estimatedROI: toNumber(values.estimatedROI) as number,
    riskLevel: values.riskLevel as InvestmentInput["riskLevel"],
    acquisitionDate: values.acquisitionDate,
    // An empty field clears the occupancy (a property not yet operating, or not a property).
    occupancyPercent: toNumber(values.occupancyPercent) ?? null,
  };
}

function InvestmentForm({ form }: { form: FormDialog<Investment> }) {
  const { values, set, error, formProps } = useDialogForm(form, {
    initial: () => initialValues(form.editing),
    fields: FIELD_ORDER,
    schema: investmentInputSchema,
    toPayload,
    save: (payload, editing) =>
      editing
        ? api.put<typeof investmentApi.update>(`/api/investments/${editing.id}`, payload)
        : api.post<typeof investmentApi.create>("/api/investments", payload),
  });
  // Editing an investment still in the stored default status keeps that status selectable.
  const statuses = withCurrent<InvestmentStatus>(INVESTMENT_FORM_STATUSES, form.editing?.status);
  // An investment stored with a type retired by decision 0023 shows it until staff choose another.
  const retiredType =
    form.editing && !(ASSET_TYPES as readonly string[]).includes(form.editing.assetType)
      ? form.editing.assetType
      : null;

  return (
    <form {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TitleAndDescription form={{ values, set, error }} name="name" label="Name" />
        <Field label="Location" error={error("location")}>
          {(p) => (
            <Input {...p} name="location" autoComplete="off" value={values.location} onChange={set("location")} />
          )}
        </Field>
        <Field label="Fund Type" required error={error("fundType")}>
          {(p) => (
            <NativeSelect {...p} name="fundType" required value={values.fundType} onChange={set("fundType")}>
              <option value="">Select a fund</option>
              {FUND_TYPES.map((fund) => (
                <option key={fund} value={fund}>
                  {fund}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Asset Type" required error={error("assetType")}>
          {(p) => (
            <NativeSelect {...p} name="assetType" required value={values.assetType} onChange={set("assetType")}>
              <option value="">Select an asset type</option>
              {retiredType && <option value={retiredType}>{retiredType} (no longer offered)</option>}
              {/* Each fund's own types; the schema refuses a type of the other fund. */}
              {FUND_TYPES.map((fund) => (
                <optgroup key={fund} label={fund}>
                  {ASSET_TYPES_BY_FUND[fund].map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Status" error={error("status")}>
          {(p) => (
            <NativeSelect {...p} name="status" value={values.status} onChange={set("status")}>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Investment Amount (USD)" required error={error("investmentAmount")}>
          {(p) => (
            <Input
              {...p}
              name="investmentAmount"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              required
              value={values.investmentAmount}
              onChange={set("investmentAmount")}
            />
          )}
        </Field>
        <Field label="Estimated ROI (%)" required error={error("estimatedROI")}>
          {(p) => (
            <Input
              {...p}
              name="estimatedROI"
              type="number"
              inputMode="decimal"
              min={ROI_MIN}
              max={ROI_MAX}
              step={0.1}
              required
              value={values.estimatedROI}
              onChange={set("estimatedROI")}
            />
          )}
        </Field>
        <Field label="Risk Level" error={error("riskLevel")}>
          {(p) => (
            <NativeSelect {...p} name="riskLevel" value={values.riskLevel} onChange={set("riskLevel")}>
              <option value="">Not set</option>
              {RISK_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {RISK_LABELS[level]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Acquisition Date" error={error("acquisitionDate")}>
          {(p) => (
            <Input
              {...p}
              name="acquisitionDate"
              type="date"
              value={values.acquisitionDate}
              onChange={set("acquisitionDate")}
            />
          )}
        </Field>
        {/* Fund I properties: the leased or occupied share; empty while a property is not operating. */}
        <Field label="Occupancy (%, Fund I properties)" error={error("occupancyPercent")}>
          {(p) => (
            <Input
              {...p}
              name="occupancyPercent"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={values.occupancyPercent}
              onChange={set("occupancyPercent")}
            />
          )}
        </Field>
      </div>
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}
