import { useState } from "react";
import { useRevalidator } from "react-router";
import type { fundTermsApi } from "#domain/api/fund-terms.ts";
import {
  COMPOUNDING_LABELS,
  COMPOUNDINGS,
  DAY_COUNT_LABELS,
  DAY_COUNTS,
  FEE_BASES,
  FEE_BASIS_LABELS,
  percentText,
  termsProposalSchema,
  WATERFALL_LABELS,
  WATERFALL_STYLES,
  type FundTermsVersion,
} from "#domain/fund-terms.ts";
import type { FundSlug } from "#domain/fund-slug.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { SelectField, TextareaField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";

const FIELDS = [
  "effectiveFrom",
  "preferredReturn",
  "compounding",
  "dayCount",
  "catchUp",
  "carriedInterest",
  "waterfall",
  "feesReturnedFirst",
  "gpCommitment",
  "investmentPeriodStart",
  "investmentPeriodEnd",
  "feeBasis",
  "feeRate",
  "postPeriodFeeBasis",
  "postPeriodFeeRate",
  "reason",
] as const;

/** The form's first values: the terms in effect (a change usually alters one figure), else blanks. */
function initialOf(current: FundTermsVersion | null) {
  const [during, after] = current?.feePeriods ?? [];
  return {
    effectiveFrom: "",
    preferredReturn: current ? percentText(current.preferredReturnBps) : "",
    compounding: current?.compounding ?? "annual",
    dayCount: current?.dayCount ?? "actual_365",
    catchUp: current ? percentText(current.catchUpBps) : "",
    carriedInterest: current ? percentText(current.carriedInterestBps) : "",
    waterfall: current?.waterfall ?? "european",
    feesReturnedFirst: current?.feesReturnedFirst ?? true,
    gpCommitment: current ? percentText(current.gpCommitmentBps) : "",
    investmentPeriodStart: during?.from ?? "",
    investmentPeriodEnd: during?.to ?? "",
    feeBasis: during?.basis ?? "commitments",
    feeRate: during ? percentText(during.rateBps) : "",
    postPeriodFeeBasis: after?.basis ?? "invested_capital",
    postPeriodFeeRate: after ? percentText(after.rateBps) : "",
    reason: "",
  };
}

/** "Propose a change" (any staff member): a new version, sent for a super admin's approval. */
export function ProposeTerms({
  fund,
  fundType,
  current,
}: {
  fund: FundSlug;
  fundType: string;
  current: FundTermsVersion | null;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{current ? "Propose a change" : "Propose terms"}</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={`Propose ${fundType} terms`}
        description="Rates in per cent, at most two decimals. Nothing takes effect until a super admin who did not propose it approves it."
        className="max-w-2xl"
      >
        {open ? (
          <ProposeForm fund={fund} current={current} onDone={() => setOpen(false)} onPendingChange={setPending} />
        ) : null}
      </Dialog>
    </>
  );
}

function ProposeForm({
  fund,
  current,
  onDone,
  onPendingChange,
}: {
  fund: FundSlug;
  current: FundTermsVersion | null;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => initialOf(current),
    fields: FIELDS,
    schema: termsProposalSchema,
    // Without an investment period end there is no fee after it.
    toPayload: (values) => ({
      ...values,
      compounding: values.compounding as (typeof COMPOUNDINGS)[number],
      dayCount: values.dayCount as (typeof DAY_COUNTS)[number],
      waterfall: values.waterfall as (typeof WATERFALL_STYLES)[number],
      feeBasis: values.feeBasis as (typeof FEE_BASES)[number],
      postPeriodFeeBasis: values.investmentPeriodEnd ? (values.postPeriodFeeBasis as (typeof FEE_BASES)[number]) : null,
      postPeriodFeeRate: values.investmentPeriodEnd ? values.postPeriodFeeRate : "",
    }),
    submit: (payload) => api.post<typeof fundTermsApi.propose>(`/api/admin/funds/${fund}/terms`, payload),
    failure: "Failed to propose the terms",
    onPendingChange,
    onSuccess: () => {
      toast({ title: "Terms proposed: a super admin approves them" });
      onDone();
      void revalidator.revalidate();
    },
  });
  const text = (name: (typeof FIELDS)[number], label: string, extra: { type?: "date"; optional?: boolean } = {}) => (
    <TextField
      label={label}
      required={!extra.optional}
      name={name}
      autoComplete="off"
      value={String(form.values[name as keyof typeof form.values])}
      onChange={form.set(name as keyof typeof form.values)}
      error={form.error(name)}
      {...(extra.type ? { type: extra.type } : { inputMode: "decimal" as const })}
    />
  );
  const select = (name: (typeof FIELDS)[number], label: string, options: Array<[string, string]>) => (
    <SelectField
      label={label}
      required
      name={name}
      value={String(form.values[name as keyof typeof form.values])}
      onChange={form.set(name as keyof typeof form.values)}
      error={form.error(name)}
    >
      {options.map(([value, optionLabel]) => (
        <option key={value} value={value}>
          {optionLabel}
        </option>
      ))}
    </SelectField>
  );
  const entries = <K extends string>(labels: Record<K, string>) => Object.entries(labels) as Array<[K, string]>;
  return (
    <form {...form.formProps} className="space-y-5" aria-label="Proposed terms">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("effectiveFrom", "Effective from", { type: "date" })}
        {text("preferredReturn", "Preferred return (%)")}
        {select("compounding", "Compounding", entries(COMPOUNDING_LABELS))}
        {select("dayCount", "Day count", entries(DAY_COUNT_LABELS))}
        {text("catchUp", "Catch-up (%)")}
        {text("carriedInterest", "Carried interest (%)")}
        {select("waterfall", "Waterfall", entries(WATERFALL_LABELS))}
        {text("gpCommitment", "GP commitment (% of commitments)")}
      </div>
      <Checkbox
        name="feesReturnedFirst"
        checked={form.values.feesReturnedFirst}
        onChange={form.toggle("feesReturnedFirst")}
      >
        Management fees and fund expenses are returned before the preferred return
      </Checkbox>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-brand-900">Management fee</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("investmentPeriodStart", "Investment period start", { type: "date" })}
          {text("investmentPeriodEnd", "Investment period end (blank: none)", { type: "date", optional: true })}
          {select("feeBasis", "Fee basis", entries(FEE_BASIS_LABELS))}
          {text("feeRate", "Annual fee (%)")}
          {form.values.investmentPeriodEnd ? (
            <>
              {select("postPeriodFeeBasis", "Basis after the period", entries(FEE_BASIS_LABELS))}
              {text("postPeriodFeeRate", "Annual fee after the period (%)")}
            </>
          ) : null}
        </div>
      </fieldset>
      <TextareaField
        label="Reason (the agreement's article, an amendment)"
        required
        name="reason"
        rows={2}
        maxLength={1000}
        value={form.values.reason}
        onChange={form.set("reason")}
        error={form.error("reason")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Proposing..." : "Propose"}
        </Button>
      </div>
    </form>
  );
}
