// List users: all of them, a page at a time with each account filter's count, one of them, and how many staff there are.
import { and, count, desc, inArray } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { ADMIN_MANAGEABLE_ROLES, type AccountFilter, type ManagedUser } from "#domain/user.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { exactTime, keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import { type PagedRow, ROLE_RANK, USER_ORDERS, type UserListFilter, userFilterOf } from "./user-queries.ts";
import { userSteps, type UserDeps } from "./internal/user-rules.ts";

export function listUsers(db: Database, deps: UserDeps) {
  const { toManaged, getUser } = userSteps(db, deps);

  return {
    /** Newest first. A super admin sees everyone; an admin the accounts they may manage. */
    async listUsers(options: { visibleTo: Role }): Promise<ManagedUser[]> {
      const rows = await db
        .select()
        .from(users)
        .where(options.visibleTo === "super_admin" ? undefined : inArray(users.role, [...ADMIN_MANAGEABLE_ROLES]))
        .orderBy(desc(users.createdAt), desc(users.id));
      return toManaged(rows);
    },

    /** One page of a users list (decision 0037), with how many accounts each account filter holds. */
    async listUsersPage(
      filter: UserListFilter,
      request: PageRequest,
    ): Promise<Page<ManagedUser> & { accountCounts: Record<AccountFilter, number> }> {
      const where = userFilterOf(filter);
      const countsOf = async () => {
        const [row] = await db
          .select({ all: count(), archived: count(users.archivedAt) })
          .from(users)
          .where(userFilterOf({ ...filter, accounts: "all" }));
        return { all: row.all, archived: row.archived, current: row.all - row.archived };
      };
      const [page, accountCounts] = await Promise.all([
        keysetPage<PagedRow>({
          request,
          orders: USER_ORDERS,
          defaultSort: "created",
          defaultDir: "desc",
          fetch: (after, orderBy, limit) =>
            db
              .select({ user: users, exactCreatedAt: exactTime(users.createdAt), roleRank: ROLE_RANK })
              .from(users)
              .where(and(where, after))
              .orderBy(...orderBy)
              .limit(limit)
              .then((rows) =>
                rows.map((r) => ({ ...r.user, exactCreatedAt: r.exactCreatedAt, roleRank: Number(r.roleRank) })),
              ),
          count: async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
        }),
        countsOf(),
      ]);
      const items = await toManaged(page.items.map(({ exactCreatedAt: _t, roleRank: _r, ...row }) => row));
      return { ...page, items, accountCounts };
    },

    /** How many admin and super admin accounts there are (/user-management says it). */
    async countStaff(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(inArray(users.role, ["admin", "super_admin"]));
      return row.n;
    },

    getUser,
  };
}
