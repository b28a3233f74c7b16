import { KeyRound, LogOut, Pencil, Trash2, type LucideIcon } from "lucide-react";
import { useRef, useState, type RefObject } from "react";
import type { SessionUser } from "../../../../domain/auth";
import { displayName } from "../../../../domain/person";
import type { ManagedUser } from "../../../../domain/user";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toaster";
import { postJson } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { useDeleteWithConfirm } from "../tabs/content-tab-kit";
import { PasswordForm } from "./password-form";
import { plural } from "./use-users";
import { USER_API, USER_TEXTS, USERS_VARIANTS, type UserAction, type UsersVariant } from "./variants";

/**
 * Every row action either screen has. The button's accessible name is its label, `joiner` and the
 * user's name ("Change password for Casey Rivera"); `notOwn`: not offered on one's own row (the
 * server refuses it too).
 */
const ACTIONS: Record<UserAction, { icon: LucideIcon; joiner: string; danger?: boolean; notOwn?: boolean }> = {
  edit: { icon: Pencil, joiner: " " },
  delete: { icon: Trash2, joiner: " ", danger: true, notOwn: true },
  password: { icon: KeyRound, joiner: " for " },
  sessions: { icon: LogOut, joiner: " of ", danger: true },
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
        const { icon: Icon, joiner, danger, notOwn } = ACTIONS[action];
        if (own && notOwn) return null;
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
            {label}
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
 * What the row actions do: edit is the screen's (a dialog or the inline form); delete, change
 * password and end sessions ask or open a dialog here, call the API and toast the result.
 * Render `dialogs` once on the screen.
 */
export function useUserActions({
  user,
  onEdit,
  focusAfterDelete,
}: {
  user: SessionUser;
  onEdit: (target: ManagedUser) => void;
  /** Where focus lands once a deleted row and its button are gone. */
  focusAfterDelete?: RefObject<HTMLElement | null>;
}) {
  const toast = useToast();
  const noFocusTarget = useRef<HTMLElement>(null);
  const [passwordFor, setPasswordFor] = useState<ManagedUser | null>(null);
  const [sessionsFor, setSessionsFor] = useState<ManagedUser | null>(null);
  const remove = useDeleteWithConfirm<ManagedUser>({
    path: (item) => USER_API.remove(item.id),
    name: (item) => `${displayName(item)} (${item.username})`,
    noun: "user",
    deleted: USER_TEXTS.deleted,
    deleteFailed: USER_TEXTS.deleteFailed,
    focusAfter: focusAfterDelete ?? noFocusTarget,
  });

  const endSessions = async () => {
    if (!sessionsFor) return false;
    try {
      const { ended } = await postJson<{ ended: number }>(USER_API.endSessions(sessionsFor.id), {});
      toast({
        title: USER_TEXTS.sessionsEnded,
        description: `Ended ${plural(ended, "session")} of ${displayName(sessionsFor)}.`,
      });
      return true;
    } catch (error) {
      toast({
        title: USER_TEXTS.sessionsFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
  };

  const handlers: Record<UserAction, (target: ManagedUser) => void> = {
    edit: onEdit,
    delete: remove.ask,
    password: setPasswordFor,
    sessions: setSessionsFor,
  };
  const onAction: UserActionHandler = (action, target) => handlers[action](target);

  const dialogs = (
    <>
      {remove.dialog}
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
