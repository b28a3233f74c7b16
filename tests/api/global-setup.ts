import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openMemoryDatabase, openPostgresDatabase } from "#server/platform/db/client.ts";
import { createPostgresDatabase } from "./test-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data folder (tarball) with every migration applied, made once per run. */
    pgliteSnapshot: string;
    /** The name of a migrated PostgreSQL database each test file's database is copied from ("" without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrate once per run (decision 0049): one migrated PGlite, dumped to a file each test file's
 * in-memory database is restored from, and one migrated PostgreSQL database each test file's
 * database is created from (`CREATE DATABASE … TEMPLATE`). A test file still gets a database of its
 * own, and the migrations still run on it (finding nothing left to apply), so a stale copy cannot
 * pass unnoticed.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "edf-test-snapshot-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [snapshot, template] = await Promise.allSettled([
    (async () => {
      const handle = await openMemoryDatabase();
      try {
        const file = path.join(dir, "migrated.tar");
        writeFileSync(file, Buffer.from(await (await handle.client.dumpDataDir("none")).arrayBuffer()));
        return file;
      } finally {
        await handle.close();
      }
    })(),
    (async () => {
      if (!adminUrl) return null;
      const database = await createPostgresDatabase(adminUrl);
      try {
        const handle = await openPostgresDatabase(database.url);
        await handle.close();
        return database;
      } catch (error) {
        await database.drop();
        throw error;
      }
    })(),
  ]);
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template.status === "fulfilled") await template.value?.drop();
  };
  if (snapshot.status === "rejected" || template.status === "rejected") {
    await teardown();
    throw snapshot.status === "rejected" ? snapshot.reason : (template as PromiseRejectedResult).reason;
  }
  project.provide("pgliteSnapshot", snapshot.value);
  project.provide("postgresTemplate", template.value?.name ?? "");
  return teardown;
}
