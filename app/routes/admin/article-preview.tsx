import { data } from "react-router";
import { STATUS_LABELS } from "#domain/article-status.ts";
import { publicPathOf } from "#domain/site-pages.ts";
import { ArticleView, SitePageView } from "#app/components/publishing/articles/public-article-view.tsx";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { articlePageMeta } from "#app/lib/seo.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";
import { mediaIdsIn } from "#domain/media-urls.ts";
import type { Route } from "./+types/article-preview";

/** Private: never stored (no-store keeps it out of our page cache too) and never indexed. */
const PREVIEW_HEADERS = { ...PRIVATE_HEADERS, "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * Staff preview of an article or site page in any state (decision 0031): the public page's own
 * component inside the public layout, so what staff check is what the public will get. Visitors
 * who are not signed in go to the staff sign-in; other roles get 403; nothing here is cached.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  const found = id === null ? null : await context.services.articles.getById(id);
  if (!found) throw new Response("Article not found", { status: 404, headers: PREVIEW_HEADERS });
  const { content, ...article } = found;
  const media = await context.services.media.dimensions(mediaIdsIn(content));
  return data({ article, body: renderMarkdown(content, media).html }, { headers: PREVIEW_HEADERS });
}

export function headers() {
  return PREVIEW_HEADERS;
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const article = loaded?.article;
  if (!article) return [{ title: "Preview | EdFutures" }, { name: "robots", content: "noindex, nofollow" }];
  return [
    ...articlePageMeta(article, publicPathOf(article), matches).filter((tag) => !("title" in tag)),
    { title: `Preview: ${article.metaTitle ?? article.title} | EdFutures` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, body } = loaderData;
  return (
    <>
      <p role="note" className="border-b border-gold-300 bg-gold-100 px-4 py-2 text-center text-sm text-slate-900">
        <strong>Preview</strong> ({STATUS_LABELS[article.status]}): only staff can see this page.
        {article.status === "published" ? " This version is live." : " The public cannot see it yet."}
      </p>
      {article.kind === "page" ? (
        <SitePageView page={article} body={body} />
      ) : (
        <ArticleView article={article} body={body} path={publicPathOf(article)} />
      )}
    </>
  );
}
