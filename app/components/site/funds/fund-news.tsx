import { ArrowRight, Newspaper } from "lucide-react";
import { Link } from "react-router";
import type { PublishedSummary } from "#domain/article.ts";
import { formatShortDate } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CARD_IMAGE_SIZES, ResponsiveImage } from "#app/components/site/responsive-image.tsx";
import { Section, SectionHeading } from "./section-heading";

export function FundNews({ news }: { news: readonly PublishedSummary[] }) {
  return (
    <Section labelledBy="fund-news-title" tone="tint">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="fund-news-title" eyebrow="Insights" title="Latest News & Insights" align="left">
          Research and updates from our investment team.
        </SectionHeading>
        <Link to="/news" className={`${buttonClass("outline", "md")} self-start sm:self-auto`}>
          View All News <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>

      {news.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center">
          <Newspaper aria-hidden="true" className="mx-auto h-8 w-8 text-brand-500" />
          <p className="mt-3 font-semibold text-brand-900">No news yet</p>
          <p className="mt-1 text-slate-600">Our first insights are on their way. Please check back soon.</p>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {news.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function NewsCard({ article }: { article: PublishedSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 border-t-4 border-t-gold-400 bg-white shadow-sm">
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
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <Badge tone="brand">{article.category}</Badge>
          <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt)}</time>
        </div>
        <h3 className="mt-4 text-lg leading-snug font-semibold text-brand-900">{article.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{article.description}</p>
        <Link
          to={`/article/${article.slug}`}
          className="mt-5 inline-flex min-h-6 items-center gap-1.5 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          Read Full Article
          {/* Several cards share the link text; the hidden title tells them apart for screen readers. */}
          <span className="sr-only">: {article.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
