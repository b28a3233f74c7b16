import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/article";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatDate } from "../../../domain/format";
import { baseUrlFrom, pageMeta } from "~/lib/seo";
import { renderMarkdown } from "../../../server/content/markdown";

export const BYLINE = "EdFutures Research Team";

export async function loader({ context, params }: Route.LoaderArgs) {
  const article = await context.services.articles.getPublishedBySlug(params.slug);
  // A slug typed in another case finds the article at its one canonical address.
  if (article && article.slug !== params.slug) {
    throw redirect(`/article/${article.slug}`, {
      status: 301,
      headers: { "Cache-Control": "public, max-age=0, s-maxage=60" },
    });
  }
  // Missing and unpublished articles look the same to the public: a 404 page, not an error.
  if (!article) return data({ article: null, body: null }, { status: 404 });
  // The page gets the sanitized HTML, not the Markdown too (the loader's data is sent to the browser).
  const { content, ...shown } = article;
  return data({ article: shown, body: renderMarkdown(content).html });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=0, s-maxage=60" };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const baseUrl = baseUrlFrom(matches);
  const article = loaded?.article;
  if (!article) {
    return [{ title: "Article Not Found | EdFutures" }, { name: "robots", content: "noindex" }];
  }
  return pageMeta({
    title: article.title,
    description: article.description,
    path: `/article/${params.slug}`,
    baseUrl,
    image: article.imageUrl,
    type: "article",
    publishedTime: article.createdAt,
  });
};

function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6" role="status" aria-label="Loading article">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="mt-4 h-10 w-full" />
      <Skeleton className="mt-2 h-10 w-2/3" />
      <Skeleton className="mt-6 h-4 w-48" />
      <Skeleton className="mt-8 aspect-[1200/630] w-full" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Moving from one article to another: show the skeleton rather than the old article.
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/article/")) {
    return <ArticleSkeleton />;
  }

  const { article, body } = loaderData;
  if (!article || body === null) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">Article Not Found</h1>
        <p className="mt-4 text-slate-700">The article you are looking for does not exist or is no longer available.</p>
        <Link to="/news" className={`${buttonClass("primary")} mt-8`}>
          Back to News
        </Link>
      </div>
    );
  }

  return (
    // wrap-anywhere: an unbroken long word (a URL, say) wraps instead of widening the page.
    <article className="pb-16 wrap-anywhere">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6">
          <Link to="/news" className="text-sm font-semibold text-gold-300 hover:underline">
            ← Back to News
          </Link>
          <div className="mt-6">
            <Badge tone="gold">{article.category}</Badge>
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-sm text-brand-100">
            <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            By {BYLINE}
            <span aria-hidden="true"> · </span>
            {`${article.readingMinutes} min read`}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {article.imageUrl ? (
          <img
            src={article.imageUrl}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover shadow-sm"
          />
        ) : null}
        <p className="mt-8 text-xl leading-8 text-slate-700">{article.description}</p>
        {/* Sanitized against an allow-list on the server (server/content/markdown.ts). */}
        <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: body }} />
        <div className="mt-12 border-t border-slate-200 pt-8">
          <Link to="/news" className={buttonClass("outline")}>
            Back to News
          </Link>
        </div>
      </div>
    </article>
  );
}
