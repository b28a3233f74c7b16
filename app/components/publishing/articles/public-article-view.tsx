import { Link, useRouteLoaderData } from "react-router";
import type { PublicArticle } from "#domain/article.ts";
import { formatDate } from "#domain/format.ts";
import { DEFAULT_SOCIAL_IMAGE } from "#domain/site-pages.ts";
import { ArticleBody, ArticleHeader, BYLINE } from "#app/components/publishing/articles/article-view.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { articleJsonLd, articleSocialImage, jsonForScript } from "#app/lib/seo.ts";

/** What an article page shows: the article without its Markdown, and its body rendered on the server. */
export type ShownArticle = Omit<PublicArticle, "content">;

/**
 * The public article page's content: the one component behind /article/:slug and the staff's
 * private preview (decision 0031), so a preview is exactly what the public will see.
 */
export function ArticleView({ article, body, path }: { article: ShownArticle; body: string; path: string }) {
  const root = useRouteLoaderData("root") as { baseUrl?: string } | undefined;
  const baseUrl = root?.baseUrl ?? "http://localhost:3000";
  const absolute = (p: string) => new URL(p, baseUrl).toString();
  const jsonLd = articleJsonLd({
    headline: article.metaTitle ?? article.title,
    description: article.metaDescription ?? article.description,
    url: absolute(path),
    image: absolute(articleSocialImage(article) ?? DEFAULT_SOCIAL_IMAGE),
    datePublished: article.firstPublishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    author: BYLINE,
  });
  return (
    // wrap-anywhere: an unbroken long word (a URL, say) wraps instead of widening the page.
    <article className="pb-16 wrap-anywhere">
      {/* A data block, never run (so the CSP's script rule does not apply); escaped for the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <ArticleHeader
        category={article.category}
        title={article.title}
        createdAt={article.firstPublishedAt ?? article.createdAt}
        readingMinutes={article.readingMinutes}
        backLink={
          <Link to="/news" className="text-sm font-semibold text-gold-300 hover:underline">
            ← Back to News
          </Link>
        }
      />
      <ArticleBody imageUrl={article.imageUrl} description={article.description} html={body}>
        <div className="mt-12 border-t border-slate-200 pt-8">
          <Link to="/news" className={buttonClass("outline")}>
            Back to News
          </Link>
        </div>
      </ArticleBody>
    </article>
  );
}

/** A site page (Privacy Policy, ...): its title and its rendered body; the public page and the preview. */
export function SitePageView({ page, body }: { page: ShownArticle; body: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 wrap-anywhere sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
      </p>
      <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
