import { useState } from "react";
import { useRevalidator } from "react-router";
import type { positionTransferApi } from "#domain/api/position-transfers.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import type { BodyOf } from "#domain/api/contract.ts";
import {
  positionTransferInputSchema,
  type EntityTransfers,
  type PositionTransferPreview,
} from "#domain/position-transfers.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input, NativeSelect, Textarea } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { EntityPicker } from "./transfer-entity-picker.tsx";

type Positions = EntityTransfers["positions"];
const FIELDS = ["fundType", "toEntityId", "portion", "amount", "effectiveDate", "note"] as const;

/**
 * "Transfer a position": fund, the entity it goes to (searched by name or member ID), whole or part,
 * the effective date and a note. Continue checks it on the server and shows what moves; Record
 * transfer stores it. An error for a field goes back to the form, beside the field.
 */
export function TransferPositionDialog({
  open,
  onOpenChange,
  entity,
  positions,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entity: EntityTransfers["entity"];
  positions: Positions;
  today: string;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [preview, setPreview] = useState<PositionTransferPreview | null>(null);
  // The body Continue checked: Record transfer sends exactly it.
  const [checked, setChecked] = useState<BodyOf<typeof positionTransferApi.create> | null>(null);
  const [recording, setRecording] = useState(false);
  const path = `/api/admin/entities/${entity.id}/transfers`;
  const form = useForm({
    initial: () => ({
      fundType: positions[0].fundType as string,
      toEntityId: "",
      portion: "part",
      amount: "",
      effectiveDate: today,
      note: "",
    }),
    fields: FIELDS,
    schema: positionTransferInputSchema,
    toPayload: (v) => ({
      ...v,
      toEntityId: v.toEntityId === "" ? undefined : Number(v.toEntityId),
      amount: v.portion === "whole" || v.amount === "" ? undefined : v.amount,
      note: v.note === "" ? undefined : v.note,
    }),
    submit: async (payload) => {
      setPreview(await api.post<typeof positionTransferApi.preview>(`${path}/preview`, payload));
      setChecked(payload);
    },
    failure: "The transfer cannot be made",
  });
  const position = positions.find((p) => p.fundType === form.values.fundType);

  async function record() {
    if (!checked) return;
    setRecording(true);
    try {
      await api.post<typeof positionTransferApi.create>(path, checked);
    } catch (error) {
      setRecording(false);
      setPreview(null);
      const message = form.fromServer(error);
      if (message !== null)
        toast({ title: "The transfer was not recorded", description: message, variant: "destructive" });
      return;
    }
    setRecording(false);
    toast({ title: "Position transferred" });
    onOpenChange(false);
    setPreview(null);
    form.setValues((v) => ({ ...v, toEntityId: "", amount: "", note: "" }));
    void revalidator.revalidate();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (recording) return;
        if (!next) setPreview(null);
        onOpenChange(next);
      }}
      title="Transfer a position"
      description={`From ${entity.legalName} (${entity.memberId}). Fields marked * are required.`}
      className="max-w-xl"
    >
      {preview ? (
        <div className="space-y-4">
          <h3 className="text-base font-semibold text-brand-900">Check the transfer</h3>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            <Row term="Fund" value={preview.fundType} />
            <Row term="Effective" value={formatShortDate(preview.effectiveDate)} />
            <Row term="To" value={`${preview.to.legalName} (${preview.to.memberId})`} />
            <Row
              term="Commitment moved"
              value={`${formatCents(preview.commitmentCents)} of ${formatCents(preview.position.commitmentCents)}`}
            />
            <Row
              term="Contributed moved"
              value={`${formatCents(preview.contributedCents)} of ${formatCents(preview.position.contributedCents)}`}
            />
            <Row
              term="Distributed moved"
              value={`${formatCents(preview.distributedCents)} of ${formatCents(preview.position.distributedCents)}`}
            />
          </dl>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setPreview(null)} disabled={recording}>
              Back
            </Button>
            <Button type="button" onClick={() => void record()} disabled={recording}>
              {recording ? "Recording..." : "Record transfer"}
            </Button>
          </div>
        </div>
      ) : (
        <form {...form.formProps} aria-label="Transfer a position" className="space-y-4">
          <Field label="Fund" required error={form.error("fundType")}>
            {(p) => (
              <NativeSelect {...p} name="fundType" value={form.values.fundType} onChange={form.set("fundType")}>
                {positions.map((option) => (
                  <option key={option.fundType} value={option.fundType}>
                    {option.fundType} ({formatCents(option.commitmentCents)})
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <EntityPicker
            exclude={entity.id}
            value={form.values.toEntityId}
            error={form.error("toEntityId")}
            onChange={(id) => form.setValues((v) => ({ ...v, toEntityId: id }))}
          />
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">How much</legend>
            <div className="space-y-1">
              {(
                [
                  ["whole", `The whole commitment${position ? `, ${formatCents(position.commitmentCents)}` : ""}`],
                  ["part", "Part of it"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="portion"
                    value={value}
                    checked={form.values.portion === value}
                    onChange={form.set("portion")}
                    className="mt-0.5 h-4 w-4 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {form.values.portion === "part" ? (
            <Field label="Commitment moved ($)" required error={form.error("amount")}>
              {(p) => (
                <Input
                  {...p}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  value={form.values.amount}
                  onChange={form.set("amount")}
                />
              )}
            </Field>
          ) : null}
          <Field label="Effective date" required error={form.error("effectiveDate")}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="effectiveDate"
                max={today}
                value={form.values.effectiveDate}
                onChange={form.set("effectiveDate")}
              />
            )}
          </Field>
          <Field label="Note" error={form.error("note")}>
            {(p) => (
              <Textarea
                {...p}
                name="note"
                rows={2}
                maxLength={1000}
                value={form.values.note}
                onChange={form.set("note")}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.pending}>
              {form.pending ? "Checking..." : "Continue"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
