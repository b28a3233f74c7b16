import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Response } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 levels A and AA: the bar for every public page. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The seeded demo content these tests read (server/seed/demo-articles.ts). */
export const SEED = {
  publishedCount: 9,
  article: {
    slug: "2026-market-outlook-private-markets",
    title: "2026 Market Outlook: Private Markets Enter a Disciplined Cycle",
    category: "Market Analysis",
  },
  /** Seeded as a draft: must never be visible to the public. */
  draftSlug: "sustainable-investing-impact-metrics",
  byline: "EdFutures Research Team",
} as const;

/**
 * Wait until React has hydrated the page: app/root.tsx sets `data-hydrated` on <html> in its
 * outermost effect, so every effect of the first commit has run by then.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Navigate, check the document response, and wait for hydration before the test touches widgets. */
export async function gotoHydrated(page: Page, path: string, expectedStatus = 200): Promise<Response> {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response!.status(), `HTTP status of ${path}`).toBe(expectedStatus);
  await waitForHydration(page);
  return response!;
}

/** Run axe with the WCAG A/AA rules and fail listing each violation and where it is. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // Axe's target-size rule counts a control as obscured by whatever is drawn over it at the current
  // scroll: a page a test left scrolled has the sticky header over its first controls, which a
  // reader scrolls away (WCAG 2.5.8 judges the page, not one scroll position). Judge it from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Collect console errors and uncaught page errors (CSP violations are reported as console errors). */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Holds every request to `url` until the returned function is called, then lets it go on (or
 * fail): a form's pending state stays on screen until the test has seen it, however busy the
 * machine (a fixed delay could end before the assertion looked, and failed CI runs).
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page["route"]>[0],
  then: "continue" | "fail" = "continue",
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await (then === "fail" ? route.abort("failed") : route.continue());
  });
  return release;
}
