import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/news";
import { ARTICLE_CATEGORIES } from "../../../domain/article";
import { ArticleCard } from "~/components/marketing/articles/article-card";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { baseUrlFrom, pageMeta } from "~/lib/seo";

const isArticleCategory = (value: string) => (ARTICLE_CATEGORIES as readonly string[]).includes(value);

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await context.services.articles.listPublished() };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "News & Insights",
    description: "Market analysis, investment strategy and company news from the EdFutures research team.",
    path: "/news",
    baseUrl: baseUrlFrom(matches),
  });

export default function News({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const [params] = useSearchParams();
  // Only a real category filters; any other ?category= text is ignored, never echoed on the page.
  const requested = params.get("category");
  const active = requested && isArticleCategory(requested) ? requested : null;
  const categories = [...new Set(articles.map((a) => a.category))].sort();
  // A known category with nothing published yet still shows as the chosen filter.
  if (active && !categories.includes(active)) categories.push(active);
  const shown = active ? articles.filter((a) => a.category === active) : articles;

  // Filters are links (?category=...), so they work before hydration and can be shared.
  const filterClass = (selected: boolean) => cn(buttonClass(selected ? "primary" : "outline", "sm"), "rounded-full");

  return (
    <div className="bg-slate-50">
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">Insights</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">News & Insights</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Research, market analysis and updates from our investment team.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-label="Filter articles by category">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/news"
                preventScrollReset
                aria-current={active ? undefined : "page"}
                className={filterClass(!active)}
              >
                All Articles
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category}>
                <Link
                  to={`/news?category=${encodeURIComponent(category)}`}
                  preventScrollReset
                  aria-current={active === category ? "page" : undefined}
                  className={filterClass(active === category)}
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <h2 className="sr-only">{active ? `${active} articles` : "All articles"}</h2>
        {shown.length === 0 ? (
          <div className="mt-12 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <h3 className="text-xl font-semibold text-brand-900">No Articles Found</h3>
            <p className="mt-2 text-slate-700">
              {active ? `There are no published articles in ${active} yet.` : "No articles have been published yet."}
            </p>
            {active ? (
              <Link to="/news" className={cn(buttonClass("primary"), "mt-6")}>
                View All Articles
              </Link>
            ) : null}
          </div>
        ) : (
          <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
