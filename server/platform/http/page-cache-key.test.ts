import { REPO_ROOT } from "#server/platform/repo-root.ts";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_QUERY_PARAMETERS, pageCacheKey } from "./page-cache-key.ts";

describe("pageCacheKey", () => {
  it("drops parameters that do not change a page, so made-up query strings share one entry", () => {
    expect(pageCacheKey("/")).toBe("/");
    expect(pageCacheKey("/?a=1")).toBe("/");
    expect(pageCacheKey("/?a=2&utm_source=x&fbclid=y")).toBe("/");
    expect(pageCacheKey("/news?")).toBe("/news");
  });

  it("keeps the parameters a page reads, sorted by name, in one encoding", () => {
    expect(pageCacheKey("/news?utm_source=x&category=Market+Outlook")).toBe("/news?category=Market+Outlook");
    expect(pageCacheKey("/news?category=Market%20Outlook")).toBe("/news?category=Market+Outlook");
    expect(pageCacheKey("/news.data?category=a&_routes=root")).toBe(pageCacheKey("/news.data?_routes=root&category=a"));
    expect(pageCacheKey("/?interest=real-estate-fund-i")).toBe("/?interest=real-estate-fund-i");
    // A repeated name keeps its values' order: pages read the first.
    expect(pageCacheKey("/news?category=b&category=a")).toBe("/news?category=b&category=a");
    expect(pageCacheKey("/news?category=a&category=b")).toBe("/news?category=a&category=b");
  });
});

/**
 * The allow-list's contract: a public page (marketing routes, the site's components, the inquiry
 * form and the public article components) reads only listed parameters. Read as text: server/ does not import the app.
 */
describe("PAGE_QUERY_PARAMETERS", () => {
  const appDir = path.join(REPO_ROOT, "app") + path.sep;
  const publicSources = [
    "routes/marketing",
    "components/site",
    "components/inquiries/inquiry-form.tsx",
    "components/publishing/articles/article-card.tsx",
    "components/publishing/articles/public-article-view.tsx",
    "root.tsx",
  ];
  const filesUnder = (target: string): string[] =>
    statSync(target).isDirectory()
      ? readdirSync(target).flatMap((name) => filesUnder(path.join(target, name)))
      : /\.tsx?$/.test(target)
        ? [target]
        : [];

  it("lists every query parameter the public pages read", () => {
    const read = new Set<string>();
    for (const file of publicSources.flatMap((source) => filesUnder(path.join(appDir, source)))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/(?:searchParams|params)\.(?:get|getAll|has)\("([^"]+)"\)/g))
        read.add(match[1]);
    }
    expect(read.size).toBeGreaterThan(0);
    for (const name of read) expect(PAGE_QUERY_PARAMETERS, name).toContain(name);
  });
});
