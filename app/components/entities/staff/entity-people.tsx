import { UserPlus, UserX } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ENTITY_ROLE_LABELS, ENTITY_ROLES, type EntityRole } from "#domain/entities.ts";
import type { staffEntityApi } from "#domain/api/staff-entities.ts";
import { formatShortDate } from "#domain/format.ts";
import { entityGrantSchema, type StaffEntityDetail, type StaffEntityGrant } from "#domain/staff-entities.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions, REQUIRED_NOTE } from "#app/components/staff/content-tab-kit.tsx";
import { RecipientPicker } from "#app/components/documents/staff/recipient-picker.tsx";
import { StaffSection } from "./staff-section";

/**
 * People and roles: the live grants (Revoke each; never the last signatory, the server says so),
 * Add a person (an existing investor account and a role; a person's new role replaces their old
 * one), and the revoked grants as history.
 */
export function EntityPeople({ entity }: { entity: StaffEntityDetail }) {
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<StaffEntityGrant | null>(null);
  const toast = useToast();
  const revalidator = useRevalidator();
  const live = entity.people.filter((p) => p.revokedAt === null);
  const history = entity.people.filter((p) => p.revokedAt !== null);

  const revoke = async () => {
    if (!revoking) return false;
    try {
      await api.delete<typeof staffEntityApi.revoke>(`/api/admin/entities/${entity.id}/people/${revoking.userId}`);
    } catch (error) {
      toast({
        title: "Failed to revoke role",
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
    toast({ title: "Role revoked", description: `${revoking.name} no longer has a role on this account.` });
    await revalidator.revalidate();
    return true;
  };

  return (
    <StaffSection
      title="People and roles"
      actions={
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Add a person
        </Button>
      }
    >
      {live.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nobody holds a role on this entity.
        </p>
      ) : (
        <Table caption="People with a role on this entity">
          <thead>
            <tr>
              <Th>Person</Th>
              <Th>Role</Th>
              <Th>Since</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {live.map((grant) => (
              <tr key={grant.id}>
                <Td>
                  <span className="block font-medium [overflow-wrap:anywhere]">{grant.name}</span>
                  <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">{grant.email}</span>
                </Td>
                <Td>{ENTITY_ROLE_LABELS[grant.role]}</Td>
                <Td className="whitespace-nowrap">
                  {formatShortDate(grant.grantedAt)}
                  {grant.grantedBy ? <span className="block text-xs text-slate-600">by {grant.grantedBy}</span> : null}
                </Td>
                <Td>
                  <Button variant="outline" size="sm" className="relative" onClick={() => setRevoking(grant)}>
                    <UserX className="h-4 w-4" aria-hidden="true" />
                    Revoke<span className="sr-only"> {grant.name}</span>
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {history.length > 0 ? (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-medium text-brand-900">Revoked roles ({history.length})</summary>
          <ul className="mt-3 space-y-2 text-sm">
            {history.map((grant) => (
              <li key={grant.id} className="[overflow-wrap:anywhere]">
                {grant.name}: {ENTITY_ROLE_LABELS[grant.role]} from {formatShortDate(grant.grantedAt)} to{" "}
                {formatShortDate(grant.revokedAt!)}
                {grant.revokedBy ? ` (revoked by ${grant.revokedBy})` : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a person"
        description={`${REQUIRED_NOTE} A person who already has a role gets the new one instead.`}
        className="max-w-xl"
      >
        {adding ? <AddPersonForm entityId={entity.id} onClose={() => setAdding(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? `Revoke ${revoking.name}'s role?` : "Revoke role?"}
        description="They lose access to this entity at their next request. The grant stays in its history."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={revoke}
      />
    </StaffSection>
  );
}

function AddPersonForm({ entityId, onClose }: { entityId: number; onClose: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => ({ userId: "", role: "viewer" }),
    fields: ["userId", "role"],
    schema: entityGrantSchema,
    toPayload: (v) => ({ userId: v.userId === "" ? 0 : Number(v.userId), role: v.role as EntityRole }),
    submit: (payload) => api.post<typeof staffEntityApi.grant>(`/api/admin/entities/${entityId}/people`, payload),
    failure: "Failed to add person",
    onSuccess: () => {
      toast({ title: "Role given" });
      onClose();
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps}>
      <div className="grid gap-4">
        <Field label="Person" required error={form.error("userId")}>
          {(p) => <RecipientPicker selectProps={p} value={form.values.userId} onChange={form.set("userId")} />}
        </Field>
        <SelectField
          label="Role"
          required
          name="role"
          error={form.error("role")}
          value={form.values.role}
          onChange={form.set("role")}
        >
          {ENTITY_ROLES.map((role) => (
            <option key={role} value={role}>
              {ENTITY_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
      </div>
      <FormActions submitLabel={form.pending ? "Adding..." : "Add"} pending={form.pending} onCancel={onClose} />
    </form>
  );
}
