import { data } from "react-router";
import { SITE_PAGES, type SitePageSlug } from "#domain/site-pages.ts";
import { SitePageView } from "#app/components/publishing/articles/public-article-view.tsx";
import { pageMeta, baseUrlFrom } from "#app/lib/seo.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";
import { mediaIdsIn } from "#domain/media-urls.ts";
import type { Route } from "./+types/site-page";

const CACHE = "public, max-age=0, s-maxage=60";

/**
 * The legal pages (/privacy-policy, /terms-of-use, /disclosures): site pages staff write and
 * publish like articles (decision 0031). One module, one route per fixed address.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "") as SitePageSlug;
  const known = SITE_PAGES.find((p) => p.slug === slug);
  const page = known ? await context.services.articles.getPublishedPage(slug) : null;
  if (!page) return data({ page: null, body: null, title: known?.title ?? "Page" }, { status: 404 });
  const { content, ...shown } = page;
  const media = await context.services.media.dimensions(mediaIdsIn(content));
  return data({ page: shown, body: renderMarkdown(content, media).html, title: page.title });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const page = loaded?.page;
  if (!page) return [{ title: `${loaded?.title ?? "Page"} | EdFutures` }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: page.metaTitle ?? page.title,
    description: page.metaDescription ?? page.description,
    path: location.pathname,
    baseUrl: baseUrlFrom(matches),
    image: page.socialImageUrl ?? page.imageUrl,
  });
};

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { page, body, title } = loaderData;
  if (!page || body === null) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        <p className="mt-4 text-slate-700">This page is not available at the moment. Please check back soon.</p>
      </div>
    );
  }
  return <SitePageView page={page} body={body} />;
}
