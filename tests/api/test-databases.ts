import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openMemoryDatabase, openPostgresDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/**
 * An empty PostgreSQL database on the server TEST_DATABASE_URL points at (where we may create
 * databases), with a random name, and how to drop it again. With `template`, a copy of that
 * database instead (PostgreSQL copies its files: no connection may be open to the template).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `edf_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A PostgreSQL database made for one test file and dropped afterwards, so files never see each
 * other's rows: a copy of the run's migrated template (tests/api/global-setup.ts), or empty and
 * migrated here when the run has none.
 */
async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const template = inject("postgresTemplate") || undefined;
  const database = await createPostgresDatabase(adminUrl, { template });
  const handle = await openPostgresDatabase(database.url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** The run's migrated PGlite data folder (read once per test file), or undefined: migrate from scratch. */
let migratedPglite: Blob | undefined;
function pgliteSnapshot(): Blob | undefined {
  const file = inject("pgliteSnapshot");
  if (file && !migratedPglite) migratedPglite = new Blob([readFileSync(file)]);
  return migratedPglite;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabase[] = [
  { name: "pglite", open: () => openMemoryDatabase({ loadDataDir: pgliteSnapshot() }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openFreshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];
