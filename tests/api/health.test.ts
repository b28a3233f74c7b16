import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { newestMigrationMillis } from "#server/platform/db/migration-status.ts";
import { createServices } from "#server/registry.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("health probes and request ids ($name)", (database) => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxied: Awaited<ReturnType<typeof buildApp>>;
  const lines: Record<string, unknown>[] = [];
  const logger = { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };

  beforeAll(async () => {
    handle = await database.open();
    const services = createServices(handle.db);
    const options = { services, isProduction: true, baseUrl: "http://localhost:3000", logger };
    app = await buildApp(options);
    proxied = await buildApp({ ...options, trustProxy: true });
    await Promise.all([app.ready(), proxied.ready()]);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  it("answers /healthz and /readyz without a session, never cached", async () => {
    for (const url of ["/healthz", "/readyz"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json().status).toMatch(/^(ok|ready)$/);
    }
  });

  it("is not ready while a migration this build carries is missing from the database", async () => {
    const newest = newestMigrationMillis();
    await handle.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const res = await app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "migrations pending" });
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await handle.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newest} where created_at = ${newest - 1}`,
      );
    }
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("echoes a request id; keeps the proxy's X-Request-Id only behind a trusted proxy", async () => {
    const own = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "from-client-1" } });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await proxied.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "lb-abc.123" } });
    expect(kept.headers["x-request-id"]).toBe("lb-abc.123");
    const unsafe = await proxied.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "a\u00e9 b" } });
    expect(unsafe.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is not ready when the database is gone, and the log line carries the request id", async () => {
    await handle.close();
    const res = await proxied.inject({ method: "GET", url: "/readyz", headers: { "x-request-id": "probe-42" } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "database unreachable" });
    expect((await proxied.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const line = lines.find((l) => l.msg === "readiness check failed");
    expect(line).toMatchObject({ reqId: "probe-42", level: 40 });
  });
});
