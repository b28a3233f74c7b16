import { UserPlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { SessionUser } from "#domain/auth.ts";
import type { ManagedUser } from "#domain/user.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useFormDialog } from "#app/components/staff/use-form-dialog.ts";
import { useUserActions } from "#app/components/accounts/users/user-actions.tsx";
import { type UserPreset } from "#app/components/accounts/users/user-form.tsx";
import { UserFormDialogBody } from "#app/components/accounts/users/user-form-frames.tsx";
import { UsersTable, type UsersPage } from "#app/components/accounts/users/users-table.tsx";
import { USER_TEXTS } from "#app/components/accounts/users/variants.ts";
import { AddButton, REQUIRED_NOTE, TabHeader } from "#app/components/staff/content-tab-kit.tsx";

/** What users-tab.server.ts loads for this tab. */
export interface UsersTabData {
  /** One page of the accounts (decision 0037). */
  page: UsersPage;
}

const NO_USERS: UsersPage = {
  items: [],
  total: 0,
  limit: 25,
  sort: "created",
  dir: "desc",
  next: null,
  previous: null,
  accountCounts: { all: 0, current: 0, archived: 0 },
};

/**
 * Admin portal, Users tab: the accounts this staff member may manage (an admin sees investors and
 * viewers; a super admin everyone) with Add User, Create New Investor, edit and delete. The list,
 * its actions and the form are the ones /user-management uses, as the `tab` variant (../users/variants.ts).
 */
export default function UsersTab({ user, data }: { user: SessionUser; data?: UsersTabData }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useFormDialog<ManagedUser>(USER_TEXTS);
  const [preset, setPreset] = useState<UserPreset>("blank");
  const actions = useUserActions({ user, onEdit: form.openEdit, focusAfterDelete: headingRef });
  const openCreate = (kind: UserPreset) => {
    setPreset(kind);
    form.openCreate();
  };
  const dialogTitle = form.editing ? "Edit User" : preset === "investor" ? "Create New Investor" : "Add User";

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Users"
        description={
          user.role === "super_admin"
            ? "Every account: investors, viewers and staff."
            : "Investor and viewer accounts. Staff accounts are managed by a super admin."
        }
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add User"
        onAdd={() => openCreate("blank")}
      >
        <Button variant="outline" onClick={() => openCreate("investor")}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Create New Investor
        </Button>
      </TabHeader>

      <UsersTable
        variant="tab"
        page={data?.page ?? NO_USERS}
        currentUserId={user.id}
        onAction={actions.onAction}
        emptyAction={<AddButton label="Add User" onClick={() => openCreate("blank")} />}
      />

      <Dialog
        open={form.open}
        onOpenChange={(open) => !form.pending && form.setOpen(open)}
        title={dialogTitle}
        description={REQUIRED_NOTE}
        className="max-w-2xl"
      >
        <UserFormDialogBody
          key={form.editing ? `edit-${form.editing.id}` : preset}
          form={form}
          preset={preset}
          user={user}
        />
      </Dialog>
      {actions.dialogs}
    </section>
  );
}
