import { useRevalidator } from "react-router";
import { valuationInputSchema, type ValuationView } from "#domain/fund-operations.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import type { FundType } from "#domain/investment.ts";
import { latestMonthEnd } from "#domain/ledger/date-rules.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { fundApi } from "#domain/api/funds.ts";
import { useForm } from "#app/lib/use-form.ts";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";

/** The fund's net asset value by date: add one (one per date), and every one so far, newest first. */
export function Valuations({
  fund,
  valuations,
  today,
}: {
  fund: FundType;
  valuations: ValuationView[];
  today: string;
}) {
  return (
    <section aria-labelledby="valuations-heading" className="space-y-4">
      <div>
        <h2 id="valuations-heading" className="text-2xl font-semibold text-brand-900">
          Valuations
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The fund&apos;s net asset value at a date. Performance is measured as of the latest one.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card>
          <CardBody>
            <ValuationForm key={valuations.length} fund={fund} today={today} />
          </CardBody>
        </Card>
        <div className="min-w-0">
          {valuations.length === 0 ? (
            <EmptyState message={`No valuations for ${fund} yet.`} />
          ) : (
            <Table caption={`${fund} valuations (${valuations.length})`} className="min-w-[480px]">
              <thead>
                <tr>
                  <Th>Date</Th>
                  <Th className="text-right">Net asset value</Th>
                  <Th>Notes</Th>
                </tr>
              </thead>
              <tbody>
                {valuations.map((valuation) => (
                  <tr key={valuation.id}>
                    <Td className="whitespace-nowrap">{formatShortDate(valuation.asOf)}</Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">{formatCents(valuation.navCents)}</Td>
                    <Td className="break-words">{valuation.notes || "None"}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
      </div>
    </section>
  );
}

function ValuationForm({ fund, today }: { fund: FundType; today: string }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    // A valuation describes a month end unless it is interim (decision 0044): suggest the latest one.
    initial: () => ({ asOf: latestMonthEnd(today), interim: false, nav: "", notes: "" }),
    fields: ["asOf", "interim", "nav", "notes"],
    schema: valuationInputSchema,
    toPayload: (values) => ({ fundType: fund, ...values }),
    submit: (payload) => api.post<typeof fundApi.addValuation>("/api/admin/funds/valuations", payload),
    failure: "Failed to add the valuation",
    onSuccess: () => {
      toast({ title: "Valuation added" });
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} className="space-y-4" aria-label="Add a valuation">
      <h3 className="text-base font-semibold text-brand-900">Add a valuation</h3>
      <Field label="Valuation date" required error={form.error("asOf")}>
        {(props) => <Input {...props} type="date" name="asOf" value={form.values.asOf} onChange={form.set("asOf")} />}
      </Field>
      <div>
        <Checkbox name="interim" checked={form.values.interim} onChange={form.toggle("interim")}>
          Interim valuation (not at a month end)
        </Checkbox>
        <p className="text-xs text-slate-600">A valuation is dated at a month or quarter end unless it is interim.</p>
      </div>
      <Field label="Net asset value ($)" required error={form.error("nav")}>
        {(props) => (
          <Input
            {...props}
            name="nav"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={form.values.nav}
            onChange={form.set("nav")}
          />
        )}
      </Field>
      <Field label="Notes" error={form.error("notes")}>
        {(props) => (
          <Textarea
            {...props}
            name="notes"
            rows={3}
            maxLength={1000}
            value={form.values.notes}
            onChange={form.set("notes")}
          />
        )}
      </Field>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Adding..." : "Add valuation"}
      </Button>
    </form>
  );
}
