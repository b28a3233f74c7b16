import type { Route } from "./+types/rss";
import { site } from "#app/content/site.ts";
import { escapeXml } from "#app/lib/xml.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";

/** The article's HTML as character data; "]]>" inside it is split so it cannot end the section. */
const cdata = (html: string) => `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** Anyone may read it (decision 0054: every resource route declares its access). */
export const access = "public";

export async function loader({ context }: Route.LoaderArgs) {
  const articles = await context.services.articles.listFeed(50);
  const abs = (path: string) => escapeXml(new URL(path, context.baseUrl).toString());
  const items = articles.map(
    (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${abs(`/article/${a.slug}`)}</link>
      <guid isPermaLink="true">${abs(`/article/${a.slug}`)}</guid>
      <category>${escapeXml(a.category)}</category>
      <description>${escapeXml(a.description)}</description>
      <content:encoded>${cdata(renderMarkdown(a.content).html)}</content:encoded>
      <pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>
    </item>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
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
