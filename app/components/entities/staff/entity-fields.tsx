import { ENTITY_KIND_LABELS, ENTITY_KINDS } from "#domain/entities.ts";
import { SelectField, TextareaField, TextField } from "#app/components/ui/field.tsx";

/** The details a staff form edits: kind, legal name and mailing address (create and edit alike). */
export interface EntityDetailValues {
  kind: string;
  legalName: string;
  mailingAddress: string;
}

type Form = {
  values: EntityDetailValues;
  set: (name: keyof EntityDetailValues) => (event: { target: { value: string } }) => void;
  error: (name: string) => string | undefined;
};

/** The fields, the legal name first and focused; `locked` for an own holding, named as its person. */
export function EntityDetailFields({ form, locked = false }: { form: Form; locked?: boolean }) {
  return (
    <div className="grid gap-4">
      <TextField
        label="Legal name"
        required
        autoFocus={!locked}
        autoComplete="off"
        name="legalName"
        readOnly={locked}
        maxLength={255}
        error={form.error("legalName")}
        value={form.values.legalName}
        onChange={form.set("legalName")}
      />
      <SelectField
        label="Kind"
        required
        name="kind"
        disabled={locked}
        error={form.error("kind")}
        value={form.values.kind}
        onChange={form.set("kind")}
      >
        <option value="">Select a kind</option>
        {ENTITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ENTITY_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Mailing address"
        name="mailingAddress"
        rows={3}
        maxLength={500}
        autoFocus={locked}
        error={form.error("mailingAddress")}
        value={form.values.mailingAddress}
        onChange={form.set("mailingAddress")}
      />
    </div>
  );
}
