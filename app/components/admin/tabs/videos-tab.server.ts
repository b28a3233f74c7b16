import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { VideosTabData } from "./videos-tab";

/** The Videos tab's data: every video, newest upload first. */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<VideosTabData> {
  return { videos: await context.services.videos.list() };
}
