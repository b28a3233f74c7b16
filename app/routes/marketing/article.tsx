import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView } from "#app/components/publishing/articles/public-article-view.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { articlePageMeta } from "#app/lib/seo.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";
import { mediaIdsIn } from "#domain/media-urls.ts";

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
  // Images from the media library get their srcset: look up the ones the text names.
  const media = await context.services.media.dimensions(mediaIdsIn(content));
  return data({ article: shown, body: renderMarkdown(content, media).html });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=0, s-maxage=60" };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const article = loaded?.article;
  if (!article) {
    return [{ title: "Article Not Found | EdFutures" }, { name: "robots", content: "noindex" }];
  }
  return articlePageMeta(article, `/article/${params.slug}`, matches);
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

  return <ArticleView article={article} body={body} path={`/article/${article.slug}`} />;
}
