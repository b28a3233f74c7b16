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
  });

  it("drops a render that started before an invalidation (no stale page after a write)", () => {
    const cache = new ResponseCache();
    const generation = cache.currentGeneration();
    cache.invalidate();
    cache.set("/", entry("stale"), generation);
    expect(cache.get("/")).toBeUndefined();
  });

  it("expires entries and bounds its size", () => {
    const cache = new ResponseCache(2, 0);
    cache.set("/a", entry("a"), 0);
    expect(cache.get("/a")).toBeUndefined();
    const bounded = new ResponseCache(2);
    for (const key of ["/a", "/b", "/c"]) bounded.set(key, entry(key), 0);
    expect(bounded.size).toBe(2);
    expect(bounded.get("/a")).toBeUndefined();
  });
});
