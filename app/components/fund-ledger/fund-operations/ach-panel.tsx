import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import * as z from "zod/mini";
import { ACH_EXCLUSIONS, nachaPath, type AchDistributionView } from "#domain/ach-payments.ts";
import type { achApi } from "#domain/api/ach-payments.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import type { FieldErrors } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";
import { plural } from "./fund-figures";

/**
 * Paying a distribution by ACH (decision 0067): what its NACHA file holds, the download, the parts
 * left for a wire or check, and marking paid from the file once the bank accepted it.
 */
export function AchPanel({ ach }: { ach: AchDistributionView }) {
  const id = useId();
  const label = `distribution #${ach.number}`;
  const unpaid = ach.included.length + ach.excluded.length;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 id={`${id}-heading`} className="text-base font-semibold text-brand-900">
        Pay by ACH
      </h4>
      {unpaid === 0 ? (
        <p className="text-sm text-slate-700">Every part is paid: there is nothing left to pay by ACH.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {ach.included.length > 0
              ? `The ACH file pays ${plural(ach.included.length, "part")}, ${formatCents(ach.includedCents)} in all, into each entity's verified bank account (PPD for persons, CCD for entities). Send it to the bank, then mark those parts paid from it below.`
              : "No unpaid part has a verified bank account, so there is no ACH file to make."}
          </p>
          {ach.blocked && ach.included.length > 0 ? (
            <p role="note" className="rounded-md border border-gold-400 bg-gold-100 p-3 text-sm text-brand-950">
              {ach.blocked}.
            </p>
          ) : null}
          {ach.blocked ? null : (
            <a href={nachaPath(ach.distributionId)} download className={buttonClass("primary", "md")}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download ACH file (NACHA)
            </a>
          )}
          {ach.excluded.length > 0 ? (
            <div>
              <h5 className="text-sm font-semibold text-slate-900">
                Pay by wire or check ({ach.excluded.length}): not in the ACH file
              </h5>
              <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white text-sm">
                {ach.excluded.map((part) => (
                  <li key={part.partId} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-3 py-2">
                    <span className="min-w-0">
                      <span className="font-medium text-slate-900">{part.investorName}</span>{" "}
                      <span className="text-xs text-slate-600">{part.memberId}</span>
                      <span className="block text-slate-700">{ACH_EXCLUSIONS[part.reason]}</span>
                    </span>
                    <span className="tabular-nums">{formatCents(part.amountCents)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {ach.included.length > 0 ? <MarkPaidFromFile distributionId={ach.distributionId} label={label} /> : null}
        </>
      )}
    </section>
  );
}

const nothing = z.object({});

/** The accepted file, uploaded back: its parts are marked paid on its effective entry date, or nothing is. */
function MarkPaidFromFile({ distributionId, label }: { distributionId: number; label: string }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm({
    initial: () => ({}),
    fields: ["file"],
    schema: nothing,
    toPayload: () => ({}),
    validate: (): FieldErrors => (file ? {} : { file: "Choose the ACH file the bank accepted" }),
    submit: async () => {
      setProblems([]);
      const data = new FormData();
      data.set("file", file!);
      try {
        const done = await api.form<typeof achApi.recordFile>("POST", nachaPath(distributionId), data);
        toast({
          title: `Marked ${plural(done.updated, "part")} paid on ${formatShortDate(done.paidOn)}`,
          description: `${formatCents(done.totalCents)} paid by ACH.`,
        });
        void revalidator.revalidate();
      } catch (error) {
        // Every entry that does not match is named: the field shows the first, the list all of them.
        const found = error instanceof ApiError ? (error.fieldErrors?.file ?? []) : [];
        if (found.length > 1) setProblems(found);
        throw error;
      }
    },
    failure: "The ACH file was not recorded",
  });
  return (
    <form {...form.formProps} aria-label={`Mark parts of ${label} paid from its ACH file`} className="space-y-3">
      <Field label="Mark paid from ACH file" required error={form.error("file")}>
        {(props) => (
          <Input
            {...props}
            name="file"
            type="file"
            accept=".txt,.ach,text/plain"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
          />
        )}
      </Field>
      <p className="text-xs text-slate-600">
        Upload the file once the bank accepted it: exactly its parts are marked paid on its effective entry date. A file
        that does not match this distribution changes nothing.
      </p>
      {problems.length > 1 ? (
        <div role="alert" className="text-sm text-red-800">
          <p className="font-medium">The file was not recorded, nothing changed:</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button type="submit" variant="outline" disabled={form.pending}>
        {form.pending ? "Recording..." : "Mark paid from file"}
      </Button>
    </form>
  );
}
