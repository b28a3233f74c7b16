import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { PublishedSummary } from "#domain/article.ts";
import { ArticleCard, ArticleCardSkeleton } from "#app/components/publishing/articles/article-card.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

export const TEASER_SIZE = 3;

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-slate-700">No published articles available yet.</p>
      <Link to="/news" className={`${buttonClass("outline")} mt-6`}>
        Visit News Page
      </Link>
    </div>
  );
}

/** `articles`: the newest published, one more than it shows (whether to offer "View All"). */
function Teaser({ articles }: { articles: PublishedSummary[] }) {
  if (articles.length === 0) return <EmptyState />;
  return (
    <>
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {articles.slice(0, TEASER_SIZE).map((article) => (
          <ArticleCard key={article.id} article={article} showDate={false} />
        ))}
      </div>
      {articles.length > TEASER_SIZE ? (
        <div className="mt-10 text-center">
          <Link to="/news" className={buttonClass("primary", "lg")}>
            View All News & Insights
          </Link>
        </div>
      ) : null}
    </>
  );
}

/** The home page's latest three published articles, streamed in behind skeleton cards. */
export function InsightsTeaser({ articles }: { articles: Promise<PublishedSummary[]> }) {
  return (
    <section id="insights" aria-labelledby="insights-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">Insights</p>
          <h2 id="insights-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Latest News & Insights
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Perspectives from our research team on markets, strategy and the communities we invest in.
          </p>
        </div>
        <div className="mt-12">
          <Suspense
            fallback={
              <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading articles">
                {Array.from({ length: TEASER_SIZE }, (_, i) => (
                  <ArticleCardSkeleton key={i} />
                ))}
              </div>
            }
          >
            <Await resolve={articles} errorElement={<EmptyState />}>
              {(list) => <Teaser articles={list} />}
            </Await>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
