import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPostgresDatabase } from "#server/platform/db/client.ts";
import { createPostgresDatabase } from "./test-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data folder (tarball) with every migration applied, made once per run. */
    pgliteSnapshot: string;
    /** The same with the demo content copied in (tests/api/seeded-copy.ts), its tables empty. */
    pgliteSeededSnapshot: string;
    /** The name of a migrated PostgreSQL database each test file's database is copied from ("" without TEST_DATABASE_URL). */
    postgresTemplate: string;
    /** The same with the demo content copied in ("" without TEST_DATABASE_URL). */
    postgresSeededTemplate: string;
    /** The run's field key (hex): the seeded copies' sealed fields open with it. */
    fieldKey: string;
    /** The `now` the copies' demo content was seeded for (ISO). */
    demoSeededAt: string;
  }
}

/** Run tests/api/seeded-copies.ts in a process of its own; rejects with its output if it fails. */
function makeSeededCopies(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const { BASE_URL: _vite, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "tests/api/seeded-copies.ts", ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`seeded copies failed:\n${output}`))));
  });
}

/**
 * Migrate once per run (decision 0049): one migrated PGlite, dumped to a file each test file's
 * in-memory database is restored from, and one migrated PostgreSQL database each test file's
 * database is created from (`CREATE DATABASE … TEMPLATE`). A test file still gets a database of its
 * own, and the migrations still run on it (finding nothing left to apply), so a stale copy cannot
 * pass unnoticed. The demo content is seeded once per run the same way, for the files that start
 * from it (`startTestApp(database, { demo: true })`).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "edf-test-snapshot-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const fieldKey = randomBytes(32).toString("hex");
  const now = new Date().toISOString();
  const templates: { name: string; url: string; drop(): Promise<void> }[] = [];
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const template of templates.splice(0).reverse()) await template.drop();
  };
  try {
    if (adminUrl) {
      const migrated = await createPostgresDatabase(adminUrl);
      templates.push(migrated);
      await (await openPostgresDatabase(migrated.url)).close();
      // A template may have no connection open while a copy is made from it.
      templates.push(await createPostgresDatabase(adminUrl, { template: migrated.name }));
    }
    const [migrated, seeded] = templates;
    await makeSeededCopies([dir, seeded?.url ?? "", fieldKey, now]);
    project.provide("pgliteSnapshot", path.join(dir, "migrated.tar"));
    project.provide("pgliteSeededSnapshot", path.join(dir, "seeded.tar"));
    project.provide("postgresTemplate", migrated?.name ?? "");
    project.provide("postgresSeededTemplate", seeded?.name ?? "");
    project.provide("fieldKey", fieldKey);
    project.provide("demoSeededAt", now);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
