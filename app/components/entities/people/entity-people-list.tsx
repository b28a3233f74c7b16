// The people of an entity and its open invitations (decision 0060, slice 3), each revoked or
// cancelled by a signatory after a confirming dialog.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { entityPeopleApi } from "#domain/api/entity-people.ts";
import { ENTITY_ROLE_LABELS, LAST_SIGNATORY } from "#domain/entities.ts";
import {
  ENTITY_INVITATIONS_PATH,
  ENTITY_PEOPLE_PATH,
  type EntityInvitation,
  type EntityPerson,
} from "#domain/entity-people.ts";
import { formatDate } from "#domain/format.ts";
import { MAIL_KIND_LABELS, type OptionalMailKind } from "#domain/mail.ts";

const kindsOf = (kinds: OptionalMailKind[] | null) =>
  kinds && kinds.length > 0 ? `: ${kinds.map((k) => MAIL_KIND_LABELS[k].toLowerCase()).join(", ")}` : "";

/** A request from a dialog: true when done (the page is read again), else the reason in a toast. */
function useConfirmedRequest(failure: string) {
  const toast = useToast();
  const revalidator = useRevalidator();
  return async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
    } catch (error) {
      toast({ title: failure, description: (error as Error).message, variant: "destructive" });
      return false;
    }
    toast({ title: done });
    void revalidator.revalidate();
    return true;
  };
}

export function EntityPeopleList({
  entityId,
  people,
  mayManage,
}: {
  entityId: number;
  people: EntityPerson[];
  mayManage: boolean;
}) {
  const [revoking, setRevoking] = useState<EntityPerson | null>(null);
  const confirmed = useConfirmedRequest("Could not revoke the role");
  const signatories = people.filter((p) => p.role === "signatory").length;
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {people.map((person) => {
          const last = person.role === "signatory" && signatories === 1;
          return (
            <li key={person.grantId} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {person.name}
                  {person.you ? <span className="font-normal text-slate-600"> (you)</span> : null}
                </p>
                <p className="text-sm break-all text-slate-700">{person.email}</p>
                <p className="mt-1 text-sm text-slate-700">
                  <strong>{ENTITY_ROLE_LABELS[person.role]}</strong>
                  {kindsOf(person.noticeKinds)} · granted {formatDate(person.grantedAt)}
                  {person.grantedBy ? ` by ${person.grantedBy}` : ""}
                </p>
              </div>
              {mayManage ? (
                last ? (
                  <p className="max-w-xs text-sm text-slate-600">Only signatory: an account keeps at least one.</p>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(person)}>
                    Revoke<span className="sr-only"> the role of {person.name}</span>
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? ""}'s role?`}
        description={
          revoking
            ? `${revoking.name} (${revoking.email}) will no longer be ${ENTITY_ROLE_LABELS[revoking.role].toLowerCase()} on this account, from their next page or request. ${revoking.role === "signatory" && signatories === 1 ? LAST_SIGNATORY : ""}`.trim()
            : ""
        }
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() =>
          confirmed(
            () => api.delete<typeof entityPeopleApi.revoke>(`${ENTITY_PEOPLE_PATH(entityId)}/${revoking!.grantId}`),
            "Role revoked",
          )
        }
      />
    </>
  );
}

export function OpenInvitations({
  entityId,
  invitations,
  mayManage,
}: {
  entityId: number;
  invitations: EntityInvitation[];
  mayManage: boolean;
}) {
  const [cancelling, setCancelling] = useState<EntityInvitation | null>(null);
  const confirmed = useConfirmedRequest("Could not cancel the invitation");
  if (invitations.length === 0) return <p className="mt-3 text-slate-700">No open invitations.</p>;
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
              {invitation.name ? <p className="text-sm break-words text-slate-700">{invitation.name}</p> : null}
              <p className="mt-1 text-sm text-slate-700">
                <strong>{ENTITY_ROLE_LABELS[invitation.role]}</strong>
                {kindsOf(invitation.noticeKinds)} · sent {formatDate(invitation.sentAt)}
                {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""} · expires {formatDate(invitation.expiresAt)}
              </p>
            </div>
            {mayManage ? (
              <Button variant="outline" size="sm" onClick={() => setCancelling(invitation)}>
                Cancel<span className="sr-only"> the invitation of {invitation.email}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this invitation?"
        description={cancelling ? `The link sent to ${cancelling.email} will stop working.` : ""}
        confirmLabel="Cancel invitation"
        pendingLabel="Cancelling..."
        onConfirm={() =>
          confirmed(
            () => api.delete<typeof entityPeopleApi.cancel>(`${ENTITY_INVITATIONS_PATH(entityId)}/${cancelling!.id}`),
            "Invitation cancelled",
          )
        }
      />
    </>
  );
}
