import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openMemoryDatabase, openPostgresDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A database of the test file's own; with `demo`, holding a copy of the run's demo content (tests/api/seeded-copy.ts). */
  open(options?: { demo?: boolean }): Promise<DatabaseHandle>;
}

/** The field key of the run (decision 0062): the seeded copy's tax IDs and bank numbers are sealed with it. */
export const testFieldKey = () => Buffer.from(inject("fieldKey"), "hex");

/** The `now` the run's demo content was seeded for (tests/api/global-setup.ts). */
export const demoSeededAt = () => new Date(inject("demoSeededAt"));

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
async function openFreshPostgres(adminUrl: string, demo = false): Promise<DatabaseHandle> {
  const template = inject(demo ? "postgresSeededTemplate" : "postgresTemplate") || undefined;
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
export function migratedSnapshot(): Blob | undefined {
  const file = inject("pgliteSnapshot");
  if (file && !migratedPglite) migratedPglite = new Blob([readFileSync(file)]);
  return migratedPglite;
}

/** The same with the run's demo content copied in (read once per process). */
let seededPglite: Blob | undefined;
function seededSnapshot(): Blob | undefined {
  const file = inject("pgliteSeededSnapshot");
  if (file && !seededPglite) seededPglite = new Blob([readFileSync(file)]);
  return seededPglite;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabase[] = [
  {
    name: "pglite",
    open: (options) => openMemoryDatabase({ loadDataDir: options?.demo ? seededSnapshot() : migratedSnapshot() }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: (options?: { demo?: boolean }) => openFreshPostgres(process.env.TEST_DATABASE_URL!, options?.demo),
        },
      ]
    : []),
];
