import { Calculator } from "lucide-react";
import { useState } from "react";
import type { fundEconomicsApi } from "#domain/api/fund-economics.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { slugOfFund } from "#domain/fund-slug.ts";
import type { FundType } from "#domain/investment.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { DEFAULT_TERMS } from "#domain/ledger/waterfall.ts";
import {
  waterfallFormSchema,
  type FundCashFlows,
  type WaterfallFormInput,
  type WaterfallSimulation,
} from "#domain/waterfall-simulation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useResource } from "#app/lib/use-resource.ts";
import { basisOf, BasisLine, WaterfallTable, type SimulationBasis } from "./waterfall-table";

/**
 * "What if we distribute $X on date D?" (issue 26 §3, decision 0066): the distribution waterfall
 * of an amount staff might distribute, from the fund's real history (read when the dialog opens)
 * and terms typed here. The fund's terms are not stored yet, so the form starts from the usual
 * ones. Whole fund only: deal by deal needs calls tied to investments, which the ledger does not
 * record (the API takes tagged flows). Nothing is stored.
 */
export function WaterfallSimulator({ fund, today }: { fund: FundType; today: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Calculator className="h-4 w-4" aria-hidden="true" />
        What if we distribute…?
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="What if we distribute $X on date D?"
        description={`The waterfall of a ${fund} distribution you might make, after its contributions and distributions so far. Nothing is stored.`}
        className="max-w-3xl"
      >
        {open ? <Simulator fund={fund} today={today} /> : null}
      </Dialog>
    </>
  );
}

type Values = Required<WaterfallFormInput>;
const FIELDS = [
  "amount",
  "date",
  "preferredReturn",
  "compounding",
  "dayCount",
  "catchUp",
  "carriedInterest",
  "returnFeesFirst",
] as const;

/** The API's field names ("terms.catchUp", "proposed.amount") as this form's ("catchUp", "amount"). */
function asFormErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, messages]) => [key.replace(/^(terms|proposed)\./, ""), messages]),
  );
  return new ApiError(error.status, error.message, error.code, fieldErrors);
}

interface Outcome {
  answer: WaterfallSimulation;
  date: string;
  basis: SimulationBasis;
}

function Simulator({ fund, today }: { fund: FundType; today: string }) {
  const history = useResource<FundCashFlows>(`/resources/funds/${slugOfFund(fund)}/cash-flows`);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initial: (): Values => ({
      amount: "",
      date: today,
      preferredReturn: DEFAULT_TERMS.preferredReturn,
      compounding: DEFAULT_TERMS.compounding,
      dayCount: DEFAULT_TERMS.dayCount,
      catchUp: DEFAULT_TERMS.catchUp,
      carriedInterest: DEFAULT_TERMS.carriedInterest,
      returnFeesFirst: DEFAULT_TERMS.returnFeesFirst,
    }),
    fields: FIELDS,
    schema: waterfallFormSchema,
    toPayload: (values) => values,
    submit: async ({ amount, date, ...terms }) => {
      setProblem(null);
      if (!history.data) return;
      const basis = basisOf(history.data, date);
      try {
        const answer = await api.post<typeof fundEconomicsApi.simulateWaterfall>(
          "/api/admin/funds/waterfall/simulate",
          {
            terms: { style: "european", ...terms },
            contributions: basis.contributions,
            distributions: basis.distributions,
            proposed: { date, amount },
          },
        );
        setOutcome({ answer, date, basis });
      } catch (error) {
        throw asFormErrors(error);
      }
    },
    failure: "Could not work out the waterfall",
    onError: (message) => setProblem(message || "Could not work out the waterfall"),
  });
  const { values, set, error } = form;
  const total = outcome ? centsFromDecimal(outcome.answer.lpTotal) + centsFromDecimal(outcome.answer.gpTotal) : 0;

  return (
    <div className="space-y-5" aria-busy={history.loading || form.pending}>
      {history.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Could not read {fund}&apos;s contributions and distributions: {history.error}
        </p>
      ) : !history.data ? (
        <p role="status" className="text-sm text-slate-600">
          Reading {fund}&apos;s contributions and distributions…
        </p>
      ) : null}
      <form {...form.formProps} aria-label="What if we distribute" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Amount to distribute ($)"
            name="amount"
            required
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={values.amount}
            onChange={set("amount")}
            error={error("amount")}
          />
          <TextField
            label="Distribution date"
            name="date"
            type="date"
            required
            value={values.date}
            onChange={set("date")}
            error={error("date")}
          />
        </div>
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-brand-900">Terms (whole fund)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Preferred return (% a year)"
              name="preferredReturn"
              required
              inputMode="decimal"
              value={values.preferredReturn}
              onChange={set("preferredReturn")}
              error={error("preferredReturn")}
            />
            <SelectField
              label="Compounding"
              name="compounding"
              value={values.compounding}
              onChange={set("compounding")}
              error={error("compounding")}
            >
              <option value="annual">Annual (on anniversaries)</option>
              <option value="none">None (simple)</option>
            </SelectField>
            <SelectField
              label="Day count"
              name="dayCount"
              value={values.dayCount}
              onChange={set("dayCount")}
              error={error("dayCount")}
            >
              <option value="actual/365">Actual/365</option>
              <option value="30/360">30/360</option>
            </SelectField>
            <TextField
              label="GP catch-up (%)"
              name="catchUp"
              required
              inputMode="decimal"
              value={values.catchUp}
              onChange={set("catchUp")}
              error={error("catchUp")}
            />
            <TextField
              label="Carried interest (%)"
              name="carriedInterest"
              required
              inputMode="decimal"
              value={values.carriedInterest}
              onChange={set("carriedInterest")}
              error={error("carriedInterest")}
            />
          </div>
          <Checkbox name="returnFeesFirst" checked={values.returnFeesFirst} onChange={form.toggle("returnFeesFirst")}>
            Return management fees and fund expenses with capital, before the preferred return
          </Checkbox>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.pending || !history.data}>
            {form.pending ? "Working it out…" : "Show the waterfall"}
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-brand-900">
        {outcome
          ? `${formatCents(total)} on ${formatShortDate(outcome.date)}: limited partners ${formatCents(centsFromDecimal(outcome.answer.lpTotal))}, general partner ${formatCents(centsFromDecimal(outcome.answer.gpTotal))}.`
          : ""}
      </p>
      {outcome ? (
        <div className="space-y-3">
          <WaterfallTable
            caption={`Waterfall of ${formatCents(total)} on ${formatShortDate(outcome.date)}`}
            answer={outcome.answer}
          />
          <BasisLine basis={outcome.basis} date={outcome.date} />
        </div>
      ) : null}
    </div>
  );
}
