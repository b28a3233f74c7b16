import { useNavigate } from "react-router";
import type { EntityKind } from "#domain/entities.ts";
import type { staffEntityApi } from "#domain/api/staff-entities.ts";
import { entityCreateSchema } from "#domain/staff-entities.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions, REQUIRED_NOTE } from "#app/components/staff/content-tab-kit.tsx";
import { RecipientPicker } from "#app/components/documents/staff/recipient-picker.tsx";
import { EntityDetailFields } from "./entity-fields";

/**
 * Create Entity: kind, legal name, mailing address and the investor account that becomes its first
 * signatory (found by name, e-mail or member ID). The server gives it the next free member ID; on
 * success its page opens.
 */
export function CreateEntityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Entity"
      description={`${REQUIRED_NOTE} Its member ID is given when it is made.`}
      className="max-w-2xl"
    >
      {open ? <CreateEntityForm onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateEntityForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm({
    initial: () => ({ kind: "", legalName: "", mailingAddress: "", signatoryId: "" }),
    fields: ["kind", "legalName", "mailingAddress", "signatoryId"],
    schema: entityCreateSchema,
    toPayload: (v) => ({
      kind: v.kind as EntityKind,
      legalName: v.legalName,
      mailingAddress: v.mailingAddress,
      signatoryId: v.signatoryId === "" ? 0 : Number(v.signatoryId),
    }),
    submit: async (payload) => {
      const made = await api.post<typeof staffEntityApi.create>("/api/admin/entities", payload);
      toast({ title: "Entity created", description: `${made.legalName} (${made.memberId})` });
      onClose();
      await navigate(`/admin-portal/entities/${made.id}`);
    },
    failure: "Failed to create entity",
  });
  return (
    <form {...form.formProps}>
      <EntityDetailFields form={form} />
      <div className="mt-4">
        <Field label="First signatory" required error={form.error("signatoryId")}>
          {(p) => (
            <RecipientPicker selectProps={p} value={form.values.signatoryId} onChange={form.set("signatoryId")} />
          )}
        </Field>
      </div>
      <FormActions submitLabel={form.pending ? "Creating..." : "Create"} pending={form.pending} onCancel={onClose} />
    </form>
  );
}
