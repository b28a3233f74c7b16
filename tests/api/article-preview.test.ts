import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "#server/seed.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { signedIn } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const body = (extra: Record<string, unknown> = {}) => ({
  title: "Unreleased </script><b>outlook</b>",
  slug: "unreleased-outlook",
  category: "Market Analysis",
  description: "Not public yet.",
  content: "## Embargoed\n\nThe numbers.",
  published: false,
  ...extra,
});

// Pages come from the production build (npm run build first).
describe.each(testDatabases)("draft preview, site pages and SEO on $name", (database) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    admin = await asAdmin(t, "admin");
  });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("shows staff a draft at a private address, exactly as the article page, never cached nor indexed", async () => {
    const draft = (await admin.api.post("/api/news", body())).json();
    const url = `/admin-portal/preview/${draft.id}`;

    const anonymous = await page(url);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/admin-portal\?returnTo=/);
    const investor = await signedIn(t, "investor");
    expect((await page(url, investor.cookie)).statusCode).toBe(403);
    expect((await page(`/article/${draft.slug}`)).statusCode).toBe(404);

    for (const _ of [1, 2]) {
      const res = await page(url, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["x-cache"]).toBeUndefined();
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.body).toContain('id="embargoed"');
      expect(res.body).toContain("Preview</strong>");
    }
    // The anonymous visitor still cannot reach it afterwards: nothing was cached for them.
    expect((await page(url)).statusCode).toBe(302);
    expect((await page("/admin-portal/preview/999999", admin.cookie)).statusCode).toBe(404);

    // Published, the public page holds the same article body.
    await admin.api.post(`/api/news/${draft.id}/publish`, {});
    const live = await page(`/article/${draft.slug}`);
    const preview = await page(url, admin.cookie);
    const articleOf = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0];
    expect(articleOf(preview.body)).toBe(articleOf(live.body));
  });

  it("puts the SEO fields and a safely escaped schema.org Article on the article page", async () => {
    const created = (
      await admin.api.post(
        "/api/news",
        body({
          published: true,
          metaTitle: "Outlook <2027>",
          metaDescription: "What we expect & why.",
          socialImageUrl: "/images/og-default.png",
        }),
      )
    ).json();
    const res = await page(`/article/${created.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Outlook &lt;2027&gt; | EdFutures</title>");
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:3000/images/og-default.png"/>');
    expect(res.body).toContain('<meta name="description" content="What we expect &amp; why."/>');
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/[<>]/);
    const jsonLd = JSON.parse(script!);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Outlook <2027>",
      description: "What we expect & why.",
      image: ["http://localhost:3000/images/og-default.png"],
      mainEntityOfPage: { "@id": "http://localhost:3000/article/unreleased-outlook" },
    });
    // Without SEO fields the title, description and the site's raster default stand in.
    const plain = (await admin.api.post("/api/news", body({ slug: "plain", title: "Plain", published: true }))).json();
    const plainPage = await page(`/article/${plain.slug}`);
    expect(plainPage.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/og-default.png"/>',
    );
    expect(plainPage.body).toContain('<meta property="og:description" content="Not public yet."/>');
  });

  it("serves the legal pages once published, lists them in the sitemap, and keeps them out of News and the feed", async () => {
    await seedDemoContent(t.db);
    t.services.cache.invalidate();
    for (const path of ["/privacy-policy", "/terms-of-use", "/disclosures"]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toMatch(/placeholder for the demo; the firm(&#x27;|')s counsel supplies the real text/);
    }
    const sitemap = await page("/sitemap.xml");
    expect(sitemap.body).toContain("<loc>http://localhost:3000/privacy-policy</loc>");
    expect((await page("/rss.xml")).body).not.toContain("privacy-policy");
    const list = (await apiClient(t).get("/api/articles?published=true")).json() as Array<{ slug: string }>;
    expect(list.map((a) => a.slug)).not.toContain("terms-of-use");
    expect((await page("/article/privacy-policy")).statusCode).toBe(404);
    const staffList = (await admin.api.get("/api/news")).json() as Array<{ slug: string }>;
    expect(staffList.map((a) => a.slug)).not.toContain("disclosures");
    // The footer leads there, and the inquiry form says where the policy is.
    const home = await page("/");
    expect(home.body).toContain('href="/terms-of-use"');
    expect(home.body).toContain('href="/privacy-policy"');

    // Unpublished by staff: gone from the public and the sitemap; its address and kind stay.
    const [privacy] = (await t.services.articles.listPages()).filter((p) => p.slug === "privacy-policy");
    await admin.api.post(`/api/news/${privacy.id}/unpublish`, {});
    expect((await page("/privacy-policy")).statusCode).toBe(404);
    expect((await page("/sitemap.xml")).body).not.toContain("/privacy-policy<");
    const moved = await admin.api.put(`/api/news/${privacy.id}`, {
      ...body({ slug: "somewhere-else", title: "Privacy Policy" }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fieldErrors.slug).toEqual(["A site page keeps its address"]);
    expect((await admin.api.delete(`/api/news/${privacy.id}`)).statusCode).toBe(409);
  });
});
