import { useState } from "react";
import {
  documentUploadSchema,
  pendingK1Schema,
  UPLOAD_KIND_LABELS,
  UPLOAD_KINDS,
  type StaffDocument,
} from "#domain/documents.ts";
import { DOCUMENT_FUNDS } from "#domain/investor-portal.ts";
import { factsOf, pdfFieldSchema } from "#domain/uploads.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, SelectField, TextField } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import type { documentApi } from "#domain/api/documents.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions, REQUIRED_NOTE } from "#app/components/staff/content-tab-kit.tsx";
import { ENTITY_SOURCE, RecipientPicker } from "./recipient-picker";
import { FileField, fileErrors, useDone } from "./upload-kit.tsx";

// The upload dialogs of the documents page; the bulk upload is in bulk-upload-dialog.tsx.

/** Upload one PDF for one investing entity, or a quarterly report for every investor of a fund. */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Upload Document"
      description={`${REQUIRED_NOTE} The entity's people (or every investor of the fund) see it at once.`}
      className="max-w-2xl"
    >
      <UploadForm onClose={onClose} onPendingChange={setPending} />
    </Dialog>
  );
}

function UploadForm({
  onClose,
  onPendingChange,
}: {
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const done = useDone(onClose);
  const [files, setFiles] = useState<File[]>([]);
  const { values, set, error, pending, formProps } = useForm({
    initial: () => ({
      kind: "statement_quarterly",
      entityId: "",
      fundType: "",
      title: "",
      period: "",
      documentDate: "",
    }),
    fields: ["kind", "entityId", "fundType", "title", "period", "documentDate", "file"],
    schema: documentUploadSchema,
    toPayload: (v) => (v.kind === "report" ? { ...v, entityId: "" } : { ...v, fundType: "" }),
    validate: () => fileErrors(files, "file", "Choose a PDF to upload", 1),
    submit: (payload) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(payload)) form.append(name, value);
      form.append("file", files[0]);
      return api.form<typeof documentApi.upload>("POST", "/api/documents", form);
    },
    failure: "Failed to upload document",
    onSuccess: () => done("Document uploaded"),
    onPendingChange,
  });
  const fundWide = values.kind === "report";
  return (
    <form {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" required error={error("kind")} name="kind" value={values.kind} onChange={set("kind")}>
          {UPLOAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {UPLOAD_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        {fundWide ? (
          <SelectField
            label="Fund"
            required
            error={error("fundType")}
            name="fundType"
            value={values.fundType}
            onChange={set("fundType")}
          >
            <option value="">Select a fund</option>
            {DOCUMENT_FUNDS.map((fund) => (
              <option key={fund} value={fund}>
                {fund}
              </option>
            ))}
          </SelectField>
        ) : (
          // The investing entity (decision 0060): a person's own holding is one of them, by their name.
          <Field label="Investing entity" required error={error("entityId")}>
            {(p) => (
              <RecipientPicker
                selectProps={p}
                value={values.entityId}
                onChange={set("entityId")}
                source={ENTITY_SOURCE}
              />
            )}
          </Field>
        )}
        <div className="sm:col-span-2">
          <TextField
            label="Title"
            required
            error={error("title")}
            name="title"
            autoComplete="off"
            placeholder="e.g. Q3 2026 Quarterly Statement"
            value={values.title}
            onChange={set("title")}
          />
        </div>
        <TextField
          label="Period"
          error={error("period")}
          name="period"
          autoComplete="off"
          placeholder="e.g. Q3 2026"
          value={values.period}
          onChange={set("period")}
        />
        <TextField
          label="Document date"
          error={error("documentDate")}
          name="documentDate"
          type="date"
          value={values.documentDate}
          onChange={set("documentDate")}
        />
        <div className="sm:col-span-2">
          <FileField label="PDF file (up to 20 MB)" error={error("file")} onFiles={setFiles} />
        </div>
      </div>
      <FormActions submitLabel={pending ? "Uploading..." : "Upload"} pending={pending} onCancel={onClose} />
    </form>
  );
}

/** Announce a K-1 before it exists: the investor sees it Pending with the expected date. */
export function PendingK1Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Announce K-1"
      description={`${REQUIRED_NOTE} Upload the final file later with "Upload final".`}
    >
      <PendingK1Form onClose={onClose} onPendingChange={setPending} />
    </Dialog>
  );
}

function PendingK1Form({
  onClose,
  onPendingChange,
}: {
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const done = useDone(onClose);
  const { values, set, error, pending, formProps } = useForm({
    initial: () => ({ entityId: "", title: "", period: "", expectedDate: "" }),
    fields: ["entityId", "title", "period", "expectedDate"],
    schema: pendingK1Schema,
    toPayload: (v) => ({ ...v, entityId: v.entityId === "" ? undefined : Number(v.entityId) }),
    submit: (payload) => api.post<typeof documentApi.pending>("/api/documents/pending", payload),
    failure: "Failed to announce K-1",
    onSuccess: () => done("K-1 announced as pending"),
    onPendingChange,
  });
  return (
    <form {...formProps}>
      <div className="grid gap-4">
        <Field label="Investing entity" required error={error("entityId")}>
          {(p) => (
            <RecipientPicker
              selectProps={p}
              value={values.entityId}
              onChange={set("entityId")}
              source={ENTITY_SOURCE}
            />
          )}
        </Field>
        <TextField
          label="Title"
          required
          error={error("title")}
          name="title"
          autoComplete="off"
          placeholder="e.g. 2026 Schedule K-1"
          value={values.title}
          onChange={set("title")}
        />
        <TextField
          label="Tax year"
          error={error("period")}
          name="period"
          autoComplete="off"
          value={values.period}
          onChange={set("period")}
        />
        <TextField
          label="Expected date"
          required
          error={error("expectedDate")}
          name="expectedDate"
          type="date"
          value={values.expectedDate}
          onChange={set("expectedDate")}
        />
      </div>
      <FormActions submitLabel={pending ? "Saving..." : "Announce"} pending={pending} onCancel={onClose} />
    </form>
  );
}

/** A new file for a document (a pending K-1's final file); the earlier file is kept as a version. */
export function ReplaceFileDialog({ document, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={document?.available ? "Replace File" : "Upload Final File"}
      description={
        document
          ? document.available
            ? `"${document.title}": the current file is kept as an earlier version (staff only).`
            : `"${document.title}" becomes Final and is delivered now.`
          : undefined
      }
    >
      {document ? <ReplaceFileForm document={document} onClose={onClose} onPendingChange={setPending} /> : null}
    </Dialog>
  );
}

function ReplaceFileForm({
  document,
  onClose,
  onPendingChange,
}: {
  document: StaffDocument;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const done = useDone(onClose);
  const [files, setFiles] = useState<File[]>([]);
  const { error, pending, formProps } = useForm({
    initial: () => ({}),
    fields: ["file"],
    schema: pdfFieldSchema("file", "Choose a PDF to upload", 1),
    toPayload: () => ({ file: files.map(factsOf) }),
    submit: () => {
      const form = new FormData();
      form.append("file", files[0]);
      return api.form<typeof documentApi.replaceFile>("POST", `/api/documents/${document.id}/file`, form);
    },
    failure: "Failed to upload file",
    onSuccess: () => done(document.available ? "File replaced" : "Final file uploaded"),
    onPendingChange,
  });
  return (
    <form {...formProps}>
      <FileField label="PDF file (up to 20 MB)" error={error("file")} onFiles={setFiles} />
      <FormActions submitLabel={pending ? "Uploading..." : "Upload"} pending={pending} onCancel={onClose} />
    </form>
  );
}
