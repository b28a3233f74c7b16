import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { buildApp } from "../../server/app.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createServices, type ServiceOptions } from "../../server/services/registry.ts";
import type { TestDatabase } from "./test-databases.ts";

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
    ...(options.logger ? { logger: options.logger } : {}),
    ...(web ? { web } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    services,
    /** The React Router build the pages are served from (with `web`). */
    webBuild: web?.build,
    // Identities are not restarted: ids only grow, as in production, so nothing an instance
    // remembers by id (a sign-in block) can fall on the next test's user.
    async reset() {
      // Every table the migrations made (a new table is emptied too, without editing this list).
      const tables = await handle.db.execute<{ name: string }>(
        sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      await handle.db.execute(sql.raw(`truncate ${tables.rows.map((t) => t.name).join(", ")} cascade`));
      await services.publicCache.invalidate();
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
