import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import type { EntityTaxBank } from "#domain/entity-tax-bank.ts";
import { formatDateTime } from "#domain/format.ts";
import { MaskedAccount } from "./masked-account.tsx";
import { SectionForm, useFieldsOf } from "./section-form.tsx";

const FIELDS = [
  { name: "bankName", label: "Bank name", autoComplete: "off", inputMode: undefined, maxLength: 255 },
  { name: "accountName", label: "Account holder name", autoComplete: "off", inputMode: undefined, maxLength: 255 },
  {
    name: "routingNumber",
    label: "Routing number (9 digits)",
    autoComplete: "off",
    inputMode: "numeric",
    maxLength: 11,
  },
  {
    name: "accountNumber",
    label: "Account number (4 to 17 digits)",
    autoComplete: "off",
    inputMode: "numeric",
    maxLength: 20,
  },
] as const;

/**
 * The account distributions go to, a change waiting for a signatory's confirmation, and (for a
 * signatory) the form to ask for a new one. Delegates and viewers see both masked.
 */
export function BankCard({ section }: { section: EntityTaxBank }) {
  const { active, pending } = section.bank;
  const fields = useFieldsOf("bank-change");
  return (
    <Card>
      <CardBody>
        <h3 className="text-xl font-semibold text-brand-900">Bank account for distributions</h3>
        <div className="mt-4" data-testid="bank-on-file">
          {active ? <MaskedAccount account={active} /> : <p className="text-slate-700">No bank account on file yet.</p>}
        </div>
        {pending ? (
          <section
            aria-labelledby="pending-heading"
            className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4"
            data-testid="bank-pending"
          >
            <h4 id="pending-heading" className="font-semibold text-amber-900">
              New account: pending confirmation
            </h4>
            <p className="mt-1 text-sm text-amber-900">
              Asked for{pending.requestedBy ? ` by ${pending.requestedBy}` : ""} on{" "}
              {formatDateTime(pending.requestedAt)}. Every signatory was e-mailed a link to confirm it
              {pending.confirmationExpiresAt ? `; it expires ${formatDateTime(pending.confirmationExpiresAt)}` : ""}.
              Until then, distributions go to the account on file.
            </p>
            <div className="mt-4">
              <MaskedAccount account={pending} />
            </div>
            {section.may.changeBank ? (
              <SectionForm intent="cancel-change" label="Cancel the pending change" className="mt-4">
                {(busy) => (
                  <Button type="submit" variant="outline" size="sm" aria-disabled={busy || undefined}>
                    {busy ? "Cancelling..." : "Cancel this change"}
                  </Button>
                )}
              </SectionForm>
            ) : null}
          </section>
        ) : null}
        {section.may.changeBank ? (
          pending ? null : (
            <details className="mt-6 rounded-md border border-slate-200 p-4" open={fields.answer ? true : undefined}>
              <summary className="cursor-pointer font-semibold text-brand-800">
                {active ? "Change bank account" : "Add a bank account"}
              </summary>
              <p className="mt-2 text-sm text-slate-600">
                For your protection, the new account takes effect only after a signatory confirms it from the e-mail we
                send to every signatory.
              </p>
              <SectionForm intent="bank-change" label="New bank account" className="mt-4 grid max-w-md gap-4">
                {(busy) => (
                  <>
                    {FIELDS.map((field) => (
                      <Field key={field.name} label={field.label} required error={fields.error(field.name)}>
                        {(p) => (
                          <Input
                            {...p}
                            name={field.name}
                            required
                            autoComplete={field.autoComplete}
                            inputMode={field.inputMode}
                            maxLength={field.maxLength}
                            defaultValue={fields.value(field.name)}
                          />
                        )}
                      </Field>
                    ))}
                    <div>
                      <Button type="submit" aria-disabled={busy || undefined}>
                        {busy ? "Sending..." : "Request change"}
                      </Button>
                    </div>
                  </>
                )}
              </SectionForm>
            </details>
          )
        ) : (
          <p className="mt-6 text-sm text-slate-700" data-testid="bank-read-only">
            {section.may.act
              ? "Only a signatory can change bank details."
              : "You can view these details; a signatory of this account manages them."}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
