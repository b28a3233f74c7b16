import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles } from "#server/platform/db/schema/articles.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { demoArticles } from "#server/seed/demo-articles.ts";
import { signedIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const articleBody = (extra: Record<string, unknown> = {}) => ({
  title: "Quarterly Market Outlook",
  slug: "quarterly-market-outlook",
  category: "Market Analysis",
  description: "What we expect this quarter.",
  content: "First paragraph.\n\nSecond paragraph.",
  imageUrl: "/images/articles/outlook.jpg",
  published: true,
  featured: false,
  ...extra,
});

describe.each(testDatabases)("article management on $name", (database) => {
  let t: TestContext;
  let staffCookie = "";
  let staffUser = { id: 0, username: "" };
  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.resetToDemoContent();
    const admin = await signedIn(t, "admin");
    staffCookie = admin.cookie;
    staffUser = admin.user;
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
    request(t, method, url, { cookie, payload });
  const publicList = async () =>
    (await t.app.inject({ method: "GET", url: "/api/articles?published=true" })).json() as Array<{
      slug: string;
      title: string;
    }>;
  const publicPage = (slug: string) => t.app.inject({ method: "GET", url: `/api/articles/${slug}` });

  describe("access", () => {
    it.each(["/api/articles", "/api/articles?published=false", "/api/news"])(
      "GET %s: 401 anonymous, 403 investor and viewer, 200 staff with drafts",
      async (url) => {
        expect((await call("GET", url)).statusCode).toBe(401);
        for (const role of ["investor", "viewer"] as const) {
          const { cookie } = await signedIn(t, role);
          expect((await call("GET", url, cookie)).statusCode).toBe(403);
        }
        for (const cookie of [staffCookie, (await signedIn(t, "super_admin")).cookie]) {
          const res = await call("GET", url, cookie);
          expect(res.statusCode).toBe(200);
          expect(res.headers["cache-control"]).toBe("no-store");
          const list = res.json() as Array<{ published: boolean; content: string }>;
          expect(list.some((a) => !a.published)).toBe(true);
          if (!url.includes("published=false")) expect(list).toHaveLength(demoArticles.length);
          expect(list[0].content).toBeTruthy();
        }
      },
    );

    it.each([
      ["POST", "/api/articles"],
      ["PUT", "/api/articles/1"],
      ["DELETE", "/api/articles/1"],
      ["POST", "/api/news"],
      ["PUT", "/api/news/1"],
      ["DELETE", "/api/news/1"],
    ] as const)("%s %s: 401 anonymous, 403 investor and viewer", async (method, url) => {
      const body = method === "DELETE" ? undefined : articleBody();
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      for (const role of ["investor", "viewer"] as const) {
        const { cookie } = await signedIn(t, role);
        expect((await call(method, url, cookie, body)).statusCode).toBe(403);
      }
    });
  });

  it("lists every article for staff, newest first", async () => {
    const list = (await call("GET", "/api/articles", staffCookie)).json() as Array<{ createdAt: string }>;
    const times = list.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const drafts = (await call("GET", "/api/articles?published=false", staffCookie)).json() as Array<{
      published: boolean;
    }>;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((a) => !a.published)).toBe(true);
  });

  it("creates, updates and deletes, each visible at once in the public list", async () => {
    expect(await publicList()).not.toContainEqual(expect.objectContaining({ slug: "quarterly-market-outlook" }));
    const created = await call("POST", "/api/articles", staffCookie, articleBody());
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({ ...articleBody(), id: expect.any(Number), createdAt: expect.any(String) });
    expect((await publicList())[0].slug).toBe("quarterly-market-outlook");
    expect((await publicPage("quarterly-market-outlook")).statusCode).toBe(200);

    const updated = await call(
      "PUT",
      `/api/articles/${article.id}`,
      staffCookie,
      articleBody({ title: "Revised Outlook" }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe("Revised Outlook");
    expect((await publicList())[0].title).toBe("Revised Outlook");

    expect((await call("DELETE", `/api/articles/${article.id}`, staffCookie)).statusCode).toBe(204);
    expect(await publicList()).not.toContainEqual(expect.objectContaining({ slug: "quarterly-market-outlook" }));
    expect((await publicPage("quarterly-market-outlook")).statusCode).toBe(404);
    expect((await call("DELETE", `/api/articles/${article.id}`, staffCookie)).statusCode).toBe(404);
  });

  it("unpublishing hides an article from the public list and page; publishing shows it", async () => {
    const article = (await call("POST", "/api/articles", staffCookie, articleBody())).json();
    await publicList(); // cached now
    const hidden = await call("PUT", `/api/articles/${article.id}`, staffCookie, articleBody({ published: false }));
    expect(hidden.json().published).toBe(false);
    expect(await publicList()).not.toContainEqual(expect.objectContaining({ slug: article.slug }));
    expect((await publicPage(article.slug)).statusCode).toBe(404);
    await call("PUT", `/api/articles/${article.id}`, staffCookie, articleBody({ published: true }));
    expect((await publicList())[0].slug).toBe(article.slug);
  });

  it("serves the same handlers under /api/news", async () => {
    const created = await call("POST", "/api/news", staffCookie, articleBody({ slug: "news-alias" }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call("GET", "/api/news", staffCookie)).json()[0]).toMatchObject({ id, slug: "news-alias" });
    expect(
      (await call("PUT", `/api/news/${id}`, staffCookie, articleBody({ slug: "news-alias", featured: true }))).json()
        .featured,
    ).toBe(true);
    expect((await publicList())[0].slug).toBe("news-alias");
    expect((await call("DELETE", `/api/news/${id}`, staffCookie)).statusCode).toBe(204);
    expect(await t.db.select().from(articles).where(eq(articles.id, id))).toHaveLength(0);
  });

  it("applies the form defaults and accepts an empty description and no image", async () => {
    const { published: _p, featured: _f, ...rest } = articleBody({ description: "", imageUrl: "" });
    const res = await call("POST", "/api/articles", staffCookie, rest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ description: "", imageUrl: null, published: true, featured: false });
    const sitePath = await call(
      "POST",
      "/api/articles",
      staffCookie,
      articleBody({ slug: "with-path", imageUrl: "/images/articles/a.jpg" }),
    );
    expect(sitePath.json().imageUrl).toBe("/images/articles/a.jpg");
    // An omitted optional field keeps its value on update.
    const { imageUrl: _i, featured: _g, ...noImage } = articleBody({ slug: "with-path", title: "Kept image" });
    const kept = await call("PUT", `/api/articles/${sitePath.json().id}`, staffCookie, noImage);
    expect(kept.json()).toMatchObject({ title: "Kept image", imageUrl: "/images/articles/a.jpg" });
  });

  it("validates the payload and names the fields", async () => {
    const res = await call(
      "POST",
      "/api/articles",
      staffCookie,
      articleBody({
        title: "",
        slug: "Not A Slug",
        category: "Gossip",
        content: " ",
        imageUrl: "javascript:alert(1)",
        published: "yes",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual([
      "category",
      "content",
      "imageUrl",
      "published",
      "slug",
      "title",
    ]);
    const long = await call("POST", "/api/articles", staffCookie, articleBody({ title: "x".repeat(256) }));
    expect(long.json().error.fieldErrors.title).toEqual(["Title must be at most 255 characters"]);
    const { description: _d, ...noDescription } = articleBody();
    expect((await call("POST", "/api/articles", staffCookie, noDescription)).json().error.fieldErrors).toHaveProperty(
      "description",
    );
  });

  it("answers 409 naming the slug for a duplicate slug, on create and update", async () => {
    const taken = demoArticles[0].slug;
    const res = await call("POST", "/api/articles", staffCookie, articleBody({ slug: taken }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "CONFLICT",
      message: "That slug is already used by another article",
      fieldErrors: { slug: ["That slug is already used by another article"] },
    });
    const mine = (await call("POST", "/api/articles", staffCookie, articleBody())).json();
    const clash = await call("PUT", `/api/articles/${mine.id}`, staffCookie, articleBody({ slug: taken }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fieldErrors).toHaveProperty("slug");
  });

  it("answers 404 for a missing or malformed id", async () => {
    expect((await call("PUT", "/api/articles/999999", staffCookie, articleBody())).statusCode).toBe(404);
    expect((await call("PUT", "/api/articles/abc", staffCookie, articleBody())).json().error.message).toBe(
      "Article not found",
    );
    expect((await call("DELETE", "/api/news/0", staffCookie)).statusCode).toBe(404);
  });

  it("records every article write in the audit log", async () => {
    const article = (await call("POST", "/api/articles", staffCookie, articleBody())).json();
    await call("PUT", `/api/articles/${article.id}`, staffCookie, articleBody({ published: false }));
    await call("DELETE", `/api/articles/${article.id}`, staffCookie);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "article")).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ["article.created", 'Created and published article "Quarterly Market Outlook"'],
      ["article.updated", 'Unpublished article "Quarterly Market Outlook"'],
      ["article.deleted", 'Deleted article "Quarterly Market Outlook"'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorUserId: staffUser.id,
        actorUsername: staffUser.username,
        entityId: String(article.id),
      });
    }
  });

  it("writes nothing (no article, no audit row) when the write fails", async () => {
    const before = await t.db.select().from(auditLog);
    await call("POST", "/api/articles", staffCookie, articleBody({ slug: demoArticles[0].slug }));
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });
});
