import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The home page's insights teaser (docs/product.md §Public site): the first three published
// articles, latest first, featured or not (issue 22 item 9). Rendered by the production build.

/** The titles of the article cards the page rendered, in page order. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h3 class="mt-3[^"]*">(.*?)<\/h3>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));

describe.each(testDatabases)("the home page's insights on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  /** A published article that went public `daysAgo` days ago. */
  const publish = (title: string, daysAgo: number, featured: boolean) =>
    t.db.execute(sql`
      insert into articles (title, slug, category, description, content, status, featured, created_at, first_published_at)
      values (${title}, ${title.toLowerCase().replaceAll(" ", "-")}, 'Technology', 'About it', 'Text', 'published',
              ${featured}, now() - make_interval(days => ${daysAgo + 1}), now() - make_interval(days => ${daysAgo}))`);

  it("shows the three latest published articles, a new one unfeatured among them, and offers all", async () => {
    await publish("Featured Oldest", 30, true);
    await publish("Featured Older", 20, true);
    await publish("Featured Old", 10, true);
    await publish("Plain New", 1, false);
    await t.db.execute(sql`
      insert into articles (title, slug, category, description, content, status, featured)
      values ('Draft Newest', 'draft-newest', 'Technology', 'About it', 'Text', 'draft', true)`);

    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(cardTitles(res.body)).toEqual(["Plain New", "Featured Old", "Featured Older"]);
    expect(res.body).toContain("View All News &amp; Insights");
  });
});
