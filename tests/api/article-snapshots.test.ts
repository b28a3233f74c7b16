import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articleSnapshots } from "#server/platform/db/schema/article-snapshots.ts";
import { EXTERNAL_NOTE } from "#server/features/publishing/image-hash.ts";
import { apiClient, asAdmin, auditRows } from "./staff-helpers.ts";
import { signedIn } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const body = (extra: Record<string, unknown> = {}) => ({
  title: "Fund II closes",
  slug: "fund-ii-closes",
  category: "Company News",
  description: "The final close.",
  content: "## Closed\n\nThe fund is **closed**. <script>alert(1)</script>",
  imageUrl: "/images/og-default.png",
  published: true,
  ...extra,
});
const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

describe.each(testDatabases)("article records on $name", (database) => {
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
  const recordsOf = (articleId: number) =>
    t.db.select().from(articleSnapshots).where(eq(articleSnapshots.articleId, articleId)).orderBy(articleSnapshots.id);

  it("keeps what the public saw at each publication, ends it on unpublish, and outlives the article", async () => {
    const created = (await admin.api.post("/api/news", body())).json();
    let records = await recordsOf(created.id);
    expect(records).toHaveLength(1);
    const [first] = records;
    expect(first).toMatchObject({
      reason: "published",
      publishedBy: admin.user.username,
      approvedBy: null,
      slug: "fund-ii-closes",
      path: "/article/fund-ii-closes",
      title: "Fund II closes",
      metaTitle: "Fund II closes",
      metaDescription: "The final close.",
      imageUrl: "/images/og-default.png",
      socialImageUrl: "/images/og-default.png",
      endedAt: null,
    });
    // The body as the page serves it: rendered, raw HTML dropped.
    expect(first.bodyHtml).toContain("<strong>closed</strong>");
    expect(first.bodyHtml).not.toContain("<script");
    // Our own image: the SHA-256 of its bytes.
    const png = await readFile(new URL("../../public/images/og-default.png", import.meta.url));
    expect(first.imageSha256).toBe(sha256(png));
    expect(first.socialImageSha256).toBe(sha256(png));

    // A save that changes nothing the public sees makes no record; one that does replaces the last.
    await admin.api.put(`/api/news/${created.id}`, body({ featured: true }));
    expect(await recordsOf(created.id)).toHaveLength(1);
    await admin.api.put(
      `/api/news/${created.id}`,
      body({
        title: "Fund II holds its final close",
        socialImageUrl: "https://cdn.example.com/close.png",
        metaDescription: "Fund II is closed to new investors.",
      }),
    );
    records = await recordsOf(created.id);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ endReason: "replaced", endedAt: records[1].wentLiveAt });
    expect(records[1]).toMatchObject({
      reason: "updated",
      title: "Fund II holds its final close",
      metaDescription: "Fund II is closed to new investors.",
      socialImageUrl: "https://cdn.example.com/close.png",
      socialImageSha256: null,
      socialImageNote: EXTERNAL_NOTE,
      endedAt: null,
    });

    await admin.api.post(`/api/news/${created.id}/unpublish`, {});
    records = await recordsOf(created.id);
    expect(records[1]).toMatchObject({ endReason: "unpublished" });
    expect(records[1].endedAt).toBeInstanceOf(Date);

    await admin.api.post(`/api/news/${created.id}/publish`, {});
    expect(await admin.api.delete(`/api/news/${created.id}`).then((r) => r.statusCode)).toBe(204);
    records = await recordsOf(created.id);
    expect(records.map((r) => [r.reason, r.endReason])).toEqual([
      ["published", "replaced"],
      ["updated", "unpublished"],
      ["published", "deleted"],
    ]);
  });

  it("the database refuses to delete or rewrite a record, and to end it twice", async () => {
    const created = (await admin.api.post("/api/news", body())).json();
    const [record] = await recordsOf(created.id);
    await expect(t.db.delete(articleSnapshots).where(eq(articleSnapshots.id, record.id))).rejects.toThrow();
    await expect(
      t.db.update(articleSnapshots).set({ title: "Rewritten" }).where(eq(articleSnapshots.id, record.id)),
    ).rejects.toThrow();
    await t.db
      .update(articleSnapshots)
      .set({ endedAt: new Date(), endReason: "unpublished" })
      .where(eq(articleSnapshots.id, record.id));
    await expect(
      t.db.update(articleSnapshots).set({ endedAt: new Date() }).where(eq(articleSnapshots.id, record.id)),
    ).rejects.toThrow();
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from article_snapshots`)).rows;
    expect(n).toBe(1);
  });

  it("lists, reads and exports records for super admins only", async () => {
    const one = (await admin.api.post("/api/news", body())).json();
    const two = (await admin.api.post("/api/news", body({ slug: "second", title: "Second" }))).json();
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    for (const url of ["/api/news/records", "/api/news/records/1", "/api/news/records/1/export"]) {
      expect((await apiClient(t).get(url)).statusCode).toBe(401);
      expect((await investor.get(url)).statusCode).toBe(403);
      expect((await admin.api.get(url)).statusCode).toBe(403);
    }
    const all = (await superAdmin.api.get("/api/news/records")).json() as Array<{ id: number; articleId: number }>;
    expect(all.map((r) => r.articleId).sort()).toEqual([one.id, two.id].sort());
    expect(all[0]).not.toHaveProperty("bodyHtml");
    const filtered = (await superAdmin.api.get(`/api/news/records?articleId=${two.id}`)).json();
    expect(filtered).toHaveLength(1);
    expect((await superAdmin.api.get("/api/news/records?articleId=x")).statusCode).toBe(400);

    // Deleted articles keep their records, readable by id.
    await admin.api.delete(`/api/news/${two.id}`);
    const read = await superAdmin.api.get(`/api/news/records/${filtered[0].id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.json()).toMatchObject({ title: "Second", endReason: "deleted" });
    expect(read.json().bodyHtml).toContain("<h2");
    expect((await superAdmin.api.get("/api/news/records/999999")).statusCode).toBe(404);

    const file = await superAdmin.api.get(`/api/news/records/${filtered[0].id}/export`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/json");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="article-record-\d+-second\.json"/);
    expect(file.headers["cache-control"]).toBe("no-store");
    const exported = file.json();
    expect(exported).toMatchObject({ format: "edfutures.article-record/1", contentVerified: true });
    expect(exported.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(exported.record.contentSha256).toBe(exported.contentSha256);
    const audited = (await auditRows(t)).filter((r) => r.action === "article.snapshot_exported");
    expect(audited.map((r) => r.actorUsername)).toEqual([superAdmin.user.username]);
  });
});
