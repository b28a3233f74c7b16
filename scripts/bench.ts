// `npm run bench`: throughput of the public pages and APIs on the production build, each beside a
// bare `node:http` baseline that answers the very same bytes from memory, plus the gzipped size of
// the JavaScript the home page loads.
//
// 1. Starts the real server (`node scripts/start.mjs`, with `npm start`'s node flags) on a free
//    loopback port with a fresh, temporary PGlite data folder (demo content is seeded on first
//    start) and TRUST_PROXY=true;
//    with BENCH_POSTGRES=true, on a fresh PostgreSQL database instead (created, seeded, dropped).
// 2. For each route: captures one response (status, headers, body), serves those bytes from a
//    baseline child process (scripts/bench-baseline.ts), and measures both with autocannon.
// 3. Prints route | rps | p50 | p99 | baseline rps | ratio, checked against the targets (a ratio,
//    and for the private pages also a p99 bound).
// 4. Prints the home page's JavaScript, gzipped at level 9, against its budget.
// 5. Stops every process it started and removes the temporary folder.
//
// Environment: BUILD_DIR (default "build"), BENCH_DURATION (seconds per measurement, default 8),
// BENCH_WARMUP (seconds of unmeasured load before each measurement, default 1), BENCH_ONLY (a
// regular expression: measure only the routes whose label matches; the JavaScript budget is then
// skipped), BENCH_POSTGRES=true (run on PostgreSQL: a scratch database on DATABASE_URL's server,
// default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end).
import { demoUsers } from "#server/seed/demo-users.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runAutocannon, type AutocannonRequest } from "./autocannon.ts";
import type { BaselineReady, CannedResponse } from "./bench-baseline.ts";
import { asNpmStart } from "./npm-start.ts";
import { createScratchDatabase, DEFAULT_ADMIN_URL, type ScratchDatabase } from "./scratch-database.ts";
import { budgetVerdict, pageJavaScript, type PageScript } from "./js-budget.ts";

// ---------------------------------------------------------------------------------------------
// Configuration

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BASELINE_SCRIPT = path.join(REPO_ROOT, "scripts", "bench-baseline.ts");
const HOST = "127.0.0.1";
const CONNECTIONS = 10;
const PIPELINING = 1;
const SERVER_START_TIMEOUT_MS = 120_000;
const PROCESS_EXIT_TIMEOUT_MS = 15_000;
const BASELINE_START_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
const ARTICLE_SLUG = "2026-market-outlook-private-markets";

function positiveSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 600) {
    throw new Error(`${name} must be a number of seconds in (0, 600], got "${raw}"`);
  }
  return value;
}

const config = {
  buildDir: process.env.BUILD_DIR ?? "build",
  durationSec: positiveSeconds("BENCH_DURATION", 8),
  warmupSec: positiveSeconds("BENCH_WARMUP", 1),
  only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null,
  postgresAdminUrl: process.env.BENCH_POSTGRES === "true" ? (process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL) : null,
};

/** The scratch PostgreSQL databases made for this run (BENCH_POSTGRES=true), dropped by cleanUp. */
const scratchDatabases: ScratchDatabase[] = [];

// ---------------------------------------------------------------------------------------------
// HTTP helpers (node:http, not fetch: no Accept-Encoding, so we see the bytes autocannon sees)

interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface HttpRequestOptions {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function httpRequest({
  port,
  path: requestPath,
  method = "GET",
  headers = {},
  body,
}: HttpRequestOptions): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: HOST, port, path: requestPath, method, headers, agent: false, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${requestPath} timed out`)));
    request.on("error", reject);
    request.end(body);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Child processes

interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
}

const liveChildren = new Set<Child>();

function spawnChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, ipc = false): Child {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000); // the tail is enough for diagnostics
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const handle: Child = { name, process: child, output: () => output };
  liveChildren.add(handle);
  child.once("exit", () => liveChildren.delete(handle));
  return handle;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const stopping = new Set<Child>();

/** SIGTERM, wait for the exit; SIGKILL if it does not come in time. */
async function stopChild(child: Child): Promise<void> {
  if (hasExited(child.process)) return;
  stopping.add(child);
  child.process.kill("SIGTERM");
  if (await waitForExit(child.process, PROCESS_EXIT_TIMEOUT_MS)) return;
  console.error(`${child.name} did not exit ${PROCESS_EXIT_TIMEOUT_MS} ms after SIGTERM: sending SIGKILL`);
  child.process.kill("SIGKILL");
  await waitForExit(child.process, 5_000);
}

// ---------------------------------------------------------------------------------------------
// The application server

interface AppServer {
  child: Child;
  port: number;
}

/**
 * Start the server, retrying on a fresh port if another process took ours between the probe and
 * the server's listen (others run servers on this machine too).
 */
async function startAppServer(workDir: string): Promise<AppServer> {
  const serverEntry = path.resolve(REPO_ROOT, config.buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}: run "npm run build" (npm run bench does) first.`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppServerOnce(path.join(workDir, `data-${++serverStarts}`));
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
      console.log(`  port ${error.port} was taken by another process; retrying on another port`);
    }
  }
}

let serverStarts = 0;

class PortTakenError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is in use`);
  }
}

async function startAppServerOnce(dataDir: string): Promise<AppServer> {
  const port = await freePort();
  // On PostgreSQL every start gets a database of its own, seeded with the demo content like PGlite's.
  const database = config.postgresAdminUrl ? await createScratchDatabase(config.postgresAdminUrl, "edf_bench") : null;
  if (database) scratchDatabases.push(database);
  // As npm start runs it (node flags, malloc setting): the process that runs in production.
  const start = asNpmStart();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...start.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    BUILD_DIR: config.buildDir,
    // The load comes from one address: the request limits are counted (their cost is measured)
    // but set far above what the run sends.
    RATE_LIMIT_GENERAL: "1000000000",
    RATE_LIMIT_WRITES: "1000000000",
    // A real production setting (behind a load balancer): lets the contact bench give every
    // request its own client address through X-Forwarded-For (see nextClientAddress).
    TRUST_PROXY: "true",
  };
  if (database) {
    env.DATABASE_URL = database.url;
    env.SEED_DEMO = "true";
  } else {
    delete env.DATABASE_URL; // the embedded database, in the temporary folder
  }
  delete env.BASE_URL;
  const child = spawnChild("app server", process.execPath, start.args, env);
  child.process.once("exit", (code, signal) => {
    if (!stopping.has(child)) console.error(`\nThe server exited (code ${code}, signal ${signal}):\n${child.output()}`);
  });
  try {
    await waitUntilReady(child, port);
  } catch (error) {
    await stopChild(child);
    if (child.output().includes("EADDRINUSE")) throw new PortTakenError(port);
    throw error;
  }
  return { child, port };
}

/**
 * Ready when our child has announced its URL (so a 200 cannot come from some other process on
 * the same port) and GET / answers 200 (demo content seeded, build loaded).
 */
async function waitUntilReady(child: Child, port: number): Promise<void> {
  const announcement = `running at http://${HOST}:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let lastProblem = "not announced yet";
  while (Date.now() < deadline) {
    if (hasExited(child.process)) {
      throw new Error(`The server exited during start (code ${child.process.exitCode}):\n${child.output()}`);
    }
    if (child.output().includes(announcement)) {
      try {
        const response = await httpRequest({ port, path: "/" });
        if (response.status === 200) return;
        lastProblem = `GET / answered ${response.status}`;
      } catch (error) {
        lastProblem = (error as Error).message;
      }
    }
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${SERVER_START_TIMEOUT_MS} ms (${lastProblem}):\n${child.output()}`);
}

/** The server stopped under the bench: something else signalled or killed it. */
class ServerGoneError extends Error {}

function assertAlive(server: AppServer): void {
  if (hasExited(server.child.process))
    throw new ServerGoneError("The server is no longer running (see its output above).");
}

const MAX_SERVER_RESTARTS = 2;

// ---------------------------------------------------------------------------------------------
// The baseline

interface Baseline {
  child: Child;
  port: number;
}

async function startBaseline(response: HttpResponse, workDir: string, index: number): Promise<Baseline> {
  const file = path.join(workDir, `baseline-${index}.json`);
  const canned: CannedResponse = {
    status: response.status,
    headers: replayableHeaders(response.headers),
    bodyBase64: response.body.toString("base64"),
  };
  await writeFile(file, JSON.stringify(canned));
  const child = spawnChild(
    `baseline ${index}`,
    process.execPath,
    ["--import", "tsx", BASELINE_SCRIPT, file],
    process.env,
    true,
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`baseline did not start:\n${child.output()}`)),
      BASELINE_START_TIMEOUT_MS,
    );
    child.process.once("message", (message: BaselineReady) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.process.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`baseline exited with ${code}:\n${child.output()}`));
    });
  });
  return { child, port };
}

/** The captured headers minus those that describe the connection or the moment, not the response. */
function replayableHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const skip = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name)) continue;
    result[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The routes

/** The request autocannon sends, and how to capture the response the baseline replays. */
interface BenchRoute {
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

const JSON_HEADERS = { "content-type": "application/json" };

const CONTACT_BODY = JSON.stringify({
  firstName: "Bench",
  lastName: "Mark",
  email: "bench@example.com",
  investmentInterest: "general-inquiry",
  message: "Load test inquiry from scripts/bench.ts.",
});

/** Every call gives a new client address (10.x.y.z), so no two requests share a rate limit. */
let clientCounter = 0;
function nextClientAddress(): string {
  clientCounter += 1;
  const n = clientCounter;
  if (n >= 256 ** 3) throw new Error("ran out of distinct client addresses");
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function captureGet(routePath: string) {
  return (port: number) => httpRequest({ port, path: routePath });
}

/** POST from the one address the bench uses until the limit answers 429 (at most 10 tries). */
async function captureRateLimited(port: number): Promise<HttpResponse> {
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

function captureInsert(port: number): Promise<HttpResponse> {
  return httpRequest({
    port,
    path: "/api/contact",
    method: "POST",
    headers: { ...JSON_HEADERS, "x-forwarded-for": nextClientAddress() },
    body: CONTACT_BODY,
  });
}

const ADMIN_LOGIN_BODY = JSON.stringify({ username: demoUsers.admin.username, password: demoUsers.admin.password });

/** Sign in once as the demo admin; its session cookie is sent with the authenticated route. */
let adminCookie = "";
async function captureAdminUsers(port: number): Promise<HttpResponse> {
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

const INVESTOR_LOGIN_BODY = JSON.stringify({
  username: demoUsers.investor.username,
  password: demoUsers.investor.password,
});

/** Sign in once as the demo investor; the portal routes send its session cookie. */
let investorCookie = "";
async function signInInvestor(port: number) {
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
const statementDownload: BenchRoute = {
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
const PRIVATE_TARGET = 0.03;
const PRIVATE_P99_MS = 50;

function investorPage(routePath: string, note: string): BenchRoute {
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

function staffPage(routePath: string, note: string): BenchRoute {
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

/** Every admin portal tab loads on its own (?tab=, server-rendered with only that tab's data). */
const ADMIN_PORTAL_TABS = ["users", "positions", "investments", "resources", "news", "videos", "inquiries"];

const PRIVATE_PAGES: BenchRoute[] = [
  investorPage(
    "/investment-dashboard",
    "private, uncached SSR of the whole portal: session lookup + the investor's ledger (figures, chart, calls, distributions), documents, videos and news",
  ),
  investorPage(
    "/investor-profile",
    "the investor's profile: account, ledger (commitments, calls), documents, resources",
  ),
  staffPage("/admin-portal", "the staff dashboard's Overview tab: counters, videos, recent activity, fund figures"),
  ...ADMIN_PORTAL_TABS.map((tab) => staffPage(`/admin-portal?tab=${tab}`, `the admin portal's ${tab} tab`)),
  staffPage("/admin-dashboard", "article management: every article and the inquiry count"),
];

const ROUTES: BenchRoute[] = [
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

// ---------------------------------------------------------------------------------------------
// Measuring

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  notOk: number;
  errors: number;
  statuses: string;
}

function autocannonRequest(route: BenchRoute): AutocannonRequest {
  const request: AutocannonRequest = { method: route.method, path: route.path };
  if (route.body !== undefined) {
    request.body = route.body;
    request.headers = { ...JSON_HEADERS };
  }
  if (route.headers) request.headers = { ...request.headers, ...route.headers() };
  if (route.distinctClients) {
    request.setupRequest = (built) => {
      built.headers["x-forwarded-for"] = nextClientAddress();
      return built;
    };
  }
  return request;
}

async function measure(port: number, route: BenchRoute): Promise<Measurement> {
  const base = { url: `http://${HOST}:${port}`, connections: CONNECTIONS, pipelining: PIPELINING };
  const requests = [autocannonRequest(route)];
  await runAutocannon({ ...base, duration: config.warmupSec, requests });
  const result = await runAutocannon({ ...base, duration: config.durationSec, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    notOk: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" "),
  };
}

interface Row {
  route: BenchRoute;
  captured: HttpResponse;
  app: Measurement;
  baseline: Measurement;
}

async function benchRoute(server: AppServer, route: BenchRoute, workDir: string, index: number): Promise<Row> {
  assertAlive(server);
  const captured = await route.capture(server.port).catch((error: unknown) => {
    assertAlive(server); // a refused connection because the server went away is a ServerGoneError
    throw error;
  });
  if (route.target !== undefined && captured.status !== 200) {
    throw new Error(
      `${route.label} answered ${captured.status}, expected 200:\n${captured.body.toString().slice(0, 500)}`,
    );
  }
  process.stdout.write(
    `  ${route.label} (${captured.status}, ${captured.headers["content-type"]}, ${captured.body.length} B): app... `,
  );
  const app = await measure(server.port, route);
  assertAlive(server);
  process.stdout.write(`${app.rps.toFixed(0)} rps; baseline... `);
  const baselineServer = await startBaseline(captured, workDir, index);
  try {
    const baseline = await measure(baselineServer.port, route);
    process.stdout.write(`${baseline.rps.toFixed(0)} rps\n`);
    return { route, captured, app, baseline };
  } finally {
    await stopChild(baselineServer.child);
  }
}

// ---------------------------------------------------------------------------------------------
// Home page JavaScript

/** The home page's scripts, measured as CI measures them (scripts/js-budget.ts). */
async function homePageJavaScript(port: number): Promise<PageScript[]> {
  const home = await httpRequest({ port, path: "/" });
  return pageJavaScript(home.body.toString(), (assetPath) => httpRequest({ port, path: assetPath }));
}

// ---------------------------------------------------------------------------------------------
// Reporting

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
/** autocannon's latency histogram holds whole milliseconds; show fractions only if there are any. */
const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
  const rule = "|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|";
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function verdict(row: Row): { text: string; failed: boolean } {
  const ratio = row.app.rps / row.baseline.rps;
  if (row.route.minRps !== undefined) {
    if (row.app.notOk > 0 || row.app.errors > 0) return { text: "FAIL (non-2xx/errors)", failed: true };
    return row.app.rps >= row.route.minRps ? { text: "pass", failed: false } : { text: "FAIL", failed: true };
  }
  if (row.route.target === undefined) return { text: "(no target)", failed: false };
  if (row.app.notOk > 0 || row.app.errors > 0) return { text: "FAIL (non-2xx/errors)", failed: true };
  if (ratio < row.route.target) return { text: "FAIL", failed: true };
  if (row.route.p99Max !== undefined && row.app.p99 >= row.route.p99Max) return { text: "FAIL (p99)", failed: true };
  return { text: "pass", failed: false };
}

function printThroughput(rows: Row[]): boolean {
  let anyFailed = false;
  const body = rows.map((row) => {
    const ratio = row.app.rps / row.baseline.rps;
    const { text, failed } = verdict(row);
    anyFailed ||= failed;
    return [
      row.route.label,
      row.app.rps.toFixed(0),
      ms(row.app.p50),
      ms(row.app.p99),
      row.baseline.rps.toFixed(0),
      ratio.toFixed(3),
      row.route.minRps !== undefined
        ? `>= ${row.route.minRps} rps`
        : row.route.target === undefined
          ? "-"
          : `>= ${row.route.target}${row.route.p99Max === undefined ? "" : `, p99 < ${row.route.p99Max}`}`,
      text,
      `${row.app.ok}/${row.app.notOk}${row.app.errors ? ` (+${row.app.errors} err)` : ""}`,
    ];
  });
  console.log(
    table(["route", "rps", "p50 ms", "p99 ms", "baseline rps", "ratio", "target", "result", "2xx/non-2xx"], body),
  );
  console.log("");
  for (const row of rows) {
    console.log(
      `  ${row.route.label}: statuses ${row.app.statuses}; baseline p50 ${ms(row.baseline.p50)} ms, p99 ${ms(row.baseline.p99)} ms`,
    );
    if (row.route.note) console.log(`    note: ${row.route.note}`);
  }
  return anyFailed;
}

function printJavaScript(assets: PageScript[]): boolean {
  const total = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  const raw = assets.reduce((sum, a) => sum + a.bytes, 0);
  const sorted = [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(
    table(
      ["home page script", "raw KiB", "gzip-9 KiB"],
      [
        ...sorted.map((a) => [a.url, kib(a.bytes), kib(a.gzipBytes)]),
        [`total (${assets.length} files)`, kib(raw), kib(total)],
      ],
    ),
  );
  const verdict = budgetVerdict("/", assets);
  console.log(`\n${verdict.text}`);
  return verdict.over;
}

function printSetting(): void {
  const [one, five] = os.loadavg();
  console.log(
    `Bench: node ${process.version}, ${os.availableParallelism()} CPUs, load average ${one.toFixed(2)} / ${five.toFixed(2)}; ` +
      `${CONNECTIONS} connections, pipelining ${PIPELINING}, ${config.durationSec} s per measurement after ${config.warmupSec} s warm-up; BUILD_DIR=${config.buildDir}`,
  );
  if (one > os.availableParallelism()) {
    console.log("Warning: the machine is busy (load average above the CPU count): numbers will be noisy.");
  }
  console.log(
    "POST /api/contact: the server runs with TRUST_PROXY=true and the insert row sends a distinct X-Forwarded-For per request.",
  );
  console.log(
    config.postgresAdminUrl
      ? "Database: PostgreSQL (a scratch database per server start, seeded with the demo content, dropped at the end)."
      : "Database: PGlite (a temporary data folder, seeded with the demo content).",
  );
}

// ---------------------------------------------------------------------------------------------
// Main

async function cleanUp(workDir: string | undefined): Promise<void> {
  await Promise.all([...liveChildren].map(stopChild));
  if (workDir) await rm(workDir, { recursive: true, force: true });
  for (const database of scratchDatabases.splice(0)) {
    await database.drop().catch((error: unknown) => console.error(`could not drop ${database.name}:`, error));
  }
}

async function main(): Promise<number> {
  let workDir: string | undefined;
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    void cleanUp(workDir).finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    workDir = await mkdtemp(path.join(os.tmpdir(), "edfutures-bench-"));
    printSetting();
    console.log("\nStarting the server (seeding demo content)...");
    let server = await startAppServer(workDir);
    console.log(`Server ready on http://${HOST}:${server.port}\n\nMeasuring:`);

    const rows: Row[] = [];
    let restarts = 0;
    const routes = config.only ? ROUTES.filter((route) => config.only!.test(route.label)) : ROUTES;
    for (const [index, route] of routes.entries()) {
      for (;;) {
        try {
          rows.push(await benchRoute(server, route, workDir, index));
          break;
        } catch (error) {
          if (!(error instanceof ServerGoneError) || restarts >= MAX_SERVER_RESTARTS) throw error;
          restarts += 1;
          console.log(
            `\n  The server stopped without being asked to (another process signalled it?): restart ${restarts} of ${MAX_SERVER_RESTARTS}, re-measuring ${route.label}`,
          );
          server = await startAppServer(workDir);
        }
      }
    }
    const assets = config.only ? null : await homePageJavaScript(server.port);

    console.log("");
    const throughputFailed = printThroughput(rows);
    console.log("");
    const budgetFailed = assets ? printJavaScript(assets) : false;
    return throughputFailed || budgetFailed ? 1 : 0;
  } finally {
    await cleanUp(workDir);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
