import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWS_PAGE_SIZE } from "#domain/article.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The public /news page paged on the server (decision 0039), read as a browser without JavaScript
// reads it: the server's HTML, following its Previous and Next links.

/** The article links of a /news page, in order, and its Previous / Next links. */
function read(html: string) {
  const slugs = [...html.matchAll(/<article[\s\S]*?href="\/article\/([a-z0-9-]+)"/g)].map((m) => m[1]);
  const link = (rel: string) => {
    const tag = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).find((a) => a.includes(`rel="${rel}"`));
    const href = tag ? tag.match(/href="([^"]+)"/)![1].replaceAll("&amp;", "&") : null;
    return href?.startsWith("?") ? `/news${href}` : href;
  };
  return { slugs, next: link("next"), previous: link("prev") };
}

describe.each(testDatabases)("the public /news page on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    // 30 published articles (every fifth featured, the first publications in threes sharing a
    // time), drafts between them; article g was created after g - 1 but first published before.
    await t.db.execute(sql`
      insert into articles (title, slug, category, description, content, status, featured, created_at, first_published_at)
      select 'Note ' || g, 'note-' || g, (array['Technology', 'Real Estate'])[1 + g % 2], 'Summary ' || g, 'Text ' || g,
             case when g % 4 = 0 then 'draft' else 'published' end, g % 5 = 0,
             timestamptz '2026-01-01T00:00:00Z' + g * interval '1 hour',
             case when g % 4 = 0 then null else timestamptz '2026-06-01T00:00:00.000004Z' - (g / 3) * interval '1 day' end
      from generate_series(1, 40) g`);
  });

  it("pages by first publication (featured first) with plain Previous and Next links: no repeats, no gaps", async () => {
    const rows = await t.db.execute<{ slug: string }>(sql`
      select slug from articles where published
      order by featured desc, first_published_at desc, id desc`);
    const expected = rows.rows.map((r) => r.slug);
    expect(expected).toHaveLength(30);

    const pages: string[][] = [];
    let url: string | null = "/news";
    const visited: string[] = [];
    while (url) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      const page = read(res.body);
      pages.push(page.slugs);
      visited.push(url);
      if (pages.length === 1) {
        expect(page.previous).toBeNull();
        expect(res.body.replaceAll("<!-- -->", "")).toContain(`Showing ${NEWS_PAGE_SIZE} of 30 articles`);
      }
      url = page.next;
    }
    expect(pages.map((p) => p.length)).toEqual([12, 12, 6]);
    expect(pages.flat()).toEqual(expected);

    // Back from the last page through its Previous links: the same pages.
    let back = read((await t.app.inject({ method: "GET", url: visited.at(-1)! })).body).previous;
    const backPages: string[][] = [];
    while (back) {
      const page = read((await t.app.inject({ method: "GET", url: back })).body);
      backPages.unshift(page.slugs);
      back = page.previous;
    }
    expect(backPages).toEqual(pages.slice(0, -1));
  });

  it("keeps the category and the search in the pages' links; a bad cursor shows the first page", async () => {
    const first = await t.app.inject({ method: "GET", url: "/news?category=Real+Estate" });
    const page = read(first.body);
    expect(page.slugs).toHaveLength(12);
    expect(page.next).toMatch(/^\/news\?category=Real(\+|%20)Estate&cursor=/);
    const second = read((await t.app.inject({ method: "GET", url: page.next! })).body);
    // Real Estate: the odd numbers, all 20 published.
    expect(second.slugs).toHaveLength(8);
    expect(second.next).toBeNull();
    expect([...page.slugs, ...second.slugs].every((slug) => Number(slug.slice(5)) % 2 === 1)).toBe(true);

    const searched = await t.app.inject({ method: "GET", url: "/news?q=summary%201" });
    // "Summary 1", "Summary 10".."Summary 19" published: 1, 10, 11, 13, 14, 15, 17, 18, 19 (12 and 16 are drafts).
    expect(searched.body).toContain("9 articles match");
    expect(read(searched.body).next).toBeNull();

    for (const cursor of [
      "%24%24",
      "bm90IGEgY3Vyc29y",
      Buffer.from('["created","desc",0,[1]]').toString("base64url"),
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/news?cursor=${cursor}` });
      expect(res.statusCode, cursor).toBe(200);
      expect(read(res.body).slugs, cursor).toEqual(
        read((await t.app.inject({ method: "GET", url: "/news" })).body).slugs,
      );
    }
  });
});
