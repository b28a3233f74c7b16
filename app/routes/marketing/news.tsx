import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/news";
import { ARTICLE_CATEGORIES } from "../../../domain/article";
import { featuredFirst, MAX_NEWS_SEARCH } from "../../../domain/article-list";
import { Input } from "~/components/ui/field";
import { ArticleCard } from "~/components/marketing/articles/article-card";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { baseUrlFrom, pageMeta } from "~/lib/seo";

const isArticleCategory = (value: string) => (ARTICLE_CATEGORIES as readonly string[]).includes(value);

export async function loader({ context, request }: Route.LoaderArgs) {
  // A GET form, so search works without JavaScript and a result can be shared as a link.
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_NEWS_SEARCH);
  const articles = await context.services.articles.listPublished(search ? { search } : {});
  return { articles: featuredFirst(articles), search };
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
  const { articles, search } = loaderData;
  const [params] = useSearchParams();
  // Only a real category filters; any other ?category= text is ignored, never echoed on the page.
  const requested = params.get("category");
  const active = requested && isArticleCategory(requested) ? requested : null;
  const categories = [...new Set(articles.map((a) => a.category))].sort();
  // A known category with nothing published yet still shows as the chosen filter.
  if (active && !categories.includes(active)) categories.push(active);
  const shown = active ? articles.filter((a) => a.category === active) : articles;

  // Filters are links (?category=...), so they work before hydration and can be shared; they keep the search.
  const withSearch = (query: Record<string, string>) => {
    const pairs = Object.entries({ ...(search ? { q: search } : {}), ...query });
    const encoded = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
    return encoded ? `/news?${encoded}` : "/news";
  };
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
        <form method="get" action="/news" role="search" className="mb-6 flex max-w-xl flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="news-search" className="mb-1.5 block text-sm font-medium text-slate-800">
              Search articles
            </label>
            <Input
              id="news-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={MAX_NEWS_SEARCH}
              placeholder="Title, summary or text"
            />
          </div>
          {active ? <input type="hidden" name="category" value={active} /> : null}
          <button type="submit" className={buttonClass("primary")}>
            Search
          </button>
          {search ? (
            <Link
              to={active ? `/news?category=${encodeURIComponent(active)}` : "/news"}
              className={buttonClass("outline")}
            >
              Clear search
            </Link>
          ) : null}
        </form>
        {search ? (
          <p role="status" className="mb-4 text-sm text-slate-700">
            {`${shown.length} ${shown.length === 1 ? "article matches" : "articles match"} "${search}"${active ? ` in ${active}` : ""}.`}
          </p>
        ) : null}
        <nav aria-label="Filter articles by category">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={withSearch({})}
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
                  to={withSearch({ category })}
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
              {search
                ? `No published article matches "${search}"${active ? ` in ${active}` : ""}.`
                : active
                  ? `There are no published articles in ${active} yet.`
                  : "No articles have been published yet."}
            </p>
            {active || search ? (
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
