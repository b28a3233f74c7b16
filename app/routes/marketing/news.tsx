import * as z from "zod/mini";
import { Link } from "react-router";
import type { Route } from "./+types/news";
import { ARTICLE_CATEGORIES, NEWS_PAGE_SIZE } from "#domain/article.ts";
import { MAX_NEWS_SEARCH } from "#domain/article-list.ts";
import { pageQuerySchema } from "#domain/paging.ts";
import { Pager } from "#app/components/lists/pager.tsx";
import { Input } from "#app/components/ui/field.tsx";
import { ArticleCard } from "#app/components/publishing/articles/article-card.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/seo.ts";

const isArticleCategory = (value: string) => (ARTICLE_CATEGORIES as readonly string[]).includes(value);

/**
 * A page of published articles (decision 0039): featured first, then newest first by when each
 * was first published, NEWS_PAGE_SIZE a page, with the position (?cursor=), the search (?q=) and
 * the category (?category=) in the URL. Filters, search and Previous/Next are plain links and a
 * GET form, so all of it works without JavaScript and can be shared as a link.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Only the position is read from the URL this way; the search and category are read here.
  const positionSchema = z.object({ cursor: pageQuerySchema(["published"], {}).shape.cursor });
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_NEWS_SEARCH);
  // Only a real category filters; any other ?category= text is ignored, never echoed on the page.
  const requested = url.searchParams.get("category");
  const category = requested && isArticleCategory(requested) ? requested : null;
  const { articles } = context.services;
  const filter = { q: search || undefined, category: category ?? undefined };
  const [page, categories] = await Promise.all([
    loadListPage(url, positionSchema, ({ cursor }) =>
      articles.listPublishedPage(filter, { cursor, limit: NEWS_PAGE_SIZE }),
    ),
    articles.publishedCategories(filter.q),
  ]);
  // A known category with nothing published yet still shows as the chosen filter.
  if (category && !categories.includes(category)) categories.push(category);
  return { page, categories, search, active: category };
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
  const { page, categories, search, active } = loaderData;
  const shown = page.items;

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
          <p role="status" className="mb-4 text-sm wrap-anywhere text-slate-700">
            {`${page.total} ${page.total === 1 ? "article matches" : "articles match"} "${search}"${active ? ` in ${active}` : ""}.`}
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
            <p className="mt-2 wrap-anywhere text-slate-700">
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
        {page.next || page.previous ? (
          <div className="mt-10">
            <Pager page={page} label="Pages of articles" noun={["article", "articles"]} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
