import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles } from "#server/platform/db/schema/articles.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const body = [
  "# Rates and credit",
  "Private credit spreads **widened** in the quarter; see [our outlook](/news) and [the Fed](https://www.federalreserve.gov).",
  "- Fund I: stable\n- Fund II: two exits",
  "| Fund | Called |\n|:--|--:|\n| I | 75% |",
  "<script>alert('x')</script><img src=x onerror=alert(1)>",
  "[Click me](javascript:alert(1))",
  "word ".repeat(600).trim(),
].join("\n\n");

describe.each(testDatabases)("articles in Markdown, rendered by the server, on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    await t.db.insert(articles).values({
      title: "Quarterly credit note",
      slug: "quarterly-credit-note",
      category: "Market Analysis",
      description: "Where credit stands.",
      content: body,
      status: "published",
    });
  });

  it("serves the page with headings, lists, links and tables, and nothing hostile", async () => {
    const res = await t.app.inject({ method: "GET", url: "/article/quarterly-credit-note" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h2 id="rates-and-credit">Rates and credit</h2>');
    expect(html).toContain("<li>Fund I: stable</li>");
    expect(html).toContain('<a href="https://www.federalreserve.gov" rel="noopener noreferrer">the Fed</a>');
    expect(html).toContain('<a href="/news">our outlook</a>');
    expect(html).toContain('<th data-align="left">Fund</th>');
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("alert('x')");
    expect(html).not.toMatch(/onerror/i);
    // The loader sends the rendered HTML only, not the Markdown as well.
    expect(html).not.toContain("**widened**");
  });

  it("states the same reading time on the page, the list API and the card", async () => {
    // 600 words and a few more: 3 minutes at 220 words a minute.
    const [row] = await t.db.select().from(articles).where(eq(articles.slug, "quarterly-credit-note"));
    expect(row.readingMinutes).toBe(3);
    const list = await t.app.inject({ method: "GET", url: "/api/articles?published=true" });
    expect(list.json()[0]).toMatchObject({ slug: "quarterly-credit-note", readingMinutes: 3 });
    expect((await t.app.inject({ method: "GET", url: "/article/quarterly-credit-note" })).body).toContain("3 min read");
    expect((await t.app.inject({ method: "GET", url: "/news" })).body).toContain("3 min read");
    // An edit recomputes it: the database keeps the figure.
    await t.db.update(articles).set({ content: "Short." }).where(eq(articles.id, row.id));
    const [edited] = await t.db.select().from(articles).where(eq(articles.id, row.id));
    expect(edited.readingMinutes).toBe(1);
  });

  it("carries the rendered, sanitized HTML in the feed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/rss.xml" });
    expect(res.statusCode).toBe(200);
    const xml = res.body;
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const encoded = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(xml)?.[1] ?? "";
    expect(encoded).toContain('<h2 id="rates-and-credit">Rates and credit</h2>');
    expect(encoded).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("searches /news by title, description and body with a plain GET form; featured articles lead it", async () => {
    const add = (slug: string, fields: Partial<typeof articles.$inferInsert>) =>
      t.db.insert(articles).values({
        title: `Title ${slug}`,
        slug,
        category: "Company News",
        description: "A short summary.",
        content: "Plain text.",
        status: "published",
        ...fields,
      });
    await add("in-description", { description: "Our view on WORKFORCE housing." });
    await add("in-body", { content: "## Housing\n\nWorkforce housing near employers." });
    await add("draft-match", { content: "Workforce housing, not yet published.", status: "draft" });
    await add("featured-old", { featured: true, createdAt: new Date("2020-01-01T00:00:00Z") });
    await add("percent", { title: "Fund II reaches 76% of target" });

    const slugsOn = async (url: string) => {
      const html = (await t.app.inject({ method: "GET", url })).body;
      return [...html.matchAll(/<a [^>]*href="\/article\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    };
    const page = (await t.app.inject({ method: "GET", url: "/news?q=workforce+housing" })).body;
    const form = /<form[^>]*role="search"[^>]*>/.exec(page)?.[0] ?? "";
    expect(form).toContain('action="/news"');
    expect(form).toContain('method="get"');
    expect(page).toContain('value="workforce housing"');
    expect(page).toContain("2 articles match &quot;workforce housing&quot;.");
    expect(new Set(await slugsOn("/news?q=workforce+housing"))).toEqual(new Set(["in-description", "in-body"]));
    // % and _ are letters here, not wildcards.
    expect(await slugsOn("/news?q=76%25")).toEqual(["percent"]);
    expect(await slugsOn("/news?q=7_%25")).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/news?q=nothing-like-this" })).body).toContain(
      "No published article matches &quot;nothing-like-this&quot;.",
    );
    // The oldest article leads /news because it is featured; the home page's teaser shows the
    // latest three, featured or not (tests/api/home-insights.test.ts).
    expect((await slugsOn("/news"))[0]).toBe("featured-old");
    const home = (await t.app.inject({ method: "GET", url: "/" })).body;
    expect(home.indexOf("/article/featured-old")).toBe(-1);
  });
});
