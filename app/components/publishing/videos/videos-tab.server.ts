import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { videoPageQuerySchema } from "#domain/video.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { VideosTabData } from "./videos-tab";

/**
 * The Videos tab's data: one page of videos (decision 0039: ?q=, ?sort=, ?dir= and ?cursor= in
 * the URL; newest upload first by default), and every podcast episode (null when they cannot be
 * read: that section shows its error state and the videos still show).
 */
export async function load(context: AppLoadContext, _user: SessionUser, url: URL): Promise<VideosTabData> {
  const [page, episodes] = await Promise.all([
    loadListPage(url, videoPageQuerySchema, ({ cursor, limit, sort, dir, q }) =>
      context.services.videos.listPage({ q }, { cursor, limit, sort, dir }),
    ),
    context.services.podcasts.list().catch((error: unknown) => {
      context.logError(error, "podcast episodes could not be loaded for the Videos tab");
      return null;
    }),
  ]);
  return { page, episodes };
}
