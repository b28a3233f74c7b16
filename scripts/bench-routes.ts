// The routes `npm run bench` measures, with their targets, and how to capture the response each
// baseline replays (scripts/bench.ts says what the bench does).
import { demoUsers } from "#server/seed/demo-users.ts";
import { ARTICLE_SLUG, config, type HttpResponse, httpRequest } from "./bench-processes.ts";

// ---------------------------------------------------------------------------------------------
// The routes

/** The request autocannon sends, and how to capture the response the baseline replays. */
export interface BenchRoute {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Minimum ratio of the baseline's rps; none for the write path. */
  target?: number;
  /** Highest p99 latency in ms at the bench's connections (the private pages). */
  p99Max?: number;
  /** Lowest requests per second, whatever the baseline (the inquiry insert on PostgreSQL). */
  minRps?: number;
  /** Give every request its own X-Forwarded-For, so the per-address rate limit never applies. */
  distinctClients?: boolean;
  /** Extra request headers, read after capture (e.g. a session cookie made by the capture). */
  headers?: () => Record<string, string>;
  /** Fetch the route once (or a few times) and return the response the bench will mostly see. */
  capture: (port: number) => Promise<HttpResponse>;
  note?: string;
}

export const JSON_HEADERS = { "content-type": "application/json" };

export const CONTACT_BODY = JSON.stringify({
  firstName: "Bench",
  lastName: "Mark",
  email: "bench@example.com",
  investmentInterest: "general-inquiry",
  message: "Load test inquiry from scripts/bench.ts.",
});

/** Every call gives a new client address (10.x.y.z), so no two requests share a rate limit. */
export let clientCounter = 0;
export function nextClientAddress(): string {
  clientCounter += 1;
  const n = clientCounter;
  if (n >= 256 ** 3) throw new Error("ran out of distinct client addresses");
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function captureGet(routePath: string) {
  return (port: number) => httpRequest({ port, path: routePath });
}

/** POST from the one address the bench uses until the limit answers 429 (at most 10 tries). */
export async function captureRateLimited(port: number): Promise<HttpResponse> {
  let response: HttpResponse | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    response = await httpRequest({
      port,
      path: "/api/contact",
      method: "POST",
      headers: JSON_HEADERS,
      body: CONTACT_BODY,
    });
    if (response.status === 429) return response;
  }
  throw new Error(`POST /api/contact never answered 429 from one address (last: ${response?.status})`);
}

export function captureInsert(port: number): Promise<HttpResponse> {
  return httpRequest({
    port,
    path: "/api/contact",
    method: "POST",
    headers: { ...JSON_HEADERS, "x-forwarded-for": nextClientAddress() },
    body: CONTACT_BODY,
  });
}

export const ADMIN_LOGIN_BODY = JSON.stringify({
  username: demoUsers.admin.username,
  password: demoUsers.admin.password,
});

/** Sign in once as the demo admin; its session cookie is sent with the authenticated route. */
export let adminCookie = "";
export async function captureAdminUsers(port: number): Promise<HttpResponse> {
  const login = await httpRequest({
    port,
    path: "/api/login",
    method: "POST",
    headers: JSON_HEADERS,
    body: ADMIN_LOGIN_BODY,
  });
  if (login.status !== 200) throw new Error(`admin sign-in for the bench failed: ${login.status} ${login.body}`);
  adminCookie = String([login.headers["set-cookie"]].flat()[0]).split(";")[0];
  return httpRequest({ port, path: "/api/users", headers: { cookie: adminCookie } });
}

export const INVESTOR_LOGIN_BODY = JSON.stringify({
  username: demoUsers.investor.username,
  password: demoUsers.investor.password,
});

/** Sign in once as the demo investor; the portal routes send its session cookie. */
export let investorCookie = "";
export async function signInInvestor(port: number) {
  if (investorCookie) return;
  const login = await httpRequest({
    port,
    path: "/api/login",
    method: "POST",
    headers: JSON_HEADERS,
    body: INVESTOR_LOGIN_BODY,
  });
  if (login.status !== 200) throw new Error(`investor sign-in for the bench failed: ${login.status} ${login.body}`);
  investorCookie = String([login.headers["set-cookie"]].flat()[0]).split(";")[0];
}

/** The investor's newest monthly statement (the demo dates them from today): its download route is measured (each one audited). */
export const statementDownload: BenchRoute = {
  label: "GET statement PDF (investor session)",
  method: "GET",
  path: "", // set by capture, once the document's id is known
  headers: () => ({ cookie: investorCookie }),
  capture: async (port) => {
    await signInInvestor(port);
    const list = await httpRequest({ port, path: "/api/investor/documents", headers: { cookie: investorCookie } });
    const documents = JSON.parse(list.body.toString()) as Array<{
      id: number;
      kind: string;
      available: boolean;
      documentDate: string | null;
    }>;
    const statement = documents
      .filter((d) => d.kind === "statement_monthly" && d.available && d.documentDate)
      .sort((a, b) => b.documentDate!.localeCompare(a.documentDate!))[0];
    if (!statement) throw new Error("the demo investor has no monthly statement to download");
    statementDownload.path = `/api/investor/documents/${statement.id}/download`;
    return httpRequest({ port, path: statementDownload.path, headers: { cookie: investorCookie } });
  },
  note: "access check (session + ownership/fund scope), stored PDF read, audit row written before sending",
};

/** The private pages' targets: a ratio of the baseline's rps and a p99 bound, at CONNECTIONS. */
export const PRIVATE_TARGET = 0.03;
export const PRIVATE_P99_MS = 50;

export function investorPage(routePath: string, note: string): BenchRoute {
  return {
    label: `GET ${routePath} (investor session)`,
    method: "GET",
    path: routePath,
    target: PRIVATE_TARGET,
    p99Max: PRIVATE_P99_MS,
    headers: () => ({ cookie: investorCookie }),
    capture: async (port) => {
      await signInInvestor(port);
      return httpRequest({ port, path: routePath, headers: { cookie: investorCookie } });
    },
    note,
  };
}

export function staffPage(routePath: string, note: string): BenchRoute {
  return {
    label: `GET ${routePath} (admin session)`,
    method: "GET",
    path: routePath,
    target: PRIVATE_TARGET,
    p99Max: PRIVATE_P99_MS,
    headers: () => ({ cookie: adminCookie }),
    capture: async (port) => {
      if (!adminCookie) await captureAdminUsers(port);
      return httpRequest({ port, path: routePath, headers: { cookie: adminCookie } });
    },
    note,
  };
}

/** Every admin portal section loads on its own (its own route, server-rendered with only its data; decision 0051). */
export const ADMIN_PORTAL_TABS = ["users", "positions", "investments", "resources", "news", "videos", "inquiries"];

export const PRIVATE_PAGES: BenchRoute[] = [
  investorPage(
    "/investment-dashboard",
    "private, uncached SSR of the whole portal: session lookup + the investor's ledger (figures, chart, calls, distributions), documents, videos and news",
  ),
  investorPage(
    "/investor-profile",
    "the investor's profile: account, ledger (commitments, calls), documents, resources",
  ),
  staffPage(
    "/admin-portal/overview",
    "the staff dashboard's Overview tab: counters, videos, recent activity, fund figures",
  ),
  ...ADMIN_PORTAL_TABS.map((tab) => staffPage(`/admin-portal/${tab}`, `the admin portal's ${tab} tab`)),
  staffPage("/admin-dashboard", "article management: every article and the inquiry count"),
];

export const ROUTES: BenchRoute[] = [
  { label: "GET /", method: "GET", path: "/", target: 0.3, capture: captureGet("/") },
  { label: "GET /news", method: "GET", path: "/news", target: 0.3, capture: captureGet("/news") },
  {
    label: `GET /article/${ARTICLE_SLUG}`,
    method: "GET",
    path: `/article/${ARTICLE_SLUG}`,
    target: 0.3,
    capture: captureGet(`/article/${ARTICLE_SLUG}`),
  },
  {
    label: "GET /api/articles?published=true",
    method: "GET",
    path: "/api/articles?published=true",
    target: 0.5,
    capture: captureGet("/api/articles?published=true"),
  },
  {
    label: "POST /api/contact (one client: 429)",
    method: "POST",
    path: "/api/contact",
    body: CONTACT_BODY,
    capture: captureRateLimited,
    note: "one client address, already over its limit of 5 per 15 min: measures the cost of rejecting (429)",
  },
  {
    label: "POST /api/contact (distinct XFF: 201)",
    method: "POST",
    path: "/api/contact",
    body: CONTACT_BODY,
    distinctClients: true,
    capture: captureInsert,
    // Stored inquiries per second on PostgreSQL (decision 0038); PGlite, one process, has no target.
    minRps: config.postgresAdminUrl ? 1_500 : undefined,
    note: "TRUST_PROXY=true and a distinct X-Forwarded-For per request: every POST is a real insert (201)",
  },
  {
    label: "POST /api/login (admin, 200)",
    method: "POST",
    path: "/api/login",
    body: ADMIN_LOGIN_BODY,
    capture: (port) =>
      httpRequest({ port, path: "/api/login", method: "POST", headers: JSON_HEADERS, body: ADMIN_LOGIN_BODY }),
    note: "a real sign-in each time: argon2id verification (~19 MiB, t=2), a new session row, audit row",
  },
  {
    label: "GET /api/users (admin session)",
    method: "GET",
    path: "/api/users",
    headers: () => ({ cookie: adminCookie }),
    capture: captureAdminUsers,
    note: "authenticated staff list: session lookup (hashed token) + users with their commitments",
  },
  {
    // What every server-rendered page costs before it reads anything: the private pages' floor.
    label: "GET /no-such-page (404: render floor)",
    method: "GET",
    path: "/no-such-page",
    capture: captureGet("/no-such-page"),
    note: "never cached (404), no session, no query: React Router's request handling and React's render of a 19 KB page",
  },
  ...PRIVATE_PAGES,
  {
    label: "GET /fund-operations (admin session)",
    method: "GET",
    path: "/fund-operations",
    headers: () => ({ cookie: adminCookie }),
    capture: async (port) => {
      if (!adminCookie) await captureAdminUsers(port);
      return httpRequest({ port, path: "/fund-operations", headers: { cookie: adminCookie } });
    },
    note: "staff fund operations page: Fund I's ledger (investors' capital accounts, calls with parts, distributions, valuations)",
  },
  {
    label: "GET /api/admin/funds/fund-i/overview (admin session)",
    method: "GET",
    path: "/api/admin/funds/fund-i/overview",
    headers: () => ({ cookie: adminCookie }),
    capture: async (port) => {
      if (!adminCookie) await captureAdminUsers(port);
      return httpRequest({ port, path: "/api/admin/funds/fund-i/overview", headers: { cookie: adminCookie } });
    },
    note: "the same fund overview as JSON",
  },
  statementDownload,
];
