import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#domain/auth.ts";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

type Who = "anonymous" | Role;
const WHO: Who[] = ["anonymous", "investor", "viewer", "admin", "super_admin"];

interface Row {
  method: string;
  /** The route as registered (with :params), to prove every route has a row. */
  route: string;
  /** What is actually called. Allowed callers get harmless requests (missing ids, bad bodies). */
  path: string;
  body?: unknown;
  expect: Record<Who, number>;
  /** Call with a session made for this row alone (for calls that end the session, like logout). */
  freshSession?: boolean;
}

const all = (status: number): Record<Who, number> => ({
  anonymous: status,
  investor: status,
  viewer: status,
  admin: status,
  super_admin: status,
});
/** Staff only: 401 anonymous, 403 portal users, `ok` for admins and super admins. */
const staff = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: 403,
  viewer: 403,
  admin: ok,
  super_admin: ok,
});
/** Portal users only (investors and viewers): 401 anonymous, 403 staff. */
const portal = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: ok,
  viewer: ok,
  admin: 403,
  super_admin: 403,
});
/** Any signed-in user: 401 anonymous, `ok` for every role. */
const signedInOnly = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: ok,
  viewer: ok,
  admin: ok,
  super_admin: ok,
});
/** Investors only (their e-mail notice choices): viewers and staff get 403. */
const investorOnly = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: ok,
  viewer: 403,
  admin: 403,
  super_admin: 403,
});
/** Super admins only. */
const superAdmin = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: 403,
  viewer: 403,
  admin: 403,
  super_admin: ok,
});

const ROWS: Row[] = [
  { method: "POST", route: "/api/login", path: "/api/login", body: {}, expect: all(400) },
  // Two-factor sign-in (decision 0028). The code step is public (its challenge cookie says who).
  { method: "POST", route: "/api/login/two-factor", path: "/api/login/two-factor", body: {}, expect: all(400) },
  { method: "GET", route: "/api/account/two-factor", path: "/api/account/two-factor", expect: signedInOnly(200) },
  // Starting enrolment: investors and viewers have no factor (200); the test's staff have one (409).
  {
    method: "POST",
    route: "/api/account/two-factor/enrolment",
    path: "/api/account/two-factor/enrolment",
    expect: { anonymous: 401, investor: 200, viewer: 200, admin: 409, super_admin: 409 },
  },
  ...[
    "/api/account/two-factor/enrolment/confirm",
    "/api/account/two-factor/disable",
    "/api/account/two-factor/recovery-codes",
  ].map((path): Row => ({ method: "POST", route: path, path, body: {}, expect: signedInOnly(400) })),
  {
    method: "POST",
    route: "/api/admin/users/:id/two-factor/reset",
    path: "/api/admin/users/999999/two-factor/reset",
    expect: superAdmin(404),
  },
  {
    method: "GET",
    route: "/api/admin/settings/two-factor",
    path: "/api/admin/settings/two-factor",
    expect: superAdmin(200),
  },
  {
    method: "PUT",
    route: "/api/admin/settings/two-factor",
    path: "/api/admin/settings/two-factor",
    body: {},
    expect: superAdmin(400),
  },
  // Staff content APIs: reads answer 200; writes get an empty body (400) or a missing id (404).
  ...(["investments", "resources", "videos", "firm-events"] as const).flatMap((name): Row[] => [
    { method: "GET", route: `/api/${name}`, path: `/api/${name}`, expect: staff(200) },
    { method: "POST", route: `/api/${name}`, path: `/api/${name}`, body: {}, expect: staff(400) },
    { method: "PUT", route: `/api/${name}/:id`, path: `/api/${name}/999999`, body: {}, expect: staff(400) },
    { method: "DELETE", route: `/api/${name}/:id`, path: `/api/${name}/999999`, expect: staff(404) },
  ]),
  { method: "GET", route: "/api/investments/page", path: "/api/investments/page", expect: staff(200) },
  { method: "GET", route: "/api/stats", path: "/api/stats", expect: staff(200) },
  { method: "GET", route: "/api/fund-summaries", path: "/api/fund-summaries", expect: staff(200) },
  { method: "GET", route: "/api/datasets", path: "/api/datasets", expect: staff(200) },
  { method: "GET", route: "/api/contact-inquiries", path: "/api/contact-inquiries", expect: staff(200) },
  { method: "GET", route: "/api/contact-inquiries/page", path: "/api/contact-inquiries/page", expect: staff(200) },
  {
    method: "GET",
    route: "/api/contact-inquiries/export.csv",
    path: "/api/contact-inquiries/export.csv",
    expect: staff(200),
  },
  { method: "GET", route: "/api/contact-inquiries/:id", path: "/api/contact-inquiries/999999", expect: staff(404) },
  {
    method: "PATCH",
    route: "/api/contact-inquiries/:id",
    path: "/api/contact-inquiries/999999",
    body: {},
    expect: staff(400),
  },
  { method: "DELETE", route: "/api/contact-inquiries/:id", path: "/api/contact-inquiries/999999", expect: staff(404) },
  // Article management (also under /api/news), users (two views), audit log.
  { method: "GET", route: "/api/articles", path: "/api/articles", expect: staff(200) },
  // The staff lists' pages (decision 0039).
  { method: "GET", route: "/api/articles/page", path: "/api/articles/page", expect: staff(200) },
  { method: "GET", route: "/api/videos/page", path: "/api/videos/page", expect: staff(200) },
  { method: "GET", route: "/api/resources/page", path: "/api/resources/page", expect: staff(200) },
  { method: "GET", route: "/api/news", path: "/api/news", expect: staff(200) },
  ...(["articles", "news"] as const).flatMap((base): Row[] => [
    { method: "POST", route: `/api/${base}`, path: `/api/${base}`, body: {}, expect: staff(400) },
    { method: "PUT", route: `/api/${base}/:id`, path: `/api/${base}/999999`, body: {}, expect: staff(400) },
    { method: "DELETE", route: `/api/${base}/:id`, path: `/api/${base}/999999`, expect: staff(404) },
  ]),
  // The publishing workflow and its records (decision 0031).
  ...(["publish", "unpublish"] as const).map((action): Row => ({
    method: "POST",
    route: `/api/news/:id/${action}`,
    path: `/api/news/999999/${action}`,
    body: {},
    expect: staff(404),
  })),
  { method: "POST", route: "/api/news/:id/schedule", path: "/api/news/999999/schedule", body: {}, expect: staff(400) },
  // Without the firm's approval rule there is nothing to submit to.
  { method: "POST", route: "/api/news/:id/submit", path: "/api/news/999999/submit", body: {}, expect: staff(409) },
  {
    method: "POST",
    route: "/api/news/:id/approve",
    path: "/api/news/999999/approve",
    body: {},
    expect: superAdmin(404),
  },
  { method: "POST", route: "/api/news/:id/return", path: "/api/news/999999/return", body: {}, expect: superAdmin(400) },
  { method: "GET", route: "/api/news/publishing-settings", path: "/api/news/publishing-settings", expect: staff(200) },
  {
    method: "PUT",
    route: "/api/news/publishing-settings",
    path: "/api/news/publishing-settings",
    body: {},
    expect: superAdmin(400),
  },
  { method: "GET", route: "/api/news/records", path: "/api/news/records", expect: superAdmin(200) },
  { method: "GET", route: "/api/news/records/:id", path: "/api/news/records/999999", expect: superAdmin(404) },
  {
    method: "GET",
    route: "/api/news/records/:id/export",
    path: "/api/news/records/999999/export",
    expect: superAdmin(404),
  },
  { method: "GET", route: "/api/users", path: "/api/users", expect: staff(200) },
  { method: "GET", route: "/api/users/page", path: "/api/users/page", expect: staff(200) },
  { method: "POST", route: "/api/users", path: "/api/users", body: {}, expect: staff(400) },
  { method: "PUT", route: "/api/users/:id", path: "/api/users/999999", body: {}, expect: staff(400) },
  { method: "DELETE", route: "/api/users/:id", path: "/api/users/999999", expect: staff(404) },
  { method: "POST", route: "/api/users/:id/restore", path: "/api/users/999999/restore", body: {}, expect: staff(404) },
  { method: "GET", route: "/api/admin/users", path: "/api/admin/users", expect: superAdmin(200) },
  { method: "GET", route: "/api/admin/users/page", path: "/api/admin/users/page", expect: superAdmin(200) },
  { method: "POST", route: "/api/admin/users", path: "/api/admin/users", body: {}, expect: superAdmin(400) },
  {
    method: "PUT",
    route: "/api/admin/users/:id/password",
    path: "/api/admin/users/999999/password",
    body: {},
    expect: superAdmin(400),
  },
  {
    method: "POST",
    route: "/api/admin/users/:id/sessions/revoke",
    path: "/api/admin/users/999999/sessions/revoke",
    expect: superAdmin(404),
  },
  // Invitations (decision 0027): staff, as for the accounts they may manage.
  {
    method: "POST",
    route: "/api/admin/users/:id/invitation",
    path: "/api/admin/users/999999/invitation",
    expect: staff(404),
  },
  {
    method: "DELETE",
    route: "/api/admin/users/:id/invitation",
    path: "/api/admin/users/999999/invitation",
    expect: staff(404),
  },
  { method: "GET", route: "/api/audit-log", path: "/api/audit-log", expect: superAdmin(200) },
  { method: "GET", route: "/api/audit-log/page", path: "/api/audit-log/page", expect: superAdmin(200) },
  { method: "GET", route: "/api/audit-log/export.csv", path: "/api/audit-log/export.csv", expect: superAdmin(200) },
  // The mail outbox (super admins) and an investor's e-mail notice choices (decision 0026).
  { method: "GET", route: "/api/admin/mail-messages", path: "/api/admin/mail-messages", expect: superAdmin(200) },
  {
    method: "GET",
    route: "/api/admin/mail-messages/:id",
    path: "/api/admin/mail-messages/999999",
    expect: superAdmin(404),
  },
  {
    method: "POST",
    route: "/api/admin/mail-messages/:id/retry",
    path: "/api/admin/mail-messages/999999/retry",
    expect: superAdmin(404),
  },
  {
    method: "GET",
    route: "/api/account/mail-preferences",
    path: "/api/account/mail-preferences",
    expect: investorOnly(200),
  },
  {
    method: "PUT",
    route: "/api/account/mail-preferences",
    path: "/api/account/mail-preferences",
    body: {},
    expect: investorOnly(400),
  },
  // The media library (decision 0033): uploads take multipart only; the image files are public.
  { method: "GET", route: "/api/media", path: "/api/media", expect: staff(200) },
  { method: "GET", route: "/api/media/:id", path: "/api/media/999999", expect: staff(404) },
  { method: "POST", route: "/api/media", path: "/api/media", body: {}, expect: staff(415) },
  { method: "PATCH", route: "/api/media/:id", path: "/api/media/999999", body: {}, expect: staff(400) },
  { method: "DELETE", route: "/api/media/:id", path: "/api/media/999999", expect: staff(404) },
  // Staff document delivery: uploads take multipart only (a JSON body is a 415 for staff).
  { method: "GET", route: "/api/documents", path: "/api/documents", expect: staff(200) },
  { method: "GET", route: "/api/documents/page", path: "/api/documents/page", expect: staff(200) },
  { method: "GET", route: "/api/documents/recipients", path: "/api/documents/recipients", expect: staff(200) },
  { method: "POST", route: "/api/documents", path: "/api/documents", body: {}, expect: staff(415) },
  { method: "POST", route: "/api/documents/pending", path: "/api/documents/pending", body: {}, expect: staff(400) },
  {
    method: "POST",
    route: "/api/documents/bulk/preview",
    path: "/api/documents/bulk/preview",
    body: {},
    expect: staff(400),
  },
  { method: "POST", route: "/api/documents/bulk", path: "/api/documents/bulk", body: {}, expect: staff(415) },
  {
    method: "POST",
    route: "/api/documents/:id/file",
    path: "/api/documents/999999/file",
    body: {},
    expect: staff(415),
  },
  { method: "DELETE", route: "/api/documents/:id", path: "/api/documents/999999", expect: staff(404) },
  { method: "GET", route: "/api/documents/:id/unopened", path: "/api/documents/999999/unopened", expect: staff(404) },
  { method: "GET", route: "/api/documents/:id/paper", path: "/api/documents/999999/paper", expect: staff(404) },
  { method: "GET", route: "/api/documents/consents", path: "/api/documents/consents", expect: staff(200) },
  { method: "GET", route: "/api/documents/:id/versions", path: "/api/documents/999999/versions", expect: staff(404) },
  { method: "GET", route: "/api/documents/:id/download", path: "/api/documents/999999/download", expect: staff(404) },
  {
    method: "GET",
    route: "/api/documents/:id/versions/:versionId/download",
    path: "/api/documents/999999/versions/1/download",
    expect: staff(404),
  },
  // Fund operations: reads answer 200 (404 for an unknown fund); writes get an empty body (400).
  {
    method: "GET",
    route: "/api/admin/funds/:fund/overview",
    path: "/api/admin/funds/fund-i/overview",
    expect: staff(200),
  },
  // Its bounded reads (decision 0040).
  {
    method: "GET",
    route: "/api/admin/funds/:fund/summary",
    path: "/api/admin/funds/fund-i/summary",
    expect: staff(200),
  },
  {
    method: "GET",
    route: "/api/admin/funds/:fund/investors/page",
    path: "/api/admin/funds/fund-ii/investors/page",
    expect: staff(200),
  },
  {
    method: "GET",
    route: "/api/admin/funds/:fund/capital-calls/page",
    path: "/api/admin/funds/fund-i/capital-calls/page",
    expect: staff(200),
  },
  {
    method: "GET",
    route: "/api/admin/funds/:fund/distributions/page",
    path: "/api/admin/funds/fund-i/distributions/page",
    expect: staff(200),
  },
  {
    method: "GET",
    route: "/api/admin/funds/capital-calls/:id/parts/page",
    path: "/api/admin/funds/capital-calls/999999/parts/page",
    expect: staff(404),
  },
  {
    method: "GET",
    route: "/api/admin/funds/distributions/:id/parts/page",
    path: "/api/admin/funds/distributions/999999/parts/page",
    expect: staff(404),
  },
  {
    method: "GET",
    route: "/api/admin/funds/:fund/settings",
    path: "/api/admin/funds/fund-ii/settings",
    expect: staff(200),
  },
  {
    method: "PUT",
    route: "/api/admin/funds/:fund/settings",
    path: "/api/admin/funds/fund-i/settings",
    body: {},
    expect: superAdmin(400),
  },
  ...[
    "/api/admin/funds/capital-calls/preview",
    "/api/admin/funds/capital-calls",
    "/api/admin/funds/capital-calls/payments",
    "/api/admin/funds/distributions/preview",
    "/api/admin/funds/distributions",
    "/api/admin/funds/distributions/payments",
    "/api/admin/funds/valuations",
  ].map((path): Row => ({ method: "POST", route: path, path, body: {}, expect: staff(400) })),
  { method: "GET", route: "/api/activity", path: "/api/activity", expect: staff(200) },
  // The article editor (decision 0032): the preview gets an empty body (400), revisions a missing article.
  {
    method: "POST",
    route: "/api/admin/articles/preview",
    path: "/api/admin/articles/preview",
    body: {},
    expect: staff(400),
  },
  {
    method: "GET",
    route: "/api/admin/articles/:id/revisions",
    path: "/api/admin/articles/999999/revisions",
    expect: staff(200),
  },
  {
    method: "GET",
    route: "/api/admin/articles/:id/revisions/:number",
    path: "/api/admin/articles/999999/revisions/1",
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/articles/:id/revisions/:number/restore",
    path: "/api/admin/articles/999999/revisions/1/restore",
    body: {},
    expect: staff(404),
  },
  // The investor portal's own records.
  { method: "GET", route: "/api/investor/portfolio", path: "/api/investor/portfolio", expect: portal(200) },
  { method: "GET", route: "/api/investor/holdings", path: "/api/investor/holdings", expect: portal(200) },
  { method: "GET", route: "/api/investor/capital-calls", path: "/api/investor/capital-calls", expect: portal(200) },
  { method: "GET", route: "/api/investor/documents", path: "/api/investor/documents", expect: portal(200) },
  { method: "GET", route: "/api/investor/documents/:id", path: "/api/investor/documents/999999", expect: portal(404) },
  {
    method: "GET",
    route: "/api/investor/documents/:id/download",
    path: "/api/investor/documents/999999/download",
    expect: portal(404),
  },
  {
    method: "GET",
    route: "/api/investor/capital-calls/:id/notice",
    path: "/api/investor/capital-calls/999999/notice",
    expect: portal(404),
  },
  {
    method: "GET",
    route: "/api/investor/statements/:period",
    path: "/api/investor/statements/2099-Q1",
    expect: portal(404),
  },
  {
    method: "GET",
    route: "/api/admin/investors/:id/statements/:period",
    path: "/api/admin/investors/999999/statements/2099-Q1",
    expect: staff(404),
  },
  { method: "GET", route: "/api/investor/profile", path: "/api/investor/profile", expect: portal(200) },
  {
    method: "GET",
    route: "/api/investor/edelivery-consent",
    path: "/api/investor/edelivery-consent",
    expect: portal(200),
  },
  {
    method: "POST",
    route: "/api/investor/edelivery-consent",
    path: "/api/investor/edelivery-consent",
    body: {},
    expect: portal(400),
  },
  { method: "GET", route: "/api/investor/resources", path: "/api/investor/resources", expect: portal(200) },
  // Podcast episodes (decision 0034): staff writes (multipart only), public audio for the feeds.
  { method: "GET", route: "/api/podcast-episodes", path: "/api/podcast-episodes", expect: staff(200) },
  { method: "POST", route: "/api/podcast-episodes", path: "/api/podcast-episodes", body: {}, expect: staff(415) },
  {
    method: "PUT",
    route: "/api/podcast-episodes/:id",
    path: "/api/podcast-episodes/999999",
    body: {},
    expect: staff(415),
  },
  {
    method: "DELETE",
    route: "/api/podcast-episodes/:id",
    path: "/api/podcast-episodes/999999",
    expect: staff(404),
  },
  {
    method: "GET",
    route: "/api/podcast-episodes/:id/audio.:ext",
    path: "/api/podcast-episodes/999999/audio.mp3",
    expect: all(404),
  },
  // Uploaded video files play in the portal and the admin screens: any signed-in user.
  {
    method: "GET",
    route: "/api/videos/:id/file.:ext",
    path: "/api/videos/999999/file.mp4",
    expect: signedInOnly(404),
  },
  // Public resources download without a session; the handler checks every other resource itself.
  {
    method: "GET",
    route: "/api/investor/resources/:id/download",
    path: "/api/investor/resources/999999/download",
    expect: all(404),
  },
  // The self-service account page: every signed-in user, on their own account only.
  { method: "GET", route: "/api/account", path: "/api/account", expect: signedInOnly(200) },
  {
    method: "POST",
    route: "/api/account/password",
    path: "/api/account/password",
    body: {},
    expect: signedInOnly(400),
  },
  {
    method: "PUT",
    route: "/api/account/contact",
    path: "/api/account/contact",
    body: {},
    expect: { anonymous: 401, investor: 400, viewer: 403, admin: 403, super_admin: 403 },
  },
  {
    method: "DELETE",
    route: "/api/account/sessions/:id",
    path: "/api/account/sessions/999999",
    expect: signedInOnly(404),
  },
  {
    method: "POST",
    route: "/api/account/sessions/end-others",
    path: "/api/account/sessions/end-others",
    expect: signedInOnly(200),
    freshSession: true,
  },
  { method: "POST", route: "/api/logout", path: "/api/logout", expect: all(204), freshSession: true },
  { method: "GET", route: "/api/session", path: "/api/session", expect: all(200) },
  // The published contract (decision 0052): public, and it names no secret.
  { method: "GET", route: "/api/openapi.json", path: "/api/openapi.json", expect: all(200) },
  { method: "GET", route: "/api/reference", path: "/api/reference", expect: all(200) },
  { method: "POST", route: "/api/contact", path: "/api/contact", body: {}, expect: all(400) },
  // One-click unsubscribe (RFC 8058): public, its signed token is its authority; a JSON body is not the form.
  { method: "POST", route: "/api/mail/unsubscribe", path: "/api/mail/unsubscribe", body: {}, expect: all(400) },
  // Forgot password, reset and accepting an invitation: public, so anyone gets a 400 for an empty body.
  ...["/api/auth/forgot-password", "/api/auth/reset-password", "/api/auth/accept-invitation"].map((path): Row => ({
    method: "POST",
    route: path,
    path,
    body: {},
    expect: all(400),
  })),
  { method: "GET", route: "/api/articles", path: "/api/articles?published=true", expect: all(200) },
  { method: "GET", route: "/api/articles/:slug", path: "/api/articles/no-such-article", expect: all(404) },
  { method: "GET", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "POST", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "PUT", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "DELETE", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "PATCH", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "OPTIONS", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "SEARCH", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "PROPFIND", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "PROPPATCH", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "MKCOL", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "COPY", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "MOVE", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "LOCK", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "UNLOCK", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  { method: "TRACE", route: "/api/*", path: "/api/no-such-endpoint", expect: all(404) },
  // QUERY carries a body: without a Content-Type, Fastify answers a clear 400 before routing.
  { method: "QUERY", route: "/api/*", path: "/api/no-such-endpoint", expect: all(400) },
];

describe.each(testDatabases)("authorization matrix on $name", (database) => {
  let t: TestContext;
  const cookies: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    t = await startTestApp(database);
    await t.reset();
    for (const role of ["investor", "viewer", "admin", "super_admin"] as const) {
      cookies[role] = (await signedIn(t, role)).cookie;
    }
  });
  afterAll(async () => t?.close());

  it("has a row for every registered API route (a new route without one fails here)", () => {
    const declared = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    const missing = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !declared.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.path}`, async () => {
      const actual: Partial<Record<Who, number>> = {};
      for (const who of WHO) {
        const cookie =
          who === "anonymous" ? undefined : row.freshSession ? (await signedIn(t, who)).cookie : cookies[who];
        const res = await t.app.inject({
          method: row.method as "GET",
          url: row.path,
          headers: {
            origin: TEST_ORIGIN,
            ...(cookie ? { cookie } : {}),
            ...(row.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(row.body !== undefined ? { payload: JSON.stringify(row.body) } : {}),
        });
        actual[who] = res.statusCode;
      }
      expect(actual).toEqual(row.expect);
    });
  }

  // Staff without a second factor (decision 0028): every protected route answers 403 except the
  // enrolment routes; where the role alone would be let in, the code says to enrol.
  const ENROLMENT = new Set([
    "GET /api/account/two-factor",
    "POST /api/account/two-factor/enrolment",
    "POST /api/account/two-factor/enrolment/confirm",
  ]);
  for (const role of ["admin", "super_admin"] as const) {
    it(`${role} without a second factor: 403 TWO_FACTOR_ENROLMENT_REQUIRED on every protected route but enrolment`, async () => {
      const { cookie } = await signedIn(t, role, { twoFactor: false });
      const wrong: string[] = [];
      for (const row of ROWS.filter((r) => r.expect.anonymous === 401 && !r.freshSession)) {
        const key = `${row.method} ${row.route}`;
        const res = await t.app.inject({
          method: row.method as "GET",
          url: row.path,
          headers: {
            origin: TEST_ORIGIN,
            cookie,
            ...(row.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(row.body !== undefined ? { payload: JSON.stringify(row.body) } : {}),
        });
        const code = (res.json() as { error?: { code?: string } }).error?.code;
        if (ENROLMENT.has(key)) {
          if (res.statusCode === 403) wrong.push(`${key}: ${res.statusCode} ${code}`);
        } else if (row.expect[role] === 403) {
          if (res.statusCode !== 403) wrong.push(`${key}: ${res.statusCode}`);
        } else if (res.statusCode !== 403 || code !== "TWO_FACTOR_ENROLMENT_REQUIRED") {
          wrong.push(`${key}: ${res.statusCode} ${code}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
