import { useRevalidator } from "react-router";
import { achOriginatorInputSchema, type AchOriginatorInput, type AchOriginatorView } from "#domain/ach-payments.ts";
import type { achApi } from "#domain/api/ach-payments.ts";
import { formatDateTime } from "#domain/format.ts";
import { slugOfFund } from "#domain/fund-slug.ts";
import type { FundType } from "#domain/investment.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";

const FIELDS: ReadonlyArray<{ name: keyof AchOriginatorInput; label: string; hint: string; max: number }> = [
  { name: "companyName", label: "Company name", hint: "What investors' statements name as the payer.", max: 16 },
  { name: "companyId", label: "Company ID", hint: "10 characters from the bank, commonly 1 and the EIN.", max: 10 },
  { name: "odfiRouting", label: "Originating bank routing number", hint: "The fund's bank (ODFI).", max: 9 },
  { name: "immediateDestination", label: "Immediate destination", hint: "Routing number the file goes to.", max: 9 },
  { name: "immediateDestinationName", label: "Immediate destination name", hint: "That bank's name.", max: 23 },
  {
    name: "immediateOrigin",
    label: "Immediate origin",
    hint: "As the bank gave it: 10 characters or 9 digits.",
    max: 10,
  },
  { name: "immediateOriginName", label: "Immediate origin name", hint: "The fund's name in the file.", max: 23 },
];

/**
 * The fund's ACH originator settings (decision 0067): what its bank gave it to send NACHA files of
 * distributions. Super admins edit them beside the wire instructions; admins read them.
 */
export function AchOriginatorSettings({
  fund,
  canEdit,
  originator,
}: {
  fund: FundType;
  canEdit: boolean;
  originator: AchOriginatorView | null;
}) {
  return (
    <section aria-labelledby="ach-originator-heading" className="space-y-3">
      <div>
        <h3 id="ach-originator-heading" className="text-xl font-semibold text-brand-900">
          ACH originator
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          How {fund}&apos;s distributions are sent by ACH: the NACHA file&apos;s header and batches.
          {originator === null ? " Until they are entered, no ACH file can be made." : ""}
        </p>
      </div>
      <Card>
        <CardBody>
          {canEdit ? (
            <OriginatorForm key={originator?.updatedAt ?? "new"} fund={fund} originator={originator} />
          ) : originator ? (
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {FIELDS.map(({ name, label }) => (
                <div key={name} className="min-w-0">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{originator[name]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-slate-700">Not entered yet: ask a super admin to enter them.</p>
          )}
          {originator ? (
            <p className="mt-4 text-xs text-slate-600">Last changed {formatDateTime(originator.updatedAt)}</p>
          ) : null}
        </CardBody>
      </Card>
    </section>
  );
}

function OriginatorForm({ fund, originator }: { fund: FundType; originator: AchOriginatorView | null }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: (): AchOriginatorInput => ({
      companyName: originator?.companyName ?? "",
      companyId: originator?.companyId ?? "",
      odfiRouting: originator?.odfiRouting ?? "",
      immediateDestination: originator?.immediateDestination ?? "",
      immediateDestinationName: originator?.immediateDestinationName ?? "",
      immediateOrigin: originator?.immediateOrigin ?? "",
      immediateOriginName: originator?.immediateOriginName ?? "",
    }),
    fields: FIELDS.map((field) => field.name),
    schema: achOriginatorInputSchema,
    toPayload: (values) => values,
    submit: (payload) =>
      api.put<typeof achApi.updateOriginator>(`/api/admin/funds/${slugOfFund(fund)}/ach-originator`, payload),
    failure: "Failed to save the ACH originator settings",
    onSuccess: () => {
      toast({ title: `${fund} ACH originator settings saved` });
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} className="space-y-4" aria-label={`${fund} ACH originator settings`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, hint, max }) => (
          <div key={name}>
            <Field label={label} required error={form.error(name)}>
              {(props) => (
                <Input
                  {...props}
                  name={name}
                  autoComplete="off"
                  maxLength={max}
                  value={form.values[name]}
                  onChange={form.set(name)}
                  aria-describedby={[props["aria-describedby"], `ach-${name}-hint`].filter(Boolean).join(" ")}
                />
              )}
            </Field>
            <p id={`ach-${name}-hint`} className="mt-1 text-xs text-slate-600">
              {hint}
            </p>
          </div>
        ))}
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Saving..." : "Save ACH originator settings"}
      </Button>
    </form>
  );
}
