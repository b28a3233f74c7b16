import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openPostgresDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";
import { startNotificationListener } from "#server/platform/db/notification-listener.ts";
import { PUBLIC_CACHE_CHANNEL } from "#server/platform/cache/public-cache.ts";
import { createServices } from "#server/registry.ts";
import { createPostgresDatabase } from "./test-databases.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const entry = { status: 200, headers: {}, body: Buffer.from("cached page") };
const actor = { actor: { id: null, username: "cache-test" }, ip: "127.0.0.1", role: "super_admin" as const };

async function until(condition: () => boolean, withinMs: number) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > withinMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

// Two instances in one test process: two pools, two caches, two LISTEN connections, one database.
describe.skipIf(!adminUrl)("public cache invalidation across instances (PostgreSQL LISTEN/NOTIFY)", () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DatabaseHandle[] = [];
  const instances: Array<{
    services: ReturnType<typeof createServices>;
    listener: ReturnType<typeof startNotificationListener>;
  }> = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!);
    for (let i = 0; i < 2; i++) {
      const handle = await openPostgresDatabase(database.url);
      handles.push(handle);
      const services = createServices(handle.db, { notifyOtherInstances: true });
      const listener = startNotificationListener({
        connectionString: database.url,
        channel: PUBLIC_CACHE_CHANNEL,
        onMessage: (payload) => services.publicCache.received(payload),
        onListening: () => services.publicCache.resynchronised(),
        minDelayMs: 50,
      });
      await listener.listening;
      instances.push({ services, listener });
    }
  });
  afterAll(async () => {
    for (const { listener } of instances) await listener.stop();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  const fill = () => {
    for (const { services } of instances) {
      services.cache.set("/news", entry, services.cache.currentGeneration());
      expect(services.cache.get("/news")).toBeDefined();
    }
  };

  it("an article written through one instance clears the other's cache within a second", async () => {
    const [a, b] = instances;
    fill();
    const input = {
      title: "Across instances",
      slug: "across-instances",
      category: "Market Analysis",
      description: "d",
      content: "c",
      published: true,
      featured: false,
    } as const;
    const article = await a.services.articles.create(input as never, actor);
    // The writer's own cache is cleared before the call returns; the other's by the notification.
    expect(a.services.cache.size).toBe(0);
    expect(await until(() => b.services.cache.size === 0, 1_000)).not.toBe(false);

    fill();
    await b.services.articles.update(article.id, { ...input, title: "Updated" } as never, actor);
    expect(b.services.cache.size).toBe(0);
    expect(await until(() => a.services.cache.size === 0, 1_000)).not.toBe(false);
  });

  it("an instance does not clear its cache for its own notification a second time", async () => {
    const [a, b] = instances;
    const before = a.services.cache.stats.invalidations;
    await a.services.publicCache.invalidate();
    await until(() => b.services.cache.stats.invalidations > 0, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.services.cache.stats.invalidations).toBe(before + 1);
  });

  it("reconnects after its connection is cut, clears what it may have missed, and hears writes again", async () => {
    const [a, b] = instances;
    const pid = await b.listener.backendPid();
    expect(pid).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
    // Cached while the listener was gone: cleared when it listens again (a write may have been missed).
    b.services.cache.set("/news", entry, b.services.cache.currentGeneration());
    expect(await until(() => b.services.cache.size === 0, 3_000)).not.toBe(false);
    expect(await b.listener.backendPid()).not.toBe(pid);

    fill();
    await a.services.publicCache.invalidate();
    expect(await until(() => b.services.cache.size === 0, 1_000)).not.toBe(false);
  });
});
