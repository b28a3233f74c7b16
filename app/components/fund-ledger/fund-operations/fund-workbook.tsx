import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import * as z from "zod/mini";
import type { fundWorkbookApi } from "#domain/api/fund-workbooks.ts";
import { slugOfFund } from "#domain/fund-slug.ts";
import type { WorkbookImportResult } from "#domain/fund-workbook.ts";
import type { FundType } from "#domain/investment.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { FieldErrors } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";
import { plural } from "./fund-figures";

const COUNTS: Array<[keyof WorkbookImportResult["counts"], string]> = [
  ["entities", "new entity"],
  ["commitments", "commitment"],
  ["calls", "capital call"],
  ["callParts", "call part"],
  ["distributions", "distribution"],
  ["distributionParts", "distribution part"],
  ["payments", "payment"],
  ["valuations", "valuation"],
];

/**
 * A fund's workbook (decision 0070): the period's books downloaded as .xlsx for the administrator
 * and the auditor, and a firm's books imported from one (docs/fund-workbook.md), previewed first.
 */
export function FundWorkbook({ fund, today }: { fund: FundType; today: string }) {
  const [importing, setImporting] = useState(false);
  return (
    <section aria-labelledby="workbook-heading" className="space-y-4">
      <div>
        <h2 id="workbook-heading" className="text-2xl font-semibold text-brand-900">
          Workbook
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The fund&apos;s capital accounts, calls, distributions, valuations and terms for a period, as an Excel
          workbook. A workbook of the same layout moves a firm&apos;s books in.
        </p>
      </div>
      <Card>
        <CardBody>
          {/* A plain GET: the browser downloads the attachment and stays on the page. */}
          <form
            method="get"
            action={`/api/admin/funds/${slugOfFund(fund)}/workbook`}
            aria-label={`Download ${fund}'s workbook`}
            className="flex flex-wrap items-end gap-4"
          >
            <Field label="From" required>
              {(props) => (
                <Input
                  {...props}
                  name="from"
                  type="date"
                  required
                  defaultValue={`${today.slice(0, 4)}-01-01`}
                  max={today}
                />
              )}
            </Field>
            <Field label="To" required>
              {(props) => <Input {...props} name="to" type="date" required defaultValue={today} />}
            </Field>
            <button type="submit" className={buttonClass("primary", "md")}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download workbook
            </button>
            <Button type="button" variant="outline" onClick={() => setImporting(true)}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              Import workbook
            </Button>
          </form>
        </CardBody>
      </Card>
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </section>
  );
}

const nothing = z.object({});

/** Choose a workbook, see what it would create or every error, then import it (all or nothing). */
function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<WorkbookImportResult | null>(null);
  const [storing, setStoring] = useState(false);
  const data = () => {
    const form = new FormData();
    form.set("file", file!);
    return form;
  };
  const form = useForm({
    initial: () => ({}),
    fields: ["file"],
    schema: nothing,
    toPayload: () => ({}),
    validate: (): FieldErrors => (file ? {} : { file: "Choose a workbook (.xlsx)" }),
    submit: async () => {
      setPreview(await api.form<typeof fundWorkbookApi.preview>("POST", "/api/admin/imports/preview", data()));
    },
    failure: "The workbook could not be checked",
  });
  async function store() {
    setStoring(true);
    try {
      const done = await api.form<typeof fundWorkbookApi.import>("POST", "/api/admin/imports", data());
      toast({
        title: `Imported ${done.fundType}'s books`,
        description: `${plural(done.counts.calls, "capital call")}.`,
      });
      onOpenChange(false);
      setPreview(null);
      void revalidator.revalidate();
    } catch (error) {
      toast({ title: "The workbook was not imported", description: (error as Error).message, variant: "destructive" });
    } finally {
      setStoring(false);
    }
  }
  const clean = preview !== null && preview.errors.length === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !storing && onOpenChange(next)}
      title="Import a workbook"
      description="Checked against the ledger's rules first; nothing is stored until you import."
      className="max-w-2xl"
    >
      <form {...form.formProps} aria-label="Check a workbook" className="space-y-3">
        <Field label="Workbook (.xlsx)" required error={form.error("file")}>
          {(props) => (
            <Input
              {...props}
              name="file"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
              }}
              className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={form.pending || storing}>
          {form.pending ? "Checking..." : "Check workbook"}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="mt-4 space-y-3">
        {preview === null ? null : clean ? (
          <>
            <p className="font-medium text-brand-900">{preview.fundType}: the import would create</p>
            <ul className="list-disc pl-5 text-sm text-slate-700">
              {COUNTS.map(([key, noun]) => (
                <li key={key}>{plural(preview.counts[key], noun)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="font-medium text-red-800">
            {plural(preview.errors.length, "error")}: nothing can be imported until each is fixed.
          </p>
        )}
      </div>
      {preview !== null && !clean ? (
        <Table caption="Errors by sheet, row and column" className="mt-2 min-w-[520px]">
          <thead>
            <tr>
              <Th>Sheet</Th>
              <Th className="text-right">Row</Th>
              <Th>Column</Th>
              <Th>Error</Th>
            </tr>
          </thead>
          <tbody>
            {preview.errors.map((error, index) => (
              <tr key={index}>
                <Td className="whitespace-nowrap">{error.sheet || "Workbook"}</Td>
                <Td className="text-right tabular-nums">{error.row || ""}</Td>
                <Td className="whitespace-nowrap">{error.column}</Td>
                <Td className="break-words">{error.message}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {clean ? (
        <div className="mt-4 flex justify-end">
          <Button type="button" onClick={() => void store()} disabled={storing}>
            {storing ? "Importing..." : "Import"}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
