// Over 300 lines: one script run by hand: its settings, the load, the server's samples and the report read top to bottom.
// `npm run soak`: does the server's memory level off under sustained load? Not a timed test: a
// script to run by hand (a few minutes) whose figures go into docs/memory.md.
//
// 1. Starts the production build (`node scripts/start.mjs`) on 127.0.0.1 with a fresh PGlite data
//    folder, or with `--postgres` on a fresh PostgreSQL database it creates and drops.
// 2. Signs in the demo investor, then holds SOAK_CONNECTIONS connections (default 200) with
//    autocannon for SOAK_ROUNDS rounds (default 4) of SOAK_DURATION seconds (default 60), cycling
//    through public pages, a public API read and the investor's (uncached) portal page, with a
//    SOAK_PAUSE-second idle gap (default 5) after each round.
// 3. Samples the server's RSS (VmRSS in /proc/<pid>/status) every second, and the part of it that
//    is PGlite's WebAssembly memory (the resident part of the one huge reserved mapping in
//    /proc/<pid>/smaps); with MEMORY_LOG_MS the server also prints its V8 heap figures.
// 4. Prints each round's start / peak / end, and exits 1 if the last round's end RSS is more than
//    SOAK_MAX_GROWTH percent (default 10) above the previous round's, or above SOAK_MAX_RSS_MB.
//
// Environment: BUILD_DIR (default "build"), SOAK_PORT (default 3218), SOAK_DATABASE=postgres (same
// as --postgres), SOAK_PG_URL (the server's maintenance database, default
// postgres://postgres@127.0.0.1:5432/postgres), SOAK_NODE_FLAGS (the server's node flags; default
// those of `npm start` in package.json, "" for none), SOAK_SERIES=1 (print every sample).
import { randomBytes } from "node:crypto";
import { demoUsers } from "#server/seed/demo-users.ts";
import { demoSealCertificate } from "#server/features/subscriptions/signing/seal-certificate.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { runAutocannon, type AutocannonRequest, type AutocannonResult } from "./autocannon.ts";
import { asNpmStart, npmStartNodeFlags, splitFlags } from "./npm-start.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const ARTICLE_SLUG = "2026-market-outlook-private-markets";
const START_TIMEOUT_MS = 180_000;

function numberSetting(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new Error(`${name} must be a number in (0, ${max}], got "${raw}"`);
  }
  return value;
}

const config = {
  postgres: process.argv.includes("--postgres") || process.env.SOAK_DATABASE === "postgres",
  pgUrl: process.env.SOAK_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  buildDir: process.env.BUILD_DIR ?? "build",
  port: numberSetting("SOAK_PORT", 3218, 65535),
  connections: numberSetting("SOAK_CONNECTIONS", 200, 2000),
  rounds: numberSetting("SOAK_ROUNDS", 4, 50),
  durationSec: numberSetting("SOAK_DURATION", 60, 3600),
  pauseSec: numberSetting("SOAK_PAUSE", 5, 600),
  maxGrowthPct: numberSetting("SOAK_MAX_GROWTH", 10, 1000),
  maxRssMb: process.env.SOAK_MAX_RSS_MB ? numberSetting("SOAK_MAX_RSS_MB", 0, 1e6) : undefined,
  nodeFlags: process.env.SOAK_NODE_FLAGS === undefined ? npmStartNodeFlags() : splitFlags(process.env.SOAK_NODE_FLAGS),
  series: process.env.SOAK_SERIES === "1",
};

// ---------------------------------------------------------------------------------------------
// Memory of the server process, read from /proc (Linux only)

const MIB = 1024 * 1024;

function rssMib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/**
 * The resident part of WebAssembly memory. V8 reserves a guarded region of about 10 GiB for each
 * wasm memory: the grown part is a read-write mapping, directly followed by the (far larger)
 * inaccessible rest. No other mapping is followed by gigabytes of reserved address space.
 */
function wasmRssMib(pid: number): number {
  interface Mapping {
    start: bigint;
    end: bigint;
    perms: string;
    rssKib: number;
  }
  const mappings: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (header)
      mappings.push({ start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), perms: header[3], rssKib: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length) mappings[mappings.length - 1].rssKib = Number(rss[1]);
  }
  const GUARD = 4n * 1024n * 1024n * 1024n;
  let kib = 0;
  for (const [i, m] of mappings.entries()) {
    const next = mappings[i + 1];
    if (
      m.perms.startsWith("rw") &&
      next &&
      next.start === m.end &&
      next.perms.startsWith("---") &&
      next.end - next.start >= GUARD
    ) {
      kib += m.rssKib;
    }
  }
  return kib / 1024;
}

/** The server's own figures (MEMORY_LOG_MS): the last line it printed. */
interface HeapFigures {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

interface Sample {
  at: number;
  rss: number;
  wasm: number;
  heap?: HeapFigures;
}

// ---------------------------------------------------------------------------------------------
// HTTP

function request(port: number, requestPath: string, init: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port,
        path: requestPath,
        method: init.method ?? "GET",
        headers: init.body ? { "content-type": "application/json" } : {},
        agent: false,
        timeout: 30_000,
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${requestPath} timed out`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

async function signInInvestor(port: number): Promise<string> {
  const login = await request(port, "/api/login", {
    method: "POST",
    body: JSON.stringify({ username: demoUsers.investor.username, password: demoUsers.investor.password }),
  });
  if (login.status !== 200) throw new Error(`investor sign-in failed: ${login.status} ${login.body}`);
  return String([login.headers["set-cookie"]].flat()[0]).split(";")[0];
}

function mix(cookie: string): AutocannonRequest[] {
  return [
    { path: "/" },
    { path: "/news" },
    { path: `/article/${ARTICLE_SLUG}` },
    { path: "/api/articles?published=true" },
    { path: "/investment-dashboard", headers: { cookie } },
  ];
}

// ---------------------------------------------------------------------------------------------
// The server

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  output: () => string;
  heap: () => HeapFigures | undefined;
}

function startServer(dataDir: string, databaseUrl: string | undefined): Server {
  const start = asNpmStart(config.nodeFlags);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...start.env,
    PORT: String(config.port),
    HOST,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    BUILD_DIR: config.buildDir,
    // The load comes from one address: the request limits are counted (their cost is measured)
    // but set far above what the run sends.
    RATE_LIMIT_GENERAL: "1000000000",
    RATE_LIMIT_WRITES: "1000000000",
    SEED_DEMO: "true",
    MEMORY_LOG_MS: "1000",
  };
  delete env.BASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Production on PostgreSQL requires the field key (decision 0062): a throwaway one per run.
    env.ENTITY_DATA_KEY ??= randomBytes(32).toString("base64");
    // And the seal's certificate (decision 0065): a throwaway self-signed one.
    env.SIGNING_P12_BASE64 ??= demoSealCertificate().p12.toString("base64");
  } else delete env.DATABASE_URL;
  const child = spawn(process.execPath, start.args, {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let heap: HeapFigures | undefined;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      const figures = /^memory (\{.*\})$/.exec(line);
      if (figures) heap = JSON.parse(figures[1]) as HeapFigures;
      else if (line) output = (output + line + "\n").slice(-8_000);
    }
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output, heap: () => heap };
}

async function waitUntilReady(server: Server): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited during start:\n${server.output()}`);
    if (server.output().includes(`running at http://${HOST}:${config.port}`)) {
      const home = await request(config.port, "/").catch(() => undefined);
      if (home?.status === 200) return;
    }
    await sleep(500);
  }
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Reporting

const mib = (value: number) => value.toFixed(0).padStart(6);
const heapText = (heap?: HeapFigures) =>
  heap
    ? `heap ${mib(heap.heapUsed / MIB)}/${mib(heap.heapTotal / MIB)}  external ${mib(heap.external / MIB)} (buffers ${mib(heap.arrayBuffers / MIB)})`
    : "";

function line(label: string, sample: Sample): string {
  const wasm = config.postgres ? "" : `  pglite wasm ${mib(sample.wasm)}`;
  return `  ${label.padEnd(6)} rss ${mib(sample.rss)}${wasm}  ${heapText(sample.heap)}`;
}

interface Round {
  start: Sample;
  peak: Sample;
  end: Sample;
  idle: Sample;
  result: AutocannonResult;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  const serverEntry = path.resolve(REPO_ROOT, config.buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`No production build at ${serverEntry}: run "npm run build" first.`);

  const workDir = await mkdtemp(path.join(os.tmpdir(), "edfutures-soak-"));
  const admin = config.postgres ? new pg.Client({ connectionString: config.pgUrl }) : undefined;
  const dbName = `edfutures_soak_${process.pid}`;
  let databaseUrl: string | undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(config.pgUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }

  const server = startServer(path.join(workDir, "data"), databaseUrl);
  const pid = server.child.pid!;
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    void cleanUp().finally(() => process.exit(130));
  };
  async function cleanUp() {
    await stopServer(server);
    await rm(workDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch((error: Error) => console.error(error.message));
      await admin.end();
    }
  }
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    const [one] = os.loadavg();
    console.log(
      `Soak: ${config.postgres ? "PostgreSQL" : "PGlite"}, ${config.connections} connections, ${config.rounds} × ${config.durationSec} s ` +
        `(${config.pauseSec} s idle after each), node ${process.version}${config.nodeFlags.length ? ` ${config.nodeFlags.join(" ")}` : ""}, ` +
        `${os.availableParallelism()} CPUs, load average ${one.toFixed(2)}. Figures in MiB.`,
    );
    await waitUntilReady(server);
    const cookie = await signInInvestor(config.port);
    const sample = (): Sample => ({
      at: Date.now(),
      rss: rssMib(pid),
      wasm: config.postgres ? 0 : wasmRssMib(pid),
      heap: server.heap(),
    });
    const ready = sample();
    console.log(line("ready", ready));

    const rounds: Round[] = [];
    for (let round = 1; round <= config.rounds; round++) {
      const start = sample();
      let peak = start;
      const series: Sample[] = [];
      const sampler = setInterval(() => {
        const now = sample();
        series.push(now);
        if (now.rss > peak.rss) peak = now;
      }, 1000);
      const result = await runAutocannon({
        url: `http://${HOST}:${config.port}`,
        connections: config.connections,
        duration: config.durationSec,
        requests: mix(cookie),
      });
      clearInterval(sampler);
      const end = sample();
      await sleep(config.pauseSec * 1000);
      const idle = sample();
      rounds.push({ start, peak, end, idle, result });
      console.log(
        `\nRound ${round}: ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
      );
      if (config.series) console.log(`  rss each second: ${series.map((s) => s.rss.toFixed(0)).join(" ")}`);
      console.log(line("start", start));
      console.log(line("peak", peak));
      console.log(line("end", end));
      console.log(line("idle", idle));
    }

    console.log(
      `\nRSS curve (end of each round, MiB): ${[ready, ...rounds.map((r) => r.end)].map((s) => s.rss.toFixed(0)).join(" → ")}`,
    );
    const last = rounds.at(-1)!.end.rss;
    let failed = false;
    if (rounds.length >= 2) {
      const previous = rounds.at(-2)!.end.rss;
      const growth = ((last - previous) / previous) * 100;
      const levels = growth <= config.maxGrowthPct;
      failed ||= !levels;
      console.log(
        `Last round: ${growth.toFixed(1)} % over the one before (limit ${config.maxGrowthPct} %): ${levels ? "levels off" : "FAIL: still growing"}`,
      );
    }
    if (config.maxRssMb !== undefined) {
      const peak = Math.max(...rounds.map((r) => r.peak.rss));
      const within = peak <= config.maxRssMb;
      failed ||= !within;
      console.log(`Peak RSS ${peak.toFixed(0)} MiB (limit ${config.maxRssMb}): ${within ? "within" : "FAIL"}`);
    }
    return failed ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
