import type { Route } from "./+types/sitemap";
import { escapeXml } from "#app/lib/xml.ts";

// The public pages; articles are added from the database so publishing shows up at once.
const STATIC_PATHS = ["/", "/investments", "/fund-i-details", "/fund-ii-details", "/news", "/office-locations"];

/** Anyone may read it (decision 0054: every resource route declares its access). */
export const access = "public";

export async function loader({ context }: Route.LoaderArgs) {
  const [articles, pages] = await Promise.all([
    context.services.articles.listPublished(),
    context.services.articles.listPublishedPages(),
  ]);
  const url = (path: string) => escapeXml(new URL(path, context.baseUrl).toString());
  const entries = [
    ...STATIC_PATHS.map((path) => `  <url><loc>${url(path)}</loc></url>`),
    ...pages.map((p) => `  <url><loc>${url(`/${p.slug}`)}</loc><lastmod>${p.updatedAt.slice(0, 10)}</lastmod></url>`),
    ...articles.map(
      (a) => `  <url><loc>${url(`/article/${a.slug}`)}</loc><lastmod>${a.createdAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}
