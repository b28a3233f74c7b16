import type { Route } from "./+types/podcast-feed";
import { PODCAST_ARTWORK } from "#app/content/podcasts.ts";
import { site } from "#app/content/site.ts";
import { escapeXml } from "#app/lib/xml.ts";
import { formatDuration, podcastFeedPath, seriesOf } from "#domain/podcast.ts";

/**
 * /podcasts/:series/rss.xml — an RSS 2.0 podcast feed (with the iTunes tags podcast apps read)
 * for one series (domain/podcast.ts): its stored episodes, newest first, each enclosure stating
 * the file's real byte size and type and its real duration, with the artwork and owner podcast
 * directories require. Public like /rss.xml and the audio it names: podcast apps fetch both without
 * a session, and the content is firm-wide (decision 0034). Unknown series: 404.
 */
/** Anyone may read it (decision 0054: every resource route declares its access). */
export const access = "public";

export async function loader({ params, context }: Route.LoaderArgs) {
  const series = seriesOf(params.series);
  if (!series) {
    return new Response("Podcast series not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const abs = (path: string) => escapeXml(new URL(path, context.baseUrl).toString());
  const feedPath = podcastFeedPath(series);
  const episodes = await context.services.podcasts.listSeries(series.slug);
  const items = episodes.map(
    (episode) => `    <item>
      <title>${escapeXml(episode.title)}</title>
      <description>${escapeXml(episode.description)}</description>
      <category>${escapeXml(episode.category)}</category>
      <guid isPermaLink="false">${escapeXml(`${site.name.toLowerCase()}-podcast-episode-${episode.id}`)}</guid>
      <pubDate>${new Date(episode.publishedOn).toUTCString()}</pubDate>
      <enclosure url="${abs(episode.audioUrl)}" length="${episode.byteSize}" type="${escapeXml(episode.contentType)}" />
      <itunes:duration>${formatDuration(episode.durationSeconds)}</itunes:duration>
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
