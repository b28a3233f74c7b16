import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { userPageQuerySchema } from "#domain/user.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { UsersTabData } from "./users-tab";

/**
 * The Users tab's data: one page of the accounts GET /api/users/page answers for this role (an
 * admin sees investors and viewers only; a super admin everyone), newest first unless the URL asks
 * otherwise. Staff only; the route checked.
 */
export async function load(context: AppLoadContext, user: SessionUser, url: URL): Promise<UsersTabData> {
  return {
    page: await loadListPage(url, userPageQuerySchema, ({ cursor, limit, sort, dir, q, accounts }) =>
      context.services.users.listUsersPage({ visibleTo: user.role, accounts, q }, { cursor, limit, sort, dir }),
    ),
  };
}
