import { useRevalidator } from "react-router";
import { factsOf, pdfFieldSchema } from "#domain/uploads.ts";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { schemaErrors, type FieldErrors } from "#app/lib/use-field-errors.ts";

/**
 * The chosen files of an upload form checked with the domain's rules (domain/uploads.ts): the
 * errors of its file field, shown inline like any other field's (decision 0054).
 */
export function fileErrors(files: readonly File[], field: string, required: string, max?: number): FieldErrors {
  return schemaErrors(pdfFieldSchema(field, required, max), { [field]: files.map(factsOf) });
}

/** Close, say it worked, reload the page's data. */
export function useDone(onClose: () => void) {
  const toast = useToast();
  const revalidator = useRevalidator();
  return (title: string) => {
    toast({ title });
    onClose();
    void revalidator.revalidate();
  };
}

/** A PDF file input (several with `multiple`) with its label and inline error. */
export function FileField({
  label,
  error,
  multiple,
  onFiles,
}: {
  label: string;
  error?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Field label={label} required error={error}>
      {(p) => (
        <Input
          {...p}
          name={multiple ? "files" : "file"}
          type="file"
          accept="application/pdf,.pdf"
          multiple={multiple}
          required
          onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
          className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
        />
      )}
    </Field>
  );
}
