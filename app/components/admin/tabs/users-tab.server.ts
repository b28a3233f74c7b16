import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { UsersTabData } from "./users-tab";

/**
 * The Users tab's data: the same list GET /api/users answers for this role, newest first (an
 * admin sees investors and viewers only; a super admin everyone). Staff only; the route checked.
 */
export async function load(context: AppLoadContext, user: SessionUser): Promise<UsersTabData> {
  return { users: await context.services.users.listUsers({ visibleTo: user.role }) };
}
