import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "#domain/paging.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { videos } from "#server/platform/db/schema/videos.ts";
import { signedIn } from "./auth-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";
import { ids, walk } from "./paging-helpers.ts";

// The content lists paged on the server (decision 0039): the staff articles, videos and resources
// pages and the public /news list, walked page by page across ties in every key.

type Row = { id: number };

const desc =
  <T>(key: (row: T) => number | string) =>
  (a: T & Row, b: T & Row) =>
    key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : b.id - a.id;

describe.each(testDatabases)("paged content lists on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  /**
   * `n` articles, five to a creation time (microseconds apart from the whole second), statuses in
   * turn, every third featured, titles shared in pairs; published ones went public in groups of
   * four, and every seventh has no first-publication date (published before the workflow kept it).
   */
  async function seedArticles(n: number) {
    await t.db.execute(sql`
      insert into articles (title, slug, category, description, content, status, publish_at, featured, created_at, updated_at, first_published_at)
      select 'Letter ' || (g / 2), 'letter-' || g, (array['Technology', 'Real Estate'])[1 + g % 2], 'About ' || g,
             repeat('word ', 300), (array['published', 'draft', 'published', 'unpublished', 'scheduled'])[1 + g % 5],
             case when g % 5 = 4 then now() + interval '1 day' end,
             g % 3 = 0,
             timestamptz '2026-02-01T00:00:00.000123Z' + ((g / 5) * interval '1 second'),
             timestamptz '2026-03-01T00:00:00Z' - ((g / 3) * interval '1 minute'),
             case when g % 7 = 0 then null else timestamptz '2026-04-01T00:00:00.000001Z' - ((g / 4) * interval '1 hour') end
      from generate_series(1, ${n}) g`);
    // Site pages must never appear in these lists.
    await t.db.execute(sql`
      insert into articles (kind, title, slug, category, description, content, status)
      values ('page', 'Privacy Policy', 'privacy-policy', 'Company News', '', 'text', 'published')`);
    return t.db.select().from(articles);
  }

  it("pages the staff articles: every article once per order, no bodies, site pages left out", async () => {
    const { api } = await asAdmin(t);
    const all = (await seedArticles(57)).filter((a) => a.kind === "article");

    const created = await walk<Row & Record<string, unknown>>(api, "/api/articles/page?limit=8");
    expect(created.total).toBe(57);
    const byCreated = [...all].sort(desc((a) => a.createdAt.getTime()));
    expect(ids(created.forward)).toEqual(byCreated.map((a) => a.id));
    expect(ids([...created.backward, created.forward.at(-1)!])).toEqual(byCreated.map((a) => a.id));
    expect(created.forward.flat().every((a) => !("content" in a))).toBe(true);
    expect(created.forward[0][0]).toMatchObject({ status: expect.any(String), slug: expect.any(String) });

    const updated = await walk<Row>(api, "/api/articles/page?sort=updated&dir=asc&limit=10");
    const byUpdated = [...all].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id);
    expect(ids(updated.forward)).toEqual(byUpdated.map((a) => a.id));

    const titled = await walk<Row>(api, "/api/articles/page?sort=title&dir=desc&limit=6");
    expect(ids(titled.forward)).toEqual([...all].sort(desc((a) => a.title.toLowerCase())).map((a) => a.id));

    const drafts = await walk<Row & { status: string }>(api, "/api/articles/page?status=draft&limit=3");
    const draftRows = byCreated.filter((a) => a.status === "draft");
    expect(ids(drafts.forward)).toEqual(draftRows.map((a) => a.id));
    expect(drafts.total).toBe(draftRows.length);

    // Title or slug, any case; a % typed is a percent sign.
    const bySlug = (await api.get("/api/articles/page?q=LETTER-13")).json() as Page<Row>;
    expect(bySlug.items.map((a) => a.id)).toEqual(all.filter((a) => a.slug === "letter-13").map((a) => a.id));
    expect((await api.get("/api/articles/page?q=letter%2012")).json().total).toBe(2);
    expect((await api.get("/api/articles/page?q=%25")).json().total).toBe(0);
    expect(await t.services.articles.counts()).toEqual({
      total: 57,
      published: all.filter((a) => a.published).length,
      featured: all.filter((a) => a.featured).length,
    });
  });

  it("pages videos by upload date and title, and resources by date added and title, searched", async () => {
    const { api } = await asAdmin(t);
    await t.db.execute(sql`
      insert into videos (title, description, category, duration, thumbnail, embed_url, upload_date)
      select 'Clip ' || (g % 9), 'About ' || g, 'Market Updates', '1:00', '/t.png',
             'https://www.youtube-nocookie.com/embed/v' || g, date '2026-01-01' + (g / 4)
      from generate_series(1, 41) g`);
    const allVideos = await t.db.select().from(videos);
    const uploaded = await walk<Row>(api, "/api/videos/page?limit=6");
    expect(uploaded.total).toBe(41);
    expect(ids(uploaded.forward)).toEqual([...allVideos].sort(desc((v) => v.uploadDate)).map((v) => v.id));
    expect(ids(uploaded.backward)).toEqual(ids(uploaded.forward).slice(0, -uploaded.forward.at(-1)!.length));
    const titled = await walk<Row>(api, "/api/videos/page?sort=title&dir=asc&limit=7");
    const byTitle = [...allVideos].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id));
    expect(ids(titled.forward)).toEqual(byTitle.map((v) => v.id));
    expect((await api.get("/api/videos/page?q=CLIP%203")).json().total).toBe(
      allVideos.filter((v) => v.title === "Clip 3").length,
    );

    await t.db.execute(sql`
      insert into resources (title, description, category, download_url, created_at)
      select 'Report ' || (g % 6), 'Notes ' || g, (array['Market Research', 'Educational Content'])[1 + g % 2],
             'https://example.com/r' || g, timestamptz '2026-01-01T00:00:00.000007Z' + ((g / 3) * interval '1 second')
      from generate_series(1, 38) g`);
    const allResources = await t.db.select().from(resources);
    const added = await walk<Row>(api, "/api/resources/page?limit=5");
    expect(added.total).toBe(38);
    expect(ids(added.forward)).toEqual([...allResources].sort(desc((r) => r.createdAt.getTime())).map((r) => r.id));
    const named = await walk<Row>(api, "/api/resources/page?sort=title&dir=desc&limit=9");
    expect(ids(named.forward)).toEqual([...allResources].sort(desc((r) => r.title)).map((r) => r.id));
    // The search the tab had in the browser, now on the server: title, description or category.
    const educational = allResources.filter((r) => r.category === "Educational Content").length;
    expect((await api.get("/api/resources/page?q=EDUCATIONAL&limit=100")).json().total).toBe(educational);
    expect((await api.get("/api/resources/page?q=notes%2017")).json().total).toBe(1);
  });

  it("refuses a tampered cursor, a cursor of another order and bad queries (400 naming the field)", async () => {
    const { api } = await asAdmin(t);
    await seedArticles(12);
    await t.db.execute(sql`
      insert into videos (title, description, category, duration, thumbnail, embed_url)
      select 'Clip ' || g, '', 'Market Updates', '1:00', '/t.png', 'https://www.youtube-nocookie.com/embed/v' || g
      from generate_series(1, 4) g`);
    await t.db.execute(sql`
      insert into resources (title, description, category, download_url)
      select 'Report ' || g, '', 'Market Research', 'https://example.com/r' || g from generate_series(1, 4) g`);
    for (const base of ["/api/articles/page", "/api/videos/page", "/api/resources/page"]) {
      const first = (await api.get(`${base}?limit=2`)).json() as Page<Row>;
      expect(first.next, base).not.toBeNull();
      const [sort, dir, side, values] = JSON.parse(Buffer.from(first.next!, "base64url").toString()) as [
        string,
        string,
        number,
        unknown[],
      ];
      const wrongType = Buffer.from(JSON.stringify([sort, dir, side, ["not a key", ...values.slice(1)]])).toString(
        "base64url",
      );
      for (const url of [
        `${base}?cursor=${first.next!.slice(0, -3)}x`,
        `${base}?cursor=${wrongType}`,
        `${base}?cursor=${first.next}&sort=title`,
        `${base}?cursor=${first.next}&dir=asc`,
        `${base}?cursor=%24%24`,
      ]) {
        const res = await api.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.fieldErrors, url).toHaveProperty("cursor");
      }
      for (const [query, field] of [
        ["limit=0", "limit"],
        ["limit=101", "limit"],
        ["sort=content", "sort"],
        ["dir=up", "dir"],
      ]) {
        const res = await api.get(`${base}?${query}`);
        expect(res.statusCode, `${base}?${query}`).toBe(400);
        expect(res.json().error.fieldErrors, query).toHaveProperty(field);
      }
    }
    const status = await api.get("/api/articles/page?status=live");
    expect(status.statusCode).toBe(400);
    expect(status.json().error.fieldErrors).toHaveProperty("status");
  });

  it("keeps the lists staff-only and the old calls answering arrays", async () => {
    const { api } = await asAdmin(t);
    await seedArticles(6);
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    for (const url of ["/api/articles/page", "/api/videos/page", "/api/resources/page"]) {
      expect((await investor.get(url)).statusCode, url).toBe(403);
      expect((await apiClient(t).get(url)).statusCode, url).toBe(401);
    }
    for (const url of ["/api/articles", "/api/news", "/api/videos", "/api/resources", "/api/articles?published=true"]) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.json()), url).toBe(true);
    }
    expect((await api.get("/api/articles")).json()).toHaveLength(6);
  });

  it("pages the public news: published articles only, featured first, then newest publication first", async () => {
    const all = (await seedArticles(61)).filter((a) => a.kind === "article" && a.published);
    const publishedAt = (a: (typeof all)[number]) => (a.firstPublishedAt ?? a.createdAt).getTime();
    const expected = [...all]
      .sort(desc(publishedAt))
      .sort((a, b) => Number(b.featured) - Number(a.featured))
      .map((a) => a.id);
    const { articlePages } = await walkNews({});
    expect(articlePages.map((p) => p.length)).toEqual(
      Array.from({ length: Math.ceil(all.length / 12) }, (_, i) => Math.min(12, all.length - i * 12)),
    );
    expect(articlePages.flat()).toEqual(expected);

    // A category, and a search (title, description or body).
    const tech = await walkNews({ category: "Technology" });
    expect(tech.articlePages.flat()).toEqual(
      expected.filter((id) => all.find((a) => a.id === id)!.category === "Technology"),
    );
    const found = await t.services.articles.listPublishedPage({ q: "about 20" }, {});
    expect(found.items.map((a) => a.id)).toEqual(all.filter((a) => a.description === "About 20").map((a) => a.id));
    expect(await t.services.articles.publishedCategories()).toEqual(["Real Estate", "Technology"]);
    // With a search, the categories of the matching articles only (57, published, is odd: Real Estate).
    expect(await t.services.articles.publishedCategories("about 3")).toEqual(["Real Estate", "Technology"]);
    expect(await t.services.articles.publishedCategories("about 57")).toEqual(["Real Estate"]);
    expect(await t.services.articles.publishedCategories("no such words")).toEqual([]);

    // A cursor of another list is refused (the page then shows the first page).
    const staffCursor = (await t.services.articles.listPage({}, { limit: 2 })).next!;
    await expect(t.services.articles.listPublishedPage({}, { cursor: staffCursor })).rejects.toMatchObject({
      code: "VALIDATION",
    });
  });

  it("the other public lists read only what they show, in the same order, with the date each went public", async () => {
    const all = (await seedArticles(40)).filter((a) => a.kind === "article" && a.published);
    const publishedAt = (a: (typeof all)[number]) => a.firstPublishedAt ?? a.createdAt;
    const newest = [...all].sort(desc((a) => publishedAt(a).getTime()));

    // The home page's teaser: the newest publications, featured or not, one more than its three cards.
    const teaser = await t.services.articles.listPublished({ limit: 4 });
    expect(teaser.map((a) => a.id)).toEqual(newest.slice(0, 4).map((a) => a.id));
    // The fund pages' three, and the feed: the newest publications.
    const three = await t.services.articles.listPublished({ limit: 3 });
    expect(three.map((a) => a.id)).toEqual(newest.slice(0, 3).map((a) => a.id));
    const feed = await t.services.articles.listFeed(5);
    expect(feed.map((a) => a.id)).toEqual(newest.slice(0, 5).map((a) => a.id));
    // Each carries the date it went public (its creation when that was not recorded): what cards show.
    for (const item of [...teaser, ...three, ...feed]) {
      const row = all.find((a) => a.id === item.id)!;
      expect(item.publishedAt).toBe(publishedAt(row).toISOString());
    }
    expect(all.some((a) => a.firstPublishedAt && a.firstPublishedAt.getTime() !== a.createdAt.getTime())).toBe(true);
  });

  /** Every page of /news's list through the service, forwards then backwards. */
  async function walkNews(filter: { category?: string }) {
    const articlePages: number[][] = [];
    let page = await t.services.articles.listPublishedPage(filter, { limit: 12 });
    articlePages.push(page.items.map((a) => a.id));
    while (page.next) {
      page = await t.services.articles.listPublishedPage(filter, { limit: 12, cursor: page.next });
      articlePages.push(page.items.map((a) => a.id));
    }
    const back: number[][] = [];
    while (page.previous) {
      page = await t.services.articles.listPublishedPage(filter, { limit: 12, cursor: page.previous });
      back.unshift(page.items.map((a) => a.id));
    }
    expect([...back, articlePages.at(-1)!]).toEqual(articlePages);
    return { articlePages };
  }
});
