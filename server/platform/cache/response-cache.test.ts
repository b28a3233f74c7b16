import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.ts";

const entry = (text: string) => ({ status: 200, headers: {}, body: Buffer.from(text) });

describe("ResponseCache", () => {
  it("returns what was stored until invalidated", () => {
    const cache = new ResponseCache();
    cache.set("/", entry("a"), cache.currentGeneration());
    expect(cache.get("/")?.body.toString()).toBe("a");
    cache.invalidate();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("drops a render that started before an invalidation (no stale page after a write)", () => {
    const cache = new ResponseCache();
    const generation = cache.currentGeneration();
    cache.invalidate();
    cache.set("/", entry("stale"), generation);
    expect(cache.get("/")).toBeUndefined();
  });

  it("expires entries", () => {
    const cache = new ResponseCache({ ttlMs: 0 });
    cache.set("/a", entry("a"), 0);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("is bounded by bytes, counting keys, bodies, nonce pieces, variants and headers", () => {
    const cache = new ResponseCache({ maxBytes: 10_000 });
    const page = { status: 200, headers: { "content-type": "text/html" }, body: Buffer.alloc(0) };
    cache.set("/p", { ...page, nonceSplit: [Buffer.alloc(300), Buffer.alloc(200)] }, 0);
    expect(cache.bytes).toBe("/p".length + 500 + "content-type".length + "text/html".length);
    const json = { status: 200, headers: {}, body: Buffer.alloc(100) };
    cache.set("/j", { ...json, encoded: { gzip: Buffer.alloc(40), br: Buffer.alloc(30) } }, 0);
    expect(cache.bytes).toBe(523 + 2 + 170);
    // Storing a key again replaces its entry and its count.
    cache.set("/j", json, 0);
    expect(cache.bytes).toBe(523 + 2 + 100);

    // 500 distinct URLs of 1 KB each: the cache never holds more than its bound.
    const flood = new ResponseCache({ maxBytes: 100_000 });
    for (let i = 0; i < 500; i++) {
      flood.set(`/?a=${i}`, entry("x".repeat(1000)), 0);
      expect(flood.bytes).toBeLessThanOrEqual(100_000);
    }
    expect(flood.size).toBeLessThan(100);
  });

  it("evicts the least recently used entry first: a page in use survives a flood of others", () => {
    const cache = new ResponseCache({ maxBytes: 5_000 });
    cache.set("/", entry("h".repeat(1000)), 0);
    for (let i = 0; i < 50; i++) {
      cache.set(`/other-${i}`, entry("x".repeat(1000)), 0);
      expect(cache.get("/")?.body.length).toBe(1000); // read between the others: stays recent
    }
    expect(cache.get("/other-0")).toBeUndefined();
    expect(cache.get("/other-49")).toBeDefined();
    // What the metrics report: every eviction, and each lookup as a hit or a miss.
    expect(cache.stats.evictions).toBe(51 - cache.size);
    expect(cache.stats).toMatchObject({ hits: 51, misses: 1 });
  });

  it("refuses an entry larger than a quarter of the cache rather than flushing everything for it", () => {
    const cache = new ResponseCache({ maxBytes: 4_000 });
    cache.set("/small", entry("s"), 0);
    cache.set("/huge", entry("x".repeat(1_001)), 0);
    expect(cache.get("/huge")).toBeUndefined();
    expect(cache.get("/small")).toBeDefined();
  });
});
