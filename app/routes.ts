import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { SITE_PAGES } from "#domain/site-pages.ts";

export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("podcasts/:series/rss.xml", "routes/resources/podcast-feed.ts"),
  // What staff dialogs read when they open (decision 0054): each module declares its access.
  route("resources/mail-messages/:id", "routes/resources/staff/mail-message.ts"),
  route("resources/media", "routes/resources/staff/media-library.ts"),
  route("resources/documents/consents", "routes/resources/staff/document-consents.ts"),
  route("resources/documents/recipients", "routes/resources/staff/document-recipients.ts"),
  route("resources/documents/:id/:list", "routes/resources/staff/document-list.ts"),
  route("resources/entities", "routes/resources/staff/entity-choices.ts"),
  route("resources/prospects", "routes/resources/staff/prospect-choices.ts"),
  route("resources/funds/:fund/cash-flows", "routes/resources/staff/fund-cash-flows.ts"),
  // The staff sign-in, and for staff the shell around its sections, each a nested route with its
  // own loader and chunk (decision 0051); the old ?tab= addresses redirect to them.
  route("admin-portal", "routes/admin/admin-portal.tsx", [
    route("overview", "routes/admin/admin-portal/overview.tsx"),
    route("users", "routes/admin/admin-portal/users.tsx"),
    // Investing entities (decision 0060, slice 4); an entity's own page is below, outside the tabs.
    route("entities", "routes/admin/admin-portal/entities.tsx"),
    route("positions", "routes/admin/admin-portal/positions.tsx"),
    // Each fund's terms, side letters and management fees (issue 26, decision 0068): ?fund=fund-ii.
    route("terms", "routes/admin/admin-portal/terms.tsx"),
    route("investments", "routes/admin/admin-portal/investments.tsx"),
    route("resources", "routes/admin/admin-portal/resources.tsx"),
    route("news", "routes/admin/admin-portal/news.tsx"),
    route("videos", "routes/admin/admin-portal/videos.tsx"),
    route("inquiries", "routes/admin/admin-portal/inquiries.tsx"),
    route("prospects", "routes/admin/admin-portal/prospects.tsx"),
    route("prospects/:id", "routes/admin/admin-portal/prospect.tsx"),
    // Offerings and their data rooms (issue 25 §2).
    route("offerings", "routes/admin/admin-portal/offerings.tsx"),
    route("offerings/:id", "routes/admin/admin-portal/offering.tsx"),
    // Staff review of subscriptions (issue 25 §4) and one subscription's page.
    route("subscriptions", "routes/admin/admin-portal/subscriptions.tsx"),
    route("subscriptions/:id", "routes/admin/admin-portal/subscription.tsx"),
    route("events", "routes/admin/admin-portal/events.tsx"),
  ]),
  route("admin-portal/documents", "routes/admin/documents.tsx"),
  route("admin-portal/entities/:id", "routes/admin/entity.tsx"),
  route("admin-portal/mail", "routes/admin/mail.tsx"),
  route("admin-portal/news/records", "routes/admin/article-records.tsx"),
  route("admin-portal/news/records/:id", "routes/admin/article-record.tsx"),
  route("admin-portal/media", "routes/admin/media.tsx"),
  route("admin-portal/audit-log", "routes/admin/audit-log.tsx"),
  // The article editor: "new", or an article id (one route, so a create keeps the page as it is).
  route("admin-portal/news/:id", "routes/admin/article-editor.tsx"),
  route("admin-dashboard", "routes/admin/admin-dashboard.tsx"),
  route("user-management", "routes/admin/user-management.tsx"),
  route("fund-operations", "routes/admin/fund-operations.tsx"),
  route("investment-dashboard", "routes/portal/investment-dashboard.tsx"),
  route("investor-profile", "routes/portal/investor-profile.tsx"),
  route("accounts", "routes/portal/accounts.tsx"),
  // Offerings a person is invited to (or, as an investor, sees) and their data rooms (issue 25 §2).
  route("offerings", "routes/portal/offerings.tsx"),
  route("offerings/:id", "routes/portal/offering.tsx"),
  // An entity's own page for the people on it (decision 0060): each section a nested route.
  route("accounts/:entityId", "routes/portal/entity/entity-layout.tsx", [
    index("routes/portal/entity/entity-people.tsx"),
    route("tax-and-bank", "routes/portal/entity/entity-tax-bank.tsx"),
  ]),
  // Signing a subscription (issue 25 §3): the document, consent, typed name, the signatories.
  route("subscriptions/:id/sign", "routes/portal/subscription-sign.tsx"),
  // The investor's subscriptions (decision 0065): the questionnaire one section per page.
  route("subscriptions", "routes/portal/subscriptions/subscriptions-layout.tsx", [
    index("routes/portal/subscriptions/subscriptions-list.tsx"),
    route("new", "routes/portal/subscriptions/subscription-new.tsx"),
    route(":id/review", "routes/portal/subscriptions/subscription-review.tsx"),
    route(":id/:section", "routes/portal/subscriptions/subscription-section.tsx"),
  ]),
  route("account", "routes/account/account.tsx"),
  route("account/two-factor", "routes/account/two-factor.tsx"),
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("office-locations", "routes/marketing/office-locations.tsx"),
    route("investments", "routes/marketing/investments.tsx"),
    route("news", "routes/marketing/news.tsx"),
    route("article/:slug", "routes/marketing/article.tsx"),
    // Staff only (decision 0031): the article page as the public will see it, never cached.
    route("admin-portal/preview/:id", "routes/admin/article-preview.tsx"),
    ...SITE_PAGES.map(({ slug }) => route(slug, "routes/marketing/site-page.tsx", { id: `site-page-${slug}` })),
    route("fund-i-details", "routes/marketing/fund-i-details.tsx"),
    route("fund-ii-details", "routes/marketing/fund-ii-details.tsx"),
    route("partner-portal", "routes/portal/partner-portal.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("accept-invitation", "routes/auth/accept-invitation.tsx"),
    route("accept-entity-invitation", "routes/auth/accept-entity-invitation.tsx"),
    route("confirm-bank-change", "routes/auth/confirm-bank-change.tsx"),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
] satisfies RouteConfig;
