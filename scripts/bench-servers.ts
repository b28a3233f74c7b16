// `npm run bench`'s servers: the application server under test and each route's baseline
// (scripts/bench.ts says what the bench does).
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { BaselineReady, CannedResponse } from "./bench-baseline.ts";
import { asNpmStart } from "./npm-start.ts";
import { demoSealCertificate } from "#server/features/subscriptions/signing/seal-certificate.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import {
  REPO_ROOT,
  BASELINE_SCRIPT,
  HOST,
  SERVER_START_TIMEOUT_MS,
  BASELINE_START_TIMEOUT_MS,
  config,
  scratchDatabases,
  type HttpResponse,
  httpRequest,
  freePort,
  sleep,
  type Child,
  spawnChild,
  hasExited,
  stopping,
  stopChild,
} from "./bench-processes.ts";

// ---------------------------------------------------------------------------------------------
// The application server

export interface AppServer {
  child: Child;
  port: number;
}

/**
 * Start the server, retrying on a fresh port if another process took ours between the probe and
 * the server's listen (others run servers on this machine too).
 */
export async function startAppServer(workDir: string): Promise<AppServer> {
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

export let serverStarts = 0;

export class PortTakenError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is in use`);
  }
}

export async function startAppServerOnce(dataDir: string): Promise<AppServer> {
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
    // Production on PostgreSQL requires the field key (decision 0062): a throwaway one per run.
    env.ENTITY_DATA_KEY ??= randomBytes(32).toString("base64");
    // And the seal's certificate (decision 0065): a throwaway self-signed one.
    env.SIGNING_P12_BASE64 ??= demoSealCertificate().p12.toString("base64");
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
export async function waitUntilReady(child: Child, port: number): Promise<void> {
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
export class ServerGoneError extends Error {}

export function assertAlive(server: AppServer): void {
  if (hasExited(server.child.process))
    throw new ServerGoneError("The server is no longer running (see its output above).");
}

export const MAX_SERVER_RESTARTS = 2;

// ---------------------------------------------------------------------------------------------
// The baseline

export interface Baseline {
  child: Child;
  port: number;
}

export async function startBaseline(response: HttpResponse, workDir: string, index: number): Promise<Baseline> {
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
export function replayableHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const skip = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name)) continue;
    result[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}
