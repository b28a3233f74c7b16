import { data } from "react-router";
import ResourcesTab from "#app/components/publishing/resources/resources-tab.tsx";
import { load } from "#app/components/publishing/resources/resources-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/resources";

/**
 * The admin portal's Resources section, /admin-portal/resources (decision 0051): one page of the
 * resources, its position, search and order in the query (decision 0039). Staff only, checked here
 * before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user, url) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminResources({ loaderData }: Route.ComponentProps) {
  return <ResourcesTab user={loaderData.user} data={loaderData.data} />;
}
