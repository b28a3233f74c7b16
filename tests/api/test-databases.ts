import { randomBytes } from "node:crypto";
import pg from "pg";
import { openMemoryDatabase, openPostgresDatabase, type DatabaseHandle } from "../../server/db/client.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

/**
 * An empty PostgreSQL database on the server TEST_DATABASE_URL points at (where we may create
 * databases), with a random name, and how to drop it again.
 */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `edf_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A PostgreSQL database made for one test file and dropped afterwards, so files never see each other's rows. */
async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase(adminUrl);
  const handle = await openPostgresDatabase(database.url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
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
