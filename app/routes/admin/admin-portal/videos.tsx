import { data } from "react-router";
import VideosTab from "#app/components/publishing/videos/videos-tab.tsx";
import { load } from "#app/components/publishing/videos/videos-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/videos";

/**
 * The admin portal's Videos section, /admin-portal/videos (decision 0051): one page of the videos
 * (position, search and order in the query, decision 0039) and the podcast episodes. Staff only,
 * checked here before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user, url) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminVideos({ loaderData }: Route.ComponentProps) {
  return <VideosTab user={loaderData.user} data={loaderData.data} />;
}
