import { data } from "react-router";
import EntitiesTab from "#app/components/entities/staff/entities-tab.tsx";
import { load, loadSanctionsList } from "#app/components/entities/staff/entities-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/entities";

/**
 * The admin portal's Entities section, /admin-portal/entities (decision 0060, slice 4): one page of
 * the investing entities, searched by name or member ID and filtered by kind in the query. Staff
 * only, checked here before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url, STAFF_PAGE);
  const [page, sanctionsList] = await Promise.all([load(context, url), loadSanctionsList(context)]);
  return data({ page, sanctionsList }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminEntities({ loaderData }: Route.ComponentProps) {
  return <EntitiesTab page={loaderData.page} sanctionsList={loaderData.sanctionsList} />;
}
