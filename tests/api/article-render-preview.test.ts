import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ArticlePreview } from "#domain/article-revision.ts";
import { renderMarkdown } from "#server/features/publishing/markdown.ts";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };

const BODY = [
  "# Outlook",
  "",
  "Read **the letter** and [the data](https://example.com/data).",
  "",
  "- one",
  "- two",
  "",
  "| Fund | Return |",
  "| --- | ---: |",
  "| I | 12% |",
  "",
  "<script>alert(1)</script>",
  "",
  '<img src="x" onerror="alert(2)">',
  "",
  "[click](javascript:alert(3))",
].join("\n");

describe.each(testDatabases)("article preview on $name", (database) => {
  let t: TestContext;
  let cookie = "";
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    cookie = (await signedIn(t, "admin")).cookie;
  });

  const preview = (payload: unknown, as = cookie) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/articles/preview",
      headers: { ...JSON_HEADERS, ...(as ? { cookie: as } : {}) },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("renders the HTML the public article page shows, sanitized", async () => {
    const res = await preview({ title: "Outlook", content: BODY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { html, readingMinutes } = res.json() as ArticlePreview;
    expect(readingMinutes).toBe(1);
    // The public page's own rendering of the same text, byte for byte.
    expect(html).toBe(renderMarkdown(BODY).html);
    expect(html).toContain('<h2 id="outlook">Outlook</h2>');
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="https://example.com/data" rel="noopener noreferrer">the data</a>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);

    // Published: the article page renders the stored body with renderMarkdown (its loader); the
    // browser test compares the page itself with the preview.
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/news",
      headers: { ...JSON_HEADERS, cookie },
      payload: JSON.stringify({
        title: "Outlook",
        slug: "outlook",
        category: "Market Analysis",
        description: "d",
        content: BODY,
        published: true,
      }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().readingMinutes).toBe(readingMinutes);
    const page = await t.app.inject({ method: "GET", url: "/api/articles/outlook" });
    expect(page.statusCode).toBe(200);
    expect(renderMarkdown(page.json().content).html).toBe(html);
  });

  it("computes the reading time as the database does", async () => {
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(" ");
    const res = await preview({ content: words });
    expect(res.json().readingMinutes).toBe(5);
  });

  it("validates its body, naming the field, and refuses what is too large", async () => {
    const missing = await preview({ title: "x" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toHaveProperty("content");
    const long = await preview({ content: "a".repeat(50_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors.content[0]).toMatch(/at most 50000/);
    const control = await preview({ content: "a\u0000b" });
    expect(control.statusCode).toBe(400);
    const huge = await preview({ content: "é".repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    const empty = await preview({ content: "" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().html).toBe("");
  });

  it("is for staff only: anonymous 401, investor and viewer 403", async () => {
    expect((await preview({ content: "x" }, "")).statusCode).toBe(401);
    for (const role of ["investor", "viewer"] as const) {
      const other = await signedIn(t, role);
      expect((await preview({ content: "x" }, other.cookie)).statusCode).toBe(403);
    }
  });
});
