import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { TAX_CLASSIFICATIONS, TAX_CLASSIFICATION_KEYS, type EntityTaxBank } from "#domain/entity-tax-bank.ts";
import { SectionForm, useAnswerOf, useFieldsOf } from "./section-form.tsx";

/** The tax classification and tax ID: masked for everyone who sees, revealed on request (audited). */
export function TaxIdCard({ section }: { section: EntityTaxBank }) {
  const revealed = useAnswerOf("reveal");
  const fields = useFieldsOf("tax-details");
  const classification = section.taxClassification ? TAX_CLASSIFICATIONS[section.taxClassification].label : null;
  return (
    <Card>
      <CardBody>
        <h3 id="tax-id-heading" className="text-xl font-semibold text-brand-900">
          Tax ID
        </h3>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Tax classification</dt>
            <dd className="font-medium text-slate-900">{classification ?? "Not given yet"}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{section.taxIdKind === "ssn" ? "SSN or ITIN" : "EIN"}</dt>
            <dd className="font-mono text-lg text-slate-900" data-testid="tax-id">
              {revealed?.ok && revealed.revealed ? (
                <span>{revealed.revealed}</span>
              ) : (
                <span aria-label={section.taxIdMasked ? `Hidden, ending ${section.taxIdMasked.slice(-4)}` : undefined}>
                  {section.taxIdMasked ?? "Not on file"}
                </span>
              )}
            </dd>
          </div>
        </dl>
        {section.may.revealTaxId && section.taxIdMasked ? (
          <SectionForm intent="reveal" label="Reveal the full tax ID" className="mt-4">
            {(pending) => (
              <>
                <Button type="submit" variant="outline" size="sm" aria-disabled={pending || undefined}>
                  {pending ? "Revealing..." : "Reveal full tax ID"}
                </Button>
                <p className="mt-2 text-sm text-slate-600">Each time the full number is shown, it is recorded.</p>
              </>
            )}
          </SectionForm>
        ) : null}
        {section.may.act ? (
          <details className="mt-6 rounded-md border border-slate-200 p-4" open={fields.answer ? true : undefined}>
            <summary className="cursor-pointer font-semibold text-brand-800">
              {section.taxIdMasked ? "Update tax details" : "Add tax details"}
            </summary>
            <SectionForm intent="tax-details" label="Tax details" className="mt-4 grid max-w-md gap-4">
              {(pending) => (
                <>
                  <Field label="Tax classification" required error={fields.error("taxClassification")}>
                    {(p) => (
                      <NativeSelect
                        {...p}
                        name="taxClassification"
                        required
                        defaultValue={fields.value("taxClassification", section.taxClassification ?? "")}
                      >
                        <option value="">Choose...</option>
                        {TAX_CLASSIFICATION_KEYS.map((key) => (
                          <option key={key} value={key}>
                            {TAX_CLASSIFICATIONS[key].label}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                  <Field label="Tax ID (9 digits: SSN, ITIN or EIN)" required error={fields.error("taxId")}>
                    {(p) => (
                      <Input
                        {...p}
                        name="taxId"
                        required
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={11}
                        defaultValue={fields.value("taxId")}
                      />
                    )}
                  </Field>
                  <div>
                    <Button type="submit" aria-disabled={pending || undefined}>
                      {pending ? "Saving..." : "Save tax details"}
                    </Button>
                  </div>
                </>
              )}
            </SectionForm>
          </details>
        ) : null}
      </CardBody>
    </Card>
  );
}
