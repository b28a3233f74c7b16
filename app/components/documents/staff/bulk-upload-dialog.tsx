import { useState } from "react";
import { bulkUploadSchema, PERSONAL_UPLOAD_KINDS, UPLOAD_KIND_LABELS, type BulkMatch } from "#domain/documents.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { documentApi } from "#domain/api/documents.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions } from "#app/components/staff/content-tab-kit.tsx";
import { FileField, fileErrors, useDone } from "./upload-kit.tsx";

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
      for (const [name, value] of Object.entries(payload)) form.append(name, value);
      const names = new Set(matched.map((m) => m.fileName));
      for (const file of files) if (names.has(file.name)) form.append("files", file);
      return api.form<typeof documentApi.bulk>("POST", "/api/documents/bulk", form);
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
        <SelectField label="Type" required error={error("kind")} name="kind" value={values.kind} onChange={set("kind")}>
          {PERSONAL_UPLOAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {UPLOAD_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Period"
          error={error("period")}
          name="period"
          autoComplete="off"
          value={values.period}
          onChange={set("period")}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Title (the same for every file)"
            required
            error={error("title")}
            name="title"
            autoComplete="off"
            value={values.title}
            onChange={set("title")}
          />
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
