import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles } from "#server/platform/db/schema/articles.ts";
import { seedDemoContent } from "#server/seed.ts";
import { demoArticles } from "#server/seed/demo-articles.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const LIST_FIELDS = [
  "category",
  "createdAt",
  "description",
  "featured",
  "id",
  "imageUrl",
  // When it went public (decision 0039): the public lists' order and the date their cards show.
  "publishedAt",
  "readingMinutes",
  "slug",
  "title",
];
const draft = demoArticles.find((a) => !a.published)!;
const published = demoArticles.filter((a) => a.published);

describe.each(testDatabases)("article API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.resetToDemoContent();
  });

  const list = () => t.app.inject({ method: "GET", url: "/api/articles?published=true" });

  it("lists published articles only, newest first, with the list fields", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown>>;
    expect(body.map((a) => a.slug)).toEqual([...published].sort((a, b) => a.ageDays - b.ageDays).map((a) => a.slug));
    expect(body.map((a) => a.slug)).not.toContain(draft.slug);
    expect(Object.keys(body[0]).sort()).toEqual(LIST_FIELDS);
    expect(res.headers["cache-control"]).toContain("s-maxage");
  });

  it("serves the list gzip- or brotli-encoded when the client accepts it", async () => {
    const plain = (await list()).body;
    for (const [accept, encoding, decode] of [
      ["gzip, deflate", "gzip", gunzipSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/articles?published=true",
        headers: { "accept-encoding": accept },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(decode(res.rawPayload).toString()).toBe(plain);
    }
  });

  it("serves the public list from cache and rebuilds it after an article write", async () => {
    expect((await list()).json()).toHaveLength(published.length);
    await t.db.update(articles).set({ status: "published" }).where(eq(articles.slug, draft.slug));
    // Still the cached list until the write path invalidates it...
    expect((await list()).json()).toHaveLength(published.length);
    await t.services.articles.invalidatePublic();
    const after = (await list()).json() as Array<{ slug: string }>;
    expect(after).toHaveLength(published.length + 1);
    expect(after[0].slug).toBe(draft.slug);
  });

  it("answers one published article by slug", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${published[0].slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: published[0].slug,
      title: published[0].title,
      content: published[0].content,
      published: true,
    });
  });

  it.each([
    ["an unpublished article", draft.slug],
    ["a missing article", "no-such-article"],
    ["a malformed slug", "Bad%20Slug!"],
  ])("answers 404 'Article not found' for %s", async (_label, slug) => {
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Article not found" } });
  });

  it("keeps the full list (drafts included) for staff: anonymous callers get 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/articles" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    const bad = await t.app.inject({ method: "GET", url: "/api/articles?published=maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty("published");
  });

  it("answers unknown API paths with a JSON 404, never the HTML page", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/articles/x/y"],
      ["DELETE", "/api/contact"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("seeds demo content once: at least eight articles across categories, with shipped images", async () => {
    expect(await seedDemoContent(t.db)).toBe(false);
    // The articles; the legal pages the seed also publishes are rows of kind "page" (decision 0031).
    const rows = await t.db.select().from(articles).where(eq(articles.kind, "article"));
    expect(rows).toHaveLength(demoArticles.length);
    expect(rows.filter((r) => r.published).length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.imageUrl?.startsWith("/images/articles/"))).toBe(true);
  });

  it("enforces unique slugs in the database", async () => {
    const [first] = await t.db.select().from(articles).limit(1);
    const { id: _id, ...copy } = first;
    await expect(t.db.insert(articles).values(copy)).rejects.toThrow();
  });
});
