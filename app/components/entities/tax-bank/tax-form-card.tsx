import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { TAX_FORM_KINDS } from "#domain/entity-details.ts";
import { TAX_FORM_STATUS_LABELS, type EntityTaxBank } from "#domain/entity-tax-bank.ts";
import { formatDate } from "#domain/format.ts";
import { SectionForm, useFieldsOf } from "./section-form.tsx";

/** The entity's tax form: its status, its file, and (signatories and delegates) a new upload. */
export function TaxFormCard({ section }: { section: EntityTaxBank }) {
  const { taxForm } = section;
  const fields = useFieldsOf("tax-form");
  return (
    <Card>
      <CardBody>
        <h3 className="text-xl font-semibold text-brand-900">Tax form</h3>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Form</dt>
            <dd className="font-medium text-slate-900">{taxForm.kind ?? "None yet"}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Status</dt>
            <dd className="font-medium text-slate-900" data-testid="tax-form-status">
              {TAX_FORM_STATUS_LABELS[taxForm.status]}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Received</dt>
            <dd className="font-medium text-slate-900">{taxForm.receivedAt ? formatDate(taxForm.receivedAt) : "—"}</dd>
          </div>
        </dl>
        {taxForm.hasFile ? (
          <p className="mt-4">
            <a
              className="font-semibold text-brand-700 underline"
              href={`/api/investor/entities/${section.entityId}/tax-form/download`}
              download
            >
              Download the {taxForm.kind ?? "tax form"} (PDF)
            </a>
          </p>
        ) : null}
        {section.may.act ? (
          <SectionForm intent="tax-form" label="Upload a tax form" multipart className="mt-6 grid max-w-md gap-4">
            {(pending) => (
              <>
                <Field label="Form" required error={fields.error("kind")}>
                  {(p) => (
                    <NativeSelect
                      {...p}
                      name="kind"
                      required
                      defaultValue={fields.value("kind", taxForm.kind ?? "W-9")}
                    >
                      {TAX_FORM_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {kind}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field label="Signed form (PDF, up to 20 MB)" required error={fields.error("file")}>
                  {(p) => <Input {...p} name="file" type="file" accept="application/pdf,.pdf" required />}
                </Field>
                <div>
                  <Button type="submit" aria-disabled={pending || undefined}>
                    {pending ? "Uploading..." : "Upload tax form"}
                  </Button>
                </div>
              </>
            )}
          </SectionForm>
        ) : null}
      </CardBody>
    </Card>
  );
}
