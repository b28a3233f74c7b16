import { useState } from "react";
import { useRevalidator } from "react-router";
import {
  bulkUploadSchema,
  documentUploadSchema,
  pendingK1Schema,
  PERSONAL_UPLOAD_KINDS,
  UPLOAD_KIND_LABELS,
  UPLOAD_KINDS,
  type BulkMatch,
  type StaffDocument,
} from "#domain/documents.ts";
import { DOCUMENT_FUNDS } from "#domain/investor-portal.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { RecipientPicker } from "./recipient-picker";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, sendForm } from "#app/lib/api-client.ts";
import type { documentApi } from "#domain/api/documents.ts";
import type { FieldErrors, FormSchema } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions, REQUIRED_NOTE } from "#app/components/admin/tabs/content-tab-kit.tsx";

/** The limit server/storage/files.ts enforces, checked here too so a big file is refused at once. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const ANY: FormSchema = { safeParse: () => ({ success: true }) };

function fileErrors(files: readonly File[], field: string, required: string): FieldErrors {
  if (files.length === 0) return { [field]: required };
  const big = files.find((f) => f.size > MAX_FILE_BYTES);
  if (big) return { [field]: `"${big.name}" is larger than 20 MB` };
  return {};
}

/** Close, say it worked, reload the page's data. */
function useDone(onClose: () => void) {
  const toast = useToast();
  const revalidator = useRevalidator();
  return (title: string) => {
    toast({ title });
    onClose();
    void revalidator.revalidate();
  };
}

function FileField({
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

/** Upload one PDF for one investor, or a quarterly report for every investor of a fund. */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Upload Document"
      description={`${REQUIRED_NOTE} The investor (or every investor of the fund) sees it at once.`}
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
    initial: () => ({ kind: "statement_quarterly", userId: "", fundType: "", title: "", period: "", documentDate: "" }),
    fields: ["kind", "userId", "fundType", "title", "period", "documentDate", "file"],
    schema: documentUploadSchema,
    toPayload: (v) => (v.kind === "report" ? { ...v, userId: "" } : { ...v, fundType: "" }),
    validate: () => fileErrors(files, "file", "Choose a PDF to upload"),
    submit: (payload) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(payload as Record<string, string>)) form.append(name, value);
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
        <Field label="Type" required error={error("kind")}>
          {(p) => (
            <NativeSelect {...p} name="kind" required value={values.kind} onChange={set("kind")}>
              {UPLOAD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {UPLOAD_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {fundWide ? (
          <Field label="Fund" required error={error("fundType")}>
            {(p) => (
              <NativeSelect {...p} name="fundType" required value={values.fundType} onChange={set("fundType")}>
                <option value="">Select a fund</option>
                {DOCUMENT_FUNDS.map((fund) => (
                  <option key={fund} value={fund}>
                    {fund}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ) : (
          <Field label="Investor" required error={error("userId")}>
            {(p) => <RecipientPicker selectProps={p} value={values.userId} onChange={set("userId")} />}
          </Field>
        )}
        <div className="sm:col-span-2">
          <Field label="Title" required error={error("title")}>
            {(p) => (
              <Input
                {...p}
                name="title"
                required
                autoComplete="off"
                placeholder="e.g. Q3 2026 Quarterly Statement"
                value={values.title}
                onChange={set("title")}
              />
            )}
          </Field>
        </div>
        <Field label="Period" error={error("period")}>
          {(p) => (
            <Input
              {...p}
              name="period"
              autoComplete="off"
              placeholder="e.g. Q3 2026"
              value={values.period}
              onChange={set("period")}
            />
          )}
        </Field>
        <Field label="Document date" error={error("documentDate")}>
          {(p) => (
            <Input {...p} name="documentDate" type="date" value={values.documentDate} onChange={set("documentDate")} />
          )}
        </Field>
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
    initial: () => ({ userId: "", title: "", period: "", expectedDate: "" }),
    fields: ["userId", "title", "period", "expectedDate"],
    schema: pendingK1Schema,
    toPayload: (v) => ({ ...v, userId: v.userId === "" ? undefined : Number(v.userId) }),
    submit: (payload) => api.post<typeof documentApi.pending>("/api/documents/pending", payload),
    failure: "Failed to announce K-1",
    onSuccess: () => done("K-1 announced as pending"),
    onPendingChange,
  });
  return (
    <form {...formProps}>
      <div className="grid gap-4">
        <Field label="Investor" required error={error("userId")}>
          {(p) => <RecipientPicker selectProps={p} value={values.userId} onChange={set("userId")} />}
        </Field>
        <Field label="Title" required error={error("title")}>
          {(p) => (
            <Input
              {...p}
              name="title"
              required
              autoComplete="off"
              placeholder="e.g. 2026 Schedule K-1"
              value={values.title}
              onChange={set("title")}
            />
          )}
        </Field>
        <Field label="Tax year" error={error("period")}>
          {(p) => <Input {...p} name="period" autoComplete="off" value={values.period} onChange={set("period")} />}
        </Field>
        <Field label="Expected date" required error={error("expectedDate")}>
          {(p) => (
            <Input
              {...p}
              name="expectedDate"
              type="date"
              required
              value={values.expectedDate}
              onChange={set("expectedDate")}
            />
          )}
        </Field>
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
    schema: ANY,
    toPayload: () => ({}),
    validate: () => fileErrors(files, "file", "Choose a PDF to upload"),
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

/** Many PDFs at once, each to the investor whose member ID is in its file name; previewed first. */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Bulk Upload"
      description="Each file goes to the investor whose member ID (e.g. EDF-2024-0012) is in its file name. Preview the matches, then publish: all matched files are published together, or none."
      className="max-w-3xl"
    >
      <BulkForm onClose={onClose} onPendingChange={setPending} />
    </Dialog>
  );
}

function BulkForm({ onClose, onPendingChange }: { onClose: () => void; onPendingChange: (pending: boolean) => void }) {
  const toast = useToast();
  const done = useDone(onClose);
  const [files, setFiles] = useState<File[]>([]);
  const [matches, setMatches] = useState<BulkMatch[] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const matched = matches?.filter((m) => m.investor) ?? [];
  const { values, set, error, pending, formProps } = useForm({
    initial: () => ({ kind: "statement_quarterly", title: "", period: "", documentDate: "" }),
    fields: ["kind", "title", "period", "documentDate", "files"],
    schema: bulkUploadSchema,
    toPayload: (v) => v,
    validate: () => {
      const errors = fileErrors(files, "files", "Choose the PDFs to upload");
      if (!errors.files && matches === null) errors.files = "Preview the matches before publishing";
      else if (!errors.files && matched.length === 0) errors.files = "No file is matched to an investor";
      return errors;
    },
    submit: (payload) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(payload as Record<string, string>)) form.append(name, value);
      const names = new Set(matched.map((m) => m.fileName));
      for (const file of files) if (names.has(file.name)) form.append("files", file);
      return sendForm("POST", "/api/documents/bulk", form);
    },
    failure: "Failed to publish documents",
    onSuccess: () => done(`${matched.length} ${matched.length === 1 ? "document" : "documents"} published`),
    onPendingChange,
  });

  async function preview() {
    if (files.length === 0) return;
    setPreviewing(true);
    try {
      setMatches(
        await api.post<typeof documentApi.bulkPreview>("/api/documents/bulk/preview", {
          fileNames: files.map((f) => f.name),
        }),
      );
    } catch (e) {
      toast({
        title: "Failed to preview",
        description: e instanceof Error ? e.message : undefined,
        variant: "destructive",
      });
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <form {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" required error={error("kind")}>
          {(p) => (
            <NativeSelect {...p} name="kind" required value={values.kind} onChange={set("kind")}>
              {PERSONAL_UPLOAD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {UPLOAD_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Period" error={error("period")}>
          {(p) => <Input {...p} name="period" autoComplete="off" value={values.period} onChange={set("period")} />}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Title (the same for every file)" required error={error("title")}>
            {(p) => (
              <Input {...p} name="title" required autoComplete="off" value={values.title} onChange={set("title")} />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <FileField
            label="PDF files (up to 20 MB each, 50 at most)"
            multiple
            error={error("files")}
            onFiles={(chosen) => {
              setFiles(chosen);
              setMatches(null);
            }}
          />
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={files.length === 0 || previewing}
            onClick={() => void preview()}
          >
            {previewing ? "Matching..." : "Preview matches"}
          </Button>
        </div>
      </div>
      {matches ? (
        <div role="status" className="mt-4 space-y-2">
          <p className="text-sm font-medium text-slate-800">
            {matched.length} of {matches.length} files matched to an investor.
            {matched.length < matches.length ? " Unmatched files are not published." : ""}
          </p>
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm">
            {matches.map((m) => (
              <li key={m.fileName} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                <span className="break-all text-slate-900">{m.fileName}</span>
                {m.investor ? (
                  <span className="text-emerald-800">
                    → {m.investor.name} ({m.investor.memberId})
                  </span>
                ) : (
                  <span className="text-red-800">Not matched: {m.reason}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormActions
        submitLabel={pending ? "Publishing..." : `Publish ${matched.length || ""} matched`.replace("  ", " ")}
        pending={pending}
        onCancel={onClose}
      />
    </form>
  );
}
