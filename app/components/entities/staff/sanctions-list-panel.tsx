import { useState } from "react";
import { useRevalidator } from "react-router";
import * as z from "zod/mini";
import type { kycApi } from "#domain/api/kyc.ts";
import { formatDateTime } from "#domain/format.ts";
import type { SanctionsListSummary } from "#domain/kyc.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions } from "#app/components/staff/content-tab-kit.tsx";

/**
 * The sanctions list screenings use (decision 0064): the latest import, and "Import list" for a
 * new OFAC SDN.CSV. The file is checked whole on the server; a bad one is refused with the line
 * that is wrong and nothing changes.
 */
export function SanctionsListPanel({ list }: { list: SanctionsListSummary | null }) {
  const [importing, setImporting] = useState(false);
  return (
    <Card>
      <CardBody className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h3 className="font-semibold text-brand-900">Sanctions list</h3>
          <p className="mt-1 text-sm break-words text-slate-700">
            {list
              ? `In use: ${list.fileName}, ${list.entryCount.toLocaleString("en-US")} entries, imported ${formatDateTime(list.importedAt)}${list.importedBy ? ` by ${list.importedBy}` : ""}.`
              : "No list imported yet: entities cannot be screened until one is."}
          </p>
        </div>
        <Button variant="outline" onClick={() => setImporting(true)}>
          Import list
        </Button>
      </CardBody>
      <Dialog
        open={importing}
        onOpenChange={setImporting}
        title="Import sanctions list"
        description="The OFAC SDN.CSV file as published (no header row). It replaces the list in use for new screenings; earlier screenings keep naming what they matched."
      >
        {importing ? <ImportForm onClose={() => setImporting(false)} /> : null}
      </Dialog>
    </Card>
  );
}

/** The file is checked by the server; the form has no other field. */
const NO_FIELDS = z.object({});

function ImportForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<File | null>(null);
  const form = useForm({
    initial: () => ({}),
    fields: ["file", "alt"],
    schema: NO_FIELDS,
    validate: (): Record<string, string> => (file ? {} : { file: "Choose the SDN.CSV file to import" }),
    toPayload: () => ({}),
    submit: async () => {
      const data = new FormData();
      data.set("file", file!);
      if (alt) data.set("alt", alt);
      const list = await api.form<typeof kycApi.importList>("POST", "/api/admin/kyc/list", data);
      toast({ title: "Sanctions list imported", description: `${list.entryCount.toLocaleString("en-US")} entries` });
      onClose();
      await revalidator.revalidate();
    },
    failure: "Failed to import the list",
  });
  return (
    <form {...form.formProps} aria-label="Import sanctions list">
      <Field label="SDN.CSV file" required error={form.error("file")}>
        {(p) => (
          <Input
            {...p}
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
          />
        )}
      </Field>
      <div className="mt-4">
        <Field label="ALT.CSV file (aliases, optional)" error={form.error("alt")}>
          {(p) => (
            <Input
              {...p}
              name="alt"
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setAlt(event.target.files?.[0] ?? null)}
              className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
            />
          )}
        </Field>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        OFAC&apos;s other names of the same entries; each is screened like the name it belongs to.
      </p>
      <FormActions submitLabel={form.pending ? "Importing..." : "Import"} pending={form.pending} onCancel={onClose} />
    </form>
  );
}
