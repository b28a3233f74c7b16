import { useRevalidator } from "react-router";
import type { prospectApi } from "#domain/api/prospects.ts";
import {
  PROSPECT_LIMITS,
  PROSPECT_STAGE_LABELS,
  PROSPECT_STAGES,
  prospectNoteSchema,
  prospectUpdateSchema,
  type Prospect,
  type ProspectStage,
  type StaffOption,
} from "#domain/prospects.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextareaField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";

interface UpdateValues {
  stage: ProspectStage;
  lostReason: string;
  ownerId: string;
  nextStep: string;
  nextStepDate: string;
}

/** Stage (Lost with its reason), owner and next step, saved together; each change goes on the timeline. */
export function ProspectUpdateForm({ prospect, owners }: { prospect: Prospect; owners: StaffOption[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: (): UpdateValues => ({
      stage: prospect.stage,
      lostReason: prospect.lostReason ?? "",
      ownerId: prospect.ownerId === null ? "" : String(prospect.ownerId),
      nextStep: prospect.nextStep ?? "",
      nextStepDate: prospect.nextStepDate ?? "",
    }),
    fields: ["stage", "lostReason", "ownerId", "nextStep", "nextStepDate"],
    schema: prospectUpdateSchema,
    toPayload: (values) => ({
      stage: values.stage,
      ...(values.stage === "lost" ? { lostReason: values.lostReason } : {}),
      ownerId: values.ownerId ? Number(values.ownerId) : null,
      nextStep: values.nextStep,
      nextStepDate: values.nextStepDate,
    }),
    submit: (payload) => api.patch<typeof prospectApi.update>(`/api/admin/prospects/${prospect.id}`, payload),
    failure: "Could not save the prospect",
    onSuccess: () => {
      toast({ title: "Prospect saved" });
      void revalidator.revalidate();
    },
  });
  const { values, set, error } = form;
  return (
    <form {...form.formProps} noValidate aria-label="Stage, owner and next step" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Stage" value={values.stage} onChange={set("stage")} error={error("stage")}>
          {PROSPECT_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {PROSPECT_STAGE_LABELS[stage]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Owner" value={values.ownerId} onChange={set("ownerId")} error={error("ownerId")}>
          <option value="">No owner</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </SelectField>
      </div>
      {values.stage === "lost" ? (
        <TextField
          label="Why was the prospect lost?"
          required
          value={values.lostReason}
          onChange={set("lostReason")}
          maxLength={PROSPECT_LIMITS.lostReason}
          error={error("lostReason")}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Next step"
          value={values.nextStep}
          onChange={set("nextStep")}
          maxLength={PROSPECT_LIMITS.nextStep}
          error={error("nextStep")}
        />
        <TextField
          label="By"
          type="date"
          value={values.nextStepDate}
          onChange={set("nextStepDate")}
          error={error("nextStepDate")}
        />
      </div>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending || undefined}>
        {form.pending ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}

/** A note for the timeline. */
export function ProspectNoteForm({ prospectId }: { prospectId: number }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => ({ note: "" }),
    fields: ["note"],
    schema: prospectNoteSchema,
    toPayload: (values) => values,
    submit: (payload) => api.post<typeof prospectApi.note>(`/api/admin/prospects/${prospectId}/notes`, payload),
    failure: "Could not add the note",
    onSuccess: () => {
      form.setValues({ note: "" });
      toast({ title: "Note added" });
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} noValidate aria-label="Add a note" className="space-y-3">
      <TextareaField
        label="Note"
        rows={3}
        value={form.values.note}
        onChange={form.set("note")}
        maxLength={PROSPECT_LIMITS.note}
        error={form.error("note")}
      />
      <Button type="submit" variant="outline" disabled={form.pending} aria-busy={form.pending || undefined}>
        {form.pending ? "Adding…" : "Add note"}
      </Button>
    </form>
  );
}
