import type { AppLoadContext } from "react-router";
import { articlePageQuerySchema } from "#domain/article.ts";
import type { SessionUser } from "#domain/auth.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { NewsTabData } from "./news-tab";

/**
 * The News tab's data: one page of articles (decision 0039: ?status=, ?q=, ?sort=, ?dir= and
 * ?cursor= in the URL; never their bodies), the site pages (three) and the firm's approval rule.
 */
export async function load(context: AppLoadContext, _user: SessionUser, url: URL): Promise<NewsTabData> {
  const { articles, articlePublishing } = context.services;
  const [page, pages, approvalRequired] = await Promise.all([
    loadListPage(url, articlePageQuerySchema, ({ cursor, limit, sort, dir, status, q }) =>
      articles.listPage({ status, q }, { cursor, limit, sort, dir }),
    ),
    articles.listPages(),
    articlePublishing.approvalRequired(),
  ]);
  return { page, pages, approvalRequired };
}
