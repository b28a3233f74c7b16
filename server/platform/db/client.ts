import { REPO_ROOT } from "#server/platform/repo-root.ts";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
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
  /** PostgreSQL's connection pool (for its metrics and the LISTEN connection's settings). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.join(REPO_ROOT, "drizzle");

/**
 * PGlite runs PostgreSQL inside this process, in WebAssembly memory that grows but never shrinks.
 * Its default shared_buffers (128 MB) is touched at start and held for the process's life; 16 MB
 * keeps the wasm memory within its initial 128 MB (docs/memory.md has the figures). Reads beyond
 * the buffers come from the files through the operating system's page cache, outside our RSS.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The contrib extensions the migrations create (pg_trgm: the substring searches' indexes, decision
 * 0042). PostgreSQL ships them; PGlite must load their code each time it opens a database.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Open the embedded PGlite database in `dataDir`, holding a lock so no second process opens it. */
export async function openEmbeddedDatabase(dataDir: string, options: { loadDataDir?: Blob } = {}) {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create({
      dataDir: path.join(dir, "pglite"),
      loadDataDir: options.loadDataDir,
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
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
  const client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: "pglite" as const, client, close: () => client.close() };
}

/** Any fixed number, the same in every instance: the key of the migrations' advisory lock. */
export const MIGRATION_LOCK_KEY = 4_211_937_026;

/**
 * Apply the migrations while holding a session advisory lock, so instances starting together
 * take turns: the first migrates, the others wait, then find nothing left to do. (Run at once,
 * two migrators race to create the same tables and one crashes.)
 */
async function migrateSerialized(pool: pg.Pool, db: Database) {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

export async function openPostgresDatabase(url: string, onError: (err: Error) => void = () => {}) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", onError);
  const db = drizzlePg(pool, { schema });
  try {
    await migrateSerialized(pool, db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: "postgres" as const, pool, close: () => pool.end() };
}

export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  onError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgresDatabase(config.databaseUrl, onError) : openEmbeddedDatabase(config.dataDir);
}
