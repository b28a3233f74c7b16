// The JavaScript budget of a page: every script and modulepreload its HTML references, each
// gzipped at level 9 (what a browser downloads, compressed as well as we can), summed. The one
// definition, used by `npm run bench` (scripts/bench.ts) and by CI (tests/api/js-budget.test.ts).
import { gzipSync } from "node:zlib";

/** Budgets in KiB (gzip level 9) per page; the private pages are measured signed in (docs/decisions/0018). */
export const JS_BUDGETS_KIB = {
  "/": 150,
  "/investment-dashboard": 202,
  "/admin-portal/overview": 195,
} as const;

export type BudgetedPage = keyof typeof JS_BUDGETS_KIB;

export interface PageScript {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/** How the caller fetches a same-origin path (a real HTTP request, or Fastify's inject). */
export type FetchPath = (pathAndQuery: string) => Promise<{ status: number; body: Buffer }>;

/** The script sources and modulepreload targets of a page, in document order, without repeats. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i"))?.[1];
    if (/^<script/i.test(tag) && attr("src")) urls.add(attr("src")!);
    if (/^<link/i.test(tag) && attr("rel")?.toLowerCase() === "modulepreload" && attr("href")) urls.add(attr("href")!);
  }
  return [...urls];
}

/** Fetch every script the page's HTML references and measure it. Scripts from elsewhere are an error. */
export async function pageJavaScript(html: string, fetchPath: FetchPath): Promise<PageScript[]> {
  const origin = "http://page.invalid";
  const scripts: PageScript[] = [];
  for (const src of scriptUrls(html)) {
    const url = new URL(src, `${origin}/`);
    if (url.origin !== origin) throw new Error(`the page loads a script from another origin: ${src}`);
    const response = await fetchPath(url.pathname + url.search);
    if (response.status !== 200) throw new Error(`${url.pathname} answered ${response.status}`);
    scripts.push({
      url: url.pathname,
      bytes: response.body.length,
      gzipBytes: gzipSync(response.body, { level: 9 }).length,
    });
  }
  return scripts;
}

export const totalGzipKiB = (scripts: PageScript[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;

/** The verdict against the page's budget, in words. */
export function budgetVerdict(page: BudgetedPage, scripts: PageScript[]) {
  const totalKiB = totalGzipKiB(scripts);
  const budgetKiB = JS_BUDGETS_KIB[page];
  const over = totalKiB > budgetKiB;
  const text = `${page} JavaScript: ${totalKiB.toFixed(1)} KiB gzipped (level 9) of a ${budgetKiB} KiB budget: ${over ? "FAIL" : "pass"}`;
  return { totalKiB, budgetKiB, over, text };
}
