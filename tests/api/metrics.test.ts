import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { queuedMailCount } from "#server/platform/mail/worker.ts";
import { createMetrics, startMetricsServer } from "#server/platform/ops/metrics.ts";
import { createServices } from "#server/registry.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("Prometheus metrics ($name)", (database) => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let services: ReturnType<typeof createServices>;
  let server: Server;
  let scrapeUrl: string;

  beforeAll(async () => {
    handle = await database.open();
    services = createServices(handle.db);
    const metrics = createMetrics();
    metrics.addResponseCache(services.cache);
    if (handle.pool) metrics.addPool(handle.pool);
    metrics.addQueue("mail", () => queuedMailCount(handle.db));
    app = await buildApp({ services, isProduction: true, baseUrl: "http://localhost:3000", metrics });
    await app.ready();
    server = await startMetricsServer(metrics, { host: "127.0.0.1", port: 0 });
    const address = server.address() as { port: number };
    scrapeUrl = `http://127.0.0.1:${address.port}/metrics`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
    await handle?.close();
  });

  const scrape = async () => {
    const res = await fetch(scrapeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };
  const sample = (text: string, name: string, labels = "") => {
    const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
  };

  it("counts requests by route pattern and status class, never by raw URL", async () => {
    for (const slug of ["one", "two", "three"])
      await app.inject({ method: "GET", url: `/api/articles/${slug}?x=${slug}` });
    await app.inject({ method: "GET", url: "/healthz" });
    await app.inject({ method: "GET", url: "/no-such-page-123" });
    const text = await scrape();
    expect(sample(text, "http_requests_total", 'method="GET",route="/api/articles/:slug",status="4xx"')).toBe(3);
    expect(sample(text, "http_requests_total", 'method="GET",route="/healthz",status="2xx"')).toBe(1);
    expect(text).not.toContain("/api/articles/one");
    expect(text).not.toContain("no-such-page-123");
    expect(
      sample(text, "http_request_duration_seconds_count", 'method="GET",route="/api/articles/:slug",status="4xx"'),
    ).toBe(3);
    // Process metrics come with prom-client's defaults.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("reports the response cache, the mail queue's depth and (on PostgreSQL) the pool", async () => {
    const cache = services.cache;
    cache.get("/missing");
    cache.set("/cached", { status: 200, headers: {}, body: Buffer.alloc(1000) }, cache.currentGeneration());
    cache.get("/cached");
    await handle.db
      .insert(mailMessages)
      .values({ kind: "password_reset", toAddress: "depth@example.com", subject: "s", textBody: "t", htmlBody: "h" });
    const text = await scrape();
    expect(sample(text, "edfutures_response_cache_hits_total")).toBe(cache.stats.hits);
    expect(sample(text, "edfutures_response_cache_misses_total")).toBe(cache.stats.misses);
    expect(sample(text, "edfutures_response_cache_bytes")).toBe(cache.bytes);
    expect(cache.bytes).toBeGreaterThan(1000);
    expect(sample(text, "edfutures_response_cache_evictions_total")).toBe(0);
    expect(sample(text, "edfutures_queue_depth", 'queue="mail"')).toBe(1);
    if (database.name === "postgres") {
      expect(sample(text, "edfutures_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "edfutures_db_pool_waiting")).toBe(0);
    } else {
      expect(text).not.toContain("edfutures_db_pool");
    }
  });

  it("serves metrics only on their own listener", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    expect((await fetch(scrapeUrl.replace("/metrics", "/"))).status).toBe(404);
  });
});
