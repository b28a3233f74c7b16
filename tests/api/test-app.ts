import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createServices } from "../../server/services/registry.ts";
import type { TestDatabase } from "./test-databases.ts";

export type TestContext = Awaited<ReturnType<typeof startTestApp>>;

/** The real API (no web build) on a real database. */
export async function startTestApp(database: TestDatabase) {
  const handle: DatabaseHandle = await database.open();
  const services = createServices(handle.db);
  const app = await buildApp({ services, isProduction: true, baseUrl: "http://localhost:3000" });
  await app.ready();
  return {
    app,
    db: handle.db,
    services,
    async reset() {
      await handle.db.execute(
        sql`truncate contact_inquiries, articles, rate_limits, app_settings, audit_log, user_sessions, capital_calls, investor_documents, capital_commitments, users, investments, resources, stored_files, videos, datasets restart identity cascade`,
      );
      services.cache.invalidate();
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
