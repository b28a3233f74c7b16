import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";
import { createRateLimiter, RATE_LIMIT_RETENTION_MS } from "#server/platform/rate-limiter.ts";
import { testDatabases } from "./test-databases.ts";

const RULE = { name: "test", limit: 3, windowMs: 60_000 };
const DAY = RATE_LIMIT_RETENTION_MS;

describe.each(testDatabases)("rate limiter on $name", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(rateLimits);
  });

  const keys = async () => (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
  const rowsStartedAgo = (prefix: string, count: number, ms: number) =>
    handle.db.insert(rateLimits).values(
      Array.from({ length: count }, (_, i) => ({
        key: `${prefix}${i}`,
        windowStart: new Date(Date.now() - ms),
        count: 9,
      })),
    );

  it("prunes expired rows on a hit, keeps live ones, and prunes again only after the interval", async () => {
    await rowsStartedAgo("old:", 25, DAY + 60_000);
    await rowsStartedAgo("recent:", 2, 5 * 60_000);
    const limiter = createRateLimiter(handle.db);
    await limiter.hit(RULE, "a");
    expect(await keys()).toEqual(["recent:0", "recent:1", "test:a"]);

    // Within the interval, hits do not prune again...
    await rowsStartedAgo("later:", 3, DAY + 60_000);
    await limiter.hit(RULE, "b");
    expect(await keys()).toHaveLength(7);
    // ...and any instance's prune (or a hit after the interval) takes them.
    expect(await createRateLimiter(handle.db).prune()).toBe(3);
    expect(await keys()).toEqual(["recent:0", "recent:1", "test:a", "test:b"]);
  });

  it("deletes in bounded batches: one run deletes at most 10,000 rows, the next the rest", async () => {
    for (let i = 0; i < 11; i++) await rowsStartedAgo(`old${i}:`, 1_000, DAY + 1);
    const limiter = createRateLimiter(handle.db);
    expect(await limiter.prune()).toBe(10_000);
    expect(await limiter.prune()).toBe(1_000);
    expect(await keys()).toEqual([]);
  });

  it("refuses a rule whose window is longer than rows are kept", async () => {
    const limiter = createRateLimiter(handle.db);
    await expect(limiter.hit({ ...RULE, windowMs: DAY + 1 }, "a")).rejects.toThrow(/RATE_LIMIT_RETENTION_MS/);
  });

  it("reports the first refusal of a window once, across instances", async () => {
    const [a, b] = [createRateLimiter(handle.db), createRateLimiter(handle.db)];
    for (let i = 0; i < RULE.limit; i++) await a.hit(RULE, "k");
    const checks = [
      await a.attempt(RULE, "k"),
      await b.attempt(RULE, "k"),
      await a.attempt(RULE, "k"),
      await b.attempt(RULE, "k"),
    ];
    expect(checks.map((c) => [c.allowed, c.firstRefusal])).toEqual([
      [false, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });
});
