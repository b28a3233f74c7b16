import type { Route } from "./+types/rss";
import { site } from "~/content/site";
import { escapeXml } from "~/lib/xml";

export async function loader({ context }: Route.LoaderArgs) {
  const articles = (await context.services.articles.listPublished()).slice(0, 50);
  const abs = (path: string) => escapeXml(new URL(path, context.baseUrl).toString());
  const items = articles.map(
    (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${abs(`/article/${a.slug}`)}</link>
      <guid isPermaLink="true">${abs(`/article/${a.slug}`)}</guid>
      <category>${escapeXml(a.category)}</category>
      <description>${escapeXml(a.description)}</description>
      <pubDate>${new Date(a.createdAt).toUTCString()}</pubDate>
    </item>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} News & Insights`)}</title>
    <link>${abs("/news")}</link>
    <atom:link href="${abs("/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(site.description)}</description>
    <language>en-us</language>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=300",
    },
  });
}
