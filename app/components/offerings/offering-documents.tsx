import { useState } from "react";
import { useRevalidator } from "react-router";
import type { offeringApi } from "#domain/api/offerings.ts";
import { formatFileSize } from "#domain/format.ts";
import { OFFERING_LIMITS, offeringDocumentFieldsSchema, type OfferingDocumentRow } from "#domain/offering-inputs.ts";
import { OFFERING_DOCUMENT_KIND_LABELS, OFFERING_DOCUMENT_KINDS } from "#domain/offerings.ts";
import { MAX_PDF_BYTES } from "#domain/uploads.ts";
import { FileField } from "#app/components/staff/dialog-form-kit.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import type { FieldErrors } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";

/** The server checks the bytes; this spares an upload it would refuse by its name or size. */
function fileError(file: File | null): FieldErrors {
  if (!file) return { file: "Choose a PDF" };
  if (!/\.pdf$/i.test(file.name) && file.type !== "application/pdf") return { file: `"${file.name}" is not a PDF` };
  if (file.size > MAX_PDF_BYTES) return { file: `"${file.name}" is larger than ${formatFileSize(MAX_PDF_BYTES)}` };
  return {};
}

/** Upload a PDF to the data room: its kind, its title and the file (multipart). */
function UploadForm({ offeringId }: { offeringId: number }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [generation, setGeneration] = useState(0);
  const form = useForm({
    initial: () => ({ kind: "ppm", title: "" }),
    fields: ["kind", "title", "file"],
    schema: offeringDocumentFieldsSchema,
    toPayload: (v) => v,
    validate: () => fileError(file),
    submit: async (payload) => {
      const data = new FormData();
      data.set("kind", payload.kind);
      data.set("title", payload.title);
      data.set("file", file!);
      await api.form<typeof offeringApi.addDocument>("POST", `/api/admin/offerings/${offeringId}/documents`, data);
    },
    failure: "Could not upload the document",
    onSuccess: () => {
      toast({ title: "Document added" });
      form.setValues({ kind: "ppm", title: "" });
      setFile(null);
      setGeneration((n) => n + 1);
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} noValidate aria-label="Upload a document" className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Kind"
        required
        value={form.values.kind}
        onChange={form.set("kind")}
        error={form.error("kind")}
      >
        {OFFERING_DOCUMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {OFFERING_DOCUMENT_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        required
        value={form.values.title}
        onChange={form.set("title")}
        maxLength={OFFERING_LIMITS.title}
        autoComplete="off"
        error={form.error("title")}
      />
      <FileField
        key={generation}
        name="file"
        label="PDF file"
        accept="application/pdf,.pdf"
        required
        error={form.error("file")}
        hint={`A PDF up to ${formatFileSize(MAX_PDF_BYTES)}; each reader gets it stamped with their name.`}
        onFile={setFile}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? "Uploading…" : "Upload"}
        </Button>
      </div>
    </form>
  );
}

/** The data room's documents with Remove (asked first), and the upload form. */
export function OfferingDocuments({ offeringId, documents }: { offeringId: number; documents: OfferingDocumentRow[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<OfferingDocumentRow | null>(null);
  return (
    <section aria-labelledby="offering-documents" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="offering-documents" className="text-lg font-semibold text-brand-900">
        Data room
      </h3>
      {documents.length === 0 ? (
        <p className="text-slate-700">No documents yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{document.title}</p>
                <p className="text-sm break-all text-slate-600">
                  {OFFERING_DOCUMENT_KIND_LABELS[document.kind]} · {document.fileName} ·{" "}
                  {formatFileSize(document.byteSize)}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRemoving(document)}>
                Remove<span className="sr-only"> {document.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UploadForm offeringId={offeringId} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove "${removing?.title ?? ""}"?`}
        description="It leaves the data room; who read it and when stays on record."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onConfirm={async () => {
          try {
            await api.delete<typeof offeringApi.removeDocument>(
              `/api/admin/offerings/${offeringId}/documents/${removing!.id}`,
            );
            toast({ title: "Document removed" });
            void revalidator.revalidate();
            return true;
          } catch (error) {
            toast({
              title: "Could not remove",
              description: error instanceof ApiError ? error.message : undefined,
              variant: "destructive",
            });
            return false;
          }
        }}
      />
    </section>
  );
}
