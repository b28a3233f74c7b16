import type { Route } from "./+types/podcast-feed";
import { DEMO_AUDIO, episodesOfSeries, PODCAST_ARTWORK, podcastFeedPath, podcastSeries } from "~/content/podcasts";
import { site } from "~/content/site";
import { escapeXml } from "~/lib/xml";

/**
 * /podcasts/:series/rss.xml — an RSS 2.0 podcast feed (with the iTunes tags podcast apps read)
 * for one series of app/content/podcasts.ts, with the artwork and owner podcast directories
 * require. Public like /rss.xml: podcast apps fetch it without
 * a session, and the content is firm-wide. Unknown series: 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const series = podcastSeries.find((s) => s.slug === params.series);
  if (!series) {
    return new Response("Podcast series not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const abs = (path: string) => escapeXml(new URL(path, context.baseUrl).toString());
  const feedPath = podcastFeedPath(series);
  const items = episodesOfSeries(series).map(
    (episode) => `    <item>
      <title>${escapeXml(episode.title)}</title>
      <description>${escapeXml(episode.description)}</description>
      <category>${escapeXml(episode.category)}</category>
      <guid isPermaLink="false">${escapeXml(`${site.name.toLowerCase()}-${episode.id}`)}</guid>
      <pubDate>${new Date(episode.date).toUTCString()}</pubDate>
      <enclosure url="${abs(episode.audioUrl)}" length="${DEMO_AUDIO.bytes}" type="${DEMO_AUDIO.type}" />
      <itunes:duration>${escapeXml(episode.duration)}</itunes:duration>
      <itunes:explicit>false</itunes:explicit>
    </item>`,
  );
  const title = `${site.name} ${series.title}`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${abs("/")}</link>
    <atom:link href="${abs(feedPath)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(series.description)}</description>
    <language>en-us</language>
    <copyright>${escapeXml(`© ${site.legalName}`)}</copyright>
    <image>
      <url>${abs(PODCAST_ARTWORK.url)}</url>
      <title>${escapeXml(title)}</title>
      <link>${abs("/")}</link>
    </image>
    <itunes:image href="${abs(PODCAST_ARTWORK.url)}" />
    <itunes:author>${escapeXml(site.name)}</itunes:author>
    <itunes:owner>
      <itunes:name>${escapeXml(site.legalName)}</itunes:name>
      <itunes:email>${escapeXml(site.email)}</itunes:email>
    </itunes:owner>
    <itunes:type>episodic</itunes:type>
    <itunes:summary>${escapeXml(series.description)}</itunes:summary>
    <itunes:category text="Business"><itunes:category text="Investing" /></itunes:category>
    <itunes:explicit>false</itunes:explicit>
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
