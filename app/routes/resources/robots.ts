import type { Route } from "./+types/robots";

// Portals and the API are private: keep crawlers on the public site.
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
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
