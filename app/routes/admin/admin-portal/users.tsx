import { data } from "react-router";
import UsersTab from "#app/components/accounts/users/users-tab.tsx";
import { load } from "#app/components/accounts/users/users-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/users";

/**
 * The admin portal's Users section, /admin-portal/users (decision 0051): one page of the accounts
 * this staff member may manage, its position, search and order in the query (decision 0037). Staff
 * only, checked here before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user, url) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab user={loaderData.user} data={loaderData.data} />;
}
