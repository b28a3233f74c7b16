import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Open the embedded PGlite database in `dataDir`, holding a lock so no second process opens it. */
export async function openEmbeddedDatabase(dataDir: string, options: { loadDataDir?: Blob } = {}) {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dir, "pglite"), loadDataDir: options.loadDataDir });
    // Both drivers speak the same dialect; one Database type keeps the services driver-agnostic.
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite" as const,
      client,
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** An in-memory PGlite (for tests), optionally restored from a migrated snapshot. */
export async function openMemoryDatabase(options: { loadDataDir?: Blob } = {}) {
  const client = await PGlite.create({ loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: "pglite" as const, client, close: () => client.close() };
}

export async function openPostgresDatabase(url: string, onError: (err: Error) => void = () => {}) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", onError);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return { db, kind: "postgres" as const, close: () => pool.end() };
}

export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  onError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, onError)
    : openEmbeddedDatabase(config.dataDir);
}
