import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "#server/platform/db/client.ts";
import { articleSnapshots } from "#server/platform/db/schema/article-snapshots.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { createServices } from "#server/registry.ts";
import { APPROVAL_NEEDED } from "#server/features/publishing/article-publishing.ts";
import { apiClient, asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const draftBody = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Article ${slug}`,
  slug,
  category: "Market Analysis",
  description: "A summary.",
  content: "Body text.",
  published: false,
  ...extra,
});
const MINUTE = 60_000;

describe.each(testDatabases)("article publishing on $name", (database) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  let superAdmin: Awaited<ReturnType<typeof asAdmin>>;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    admin = await asAdmin(t, "admin");
    superAdmin = await asAdmin(t, "super_admin");
  });

  const publicSlugs = async () =>
    ((await apiClient(t).get("/api/articles?published=true")).json() as Array<{ slug: string }>).map((a) => a.slug);
  const draft = async (slug: string, by = admin) => {
    const res = await by.api.post("/api/news", draftBody(slug));
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; status: string };
  };
  const setApproval = async (required: boolean) =>
    expect((await superAdmin.api.put("/api/news/publishing-settings", { required })).statusCode).toBe(200);

  it("is staff-only; approving, returning and the firm's setting are for super admins", async () => {
    await expectStaffOnly(t, [
      ["POST", "/api/news/1/publish", {}],
      ["POST", "/api/news/1/schedule", { publishAt: new Date().toISOString() }],
      ["POST", "/api/news/1/unpublish", {}],
      ["POST", "/api/news/1/submit", {}],
      ["POST", "/api/news/1/approve", {}],
      ["POST", "/api/news/1/return", { comment: "x" }],
      ["GET", "/api/news/publishing-settings"],
      ["PUT", "/api/news/publishing-settings", { required: true }],
    ]);
    const { id } = await draft("super-only");
    for (const [url, body] of [
      [`/api/news/${id}/approve`, {}],
      [`/api/news/${id}/return`, { comment: "no" }],
    ] as const) {
      expect((await admin.api.post(url, body)).statusCode).toBe(403);
    }
    expect((await admin.api.put("/api/news/publishing-settings", { required: true })).statusCode).toBe(403);
    expect((await admin.api.get("/api/news/publishing-settings")).json()).toEqual({ required: false });
  });

  it("keeps the published flag contract: true publishes now, false saves a draft or takes a live one back to Draft", async () => {
    const created = await admin.api.post("/api/news", draftBody("contract", { published: true }));
    expect(created.json()).toMatchObject({ status: "published", published: true });
    expect(created.json().firstPublishedAt).toEqual(expect.any(String));
    const { id } = created.json();
    const body = draftBody("contract", { published: false });
    // The forms' Published box is the product's Published/Draft toggle: unchecked, back to Draft.
    expect((await admin.api.put(`/api/news/${id}`, body)).json()).toMatchObject({
      status: "draft",
      published: false,
    });
    expect(await publicSlugs()).not.toContain("contract");
    const drafted = await draft("plain-draft");
    expect(drafted.status).toBe("draft");
    expect(
      (await admin.api.put(`/api/articles/${drafted.id}`, draftBody("plain-draft", { published: true }))).json(),
    ).toMatchObject({ status: "published" });
    expect(await publicSlugs()).toContain("plain-draft");
  });

  it("moves through the states and refuses the moves that make no sense (409)", async () => {
    const { id } = await draft("states");
    const post = (action: string, body: unknown = {}) => admin.api.post(`/api/news/${id}/${action}`, body);
    expect((await post("unpublish")).statusCode).toBe(409);
    const published = await post("publish");
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", published: true });
    expect(await publicSlugs()).toContain("states");
    const again = await post("publish");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Cannot publish an article that is published");
    expect((await post("schedule", { publishAt: new Date(Date.now() + MINUTE).toISOString() })).statusCode).toBe(409);
    expect((await post("unpublish")).json()).toMatchObject({ status: "unpublished" });
    expect(await publicSlugs()).not.toContain("states");
    // Without the firm's approval rule there is nothing to submit to.
    expect((await post("submit")).statusCode).toBe(409);
    // Scheduled, then cancelled: back to Draft.
    const at = new Date(Date.now() + 60 * MINUTE).toISOString();
    expect((await post("schedule", { publishAt: at })).json()).toMatchObject({ status: "scheduled", publishAt: at });
    expect((await post("unpublish")).json()).toMatchObject({ status: "draft", publishAt: null });
    expect((await post("approve")).statusCode).toBe(403);
    expect((await superAdmin.api.post(`/api/news/${id}/approve`, {})).statusCode).toBe(409);
    expect((await admin.api.post("/api/news/999999/publish", {})).statusCode).toBe(404);
  });

  it("validates the schedule: a date-time in the future, named in the error", async () => {
    const { id } = await draft("validate");
    for (const publishAt of [undefined, "tomorrow", "2026-11-23 10:00"]) {
      const res = await admin.api.post(`/api/news/${id}/schedule`, { publishAt });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.publishAt).toBeDefined();
    }
    const past = await admin.api.post(`/api/news/${id}/schedule`, { publishAt: "2020-01-01T00:00:00Z" });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fieldErrors.publishAt).toEqual(["Choose a time in the future"]);
    const comment = await superAdmin.api.post(`/api/news/${id}/return`, { comment: "  " });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().error.fieldErrors.comment).toEqual(["Comment is required"]);
  });

  it("publishes a scheduled article when its time comes, once, and the public list follows", async () => {
    const { id } = await draft("scheduled");
    const at = new Date(Date.now() + 5 * MINUTE);
    await admin.api.post(`/api/news/${id}/schedule`, { publishAt: at.toISOString() });
    expect(await publicSlugs()).not.toContain("scheduled");
    // Before its time nothing happens.
    expect(await t.services.articlePublishing.publishDue(new Date(at.getTime() - 1000))).toEqual([]);
    const published = await t.services.articlePublishing.publishDue(new Date(at.getTime() + 1000));
    expect(published.map((a) => a.id)).toEqual([id]);
    expect(await t.services.articlePublishing.publishDue(new Date(at.getTime() + 2000))).toEqual([]);
    // The cached public list was dropped by the job.
    expect(await publicSlugs()).toContain("scheduled");
    const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ status: "published", publishAt: null, scheduledBy: admin.user.username });
    const records = await t.db.select().from(articleSnapshots).where(eq(articleSnapshots.articleId, id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ reason: "scheduled", publishedBy: admin.user.username, endedAt: null });
    const audit = (await auditRows(t)).filter((r) => r.entityId === String(id));
    expect(audit.map((r) => [r.action, r.actorUsername])).toEqual([
      ["article.created", admin.user.username],
      ["article.scheduled", admin.user.username],
      ["article.published", null],
    ]);
  });

  it("goes live exactly once when two workers run at the same moment", async () => {
    const ids = [];
    for (const slug of ["race-a", "race-b", "race-c"]) {
      const { id } = await draft(slug);
      await admin.api.post(`/api/news/${id}/schedule`, { publishAt: new Date(Date.now() + MINUTE).toISOString() });
      ids.push(id);
    }
    const later = new Date(Date.now() + 2 * MINUTE);
    let results: Array<Array<{ id: number }>>;
    if (database.name === "postgres") {
      // Two instances: two connections pools on the same database, as two processes would have.
      const url = (t.db.$client as { options: { connectionString: string } }).options.connectionString;
      const other = await openPostgresDatabase(url);
      try {
        const otherServices = createServices(other.db);
        results = await Promise.all([
          t.services.articlePublishing.publishDue(later),
          otherServices.articlePublishing.publishDue(later),
          t.services.articlePublishing.publishDue(later),
          otherServices.articlePublishing.publishDue(later),
        ]);
      } finally {
        await other.close();
      }
    } else {
      results = await Promise.all([
        t.services.articlePublishing.publishDue(later),
        t.services.articlePublishing.publishDue(later),
      ]);
    }
    expect(
      results
        .flat()
        .map((a) => a.id)
        .sort(),
    ).toEqual([...ids].sort());
    const records = await t.db.select().from(articleSnapshots);
    expect(records.map((r) => r.articleId).sort()).toEqual([...ids].sort());
    const goLive = (await auditRows(t)).filter((r) => r.action === "article.published");
    expect(goLive).toHaveLength(3);
  });

  describe("with the firm's approval rule on", () => {
    beforeEach(async () => setApproval(true));

    it("refuses an admin's direct publishing (403 with the reason) and lets a super admin publish", async () => {
      const { id } = await draft("gated");
      for (const res of [
        await admin.api.post(`/api/news/${id}/publish`, {}),
        await admin.api.post(`/api/news/${id}/schedule`, { publishAt: new Date(Date.now() + MINUTE).toISOString() }),
        await admin.api.put(`/api/news/${id}`, draftBody("gated", { published: true })),
        await admin.api.post("/api/news", draftBody("gated-new", { published: true })),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe(APPROVAL_NEEDED);
      }
      // A draft is still the admin's to write.
      expect((await admin.api.put(`/api/news/${id}`, draftBody("gated", { title: "Edited" }))).statusCode).toBe(200);
      const direct = await superAdmin.api.post(`/api/news/${id}/publish`, {});
      expect(direct.json()).toMatchObject({ status: "published" });
      const [record] = await t.db.select().from(articleSnapshots).where(eq(articleSnapshots.articleId, id));
      expect(record).toMatchObject({ approvedBy: superAdmin.user.username, publishedBy: superAdmin.user.username });
      // Live content changes only through a super admin; taking it down needs nobody.
      expect((await admin.api.put(`/api/news/${id}`, draftBody("gated", { published: true }))).statusCode).toBe(403);
      expect((await admin.api.post(`/api/news/${id}/unpublish`, {})).json()).toMatchObject({ status: "unpublished" });
      expect(await publicSlugs()).toEqual([]);
    });

    it("submit, return with a comment, submit again, approve: published, with both names on the record", async () => {
      const { id } = await draft("reviewed");
      const submitted = await admin.api.post(`/api/news/${id}/submit`, {});
      expect(submitted.json()).toMatchObject({ status: "pending_approval", submittedBy: admin.user.username });
      expect(await publicSlugs()).not.toContain("reviewed");
      const returned = await superAdmin.api.post(`/api/news/${id}/return`, { comment: "Add the risk disclosure." });
      expect(returned.json()).toMatchObject({ status: "draft", reviewComment: "Add the risk disclosure." });
      await admin.api.post(`/api/news/${id}/submit`, {});
      const approved = await superAdmin.api.post(`/api/news/${id}/approve`, {});
      expect(approved.json()).toMatchObject({ status: "published", reviewComment: null });
      expect(await publicSlugs()).toContain("reviewed");
      const [record] = await t.db.select().from(articleSnapshots).where(eq(articleSnapshots.articleId, id));
      expect(record).toMatchObject({
        reason: "approved",
        approvedBy: superAdmin.user.username,
        publishedBy: superAdmin.user.username,
      });
      const actions = (await auditRows(t)).filter((r) => r.entityId === String(id)).map((r) => r.action);
      expect(actions).toEqual([
        "article.created",
        "article.submitted",
        "article.returned",
        "article.submitted",
        "article.approved",
      ]);
      const setting = (await auditRows(t)).find((r) => r.action === "settings.article_approval_updated");
      expect(setting?.actorUsername).toBe(superAdmin.user.username);
    });

    it("approving a submission with a time ahead schedules it; the job publishes it naming the approver", async () => {
      const { id } = await draft("approved-later");
      const at = new Date(Date.now() + 30 * MINUTE);
      await admin.api.post(`/api/news/${id}/submit`, { publishAt: at.toISOString() });
      const approved = await superAdmin.api.post(`/api/news/${id}/approve`, {});
      expect(approved.json()).toMatchObject({ status: "scheduled", publishAt: at.toISOString() });
      await t.services.articlePublishing.publishDue(new Date(at.getTime() + 1000));
      const [record] = await t.db.select().from(articleSnapshots).where(eq(articleSnapshots.articleId, id));
      expect(record).toMatchObject({
        reason: "scheduled",
        approvedBy: superAdmin.user.username,
        publishedBy: admin.user.username,
      });
    });
  });
});
