import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { formatMoneyCents, formatShortDate } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import type { Page } from "#domain/paging.ts";
import type { AccountFilter, ManagedUser } from "#domain/user.ts";
import { FilterChips } from "#app/components/lists/filter-chips.tsx";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/cn.ts";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";
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
        {/* Long unbroken names, usernames and addresses wrap inside the cell rather than widen the table. */}
        <span className="block max-w-64 font-medium [overflow-wrap:anywhere] text-slate-900">{displayName(user)}</span>
        <span className="block max-w-64 text-xs [overflow-wrap:anywhere] text-slate-600">{user.username}</span>
      </>
    ),
  },
  email: {
    header: "Email",
    cell: (user) => <span className="block max-w-64 [overflow-wrap:anywhere]">{user.email}</span>,
  },
  // The investor keeps these up to date on their account page (docs/product.md §Account).
  contact: {
    header: "Phone & Address",
    cell: (user) =>
      user.phone || user.mailingAddress ? (
        <span className="block max-w-56 text-sm">
          {user.phone ? <span className="block whitespace-nowrap">{user.phone}</span> : null}
          {user.mailingAddress ? (
            <span className="block text-xs whitespace-pre-line text-slate-600">{user.mailingAddress}</span>
          ) : null}
        </span>
      ) : (
        <span className="text-slate-600">Not on file</span>
      ),
  },
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
      <span className="block text-right whitespace-nowrap tabular-nums">
        {formatMoneyCents(user.capitalCommitment)}
      </span>
    ),
  },
  status: {
    header: "Status",
    // Archived says it all: the account keeps its records but cannot sign in, active or not.
    // Invited: no password yet (decision 0027); the line under it says where its link stands.
    cell: (user) =>
      user.archivedAt ? (
        <Badge tone="gold" title={`Archived ${formatShortDate(user.archivedAt)}`}>
          Archived
        </Badge>
      ) : user.isActive && user.invitation ? (
        <>
          <Badge tone="brand">Invited</Badge>
          <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-600">
            {user.invitation.state === "pending" && user.invitation.expiresAt
              ? `Link valid until ${formatShortDate(user.invitation.expiresAt)}`
              : user.invitation.state === "expired"
                ? "Link expired"
                : "No link sent"}
          </span>
        </>
      ) : (
        <Badge tone={user.isActive ? "green" : "slate"}>{user.isActive ? "Active" : "Inactive"}</Badge>
      ),
  },
  lastSignIn: {
    header: "Last sign-in",
    cell: (user) => (
      <span className="whitespace-nowrap">{user.lastLogin ? formatShortDate(user.lastLogin) : "Never"}</span>
    ),
  },
};

/**
 * From tablet width up, the Actions column stays at the right edge of the table's scroll box:
 * where the table is wider than its box (seven columns on a 1280 px laptop), a row's buttons are
 * in view without scrolling sideways. It has its own background, since the other cells scroll
 * underneath it. On a phone it scrolls with the rest, where a pinned column would cover the table.
 */
const STICKY_END = "sm:sticky sm:right-0 sm:z-10 sm:shadow-[inset_1px_0_0_var(--color-slate-200)]";

/** Which accounts the list shows (?accounts= in the URL): all, the current ones, the archived ones. */
const ACCOUNT_FILTERS: Record<AccountFilter, string> = { all: "All", current: "Current", archived: "Archived" };
const filterFrom = (value: string | null): AccountFilter =>
  value === "current" || value === "archived" ? value : "all";

/** One page of a users list, as the server reads it (decision 0037), with each account filter's count. */
export type UsersPage = Page<ManagedUser> & { accountCounts: Record<AccountFilter, number> };

const USER_SORTS = [
  { value: "created", label: "Date added" },
  { value: "name", label: "Name" },
  { value: "email", label: "Email" },
  { value: "role", label: "Role (staff first)" },
] as const;

/** The account filter: archived accounts (decision 0024) are listed, and can be picked out or left out. */
function AccountFilterNav({ counts, filter }: { counts: Record<AccountFilter, number>; filter: AccountFilter }) {
  return (
    <FilterChips
      label="Filter accounts"
      param="accounts"
      className="mb-3"
      current={filter === "all" ? null : filter}
      choices={(Object.entries(ACCOUNT_FILTERS) as Array<[AccountFilter, string]>).map(([value, label]) => ({
        value: value === "all" ? null : value,
        label,
        count: counts[value],
      }))}
    />
  );
}

/**
 * The users list of both staff screens: the variant's columns and row actions, its order, caption
 * and empty state, the account filter, and (where the variant says one) a loading message while
 * the list is read again.
 */
export function UsersTable({
  variant,
  page,
  currentUserId,
  onAction,
  highlightId,
  emptyAction,
}: {
  variant: UsersVariant;
  page: UsersPage;
  /** The signed-in staff member: actions that may not touch one's own account are left off that row. */
  currentUserId: number;
  onAction: UserActionHandler;
  /** The row being edited, marked. */
  highlightId?: number;
  /** What the empty state offers (the Users tab's Add User). */
  emptyAction?: ReactNode;
}) {
  const config = USERS_VARIANTS[variant];
  const [searchParams] = useSearchParams();
  const filter = filterFrom(searchParams.get("accounts"));
  const { rows, loading } = useUsersList(variant, page.items);
  const searched = Boolean(searchParams.get("q"));

  return (
    <div aria-busy={loading} className="min-w-0">
      {config.loadingMessage ? (
        <div role="status" aria-live="polite" className="mb-2 min-h-6 text-sm text-slate-600">
          {loading ? config.loadingMessage : null}
        </div>
      ) : null}
      {page.accountCounts.all > 0 || searched ? (
        <div className="mb-3 space-y-3">
          <ListControls
            label="Search and sort users"
            searchLabel="Search by name, email, username or member ID"
            sorts={USER_SORTS}
            sort={page.sort}
            dir={page.dir}
          />
          <AccountFilterNav counts={page.accountCounts} filter={filter} />
        </div>
      ) : null}
      {page.accountCounts.all === 0 && !searched ? (
        <EmptyState message={config.emptyMessage}>{emptyAction}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState
          message={searched ? "No accounts match the search." : `No ${ACCOUNT_FILTERS[filter].toLowerCase()} accounts.`}
        />
      ) : (
        <div className={cn("transition-opacity", loading && "opacity-60")}>
          <Table
            caption={`${config.caption(page.total)}${filter === "all" ? "" : `, ${ACCOUNT_FILTERS[filter].toLowerCase()} only`}`}
            className={config.tableWidth}
          >
            <thead>
              <tr>
                {config.columns.map((column) => (
                  <Th key={column} className={COLUMNS[column].headerClass}>
                    {COLUMNS[column].header}
                  </Th>
                ))}
                <Th className={STICKY_END}>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id} className={cn(highlightId === user.id && "bg-brand-50")}>
                  {config.columns.map((column) => (
                    <Td key={column}>{COLUMNS[column].cell(user)}</Td>
                  ))}
                  <Td className={cn(STICKY_END, highlightId === user.id ? "bg-brand-50" : "bg-white")}>
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
          <div className="mt-3">
            <Pager page={page} label="Pages of users" noun={["account", "accounts"]} />
          </div>
        </div>
      )}
    </div>
  );
}
