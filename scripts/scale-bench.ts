// Over 300 lines: one script run by hand: the scale seed, the measured routes and the report read top to bottom.
// `npm run bench:scale`: the staff lists, the portal and an export on a database of a firm at scale,
// measured on the real server. Not part of `npm test` (it takes a few minutes and PostgreSQL).
//
// 1. Creates a scratch PostgreSQL database on the server DATABASE_URL points at (default
//    postgres://postgres@127.0.0.1:5432/postgres) and starts the production build on it once with
//    SEED_DEMO=true: migrations, and the demo content (its staff accounts sign in without a second
//    factor in demo mode, so the bench can sign in as the demo super admin).
// 2. Stops it and loads, with bulk SQL (generate_series), the rows the services would write:
//    10,000 investors (one password hash, computed once by server/features/accounts/passwords.ts), each with a
//    Fund I commitment; four Fund I capital calls among them with a part each (equal commitments,
//    so each part is the call's total / 10,000 exactly, as the pro-rata allocation gives; the first
//    three paid, as recording payments writes them; no notice documents, like calls carried over
//    from before the ledger), 100,000 inquiries, 1,000,000 audit rows, 5,000 articles.
// 3. Starts the server again on it (npm start's memory flags) and times, one request at a time, every
//    staff list page and API, the portal pages of one of the 10,000 investors and the inquiries CSV
//    export: the first request's time apart (it also compiles the route's code), then p50 and p99
//    of the next ones (up to SCALE_SAMPLES requests or SCALE_SECONDS per route), and the server's
//    RSS before and after.
// 4. Stops the server and drops the database.
//
// Environment: BUILD_DIR (default "build"), DATABASE_URL (the admin URL above), SCALE_SAMPLES
// (default 20), SCALE_SECONDS (default 15), SCALE_KEEP=true (keep the database, print its URL).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { hashPassword } from "#server/features/accounts/passwords.ts";
import { asNpmStart } from "./npm-start.ts";
import { createScratchDatabase, DEFAULT_ADMIN_URL } from "./scratch-database.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const PORT = Number(process.env.PORT ?? 3317);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 20);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 15);
const REQUEST_TIMEOUT_MS = 120_000;

const INVESTORS = 10_000;
const CALLS = 4;
const PART_CENTS = 1_000_000; // $10,000 per investor and call
const INQUIRIES = 100_000;
const AUDIT_ROWS = 1_000_000;
const ARTICLES = 5_000;
const SCALE_PASSWORD = "Scale-Investor-2026";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The server

interface Server {
  child: ChildProcess;
  output: () => string;
}

function startServer(databaseUrl: string): Promise<Server> {
  const start = asNpmStart();
  const child = spawn(process.execPath, start.args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(PORT),
      HOST,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "true",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      BUILD_DIR,
      MAIL_WORKER: "false",
      // One client sends every request: the per-address limits (600 a minute) would refuse it.
      RATE_LIMIT_GENERAL: "1000000000",
      RATE_LIMIT_WRITES: "1000000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server = { child, output: () => output };
  return waitUntilReady(server).then(() => server);
}

async function waitUntilReady(server: Server) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited during start:\n${server.output()}`);
    if (server.output().includes(`running at http://${HOST}:${PORT}`)) {
      const response = await fetch(`http://${HOST}:${PORT}/`).catch(() => null);
      if (response?.status === 200) return;
    }
    await sleep(250);
  }
  throw new Error(`The server was not ready in time:\n${server.output()}`);
}

/** Whether the server exits within `ms` (it may be dying from the request that just failed). */
function exited(server: Server, ms: number): Promise<boolean> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    server.child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
}

/** The server process's resident set (it runs in the process start.mjs is). */
function rssMiB(server: Server): number | null {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round(kib / 1024) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The data

async function timed(label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function load(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const [staff] = (await client.query("select id from users where username = $1", [demoUsers.superAdmin.username]))
    .rows as Array<{ id: number }>;
  try {
    await timed(`${INVESTORS} investors with a Fund I commitment`, async () => {
      await client.query(
        `insert into users (username, email, password_hash, role, first_name, last_name, fund_i_access,
           fund_i_access_granted_at, capital_commitment_cents, edelivery_consent_at, edelivery_consent_version, created_at)
         select 'scale-investor-' || n, 'scale.investor.' || n || '@example.com', $1, 'investor', 'Investor', 'Number ' || n,
           true, current_date - 400, $2, now() - interval '400 days', $3, now() - interval '400 days'
         from generate_series(1, $4::int) n`,
        [passwordHash, PART_CENTS * 10, EDELIVERY_NOTICE_VERSION, INVESTORS],
      );
      // Each investor holds through their own holding (decision 0060), as its signatory.
      const holdings = `from investing_entities e join users u on u.id = e.person_id where u.username like 'scale-investor-%'`;
      await client.query(`insert into investing_entities (kind, legal_name, member_id, person_id, created_at)
         select 'individual', first_name || ' ' || last_name, 'EDF-' || to_char(created_at at time zone 'UTC', 'YYYY')
           || '-' || lpad(id::text, greatest(4, length(id::text)), '0'), id, created_at
         from users where username like 'scale-investor-%'`);
      await client.query(`insert into entity_roles (entity_id, user_id, role, granted_at)
         select e.id, e.person_id, 'signatory', e.created_at ${holdings}`);
      await client.query(
        `insert into capital_commitments (entity_id, fund_type, commitment_cents, commitment_date)
         select e.id, 'Fund I', $1, current_date - 400 ${holdings}`,
        [PART_CENTS * 10],
      );
    });
    await timed(`${CALLS} Fund I capital calls with ${INVESTORS * CALLS} parts`, async () => {
      const total = PART_CENTS * INVESTORS;
      await client.query(
        `insert into fund_capital_calls (fund_type, number, call_date, due_date, purpose, investment_cents,
           management_fee_cents, fund_expenses_cents, total_cents, created_by)
         select 'Fund I', (select coalesce(max(number), 0) from fund_capital_calls where fund_type = 'Fund I') + k,
           current_date - 360 + 90 * (k - 1), current_date - 330 + 90 * (k - 1), 'Scale call ' || k, $1::bigint, 0, 0, $1::bigint, $2
         from generate_series(1, $3::int) k`,
        [total, staff.id, CALLS],
      );
      // The first calls paid in full five days before they were due; the last one pending.
      await client.query(
        `insert into capital_call_parts (call_id, entity_id, amount_cents, investment_cents, management_fee_cents,
           fund_expenses_cents, paid_cents, status, paid_on)
         select c.id, e.id, $1::bigint, $1::bigint, 0, 0,
           case when c.due_date < current_date then $1::bigint else 0 end,
           case when c.due_date < current_date then 'Paid' else 'Pending' end,
           case when c.due_date < current_date then c.due_date - 5 end
         from fund_capital_calls c cross join investing_entities e join users u on u.id = e.person_id
         where c.purpose like 'Scale call %' and u.username like 'scale-investor-%'`,
        [PART_CENTS],
      );
    });
    await timed(`${INQUIRIES} inquiries`, () =>
      client.query(
        `insert into contact_inquiries (first_name, last_name, email, investment_interest, message, status, created_at)
         select 'Prospect', 'Number ' || n, 'prospect' || n || '@example.com',
           (array['real-estate-fund-i', 'private-equity-fund-ii', 'upcoming-fund-iii', 'general-inquiry'])[1 + n % 4],
           'I would like to learn more about your funds (' || n || ').',
           (array['new', 'contacted', 'qualified', 'closed'])[1 + n % 4],
           now() - (n || ' minutes')::interval
         from generate_series(1, $1::int) n`,
        [INQUIRIES],
      ),
    );
    await timed(`${AUDIT_ROWS} audit rows`, () =>
      client.query(
        `insert into audit_log (at, actor_user_id, actor_username, action, entity_type, entity_id, summary, ip_address)
         select now() - (n || ' seconds')::interval, $1, $2,
           (array['document.downloaded', 'user.updated', 'inquiry.updated', 'article.updated'])[1 + n % 4],
           (array['investor_document', 'user', 'inquiry', 'article'])[1 + n % 4], (n % 5000)::text,
           'Scale audit row ' || n, '10.0.' || (n % 250) || '.' || (n % 200)
         from generate_series(1, $3::int) n`,
        [staff.id, demoUsers.superAdmin.username, AUDIT_ROWS],
      ),
    );
    await timed(`${ARTICLES} articles`, () =>
      client.query(
        // Four in five published (`published` follows `status`); the rest drafts.
        `insert into articles (title, slug, category, description, content, status, first_published_at, last_published_at,
           featured, created_at, updated_at)
         select 'Scale article ' || n, 'scale-article-' || n, (array['Market Insights', 'Fund Updates', 'Research'])[1 + n % 3],
           'A generated article for the scale bench (' || n || ').',
           repeat('A paragraph of generated text for the scale bench, long enough to be a real body. ', 40),
           case when n % 5 <> 0 then 'published' else 'draft' end,
           case when n % 5 <> 0 then now() - (n || ' hours')::interval end,
           case when n % 5 <> 0 then now() - (n || ' hours')::interval end,
           false, now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
         from generate_series(1, $1::int) n`,
        [ARTICLES],
      ),
    );
    // As autovacuum would after a bulk load: statistics, and the GIN indexes' pending lists merged
    // (decision 0042; a search reads a pending list whole).
    await timed("vacuum analyze", () => client.query("vacuum analyze"));
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`http://${HOST}:${PORT}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return String(response.headers.get("set-cookie")).split(";")[0];
}

interface Sample {
  label: string;
  status: number | string;
  bytes: number;
  n: number;
  /** The route's first request, apart: it also compiles the route's code and fills caches. */
  first: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function sample(label: string, routePath: string, cookie: string): Promise<Sample> {
  const times: number[] = [];
  let status: number | string = 0;
  let bytes = 0;
  let first = NaN;
  const deadline = Date.now() + SECONDS * 1000;
  while (times.length < SAMPLES && (times.length < 3 || Date.now() < deadline)) {
    const started = performance.now();
    try {
      const response = await fetch(`http://${HOST}:${PORT}${routePath}`, {
        headers: { cookie },
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      bytes = (await response.arrayBuffer()).byteLength;
      status = response.status;
    } catch (error) {
      status = (error as Error).name;
      break;
    }
    if (Number.isNaN(first)) first = performance.now() - started;
    else times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    status,
    bytes,
    n: times.length,
    first,
    p50: times.length ? percentile(times, 50) : NaN,
    p99: times.length ? percentile(times, 99) : NaN,
  };
}

/** The staff lists as staff use them: each page and the API behind it, bounded (decisions 0037, 0040). */
function staffRoutes(callId: number): Array<[string, string]> {
  return [
    ["users tab", "/admin-portal/users"],
    ["users page API", "/api/users/page"],
    ["users search (substring)", "/api/admin/users/page?q=number%204999"],
    ["inquiries tab", "/admin-portal/inquiries"],
    ["inquiries page API", "/api/contact-inquiries/page"],
    ["inquiries, one status", "/api/contact-inquiries/page?status=new"],
    ["investments tab", "/admin-portal/investments"],
    ["investments page API", "/api/investments/page"],
    ["resources tab", "/admin-portal/resources"],
    ["documents page", "/admin-portal/documents"],
    ["documents page API", "/api/documents/page"],
    ["audit log viewer", "/admin-portal/audit-log"],
    ["audit log page API", "/api/audit-log/page"],
    ["audit log, one person", "/api/audit-log/page?actor=superadmin"],
    ["news tab", "/admin-portal/news"],
    ["articles search (substring)", "/api/articles/page?q=article-4242"],
    ["article management", "/admin-dashboard"],
    ["public news", "/news"],
    ["overview tab", "/admin-portal/overview"],
    ["fund operations (Fund I, 10,000 investors)", "/fund-operations"],
    ["fund operations, a call's 10,000 parts open", `/fund-operations?call=${callId}`],
    ["Fund I summary API", "/api/admin/funds/fund-i/summary"],
    ["Fund I investors page API", "/api/admin/funds/fund-i/investors/page"],
    ["Fund I calls page API", "/api/admin/funds/fund-i/capital-calls/page"],
    ["a call's parts page API", `/api/admin/funds/capital-calls/${callId}/parts/page?status=Paid`],
  ];
}

/**
 * Whole lists: the product's original calls, which answer every row as an array (docs/product.md),
 * and the exports, which stream every row. Their time grows with the table by contract; what must
 * stay flat is the server's memory.
 */
const WHOLE_LIST_ROUTES: Array<[string, string]> = [
  ["inquiries CSV export (100,000 rows, streamed)", "/api/contact-inquiries/export.csv"],
  ["users API, every account", "/api/users"],
  ["inquiries API, every inquiry", "/api/contact-inquiries"],
  ["articles API, every article", "/api/articles"],
];

const INVESTOR_ROUTES: Array<[string, string]> = [
  ["investor portal", "/investment-dashboard"],
  ["investor profile", "/investor-profile"],
];

function printTable(rows: Sample[]) {
  const header = ["route", "status", "KiB", "first ms", "n", "p50 ms", "p99 ms"];
  const cells = rows.map((r) => [
    r.label,
    String(r.status),
    (r.bytes / 1024).toFixed(0),
    r.first.toFixed(0),
    String(r.n),
    r.p50.toFixed(0),
    r.p99.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    "| " + c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(" | ") + " |";
  console.log(line(header));
  console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
  for (const c of cells) console.log(line(c));
}

// ---------------------------------------------------------------------------------------------
// Main

/** The id of the first generated capital call (10,000 parts, paid). */
async function firstScaleCall(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      "select id from fund_capital_calls where purpose = 'Scale call 1'",
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function main() {
  if (!existsSync(path.resolve(REPO_ROOT, BUILD_DIR, "server", "index.js"))) {
    throw new Error(`No production build in ${BUILD_DIR}: run "npm run build" first.`);
  }
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const database = await createScratchDatabase(adminUrl, "edf_scale");
  let server: Server | undefined;
  try {
    console.log(`Scratch database ${database.name}: migrating and seeding the demo content...`);
    server = await startServer(database.url);
    await stopServer(server);
    console.log("Loading:");
    const loadStarted = performance.now();
    await load(database.url);
    console.log(`  total: ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

    server = await startServer(database.url);
    const rssStart = rssMiB(server);
    const staff = await signIn(demoUsers.superAdmin.username, demoUsers.superAdmin.password);
    const investor = await signIn("scale-investor-5000", SCALE_PASSWORD);
    const rows: Sample[] = [];
    let restarts = 0;
    const callId = await firstScaleCall(database.url);
    for (const [label, routePath] of [...staffRoutes(callId), ...INVESTOR_ROUTES, ...WHOLE_LIST_ROUTES]) {
      const cookie = INVESTOR_ROUTES.some(([, p]) => p === routePath) ? investor : staff;
      const row = await sample(`${label} (${routePath})`, routePath, cookie);
      // A failed request may be the server dying (out of memory on an unpaginated list): give the
      // exit a moment to be seen, say so in the row, and start it again for the next route.
      if (typeof row.status === "string") await exited(server, 5_000);
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        row.status = `${row.status}: server died (${server.child.signalCode ?? server.child.exitCode})`;
        console.log(`  the server exited; its last output:\n${server.output().slice(-600)}`);
        server = await startServer(database.url);
        restarts += 1;
      }
      process.stdout.write(
        `  ${row.label}: ${row.status}, p50 ${row.p50.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms\n`,
      );
      rows.push(row);
    }
    const rssEnd = rssMiB(server);
    console.log(
      `\n${INVESTORS} investors (${INVESTORS * CALLS} call parts), ${INQUIRIES} inquiries, ${AUDIT_ROWS} audit rows, ${ARTICLES} articles; sequential requests, up to ${SAMPLES} per route or ${SECONDS} s\n`,
    );
    printTable(rows);
    console.log(
      `\nServer RSS: ${rssStart} MiB after start, ${rssEnd} MiB at the end` +
        (restarts > 0 ? ` (of the last of ${restarts + 1} processes: it died ${restarts} time(s))` : ""),
    );
  } finally {
    if (server) await stopServer(server);
    if (process.env.SCALE_KEEP === "true") console.log(`Kept ${database.url}`);
    else await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
