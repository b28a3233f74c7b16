import { randomBytes } from "node:crypto";
import pg from "pg";
import { openMemoryDatabase, openPostgresDatabase, type DatabaseHandle } from "../../server/db/client.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/**
 * A PostgreSQL database made for one test file and dropped afterwards, so files never see each
 * other's rows. TEST_DATABASE_URL points at a server where we may create databases.
 */
async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `edf_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabase[] = [
  { name: "pglite", open: () => openMemoryDatabase() },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openFreshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];
