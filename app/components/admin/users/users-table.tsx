import type { ReactNode } from "react";
import { formatMoney, formatShortDate } from "../../../../domain/format";
import { displayName } from "../../../../domain/person";
import type { ManagedUser } from "../../../../domain/user";
import { Badge } from "~/components/ui/badge";
import { Table, Td, Th } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { EmptyState } from "../tabs/content-tab-kit";
import { RoleBadge } from "./role-badge";
import { UserActionButtons, type UserActionHandler } from "./user-actions";
import { useUsersList } from "./use-users";
import { USERS_VARIANTS, type UserColumn, type UsersVariant } from "./variants";

/** Every column either screen shows; a variant (./variants.ts) picks which, in its order. */
const COLUMNS: Record<UserColumn, { header: string; headerClass?: string; cell: (user: ManagedUser) => ReactNode }> = {
  name: {
    header: "Name",
    cell: (user) => (
      <>
        <span className="font-medium whitespace-nowrap text-slate-900">{displayName(user)}</span>
        <span className="block text-xs text-slate-600">{user.username}</span>
      </>
    ),
  },
  email: { header: "Email", cell: (user) => <span className="whitespace-nowrap">{user.email}</span> },
  role: { header: "Role", cell: (user) => <RoleBadge role={user.role} /> },
  fundAccess: {
    header: "Fund Access",
    cell: (user) =>
      user.fundIAccess || user.fundIIAccess ? (
        <span className="flex flex-wrap gap-1">
          {user.fundIAccess ? <Badge tone="brand">Fund I</Badge> : null}
          {user.fundIIAccess ? <Badge tone="brand">Fund II</Badge> : null}
        </span>
      ) : (
        <span className="text-slate-600">None</span>
      ),
  },
  commitments: {
    header: "Capital Commitments",
    headerClass: "text-right",
    cell: (user) => (
      <span className="block text-right whitespace-nowrap tabular-nums">{formatMoney(user.capitalCommitment)}</span>
    ),
  },
  status: {
    header: "Status",
    cell: (user) => <Badge tone={user.isActive ? "green" : "slate"}>{user.isActive ? "Active" : "Inactive"}</Badge>,
  },
  lastSignIn: {
    header: "Last sign-in",
    cell: (user) => (
      <span className="whitespace-nowrap">{user.lastLogin ? formatShortDate(user.lastLogin) : "Never"}</span>
    ),
  },
};

/**
 * The users list of both staff screens: the variant's columns and row actions, its order, caption
 * and empty state, and (where the variant says one) a loading message while the list is read again.
 */
export function UsersTable({
  variant,
  users,
  currentUserId,
  onAction,
  highlightId,
  emptyAction,
}: {
  variant: UsersVariant;
  users: ManagedUser[];
  /** The signed-in staff member: actions that may not touch one's own account are left off that row. */
  currentUserId: number;
  onAction: UserActionHandler;
  /** The row being edited, marked. */
  highlightId?: number;
  /** What the empty state offers (the Users tab's Add User). */
  emptyAction?: ReactNode;
}) {
  const config = USERS_VARIANTS[variant];
  const { rows, loading } = useUsersList(variant, users);

  return (
    <div aria-busy={loading} className="min-w-0">
      {config.loadingMessage ? (
        <div role="status" aria-live="polite" className="mb-2 min-h-6 text-sm text-slate-600">
          {loading ? config.loadingMessage : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState message={config.emptyMessage}>{emptyAction}</EmptyState>
      ) : (
        <div className={cn("transition-opacity", loading && "opacity-60")}>
          <Table caption={config.caption(users.length)} className={config.tableWidth}>
            <thead>
              <tr>
                {config.columns.map((column) => (
                  <Th key={column} className={COLUMNS[column].headerClass}>
                    {COLUMNS[column].header}
                  </Th>
                ))}
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id} className={cn(highlightId === user.id && "bg-brand-50")}>
                  {config.columns.map((column) => (
                    <Td key={column}>{COLUMNS[column].cell(user)}</Td>
                  ))}
                  <Td>
                    <UserActionButtons
                      variant={variant}
                      user={user}
                      own={user.id === currentUserId}
                      onAction={onAction}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </div>
  );
}
