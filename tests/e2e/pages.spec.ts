// Over 300 lines: the public pages' checks share the seeded content's helpers; they split by page with the feature folders (issue 23).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { gotoHydrated, SEED } from "./helpers";

const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** The article cards of /news (and of the home teaser) in page order. */
const cardTitles = (cards: Locator) => cards.locator("h3").allTextContents();

test.describe("public pages render their content and title", () => {
  test("home page: hero and every section in order", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle("EdFutures | Investing in Equity for Communities, Legacy and Generations");

    // Hero.
    await expect(
      page.getByRole("heading", { level: 1, name: "Investing in Equity for Communities, Legacy and Generations" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Our Funds" })).toHaveAttribute("href", "#funds");
    await expect(page.getByRole("link", { name: "Investor Inquiries" })).toHaveAttribute("href", "#contact");
    await expect(page.getByRole("link", { name: "Investment Partner Portal" })).toHaveAttribute(
      "href",
      "/partner-portal",
    );
    // On the home page there is no "Back to Home".
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveCount(0);

    // Sections in the order of docs/product.md §Public site.
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["about", "focus", "why-edfutures", "insights", "funds", "contact"]);

    await expect(section(page, "about").getByRole("heading", { level: 2 })).toHaveText("About EdFutures");

    const focus = section(page, "focus");
    await expect(focus.getByRole("heading", { level: 3 })).toHaveText([
      "Real Estate & Private Equity",
      "Startup & Growth Stage",
      "Workforce Training",
      "Software & SaaS",
    ]);

    // Why EdFutures: six numbered value points, each with its "Result" line.
    const why = section(page, "why-edfutures");
    await expect(why.getByRole("heading", { level: 2 })).toHaveText("Why EdFutures?");
    await expect(why.getByText("High Impact Investments Paired with Quality Administration")).toBeVisible();
    const points = why.locator("ol > li");
    await expect(points).toHaveCount(6);
    for (const point of await points.all()) {
      await expect(point.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(point.getByText(/^Result:\s*\S/)).toBeVisible();
    }
    await expect(points.locator("[aria-hidden=true]", { hasText: /^0\d$/ })).toHaveText([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
    ]);

    // Insights: the 3 newest published articles, and "View All News & Insights" (9 > 3 are published).
    const insights = section(page, "insights");
    const teaserCards = insights.locator("article");
    await expect(teaserCards).toHaveCount(3);
    for (const card of await teaserCards.all()) {
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/article\/[a-z0-9-]+$/);
    }
    await expect(insights.getByRole("link", { name: "View All News & Insights" })).toHaveAttribute("href", "/news");
    const teaserTitles = await cardTitles(teaserCards);
    expect(teaserTitles).not.toContain("Sustainable Investing Report: Our First Impact Metrics");

    // Funds: three cards, Learn More to the detail pages, Fund III "Get Updates".
    const funds = section(page, "funds");
    await expect(funds.getByRole("heading", { level: 2 })).toHaveText("Investment Fund Options");
    const fundCards = funds.locator("article");
    await expect(fundCards.getByRole("heading", { level: 3 })).toHaveText([
      "Real Estate Fund I",
      "Private Equity Fund II",
      "Fund III",
    ]);
    await expect(fundCards.nth(0).getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
      "href",
      "/fund-i-details",
    );
    await expect(fundCards.nth(1).getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
      "href",
      "/fund-ii-details",
    );
    await expect(fundCards.nth(2).getByText("Coming Soon")).toBeVisible();
    await expect(fundCards.nth(2).getByRole("link", { name: /^Get Updates/ })).toBeVisible();

    // Contact.
    const contact = section(page, "contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Get in Touch");
    await expect(contact.getByRole("form", { name: "Investor Inquiry Form" })).toBeVisible();
    await expect(contact.getByRole("link", { name: "info@edfutures.com" })).toHaveAttribute(
      "href",
      "mailto:info@edfutures.com",
    );

    // The teaser shows the first three published articles, latest first, featured or not: those
    // the public list starts with (/news puts featured ones first).
    const published = (await (await page.request.get("/api/articles?published=true")).json()) as { title: string }[];
    expect(teaserTitles).toEqual(published.slice(0, 3).map((article) => article.title));
  });

  test("office locations: headquarters by default, list selection updates the card, stats", async ({ page }) => {
    await gotoHydrated(page, "/office-locations");
    await expect(page).toHaveTitle("Office Locations | EdFutures");
    await expect(page.getByRole("heading", { level: 1, name: "Office Locations" })).toBeVisible();

    const stat = (label: string) => page.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);
    await expect(stat("Offices")).toHaveText("6");
    await expect(stat("Time Zones")).toHaveText("4");
    await expect(stat("Monitoring")).toHaveText("24/7");

    const card = page.locator("#office-details");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Wildomar, CA");
    await expect(card.getByText("Headquarters", { exact: true })).toBeVisible();
    await expect(card).toContainText("32605 Temecula Parkway");

    const list = page.locator("div:has(> #all-locations-title)");
    await expect(list.getByRole("heading", { name: "All Locations" })).toBeVisible();
    const buttons = list.getByRole("button");
    await expect(buttons).toHaveCount(6);
    const hq = list.getByRole("button", { name: /^Wildomar/ });
    const london = list.getByRole("button", { name: /^London/ });
    await expect(hq).toHaveAttribute("aria-pressed", "true");
    await expect(london).toHaveAttribute("aria-pressed", "false");

    await london.click();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("London");
    await expect(card).toContainText("United Kingdom");
    await expect(card).toContainText("25 Old Broad Street");
    await expect(card.getByText("Headquarters", { exact: true })).toHaveCount(0);
    await expect(london).toHaveAttribute("aria-pressed", "true");
    await expect(hq).toHaveAttribute("aria-pressed", "false");
    // Selection happens in the page, not by submitting the no-JavaScript fallback form.
    expect(new URL(page.url()).search).toBe("");
  });

  test("investments page", async ({ page }) => {
    await gotoHydrated(page, "/investments");
    await expect(page).toHaveTitle("Investment Strategy | EdFutures");
    await expect(page.getByRole("link", { name: "Start Your Investment Journey" })).toHaveAttribute(
      "href",
      "#get-started",
    );
    await expect(page.locator("#get-started")).toBeAttached();
    await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/#contact");
    for (const strategy of ["Real Estate Equity", "Multi-Sector Growth", "Legacy Building"]) {
      await expect(page.getByRole("heading", { level: 3, name: strategy })).toBeVisible();
    }
    for (const fund of ["Real Estate Growth Fund", "Multi-Sector Equity Fund"]) {
      await expect(page.getByRole("heading", { level: 3, name: fund })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Investment Process" })).toBeVisible();
    await expect(page.locator("ol > li", { has: page.getByRole("heading", { level: 3 }) })).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 2, name: "Investor Requirements" })).toBeVisible();
  });

  for (const fund of [
    { path: "/fund-i-details", name: "Real Estate Fund I" },
    { path: "/fund-ii-details", name: "Private Equity Fund II" },
  ]) {
    test(`fund detail page ${fund.path}`, async ({ page }) => {
      await gotoHydrated(page, fund.path);
      await expect(page).toHaveTitle(`${fund.name} | EdFutures`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fund.name);
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

      const readLinks = page.getByRole("link", { name: /^Read Full Article/ });
      await expect(readLinks).toHaveCount(3);
      for (const link of await readLinks.all()) {
        await expect(link).toHaveAttribute("href", /^\/article\/[a-z0-9-]+$/);
      }
      await expect(page.getByRole("link", { name: "View All News", exact: true })).toHaveAttribute("href", "/news");
      await expect(page.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/#contact");
      await expect(page.getByRole("link", { name: "Investor Portal", exact: true })).toHaveAttribute(
        "href",
        "/partner-portal",
      );

      // A "Read Full Article" link opens a published article.
      const first = readLinks.first();
      const href = await first.getAttribute("href");
      await first.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByText(`By ${SEED.byline}`)).toBeVisible();
    });
  }

  test("news page lists the published articles only", async ({ page }) => {
    await gotoHydrated(page, "/news");
    await expect(page).toHaveTitle("News & Insights | EdFutures");
    await expect(page.getByRole("heading", { level: 1, name: "News & Insights" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(SEED.publishedCount);
    await expect(page.getByRole("link", { name: "All Articles", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: SEED.article.title })).toHaveAttribute(
      "href",
      `/article/${SEED.article.slug}`,
    );
    await expect(page.locator(`a[href="/article/${SEED.draftSlug}"]`)).toHaveCount(0);
  });

  test("article page", async ({ page }) => {
    await gotoHydrated(page, `/article/${SEED.article.slug}`);
    await expect(page).toHaveTitle(`${SEED.article.title} | EdFutures`);
    const article = page.locator("main article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(SEED.article.title);
    await expect(article.getByText(SEED.article.category, { exact: true })).toBeVisible();
    await expect(article.getByText(`By ${SEED.byline}`)).toBeVisible();
    await expect(article.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    // Description and body paragraphs follow the header.
    expect(await article.locator("header ~ div p").count()).toBeGreaterThanOrEqual(2);

    const back = page.getByRole("link", { name: "Back to News" });
    await expect(back.first()).toHaveAttribute("href", "/news");
    await back.last().click();
    await expect(page).toHaveURL("/news");
    await expect(page.getByRole("heading", { level: 1, name: "News & Insights" })).toBeVisible();
  });

  for (const { name, slug } of [
    { name: "unknown article", slug: "does-not-exist" },
    { name: "unpublished draft", slug: SEED.draftSlug },
  ]) {
    test(`article not found: ${name} answers 404`, async ({ page }) => {
      await gotoHydrated(page, `/article/${slug}`, 404);
      await expect(page).toHaveTitle("Article Not Found | EdFutures");
      await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The draft's own text never reaches the page.
      await expect(page.getByText("Sustainable Investing Report")).toHaveCount(0);

      const back = page.getByRole("main").getByRole("link", { name: "Back to News" });
      await expect(back).toHaveAttribute("href", "/news");
      await back.click();
      await expect(page).toHaveURL("/news");
      await expect(page.locator("main article")).toHaveCount(SEED.publishedCount);
    });
  }

  test("unknown path answers 404 with the Page Not Found page", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page", 404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("demo install", () => {
  // On a phone, where a long notice would wrap into a band.
  test.use({ viewport: { width: 390, height: 844 } });

  test('every page, public, portal and staff, shows the slim "Demo data" banner first', async ({ page, baseURL }) => {
    const paths: Array<[string, number]> = [
      ["/", 200],
      ["/news", 200],
      [`/article/${SEED.article.slug}`, 200],
      ["/no-such-page", 404],
      ["/partner-portal", 200],
      ["/admin-portal", 200],
    ];
    for (const [path, status] of paths) {
      await gotoHydrated(page, path, status);
      const banner = page.locator("body > *").first();
      await expect(banner, path).toHaveText(/^Demo data: /);
      const box = await banner.boundingBox();
      expect(box && box.height, `${path}: the banner is one slim line`).toBeLessThanOrEqual(32);
    }
    // The investor portal too (a successful sign-in does not count toward the limits).
    const login = await page.request.post("/api/login", {
      data: { username: demoUsers.investor.username, password: demoUsers.investor.password },
      headers: { origin: baseURL! },
    });
    expect(login.status()).toBe(200);
    await gotoHydrated(page, "/investment-dashboard");
    await expect(page.locator("body > *").first()).toHaveText(/^Demo data: /);
  });
});

test.describe("layout on short pages and with long words", () => {
  for (const [name, path] of [
    ["page not found", "/no-such-page"],
    ["article not found", "/article/does-not-exist"],
  ]) {
    test(`${name}: the footer meets the bottom of a tall window (no band below it)`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 1600 });
      await gotoHydrated(page, path, 404);
      const footerBottom = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().bottom);
      expect(Math.round(footerBottom)).toBe(1600);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(1600);
    });
  }

  test("an unbroken long word wraps inside the article on a phone", async ({ page, playwright, baseURL }) => {
    const longWord = `Supercalifragilistic${"expialidocious".repeat(8)}`;
    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL! },
      storageState: { cookies: [], origins: [] },
    });
    const login = await admin.post("/api/login", {
      data: { username: demoUsers.admin.username, password: demoUsers.admin.password },
    });
    expect(login.status()).toBe(200);
    // A published seeded article no other test reads the body of; its text is restored after.
    const list = (await (await admin.get("/api/articles?published=true")).json()) as Array<{
      slug: string;
      category: string;
    }>;
    const slug = list.find((a) => a.category === "Technology")!.slug;
    const original = (await (await admin.get(`/api/articles/${slug}`)).json()) as Record<string, unknown> & {
      id: number;
      content: string;
    };
    const { id, title, category, description, content, imageUrl, published, featured } = original;
    const put = (body: string) =>
      admin.put(`/api/articles/${id}`, {
        data: { title, slug, category, description, content: body, imageUrl, published, featured },
      });
    try {
      expect((await put(`${content}\n\n${longWord}`)).status()).toBe(200);
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, `/article/${slug}`);
      await expect(page.getByText(longWord)).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBe(widths.client);
    } finally {
      expect((await put(content)).status()).toBe(200);
      await admin.dispose();
    }
  });

  test("an article slug typed in another case redirects (301) to the article", async ({ page, request }) => {
    const mixed = SEED.article.slug.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
    expect(mixed).not.toBe(SEED.article.slug);
    const response = await request.get(`/article/${mixed}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(`/article/${SEED.article.slug}`);

    await gotoHydrated(page, `/article/${mixed}`);
    await expect(page).toHaveURL(`/article/${SEED.article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEED.article.title);
  });
});

test.describe("type", () => {
  test("page titles use the self-hosted serif, never a platform fallback; the home page does not fetch it", async ({
    page,
  }) => {
    const fontResponses: string[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname.endsWith(".woff2"))
        fontResponses.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await gotoHydrated(page, "/");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fontResponses, "the home page uses no web font").toEqual([]);

    await gotoHydrated(page, "/fund-i-details");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Source Serif 4 Variable", /);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.includes("Source Serif 4") && f.status === "loaded"),
        ),
      )
      .toBe(true);
    expect(fontResponses).toEqual([
      expect.stringMatching(/^200 \/assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
  });
});

test.describe("feeds and crawler files", () => {
  test("sitemap.xml lists the public pages and published articles, not drafts", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/investments",
        "/fund-i-details",
        "/fund-ii-details",
        "/news",
        "/office-locations",
      ]),
    );
    expect(locs).toContain(`/article/${SEED.article.slug}`);
    expect(locs).not.toContain(`/article/${SEED.draftSlug}`);
    expect(locs.filter((p) => p.startsWith("/article/"))).toHaveLength(SEED.publishedCount);
  });

  test("robots.txt keeps crawlers out of the portals and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/admin-portal$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("rss.xml has an item per published article", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/rss\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(SEED.publishedCount);
    const first = items.find((item) => item.includes(`/article/${SEED.article.slug}</link>`));
    expect(first, "the published article is in the feed").toBeDefined();
    expect(first).toContain(`<title>${SEED.article.title}</title>`);
    expect(xml).not.toContain(SEED.draftSlug);
  });
});
