// `npm run bench`'s settings, HTTP calls and child processes (scripts/bench.ts, which says what the
// bench does).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_ADMIN_URL, type ScratchDatabase } from "./scratch-database.ts";

// ---------------------------------------------------------------------------------------------
// Configuration

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BASELINE_SCRIPT = path.join(REPO_ROOT, "scripts", "bench-baseline.ts");
export const HOST = "127.0.0.1";
export const CONNECTIONS = 10;
export const PIPELINING = 1;
export const SERVER_START_TIMEOUT_MS = 120_000;
export const PROCESS_EXIT_TIMEOUT_MS = 15_000;
export const BASELINE_START_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const ARTICLE_SLUG = "2026-market-outlook-private-markets";

export function positiveSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 600) {
    throw new Error(`${name} must be a number of seconds in (0, 600], got "${raw}"`);
  }
  return value;
}

export const config = {
  buildDir: process.env.BUILD_DIR ?? "build",
  durationSec: positiveSeconds("BENCH_DURATION", 8),
  warmupSec: positiveSeconds("BENCH_WARMUP", 1),
  only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null,
  postgresAdminUrl: process.env.BENCH_POSTGRES === "true" ? (process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL) : null,
};

/** The scratch PostgreSQL databases made for this run (BENCH_POSTGRES=true), dropped by cleanUp. */
export const scratchDatabases: ScratchDatabase[] = [];

// ---------------------------------------------------------------------------------------------
// HTTP helpers (node:http, not fetch: no Accept-Encoding, so we see the bytes autocannon sees)

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpRequestOptions {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function httpRequest({
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

export function freePort(): Promise<number> {
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Child processes

export interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
}

export const liveChildren = new Set<Child>();

export function spawnChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, ipc = false): Child {
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

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export const stopping = new Set<Child>();

/** SIGTERM, wait for the exit; SIGKILL if it does not come in time. */
export async function stopChild(child: Child): Promise<void> {
  if (hasExited(child.process)) return;
  stopping.add(child);
  child.process.kill("SIGTERM");
  if (await waitForExit(child.process, PROCESS_EXIT_TIMEOUT_MS)) return;
  console.error(`${child.name} did not exit ${PROCESS_EXIT_TIMEOUT_MS} ms after SIGTERM: sending SIGKILL`);
  child.process.kill("SIGKILL");
  await waitForExit(child.process, 5_000);
}

/** The machine and the settings of this run, printed above the results. */
export function printSetting(): void {
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
