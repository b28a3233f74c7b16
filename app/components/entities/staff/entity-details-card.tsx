import { Archive, ArchiveRestore, Pencil } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ENTITY_KIND_LABELS, type EntityKind } from "#domain/entities.ts";
import type { staffEntityApi } from "#domain/api/staff-entities.ts";
import { formatShortDate } from "#domain/format.ts";
import {
  ACCREDITATION_NOT_RECORDED,
  entityUpdateSchema,
  taxFormLabel,
  type StaffEntityDetail,
} from "#domain/staff-entities.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions, REQUIRED_NOTE } from "#app/components/staff/content-tab-kit.tsx";
import { EntityDetailFields } from "./entity-fields";
import { StaffSection } from "./staff-section";

/** The entity's details, with Edit (a dialog) and Archive or Restore (confirmed), each audited. */
export function EntityDetailsCard({ entity }: { entity: StaffEntityDetail }) {
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  const archived = entity.archivedAt !== null;
  const facts: Array<[string, string]> = [
    ["Legal name", entity.legalName],
    ["Kind", ENTITY_KIND_LABELS[entity.kind]],
    ["Member ID", entity.memberId],
    ["Mailing address", entity.mailingAddress ?? "Not on file"],
    ["Tax form", taxFormLabel(entity.taxFormKind, entity.taxFormStatus)],
    ["Accreditation", ACCREDITATION_NOT_RECORDED],
    ["Status", archived ? `Archived ${formatShortDate(entity.archivedAt!)}` : "Current"],
  ];

  const setArchived = async () => {
    const path = `/api/admin/entities/${entity.id}/${archived ? "restore" : "archive"}`;
    try {
      await api.post<typeof staffEntityApi.archive>(path, {});
    } catch (error) {
      toast({
        title: archived ? "Failed to restore entity" : "Failed to archive entity",
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
    toast({ title: archived ? "Entity restored" : "Entity archived" });
    await revalidator.revalidate();
    return true;
  };

  return (
    <StaffSection
      title="Details"
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit details
          </Button>
          <Button variant="outline" size="sm" onClick={() => setArchiving(true)}>
            {archived ? (
              <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Archive className="h-4 w-4" aria-hidden="true" />
            )}
            {archived ? "Restore" : "Archive"}
          </Button>
        </>
      }
    >
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {entity.ownerId !== null ? (
        <p className="mt-2 text-sm text-slate-600">
          A person&apos;s own holding: its name and kind follow their account.
        </p>
      ) : null}
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit details"
        description={REQUIRED_NOTE}
        className="max-w-2xl"
      >
        {editing ? <EditForm entity={entity} onClose={() => setEditing(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title={archived ? `Restore ${entity.legalName}?` : `Archive ${entity.legalName}?`}
        description={
          archived
            ? "It takes part in new capital calls and distributions again."
            : "Its records stay; it takes no part in new capital calls or distributions."
        }
        confirmLabel={archived ? "Restore" : "Archive"}
        pendingLabel={archived ? "Restoring..." : "Archiving..."}
        onConfirm={setArchived}
      />
    </StaffSection>
  );
}

function EditForm({ entity, onClose }: { entity: StaffEntityDetail; onClose: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => ({
      kind: entity.kind as string,
      legalName: entity.legalName,
      mailingAddress: entity.mailingAddress ?? "",
    }),
    fields: ["kind", "legalName", "mailingAddress"],
    schema: entityUpdateSchema,
    toPayload: (v) => ({ kind: v.kind as EntityKind, legalName: v.legalName, mailingAddress: v.mailingAddress }),
    submit: (payload) => api.put<typeof staffEntityApi.update>(`/api/admin/entities/${entity.id}`, payload),
    failure: "Failed to update entity",
    onSuccess: () => {
      toast({ title: "Entity updated" });
      onClose();
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps}>
      <EntityDetailFields form={form} locked={entity.ownerId !== null} />
      <FormActions submitLabel={form.pending ? "Saving..." : "Save"} pending={form.pending} onCancel={onClose} />
    </form>
  );
}
