import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  REVISION_FIELDS,
  type ArticleRevision,
  type ArticleRevisionSummary,
  type RestoreResult,
} from "#domain/article-revision.ts";
import type { Article } from "#domain/article.ts";
import { articleRevisions } from "#server/platform/db/schema/article-revisions.ts";
import { AUTOSAVE_FOLD_MS } from "#server/features/publishing/article-revisions.ts";
import { signedIn } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { request } from "./request.ts";
import { testDatabases } from "./test-databases.ts";

const draft = (extra: Record<string, unknown> = {}) => ({
  title: "Private credit in 2027",
  slug: "private-credit-in-2027",
  category: "Market Analysis",
  description: "Where yields go next.",
  content: "## Outlook\n\nSpreads are tight.",
  imageUrl: null,
  published: false,
  featured: false,
  ...extra,
});

describe.each(testDatabases)("article revisions on $name", (database) => {
  let t: TestContext;
  let admin = { cookie: "", username: "" };
  let other = { cookie: "", username: "" };
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    const a = await signedIn(t, "admin");
    admin = { cookie: a.cookie, username: a.user.username };
    const b = await signedIn(t, "super_admin");
    other = { cookie: b.cookie, username: b.user.username };
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
    request(t, method, url, { cookie, payload });
  const create = async (body = draft(), query = "", cookie = admin.cookie) => {
    const res = await call("POST", `/api/news${query}`, cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Article;
  };
  const revisions = async (id: number) => {
    const res = await call("GET", `/api/admin/articles/${id}/revisions`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ArticleRevisionSummary[];
  };
  const revision = async (id: number, number: number) => {
    const res = await call("GET", `/api/admin/articles/${id}/revisions/${number}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ArticleRevision;
  };

  it("keeps a revision of every save: who, when, the full values and the fields it changed", async () => {
    const before = Date.now();
    const article = await create();
    const updated = await call(
      "PUT",
      `/api/news/${article.id}`,
      other.cookie,
      draft({ title: "Private credit, 2027" }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    // The /api/articles alias and the dashboard's save are revisions too.
    const published = await call(
      "PUT",
      `/api/articles/${article.id}`,
      admin.cookie,
      draft({ title: "Private credit, 2027", content: "## Outlook\n\nSpreads are wide.", published: true }),
    );
    expect(published.statusCode, published.body).toBe(200);

    const list = await revisions(article.id);
    expect(list.map((r) => [r.number, r.kind, r.author, r.changedFields])).toEqual([
      [3, "updated", admin.username, ["content", "published"]],
      [2, "updated", other.username, ["title"]],
      [1, "created", admin.username, [...REVISION_FIELDS]],
    ]);
    for (const r of list) {
      expect(Date.parse(r.savedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(r.savedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const second = await revision(article.id, 2);
    // The SEO fields, not sent, keep their empty values (the defaults).
    expect(second.fields).toEqual({
      ...draft({ title: "Private credit, 2027" }),
      metaTitle: null,
      metaDescription: null,
      socialImageUrl: null,
    });
    expect((await revision(article.id, 3)).fields.published).toBe(true);
  });

  it("folds consecutive autosaves by one person into one revision, and starts a new one after a pause", async () => {
    const article = await create(draft(), "?autosave=true");
    for (const content of ["First words.", "First words, more.", "First words, more and more."]) {
      const res = await call("PUT", `/api/news/${article.id}?autosave=true`, admin.cookie, draft({ content }));
      expect(res.statusCode, res.body).toBe(200);
    }
    let list = await revisions(article.id);
    expect(list).toHaveLength(1);
    expect(list[0].kind).toBe("autosave");
    expect((await revision(article.id, 1)).fields.content).toBe("First words, more and more.");

    // Another person's autosave is theirs: a new revision.
    await call("PUT", `/api/news/${article.id}?autosave=true`, other.cookie, draft({ content: "Theirs." }));
    // A pause longer than the fold window (arranged by moving the revision back in time).
    await t.db
      .update(articleRevisions)
      .set({ savedAt: new Date(Date.now() - AUTOSAVE_FOLD_MS - 1000) })
      .where(eq(articleRevisions.articleId, article.id));
    await call("PUT", `/api/news/${article.id}?autosave=true`, other.cookie, draft({ content: "Theirs, later." }));
    list = await revisions(article.id);
    expect(list.map((r) => [r.number, r.author, r.changedFields])).toEqual([
      [3, other.username, ["content"]],
      [2, other.username, ["content"]],
      [1, admin.username, [...REVISION_FIELDS]],
    ]);
    // A save from the form after autosaves is its own revision.
    await call("PUT", `/api/news/${article.id}`, other.cookie, draft({ content: "Theirs, later.", featured: true }));
    expect((await revisions(article.id))[0]).toMatchObject({ number: 4, kind: "updated", changedFields: ["featured"] });
  });

  it("never autosaves a live article (nor creates one by autosave), and writes nothing then", async () => {
    const refusedCreate = await call("POST", "/api/news?autosave=true", admin.cookie, draft({ published: true }));
    expect(refusedCreate.statusCode).toBe(409);
    const live = await create(draft({ published: true }));
    const refused = await call("PUT", `/api/news/${live.id}?autosave=true`, admin.cookie, draft({ published: true }));
    expect(refused.statusCode).toBe(409);
    const sneaky = await call("PUT", `/api/news/${live.id}?autosave=true`, admin.cookie, draft({ title: "Changed" }));
    expect(sneaky.statusCode).toBe(409);
    expect(await revisions(live.id)).toHaveLength(1);
    const bad = await call("PUT", `/api/news/${live.id}?autosave=yes`, admin.cookie, draft());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty("autosave");
  });

  it("a failed save keeps no revision", async () => {
    const first = await create();
    await create(draft({ slug: "another" }));
    const clash = await call("PUT", `/api/news/${first.id}`, admin.cookie, draft({ slug: "another" }));
    expect(clash.statusCode).toBe(409);
    expect(await revisions(first.id)).toHaveLength(1);
  });

  it("restores a revision into a draft as a new revision, and hands a live article's back to the editor", async () => {
    const article = await create();
    await call("PUT", `/api/news/${article.id}`, admin.cookie, draft({ title: "Second title", content: "Rewritten." }));
    const res = await call("POST", `/api/admin/articles/${article.id}/revisions/1/restore`, other.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json() as RestoreResult;
    expect(restored.applied).toBe(true);
    if (restored.applied) expect(restored.article).toMatchObject({ title: draft().title, content: draft().content });
    const list = await revisions(article.id);
    expect(list[0]).toMatchObject({
      number: 3,
      kind: "restored",
      restoredFrom: 1,
      author: other.username,
      changedFields: ["title", "content"],
    });

    // Live: the public page is not touched; the values come back for the editor.
    await call("PUT", `/api/news/${article.id}`, admin.cookie, draft({ title: "Live title", published: true }));
    const live = await call("POST", `/api/admin/articles/${article.id}/revisions/2/restore`, admin.cookie);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toMatchObject({ applied: false, revision: 2, fields: { title: "Second title" } });
    const page = await call("GET", `/api/articles/${draft().slug}`);
    expect(page.json().title).toBe("Live title");
    expect(await revisions(article.id)).toHaveLength(4);

    expect(
      (await call("POST", `/api/admin/articles/${article.id}/revisions/99/restore`, admin.cookie)).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/admin/articles/${article.id}/revisions/0`, admin.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/articles/${article.id}/revisions/x`, admin.cookie)).statusCode).toBe(404);
  });

  it("keeps the revisions after the article is deleted", async () => {
    const article = await create();
    await call("PUT", `/api/news/${article.id}`, admin.cookie, draft({ content: "Second version." }));
    expect((await call("DELETE", `/api/news/${article.id}`, admin.cookie)).statusCode).toBe(204);
    const list = await revisions(article.id);
    expect(list.map((r) => r.number)).toEqual([2, 1]);
    expect((await revision(article.id, 2)).fields.content).toBe("Second version.");
    // Nothing to restore into.
    expect((await call("POST", `/api/admin/articles/${article.id}/revisions/1/restore`, admin.cookie)).statusCode).toBe(
      404,
    );
  });

  it("is for staff only: anonymous 401, investor and viewer 403", async () => {
    const article = await create();
    const urls: Array<["GET" | "POST", string]> = [
      ["GET", `/api/admin/articles/${article.id}/revisions`],
      ["GET", `/api/admin/articles/${article.id}/revisions/1`],
      ["POST", `/api/admin/articles/${article.id}/revisions/1/restore`],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url)).statusCode).toBe(401);
      for (const role of ["investor", "viewer"] as const) {
        const { cookie } = await signedIn(t, role);
        expect((await call(method, url, cookie)).statusCode).toBe(403);
      }
    }
    expect(await revisions(article.id)).toHaveLength(1);
  });
});
