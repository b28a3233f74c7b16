// What other features use to find and order users (search, name order), and who manages them.
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { ADMIN_MANAGEABLE_ROLES, type AccountFilter } from "#domain/user.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { containsPattern, type SortKey } from "#server/platform/keyset.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";

/** The staff member making a change: who (for the audit log and the rules) and which session. */
export interface ManagingUser extends ActingUser {
  role: Role;
  sessionId: number | null;
}

export type UserRow = typeof users.$inferSelect;
export type PagedRow = UserRow & { exactCreatedAt: string; roleRank: number };

// The orders of the paged lists; each has an index in decision 0037's migration. Staff first is
// one descending rank so the whole order runs one way (a keyset needs that).
export const ROLE_RANK = sql<number>`(case ${users.role} when 'super_admin' then 3 when 'admin' then 2 when 'investor' then 1 else 0 end)`;
/** The users' order by name (last, then first), as their name index has it. */
export const USER_NAME_KEY = sql`lower(coalesce(${users.lastName}, '') || ' ' || coalesce(${users.firstName}, ''))`;
export const CREATED: SortKey<PagedRow> = {
  expr: sql`${users.createdAt}`,
  kind: "timestamp",
  value: (r) => r.exactCreatedAt,
};
export const ID: SortKey<PagedRow> = { expr: sql`${users.id}`, kind: "integer", value: (r) => r.id };
export const USER_ORDERS: Record<string, Array<SortKey<PagedRow>>> = {
  created: [CREATED, ID],
  name: [
    { expr: USER_NAME_KEY, kind: "text", value: (r) => `${r.lastName ?? ""} ${r.firstName ?? ""}`.toLowerCase() },
    ID,
  ],
  email: [{ expr: sql`lower(${users.email})`, kind: "text", value: (r) => r.email.toLowerCase() }, ID],
  role: [{ expr: ROLE_RANK, kind: "integer", value: (r) => r.roleRank }, CREATED, ID],
};
/** "EDF-2023-0001" (memberIdOf) names account 1. */
export const MEMBER_ID = /^EDF-\d{4}-(\d{1,10})$/i;

/** A users list's filters: whose accounts the viewer may see, archived or not, and a search. */
export interface UserListFilter {
  visibleTo: Role;
  accounts?: AccountFilter;
  q?: string;
}
export function userFilterOf({ visibleTo, accounts, q }: UserListFilter): SQL | undefined {
  const member = q ? MEMBER_ID.exec(q) : null;
  const pattern = q ? containsPattern(q) : "";
  return and(
    visibleTo === "super_admin" ? undefined : inArray(users.role, [...ADMIN_MANAGEABLE_ROLES]),
    accounts === "current"
      ? isNull(users.archivedAt)
      : accounts === "archived"
        ? isNotNull(users.archivedAt)
        : undefined,
    member
      ? eq(users.id, Math.min(Number(member[1]), 2_147_483_647))
      : q
        ? or(
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
          )
        : undefined,
  );
}
