import type { Role, SessionUser } from "#domain/auth.ts";
import { ADMIN_MANAGEABLE_ROLES } from "#domain/user.ts";

/**
 * The two user-management screens (docs/product.md §Staff screens) are one set of components
 * (user-form, users-table, user-actions); everything that differs between them is this data.
 * - `tab`: the admin portal's Users tab. The accounts the signed-in staff member may manage, with
 *   money columns; create and edit in a dialog; delete (archive an account with records, and
 *   restore it: docs/decisions/0024-archive-not-delete.md).
 * - `management`: /user-management, super admins only. Every account, staff first; create and
 *   edit inline on the page; change a password, end a user's sessions.
 */
export const USERS_VARIANTS = {
  tab: {
    /** Where the create form posts. */
    createPath: "/api/users",
    /** The roles the form may give. */
    roles: (user: SessionUser): readonly Role[] =>
      user.role === "super_admin" ? ["admin", "investor", "viewer"] : ADMIN_MANAGEABLE_ROLES,
    columns: ["name", "email", "contact", "role", "fundAccess", "commitments", "status"],
    /** The row buttons, in order, with their visible labels. */
    actions: {
      edit: "Edit",
      invite: "Send invitation",
      revokeInvitation: "Revoke invitation",
      delete: "Delete",
      archive: "Archive",
      restore: "Restore",
    },
    /** Staff accounts first (super admins, then admins) by default; otherwise newest first (the server sorts). */
    staffFirst: false,
    caption: (count: number) => `Users (${count})`,
    emptyMessage: "No users yet. Add a user or create a new investor to get started.",
    /** Said while the list is read again; null: the list just updates. */
    loadingMessage: null,
    /** Wide enough for the row's buttons before the table scrolls sideways. */
    tableWidth: undefined,
  },
  management: {
    createPath: "/api/admin/users",
    roles: (): readonly Role[] => ["admin", "super_admin", "investor", "viewer"],
    columns: ["name", "email", "contact", "role", "status", "lastSignIn"],
    actions: {
      edit: "Edit User",
      invite: "Send invitation",
      revokeInvitation: "Revoke invitation",
      password: "Change password",
      sessions: "End sessions",
      twoFactor: "Reset two-factor",
    },
    staffFirst: true,
    caption: (count: number) => `Users (${count}), staff first`,
    emptyMessage: "No admin users found.",
    loadingMessage: "Loading admin users...",
    tableWidth: "min-w-[1080px]",
  },
} as const satisfies Record<string, UsersVariantConfig>;

export type UsersVariant = keyof typeof USERS_VARIANTS;
export type UserColumn = "name" | "email" | "contact" | "role" | "fundAccess" | "commitments" | "status" | "lastSignIn";
export type UserAction =
  "edit" | "invite" | "revokeInvitation" | "delete" | "archive" | "restore" | "password" | "sessions" | "twoFactor";

interface UsersVariantConfig {
  createPath: string;
  roles: (user: SessionUser) => readonly Role[];
  columns: readonly UserColumn[];
  actions: Partial<Record<UserAction, string>>;
  staffFirst: boolean;
  caption: (count: number) => string;
  emptyMessage: string;
  loadingMessage: string | null;
  tableWidth: string | undefined;
}

/** The user endpoints both screens share (edits go to /api/users/:id whichever screen they come from). */
export const USER_API = {
  update: (id: number) => `/api/users/${id}`,
  remove: (id: number) => `/api/users/${id}`,
  restore: (id: number) => `/api/users/${id}/restore`,
  password: (id: number) => `/api/admin/users/${id}/password`,
  endSessions: (id: number) => `/api/admin/users/${id}/sessions/revoke`,
  /** POST sends or resends, DELETE revokes (decision 0027). */
  invitation: (id: number) => `/api/admin/users/${id}/invitation`,
};

/** The toasts of the user forms and row actions (docs/product.md §Texts the product shows). */
export const USER_TEXTS = {
  created: "User created successfully",
  updated: "User updated successfully",
  createFailed: "Failed to create user",
  updateFailed: "Failed to update user",
  deleted: "User deleted successfully",
  deleteFailed: "Failed to delete user",
  archived: "User archived",
  archiveFailed: "Failed to archive user",
  restored: "User restored",
  restoreFailed: "Failed to restore user",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  sessionsEnded: "Sessions ended",
  sessionsFailed: "Failed to end sessions",
  invitationSent: "Invitation sent",
  invitationFailed: "Failed to send the invitation",
  invitationRevoked: "Invitation revoked",
  invitationRevokeFailed: "Failed to revoke the invitation",
};
