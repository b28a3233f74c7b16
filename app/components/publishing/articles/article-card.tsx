import { Link } from "react-router";
import type { PublishedSummary } from "#domain/article.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { CARD_IMAGE_SIZES, ResponsiveImage } from "#app/components/site/responsive-image.tsx";
import { formatShortDate } from "#domain/format.ts";

/** One article teaser: image only if present, category, date, title, description, Read More. */
export function ArticleCard({ article, showDate = true }: { article: PublishedSummary; showDate?: boolean }) {
  const href = `/article/${article.slug}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl wrap-anywhere border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {article.imageUrl ? (
        <ResponsiveImage
          src={article.imageUrl}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge>{article.category}</Badge>
          {article.featured ? <Badge tone="gold">Featured</Badge> : null}
          {showDate ? <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt)}</time> : null}
          <span>{`${article.readingMinutes} min read`}</span>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-brand-900">
          {/* The whole card is clickable through this link's stretched hit area. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-slate-700">{article.description}</p>
        <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
          Read More →
        </span>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" aria-hidden="true">
      <Skeleton className="aspect-[1200/630] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
