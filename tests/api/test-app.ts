import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { buildApp } from "#server/app.ts";
import type { Database, DatabaseHandle } from "#server/platform/db/client.ts";
import { seedDemoContent } from "#server/seed.ts";
import { createServices, type ServiceOptions } from "#server/registry.ts";
import type { TestDatabase } from "./test-databases.ts";
import { hasFieldKey, useFieldKey } from "#server/platform/field-encryption.ts";
import { randomBytes } from "node:crypto";

// The process's field key (decision 0062), as server/index.ts sets it at boot: one per test process.
if (!hasFieldKey()) useFieldKey(randomBytes(32));

export type TestContext = Awaited<ReturnType<typeof startTestApp>>;

/** The production build's server bundle and client folder (npm test builds it first). */
async function loadWebBuild() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = path.join(buildDir, "server", "index.js");
  if (!existsSync(entry)) throw new Error(`No production build at ${entry}: run "npm run build" first`);
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return { build, clientDir: path.join(buildDir, "client") };
}

/**
 * The real API on a real database; with `web`, the pages too (from the production build).
 * `logger` receives the server's log lines (JSON), as production writes them.
 */
export async function startTestApp(
  database: TestDatabase,
  options: {
    web?: boolean;
    logger?: { level: string; stream: { write(line: string): void } };
    /** More service options, e.g. the demo mode's two-factor exemption. */
    services?: Omit<ServiceOptions, "baseUrl">;
  } = {},
) {
  const handle: DatabaseHandle = await database.open();
  const services = createServices(handle.db, { baseUrl: "http://localhost:3000", ...options.services });
  const web = options.web ? await loadWebBuild() : undefined;
  const app = await buildApp({
    services,
    isProduction: true,
    baseUrl: "http://localhost:3000",
    // Every answer is checked against its route's published schema: each API test is a contract test.
    validateResponses: true,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(web ? { web } : {}),
  });
  await app.ready();
  /** The rows of the file's first seed (for `now`, or the current time when it was not given). */
  let seededCopy: { now: number | undefined; tables: Promise<{ restore(): Promise<void> }> } | undefined;
  // Identities are not restarted: ids only grow, as in production, so nothing an instance
  // remembers by id (a sign-in block) can fall on the next test's user.
  async function reset() {
    // Every table the migrations made (a new table is emptied too, without editing this list).
    const tables = await handle.db.execute<{ name: string }>(
      sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    await handle.db.execute(sql.raw(`truncate ${tables.rows.map((t) => t.name).join(", ")} cascade`));
    await services.publicCache.invalidate();
  }
  return {
    app,
    db: handle.db,
    services,
    /** The React Router build the pages are served from (with `web`). */
    webBuild: web?.build,
    reset,
    /**
     * reset(), then the demo content, as `seedDemoContent(db, now)` leaves a fresh database. The
     * first call of a file seeds and keeps a copy of every table; later calls with the same `now`
     * put that copy back (the same rows, ids and dates), in a fraction of a seed's time (decision 0049).
     */
    async resetToDemoContent(now?: Date) {
      await reset();
      if (seededCopy && seededCopy.now === now?.getTime()) {
        await (await seededCopy.tables).restore();
        await services.publicCache.invalidate();
        return;
      }
      const copy = (async () => {
        if (!(await seedDemoContent(handle.db, now))) throw new Error("the database was seeded already");
        return copyTables(handle.db);
      })();
      seededCopy = { now: now?.getTime(), tables: copy };
      copy.catch(() => (seededCopy = undefined));
      await copy;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The tables the migrations made, quoted, with the columns a row is inserted with (not the generated ones). */
async function publicTables(db: Database) {
  const rows = await db.execute<{ name: string; columns: string }>(
    sql`select quote_ident(t.table_name) as name,
          string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) filter (where c.is_generated = 'NEVER') as columns
        from information_schema.tables t
        join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        group by t.table_name`,
  );
  return rows.rows;
}

/**
 * A copy of every table's rows in a schema of its own, and how to put them back into the emptied
 * tables: as they were, ids included, without firing triggers or checking foreign keys row by row
 * (the rows were consistent when copied; `session_replication_role` needs the superuser the tests
 * connect as).
 */
async function copyTables(db: Database) {
  const tables = await publicTables(db);
  await db.execute(sql.raw(`drop schema if exists test_seeded cascade`));
  await db.execute(sql.raw(`create schema test_seeded`));
  for (const t of tables)
    await db.execute(sql.raw(`create table test_seeded.${t.name} as select ${t.columns} from public.${t.name}`));
  return {
    async restore() {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local session_replication_role = replica`));
        for (const t of tables)
          await tx.execute(
            sql.raw(
              `insert into public.${t.name} (${t.columns}) overriding system value select ${t.columns} from test_seeded.${t.name}`,
            ),
          );
      });
    },
  };
}
