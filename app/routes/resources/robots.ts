import type { Route } from "./+types/robots";

// Portals and the API are private: keep crawlers on the public site (but let them fetch the podcast audio).
/** Anyone may read it (decision 0054: every resource route declares its access). */
export const access = "public";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    // The podcast feeds' enclosures are public audio under /api/ (episodeAudioPath): crawlers and
    // podcast directories that honour robots.txt must reach them. RFC 9309 §2.2.2: the longest
    // matching rule wins, so this Allow outranks "Disallow: /api/" for the audio files only.
    "Allow: /api/podcast-episodes/*/audio.",
    "Disallow: /api/",
    "Disallow: /partner-portal",
    "Disallow: /admin-portal",
    "Disallow: /admin-dashboard",
    "Disallow: /user-management",
    "Disallow: /investment-dashboard",
    "Disallow: /investor-profile",
    "",
    `Sitemap: ${new URL("/sitemap.xml", context.baseUrl)}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
