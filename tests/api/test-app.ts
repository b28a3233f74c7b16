import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { seedDemoContent } from "#server/seed.ts";
import { createServices, type ServiceOptions } from "#server/registry.ts";
import { demoSeededAt, testFieldKey, type TestDatabase } from "./test-databases.ts";
import { copyTables, restoreCopy, truncatePublicTables } from "./seeded-copy.ts";
import { hasFieldKey, useFieldKey } from "#server/platform/field-encryption.ts";

// The process's field key (decision 0062), as server/index.ts sets it at boot: the run's, which
// sealed the fields of its seeded copy (tests/api/global-setup.ts).
if (!hasFieldKey()) useFieldKey(testFieldKey());

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
    /**
     * Open the database with the run's demo content copied in (tests/api/global-setup.ts), so that
     * resetToDemoContent() puts it back instead of seeding (about 5-10 s a database).
     */
    demo?: boolean;
    /** More service options, e.g. the demo mode's two-factor exemption. */
    services?: Omit<ServiceOptions, "baseUrl">;
  } = {},
) {
  const handle: DatabaseHandle = await database.open({ demo: options.demo });
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
  /**
   * The `now` of the demo content copied in the database (tests/api/seeded-copy.ts): the run's
   * (demoSeededAt) when the database was opened from the run's seeded copy, else the first seed's.
   * A copy is made once per file at most; a seed for another `now` replaces it.
   */
  let copied: Promise<number | undefined> | undefined = options.demo
    ? Promise.resolve(demoSeededAt().getTime())
    : undefined;
  // Identities are not restarted: ids only grow, as in production, so nothing an instance
  // remembers by id (a sign-in block) can fall on the next test's user.
  async function reset() {
    await truncatePublicTables(handle.db);
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
     * reset(), then the demo content, as `seedDemoContent(db, now)` leaves a fresh database. A file
     * started with `demo` puts back the run's seeded rows (for `now` omitted or demoSeededAt());
     * otherwise its first call seeds and copies every table, and later calls with the same `now`
     * put that copy back (the same rows, ids and dates), in a fraction of a seed's time (decision 0049).
     */
    async resetToDemoContent(now?: Date) {
      await reset();
      const at = now?.getTime() ?? (options.demo ? demoSeededAt().getTime() : undefined);
      if (copied && (await copied.catch(() => null)) === at) {
        await restoreCopy(handle.db);
        await services.publicCache.invalidate();
        return;
      }
      copied = (async () => {
        if (!(await seedDemoContent(handle.db, now))) throw new Error("the database was seeded already");
        await copyTables(handle.db);
        return at;
      })();
      await copied;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
