import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { NewsTabData } from "./news-tab";

/** The News tab's data: every article, drafts included, newest first (staff only; the route checked). */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<NewsTabData> {
  return { articles: await context.services.articles.listAll() };
}
