import { Link } from "react-router";
import type { ArticleSummary } from "#domain/article.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { formatShortDate } from "#domain/format.ts";

/** How many of the latest published articles the sidebar lists. */
export const LATEST_NEWS_COUNT = 4;

/** The sidebar's Latest News: the newest published articles, 'New' on featured ones. */
export function LatestNewsCard({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="latest-news-heading">
          <h3 id="latest-news-heading" className="text-lg font-semibold text-brand-900">
            Latest News
          </h3>
          {articles.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No news has been published yet.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {articles.map((article) => (
                <li key={article.id}>
                  <Link
                    to={`/article/${article.slug}`}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {article.title}
                  </Link>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <time dateTime={article.createdAt}>{formatShortDate(article.createdAt)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{article.category}</span>
                    {article.featured && <Badge tone="gold">New</Badge>}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Link to="/news" className={`${buttonClass("outline", "sm")} mt-4 w-full`}>
            View All News
          </Link>
        </section>
      </CardBody>
    </Card>
  );
}
