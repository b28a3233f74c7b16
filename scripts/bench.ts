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
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runAutocannon, type AutocannonRequest } from "./autocannon.ts";
import { budgetVerdict, pageJavaScript, type PageScript } from "./js-budget.ts";
import {
  HOST,
  CONNECTIONS,
  PIPELINING,
  config,
  liveChildren,
  printSetting,
  scratchDatabases,
  type HttpResponse,
  httpRequest,
  stopChild,
} from "./bench-processes.ts";
import {
  type AppServer,
  startAppServer,
  ServerGoneError,
  assertAlive,
  MAX_SERVER_RESTARTS,
  startBaseline,
} from "./bench-servers.ts";
import { type BenchRoute, JSON_HEADERS, nextClientAddress, ROUTES } from "./bench-routes.ts";

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
