import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("podcasts/:series/rss.xml", "routes/resources/podcast-feed.ts"),
  route("admin-portal", "routes/admin/admin-portal.tsx"),
  route("admin-portal/documents", "routes/admin/documents.tsx"),
  route("admin-dashboard", "routes/admin/admin-dashboard.tsx"),
  route("user-management", "routes/admin/user-management.tsx"),
  route("fund-operations", "routes/admin/fund-operations.tsx"),
  route("investment-dashboard", "routes/portal/investment-dashboard.tsx"),
  route("investor-profile", "routes/portal/investor-profile.tsx"),
  route("account/two-factor", "routes/account/two-factor.tsx"),
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("office-locations", "routes/marketing/office-locations.tsx"),
    route("investments", "routes/marketing/investments.tsx"),
    route("news", "routes/marketing/news.tsx"),
    route("article/:slug", "routes/marketing/article.tsx"),
    route("fund-i-details", "routes/marketing/fund-i-details.tsx"),
    route("fund-ii-details", "routes/marketing/fund-ii-details.tsx"),
    route("partner-portal", "routes/portal/partner-portal.tsx"),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
