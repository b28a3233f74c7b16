import { data } from "react-router";
import NewsTab from "#app/components/publishing/news/news-tab.tsx";
import { load } from "#app/components/publishing/news/news-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/news";

/**
 * The admin portal's News section, /admin-portal/news (decision 0051): one page of the articles
 * (drafts too; position, filters and order in the query, decision 0039), the site pages and the
 * approval rule. Staff only, checked here before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user, url) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  return <NewsTab user={loaderData.user} data={loaderData.data} />;
}
