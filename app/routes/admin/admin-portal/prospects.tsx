import { data } from "react-router";
import { ProspectsList } from "#app/components/prospects/prospects-list.tsx";
import { loadListPage } from "#app/lib/list-page.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import { todayUtc } from "#domain/dates.ts";
import { prospectPageQuerySchema } from "#domain/prospects.ts";
import type { Route } from "./+types/prospects";

/**
 * The admin portal's Prospects section, /admin-portal/prospects (issue 25 §1): one page of the
 * pipeline with the counts per stage and the staff who can own a prospect. Staff only, checked
 * before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url, STAFF_PAGE);
  const { prospects } = context.services;
  const loaded = await loadListPage(url, prospectPageQuerySchema, async ({ cursor, limit, sort, dir, ...filter }) => {
    const [page, counts, owners] = await Promise.all([
      prospects.listPage(filter, { cursor, limit, sort, dir }),
      prospects.countByStage({ owner: filter.owner, q: filter.q }),
      prospects.owners(),
    ]);
    return { page, counts, owners, today: todayUtc(context.services.now()) };
  });
  return data(loaded, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminProspects({ loaderData }: Route.ComponentProps) {
  return <ProspectsList data={loaderData} />;
}
