import { useRef } from "react";
import type { fundApi } from "#domain/api/funds.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { capitalCallInputSchema } from "#domain/fund-operations.ts";
import type { FundType } from "#domain/investment.ts";
import { defaultDueDate, dueDateWarning } from "#domain/ledger/business-days.ts";
import { previousQuarter, quarterBounds, quarterOfDay } from "#domain/ledger/quarters.ts";
import { Field, Input, SelectField } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import { NO_SETTINGS, plural, typedCents } from "./fund-figures";
import type { NewEntryDialog } from "./ledger-section";
import { AllocationStep, DetailsStep, PreviewFormActions, totalLine, usePreviewIssue } from "./preview-issue";

const CALL_FIELDS = [
  "callDate",
  "dueDate",
  "purpose",
  "investment",
  "managementFee",
  "feeQuarter",
  "fundExpenses",
] as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Earlier quarters a call dated `callDate` may ask the fee of (its own is the default): the four before. */
function earlierQuarters(callDate: string) {
  const quarters = [previousQuarter(quarterOfDay(callDate))];
  while (quarters.length < 4) quarters.push(previousQuarter(quarters.at(-1)!));
  return quarters;
}

/**
 * A new capital call: its details, then the allocation previewed by the server, then issued. With
 * the fund's approved terms in effect on the call date the management fee is not typed: it is
 * each investor's own for the quarter chosen, shown in the preview (decision 0068). The due date
 * starts ten business days after the call date, and a shorter one is warned of (ILPA).
 */
export function NewCapitalCall({
  fund,
  today,
  hasSettings,
  termsFrom,
  dialog,
}: {
  fund: FundType;
  today: string;
  hasSettings: boolean;
  termsFrom: string | null;
  dialog: NewEntryDialog;
}) {
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const computed = (callDate: string) => termsFrom !== null && isDay(callDate) && callDate >= termsFrom;
  const flow = usePreviewIssue({
    initial: (): Record<(typeof CALL_FIELDS)[number], string> => ({
      callDate: today,
      dueDate: defaultDueDate(today),
      purpose: "",
      investment: "",
      managementFee: "",
      feeQuarter: "",
      fundExpenses: "",
    }),
    fields: CALL_FIELDS,
    schema: capitalCallInputSchema,
    // An empty amount is no amount ($0). A computed fee sends its quarter ("" is the call date's) and no amount.
    toPayload: ({ managementFee, feeQuarter, ...values }) => ({
      fundType: fund,
      ...values,
      investment: values.investment.trim() || "0",
      fundExpenses: values.fundExpenses.trim() || "0",
      ...(computed(values.callDate)
        ? feeQuarter
          ? { feeQuarter }
          : {}
        : { managementFee: managementFee.trim() || "0" }),
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
  const fromTerms = computed(form.values.callDate);
  const amounts = [form.values.investment, fromTerms ? "" : form.values.managementFee, form.values.fundExpenses].map(
    typedCents,
  );
  const total = amounts.some((cents) => cents === null) ? null : amounts.reduce<number>((a, b) => a + (b ?? 0), 0);
  const shortDue =
    isDay(form.values.callDate) && isDay(form.values.dueDate)
      ? dueDateWarning(form.values.callDate, form.values.dueDate)
      : null;

  if (preview) {
    const fee = preview.fee;
    const feeText =
      fee.source === "typed"
        ? "typed"
        : fee.quarter
          ? `each investor's own for ${quarterBounds(fee.quarter).label}, from ${fund}'s terms`
          : "none";
    const notes = [preview.dueDateWarning, fee.note].filter(Boolean).join(" ");
    return (
      <AllocationStep
        stepHeading={stepHeading}
        title={`Allocation of call #${preview.number}`}
        summary={
          <>
            {preview.purpose}: {formatCents(preview.totalCents)} ({formatCents(preview.investmentCents)} investment,{" "}
            {formatCents(preview.managementFeeCents)} management fee ({feeText}),{" "}
            {formatCents(preview.fundExpensesCents)} fund expenses), called {formatShortDate(preview.callDate)}, due{" "}
            {formatShortDate(preview.dueDate)}. Split pro rata to what each investor has not yet called: no part may
            exceed it.
          </>
        }
        lines={preview.lines}
        showFees={fee.source === "terms"}
        totalCents={preview.totalCents}
        flow={flow}
        issueLabel="Issue capital call"
        warning={notes || undefined}
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
            <Input
              {...props}
              type="date"
              name="dueDate"
              value={form.values.dueDate}
              onChange={form.set("dueDate")}
              aria-describedby={
                [props["aria-describedby"], shortDue ? "due-date-warning" : null].filter(Boolean).join(" ") || undefined
              }
            />
          )}
        </Field>
      </div>
      {shortDue ? (
        <p
          id="due-date-warning"
          role="note"
          className="rounded-md border border-gold-300 bg-gold-100 p-3 text-sm text-brand-950"
        >
          {shortDue}
        </p>
      ) : null}
      <Field label="Purpose" required error={form.error("purpose")}>
        {(props) => (
          <Input {...props} name="purpose" maxLength={255} value={form.values.purpose} onChange={form.set("purpose")} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ["investment", "Investment ($)"],
            ...(fromTerms ? [] : ([["managementFee", "Management fee ($)"]] as const)),
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
        {fromTerms ? (
          <SelectField
            label="Management fee"
            name="feeQuarter"
            value={form.values.feeQuarter}
            onChange={form.set("feeQuarter")}
            error={form.error("feeQuarter")}
          >
            <option value="">
              {isDay(form.values.callDate)
                ? quarterBounds(quarterOfDay(form.values.callDate)).label
                : "The call's quarter"}
              &apos;s, from the terms
            </option>
            {isDay(form.values.callDate)
              ? earlierQuarters(form.values.callDate).map((quarter) => (
                  <option key={quarter} value={quarter}>
                    {quarterBounds(quarter).label}&apos;s, from the terms
                  </option>
                ))
              : null}
            <option value="none">None in this call</option>
          </SelectField>
        ) : null}
      </div>
      {fromTerms ? (
        <>
          {totalLine("Investment and expenses", total)}
          <p className="text-sm text-slate-600">
            {fund}&apos;s management fee is computed for each investor from its approved terms and side letters, and
            added to their part: the preview shows it. A quarter&apos;s fee is called once.
          </p>
        </>
      ) : (
        totalLine("Total to call", total)
      )}
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
