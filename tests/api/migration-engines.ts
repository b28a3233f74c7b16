import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import {
  openMemoryDatabase,
  openPostgresDatabase,
  PGLITE_EXTENSIONS,
  type Database,
} from "#server/platform/db/client.ts";
import * as schema from "#server/platform/db/schema.ts";
import { createPostgresDatabase, type TestDatabase } from "./test-databases.ts";

// The databases a migration test runs on (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// and the migrations an older version shipped: shared by the migration tests.

/**
 * Migrations are forward-only and run at start on whatever the database holds: each new one must
 * apply on a database that the previous version made and filled (here: with the demo seed).
 */
export const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** A copy of drizzle/ whose journal stops after `tag`: the migrations an older version shipped. */
export function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "edf-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at === -1) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, at + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export interface Migratable {
  db: Database;
  migrate(folder: string): Promise<void>;
  /**
   * This database as the app opens one (applying the migrations not yet applied, as at start): a
   * copy of it on PGlite, the database itself on PostgreSQL (dropped when the app's handle closes).
   * The Migratable is closed by it.
   */
  asTestDatabase(): Promise<TestDatabase>;
  close(): Promise<void>;
}

export const engines: Array<{ name: string; open(): Promise<Migratable> }> = [
  {
    name: "pglite",
    async open() {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const db = drizzlePglite(client, { schema });
      return {
        db: db as unknown as Database,
        migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
        async asTestDatabase() {
          const loadDataDir = await client.dumpDataDir("none");
          await client.close();
          return { name: "pglite", open: () => openMemoryDatabase({ loadDataDir }) };
        },
        close: async () => {
          if (!client.closed) await client.close();
        },
      };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres",
          async open(): Promise<Migratable> {
            const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
            const pool = new pg.Pool({ connectionString: database.url, max: 4 });
            const db = drizzlePg(pool, { schema });
            return {
              db,
              migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
              async asTestDatabase() {
                await pool.end();
                return {
                  name: "postgres",
                  async open() {
                    const handle = await openPostgresDatabase(database.url);
                    return { ...handle, close: async () => (await handle.close(), await database.drop()) };
                  },
                };
              },
              async close() {
                if (!pool.ended) await pool.end();
                await database.drop();
              },
            };
          },
        },
      ]
    : []),
];
