import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "#server/platform/db/client.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { migratedSnapshot } from "./test-databases.ts";

// These tests run the real production server (npm test builds it first) as a child process.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const children: ChildProcess[] = [];

function startServer(dataDir: string, port: number) {
  // Vitest puts Vite's BASE_URL ("/") into the environment; the server reads BASE_URL itself.
  const { BASE_URL: _vite, ...inherited } = process.env;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    // No demo content: these tests need none, and seeding it is most of a fresh server's start.
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = (async () => {
    for (let i = 0; i < 900; i++) {
      if (output.includes("EdFutures is running")) return;
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  })();
  return { child, ready, exited, output: () => output };
}

/**
 * A new data folder holding the run's migrated database (tests/api/global-setup.ts), as a server
 * leaves it after its first start: the server under test starts on it without initdb and the
 * migrations, the slow part of a first start that these tests do not look at.
 */
async function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "edf-proc-"));
  const handle = await openEmbeddedDatabase(dir, { loadDataDir: migratedSnapshot() });
  await handle.close();
  return dir;
}
const port = () => 20000 + Math.floor(Math.random() * 20000);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

// Each test boots real servers; give them room on a loaded 2-core machine.
describe("the server process on the embedded database", { timeout: 120_000 }, () => {
  it("refuses to start in production on a development build of a dependency (issue 27 §1)", async () => {
    // Without scripts/start.mjs's hook, React Router resolves to its development build.
    const { BASE_URL: _vite, ...inherited } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...inherited,
        NODE_ENV: "production",
        PORT: String(port()),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "edf-proc-")),
        BUILD_DIR,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stderr!.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Refusing to start in production with the development build of react-router");
  });

  it("refuses a second process on the same data folder with a clear message", async () => {
    const dir = await freshDir();
    const first = startServer(dir, port());
    await first.ready;
    const second = startServer(dir, port());
    await expect(second.ready).rejects.toThrow(/already in use by process \d+/);
    expect(await second.exited).toBe(1);
  });

  it("keeps an acknowledged inquiry when the process is killed", async () => {
    const dir = await freshDir();
    const p = port();
    const server = startServer(dir, p);
    await server.ready;
    const res = await fetch(`http://127.0.0.1:${p}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Kill",
        lastName: "Test",
        email: "kill@example.com",
        investmentInterest: "general-inquiry",
      }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    server.child.kill("SIGKILL");
    await server.exited;

    const reopened = await openEmbeddedDatabase(dir);
    try {
      const rows = await reopened.db.select().from(contactInquiries);
      expect(rows.map((r) => r.id)).toContain(id);
    } finally {
      await reopened.close();
    }
  });

  it("shuts down gracefully on SIGTERM: exit 0, database closed, lock released", async () => {
    const dir = await freshDir();
    const server = startServer(dir, port());
    await server.ready;
    expect(existsSync(path.join(dir, "edfutures.lock"))).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dir, "edfutures.lock"))).toBe(false);
  });
});
