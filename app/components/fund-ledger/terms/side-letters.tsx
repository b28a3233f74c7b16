import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { fundTermsApi } from "#domain/api/fund-terms.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { formatBps, percentText, sideLetterInputSchema, type SideLetter } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { SelectField, TextareaField, TextField } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";

const FIELDS = ["entityId", "effectiveFrom", "feeRate", "carryRate", "feeOffset", "feeOffsetPercent", "note"] as const;

/** What a side letter changes, in words. */
function describe(letter: SideLetter) {
  const parts = [
    letter.feeRateBps !== null ? `fee ${formatBps(letter.feeRateBps)}` : null,
    letter.carryRateBps !== null ? `carry ${formatBps(letter.carryRateBps)}` : null,
    letter.feeOffsetCents !== null ? `${formatCents(letter.feeOffsetCents)} off the fee each quarter` : null,
    letter.feeOffsetBps !== null ? `${formatBps(letter.feeOffsetBps)} off the fee` : null,
    letter.feeWaived ? "fee waived" : null,
  ];
  return parts.filter(Boolean).join("; ");
}

/**
 * The fund's side letters: each investor's own rates, offsets or waiver from a day on (a later
 * letter of theirs replaces it). Super admins add, change and delete them, audited; one that bore
 * on a call or distribution is kept as it is (the server refuses the change).
 */
export function SideLetters({
  fundType,
  letters,
  investors,
  canEdit,
}: {
  fundType: FundType;
  letters: SideLetter[];
  investors: ReadonlyArray<{ entityId: number; investorName: string; memberId: string }>;
  canEdit: boolean;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<SideLetter | "new" | null>(null);
  const [deleting, setDeleting] = useState<SideLetter | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="side-letters-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="side-letters-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
          Side letters
        </h3>
        {canEdit ? <Button onClick={() => setEditing("new")}>Add side letter</Button> : null}
      </div>
      {canEdit ? null : <p className="text-sm text-slate-600">Only a super admin adds or changes side letters.</p>}
      {letters.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No side letters in {fundType}.
        </p>
      ) : (
        <Table caption={`${fundType} side letters`} className="min-w-[600px]">
          <thead>
            <tr>
              <Th>Investor</Th>
              <Th>From</Th>
              <Th>Terms</Th>
              {canEdit ? <Th>Actions</Th> : null}
            </tr>
          </thead>
          <tbody>
            {letters.map((letter) => (
              <tr key={letter.id} className="align-top">
                <Td className="font-medium text-slate-900">
                  {letter.investorName}
                  <span className="block text-xs font-normal text-slate-600">{letter.memberId}</span>
                </Td>
                <Td className="whitespace-nowrap">{formatShortDate(letter.effectiveFrom)}</Td>
                <Td>
                  {describe(letter)}
                  {letter.note ? <span className="block text-xs text-slate-600">{letter.note}</span> : null}
                </Td>
                {canEdit ? (
                  <Td>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(letter)}>
                        Edit<span className="sr-only"> {letter.investorName}&apos;s side letter</span>
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setDeleting(letter)}>
                        Delete<span className="sr-only"> {letter.investorName}&apos;s side letter</span>
                      </Button>
                    </div>
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? "Add side letter" : "Edit side letter"}
        description="Leave blank what the terms decide. Rates in per cent; the offset in dollars a quarter or in per cent, not both."
        className="max-w-2xl"
      >
        {editing !== null ? (
          <LetterForm
            fundType={fundType}
            letter={editing === "new" ? null : editing}
            investors={investors}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this side letter?"
        description={
          deleting ? `${deleting.investorName}'s side letter from ${formatShortDate(deleting.effectiveFrom)}.` : ""
        }
        finalFocus={() => heading.current}
        onConfirm={async () => {
          try {
            await api.delete<typeof fundTermsApi.deleteSideLetter>(`/api/admin/funds/side-letters/${deleting!.id}`);
            toast({ title: "Side letter deleted" });
            void revalidator.revalidate();
            return true;
          } catch (error) {
            toast({
              title: "Failed to delete the side letter",
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

function LetterForm({
  fundType,
  letter,
  investors,
  onDone,
}: {
  fundType: FundType;
  letter: SideLetter | null;
  investors: ReadonlyArray<{ entityId: number; investorName: string; memberId: string }>;
  onDone: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const percent = (bps: number | null) => (bps === null ? "" : percentText(bps));
  const form = useForm({
    initial: () => ({
      entityId: letter ? String(letter.entityId) : "",
      effectiveFrom: letter?.effectiveFrom ?? "",
      feeRate: percent(letter?.feeRateBps ?? null),
      carryRate: percent(letter?.carryRateBps ?? null),
      feeOffset: letter?.feeOffsetCents != null ? decimalFromCents(letter.feeOffsetCents) : "",
      feeOffsetPercent: percent(letter?.feeOffsetBps ?? null),
      feeWaived: letter?.feeWaived ?? false,
      note: letter?.note ?? "",
    }),
    fields: FIELDS,
    schema: sideLetterInputSchema,
    toPayload: (values) => ({ ...values, fundType, entityId: Number(values.entityId) }),
    submit: (payload) =>
      letter
        ? api.put<typeof fundTermsApi.updateSideLetter>(`/api/admin/funds/side-letters/${letter.id}`, payload)
        : api.post<typeof fundTermsApi.createSideLetter>("/api/admin/funds/side-letters", payload),
    failure: letter ? "Failed to save the side letter" : "Failed to add the side letter",
    onSuccess: () => {
      toast({ title: letter ? "Side letter saved" : "Side letter added" });
      onDone();
      void revalidator.revalidate();
    },
  });
  const field = (name: (typeof FIELDS)[number], label: string, type?: "date") => (
    <TextField
      label={label}
      required={name === "effectiveFrom"}
      name={name}
      autoComplete="off"
      {...(type ? { type } : { inputMode: "decimal" as const })}
      value={String(form.values[name])}
      onChange={form.set(name)}
      error={form.error(name)}
    />
  );
  return (
    <form {...form.formProps} className="space-y-4" aria-label="Side letter">
      <SelectField
        label="Investor"
        required
        name="entityId"
        disabled={letter !== null}
        value={form.values.entityId}
        onChange={form.set("entityId")}
        error={form.error("entityId")}
      >
        <option value="">Choose an investor</option>
        {(letter && !investors.some((investor) => investor.entityId === letter.entityId)
          ? [...investors, { entityId: letter.entityId, investorName: letter.investorName, memberId: letter.memberId }]
          : investors
        ).map((investor) => (
          <option key={investor.entityId} value={investor.entityId}>
            {investor.investorName} ({investor.memberId})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("effectiveFrom", "Effective from", "date")}
        {field("feeRate", "Fee rate (%)")}
        {field("carryRate", "Carry rate (%)")}
        {field("feeOffset", "Fee offset a quarter ($)")}
        {field("feeOffsetPercent", "Fee offset (%)")}
      </div>
      <Checkbox name="feeWaived" checked={form.values.feeWaived} onChange={form.toggle("feeWaived")}>
        Management fee waived
      </Checkbox>
      <TextareaField
        label="Note"
        name="note"
        rows={2}
        maxLength={1000}
        value={form.values.note}
        onChange={form.set("note")}
        error={form.error("note")}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Saving..." : letter ? "Save" : "Add"}
        </Button>
      </div>
    </form>
  );
}
