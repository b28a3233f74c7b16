import {
  Archive,
  ArchiveRestore,
  Inbox,
  KeyRound,
  LogOut,
  Pencil,
  ShieldOff,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type RefObject } from "react";
import { useRevalidator } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import type { ManagedUser } from "#domain/user.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { userApi } from "#domain/api/users.ts";
import { cn } from "#app/lib/cn.ts";
import { useDeleteWithConfirm } from "#app/components/staff/content-tab-kit.tsx";
import { PasswordForm } from "./password-form";
import { plural } from "./use-users";
import { USER_API, USER_TEXTS, USERS_VARIANTS, type UserAction, type UsersVariant } from "./variants";

/**
 * Every row action either screen has. The button's accessible name is its label, `joiner` and the
 * user's name ("Change password for Casey Rivera"); `notOwn`: not offered on one's own row (the
 * server refuses it too); `shownFor`: the accounts it applies to. An account with records is
 * archived instead of deleted, and an archived one can be restored (docs/decisions/0024).
 */
const ACTIONS: Record<
  UserAction,
  {
    icon: LucideIcon;
    joiner: string;
    danger?: boolean;
    notOwn?: boolean;
    shownFor?: (user: ManagedUser) => boolean;
    /** A label that depends on the account, instead of the variant's. */
    labelFor?: (user: ManagedUser) => string | null;
  }
> = {
  edit: { icon: Pencil, joiner: " " },
  // Invited accounts (decision 0027): send the first link or a new one (the earlier one dies), revoke it.
  // Icons the admin portal already loads (its JavaScript budget, decision 0018).
  invite: {
    icon: Inbox,
    joiner: " to ",
    shownFor: (u) => !u.archivedAt && u.isActive && u.invitation !== null,
    labelFor: (u) => (u.invitation?.state === "none" ? null : "Resend invitation"),
  },
  revokeInvitation: {
    icon: Trash2,
    joiner: " of ",
    danger: true,
    shownFor: (u) => !u.archivedAt && u.invitation?.state === "pending",
  },
  delete: { icon: Trash2, joiner: " ", danger: true, notOwn: true, shownFor: (u) => !u.archivedAt && !u.hasRecords },
  archive: { icon: Archive, joiner: " ", danger: true, notOwn: true, shownFor: (u) => !u.archivedAt && u.hasRecords },
  restore: { icon: ArchiveRestore, joiner: " ", shownFor: (u) => u.archivedAt !== null },
  password: { icon: KeyRound, joiner: " for " },
  sessions: { icon: LogOut, joiner: " of ", danger: true },
  // A lost phone: the user sets it up again at their next sign-in (decision 0028).
  twoFactor: { icon: ShieldOff, joiner: " for ", danger: true, notOwn: true, shownFor: (u) => u.twoFactorEnabled },
};

export type UserActionHandler = (action: UserAction, user: ManagedUser) => void;

/** A row's buttons: the variant's actions, in its order, with its labels. */
export function UserActionButtons({
  variant,
  user,
  own,
  onAction,
}: {
  variant: UsersVariant;
  user: ManagedUser;
  own: boolean;
  onAction: UserActionHandler;
}) {
  const name = displayName(user);
  const actions = Object.entries(USERS_VARIANTS[variant].actions) as Array<[UserAction, string]>;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(([action, label]) => {
        const { icon: Icon, joiner, danger, notOwn, shownFor, labelFor } = ACTIONS[action];
        if ((own && notOwn) || (shownFor && !shownFor(user))) return null;
        const shown = labelFor?.(user) ?? label;
        return (
          // `relative` keeps the visually hidden names inside the table's scroll box on small screens.
          <Button
            key={action}
            variant="outline"
            size="sm"
            onClick={() => onAction(action, user)}
            className={cn("relative", danger && "border-red-200 text-red-800 hover:bg-red-50")}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {shown}
            <span className="sr-only">
              {joiner}
              {name}
            </span>
          </Button>
        );
      })}
    </div>
  );
}

/**
 * What the row actions do: edit is the screen's (a dialog or the inline form); delete, archive,
 * change password and end sessions ask or open a dialog here, restore acts at once; each calls
 * the API and toasts the result. Render `dialogs` once on the screen.
 */
export function useUserActions({
  user,
  onEdit,
  onResetTwoFactor,
  focusAfterDelete,
}: {
  user: SessionUser;
  onEdit: (target: ManagedUser) => void;
  /** User management's "Reset two-factor" (two-factor-reset.tsx, loaded by that screen only). */
  onResetTwoFactor?: (target: ManagedUser) => void;
  /** Where focus lands once a deleted row and its button are gone. */
  focusAfterDelete?: RefObject<HTMLElement | null>;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const noFocusTarget = useRef<HTMLElement>(null);
  const focusAfter = focusAfterDelete ?? noFocusTarget;
  const [passwordFor, setPasswordFor] = useState<ManagedUser | null>(null);
  const [archiveFor, setArchiveFor] = useState<ManagedUser | null>(null);
  // The row's Archive or Restore button is replaced once the action is done: focus moves on.
  const archiveDone = useRef(false);
  const [sessionsFor, setSessionsFor] = useState<ManagedUser | null>(null);
  const remove = useDeleteWithConfirm<ManagedUser>({
    remove: (item) => api.delete<typeof userApi.remove>(USER_API.remove(item.id)),
    name: (item) => `${displayName(item)} (${item.username})`,
    noun: "user",
    deleted: USER_TEXTS.deleted,
    deleteFailed: USER_TEXTS.deleteFailed,
    focusAfter,
  });

  const failed = (title: string, error: unknown) =>
    toast({ title, description: error instanceof Error ? error.message : undefined, variant: "destructive" });

  /** DELETE archives an account with records; one that has none by now is deleted, and the toast says which. */
  const archive = async () => {
    if (!archiveFor) return false;
    try {
      const answer = await api.delete<typeof userApi.remove>(USER_API.remove(archiveFor.id));
      toast({ title: answer?.result === "archived" ? USER_TEXTS.archived : USER_TEXTS.deleted });
    } catch (error) {
      failed(USER_TEXTS.archiveFailed, error);
      return false;
    }
    archiveDone.current = true;
    void revalidator.revalidate();
    return true;
  };

  const restore = async (target: ManagedUser) => {
    try {
      await api.post<typeof userApi.restore>(USER_API.restore(target.id), {});
      toast({ title: USER_TEXTS.restored, description: `${displayName(target)} can sign in again.` });
    } catch (error) {
      failed(USER_TEXTS.restoreFailed, error);
      return;
    }
    await revalidator.revalidate();
    focusAfter.current?.focus();
  };

  const endSessions = async () => {
    if (!sessionsFor) return false;
    try {
      const { ended } = await api.post<typeof userApi.revokeSessions>(USER_API.endSessions(sessionsFor.id), {});
      toast({
        title: USER_TEXTS.sessionsEnded,
        description: `Ended ${plural(ended, "session")} of ${displayName(sessionsFor)}.`,
      });
      return true;
    } catch (error) {
      failed(USER_TEXTS.sessionsFailed, error);
      return false;
    }
  };

  /** Send (or resend), or revoke, at once: either is undone by the other, so neither asks first. */
  const invitation = async (target: ManagedUser, method: "POST" | "DELETE") => {
    const send = method === "POST";
    try {
      const path = USER_API.invitation(target.id);
      await (send
        ? api.post<typeof userApi.sendInvitation>(path, {})
        : api.delete<typeof userApi.revokeInvitation>(path));
      toast({ title: send ? USER_TEXTS.invitationSent : USER_TEXTS.invitationRevoked });
    } catch (error) {
      failed(send ? USER_TEXTS.invitationFailed : USER_TEXTS.invitationRevokeFailed, error);
      return;
    }
    await revalidator.revalidate();
  };

  const handlers: Record<UserAction, (target: ManagedUser) => void> = {
    edit: onEdit,
    invite: (target) => void invitation(target, "POST"),
    revokeInvitation: (target) => void invitation(target, "DELETE"),
    delete: remove.ask,
    archive: (target) => {
      archiveDone.current = false;
      setArchiveFor(target);
    },
    restore: (target) => void restore(target),
    password: setPasswordFor,
    sessions: setSessionsFor,
    twoFactor: (target) => onResetTwoFactor?.(target),
  };
  const onAction: UserActionHandler = (action, target) => handlers[action](target);

  const dialogs = (
    <>
      {remove.dialog}
      <ConfirmDialog
        open={archiveFor !== null}
        onOpenChange={(open) => !open && setArchiveFor(null)}
        finalFocus={() => (archiveDone.current ? focusAfter.current : null)}
        title="Archive user?"
        description={
          archiveFor
            ? `"${displayName(archiveFor)} (${archiveFor.username})" holds records (commitments, capital calls, distributions or documents), so the account is archived, not deleted. The records are kept and stay in the funds' totals and history; the account can no longer sign in and its sessions end. An admin can restore it.`
            : ""
        }
        confirmLabel="Archive"
        pendingLabel="Archiving..."
        onConfirm={archive}
      />
      <Dialog
        open={passwordFor !== null}
        onOpenChange={(open) => !open && setPasswordFor(null)}
        title="Change password"
        description={
          passwordFor
            ? `Set a new password for ${displayName(passwordFor)} (${passwordFor.username}). Their other sessions end.`
            : undefined
        }
      >
        {passwordFor ? (
          <PasswordForm key={passwordFor.id} target={passwordFor} onClose={() => setPasswordFor(null)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={sessionsFor !== null}
        onOpenChange={(open) => !open && setSessionsFor(null)}
        title="End sessions?"
        description={
          sessionsFor
            ? `${displayName(sessionsFor)} will be signed out on every device${sessionsFor.id === user.id ? " except this one" : ""}.`
            : ""
        }
        confirmLabel="End sessions"
        pendingLabel="Ending..."
        onConfirm={endSessions}
      />
    </>
  );

  return { onAction, dialogs };
}
