import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openMemoryDatabase } from "#server/platform/db/client.ts";
import { NONCE_CACHE_CONTROL } from "#server/platform/http/react-router-handler.ts";
import { createServices } from "#server/registry.ts";

// Pages need the production build (npm test builds it first), served in-process on PGlite.
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

describe("public page cache (React Router handler)", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let services: ReturnType<typeof createServices>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openMemoryDatabase();
    services = createServices(database.db);
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
    app = await buildApp({
      services,
      isProduction: true,
      baseUrl: "http://localhost:3000",
      web: { build, clientDir: path.join(BUILD_DIR, "client") },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => close?.());
  beforeEach(() => services.cache.invalidate());

  const get = (url: string) => app.inject({ method: "GET", url });
  const nonceOf = (res: { headers: Record<string, unknown> }) =>
    /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];

  it("sends pages carrying a nonce with headers a shared cache cannot misuse, and re-issues the nonce per hit", async () => {
    const first = await get("/");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toBe(NONCE_CACHE_CONTROL);
    expect(first.headers["cache-control"]).not.toMatch(/public|s-maxage/);
    const second = await get("/");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe(NONCE_CACHE_CONTROL);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(b).not.toBe(a);
    expect(second.body).toContain(`nonce="${b}"`);
    expect(second.body).not.toContain(a);
  });

  it("keeps shared caching for responses without a nonce (robots.txt)", async () => {
    const res = await get("/robots.txt");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600, s-maxage=3600");
  });

  it("serves made-up query strings from the page's one entry, with the same page", async () => {
    const plain = await get("/");
    for (let i = 0; i < 50; i++) expect((await get(`/?a=${i}&utm_source=x`)).headers["x-cache"]).toBe("HIT");
    expect(services.cache.size).toBe(1);

    // The render of a URL with an ignored parameter is the page itself (but for its nonce).
    services.cache.invalidate();
    const withParameter = await get("/?a=1");
    expect(withParameter.headers["x-cache"]).toBe("MISS");
    expect(withParameter.body.replaceAll(nonceOf(withParameter)!, "N")).toBe(
      plain.body.replaceAll(nonceOf(plain)!, "N"),
    );
  });

  it("keys by the parameters a page reads, in any order", async () => {
    expect((await get("/news?category=Research")).headers["x-cache"]).toBe("MISS");
    expect((await get("/news?fbclid=1&category=Research")).headers["x-cache"]).toBe("HIT");
    expect((await get("/news?category=Other")).headers["x-cache"]).toBe("MISS");
    expect((await get("/news")).headers["x-cache"]).toBe("MISS");
  });
});
