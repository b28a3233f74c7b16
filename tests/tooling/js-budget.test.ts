import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageJavaScript, scriptUrls } from "#scripts/js-budget.ts";

// What counts toward a page's JavaScript budget (tests/api/js-budget.test.ts applies it to the build).
describe("a page's JavaScript", () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/assets/app.css">
    <link rel="preload" as="font" href="/assets/font.woff2" crossorigin>
    <link rel="modulepreload" href="/assets/entry.client.js">
    <link href="/assets/chunk.js" rel="modulepreload">
    <link rel="modulepreload" href="/assets/chunk.js">
    <script nonce="n">window.__inline = 1;</script>
    <script type="module" src="/assets/manifest.js?v=1"></script>
  </head></html>`;

  it("is every script source and modulepreload, once each, but no stylesheet, font or inline script", () => {
    expect(scriptUrls(html)).toEqual(["/assets/entry.client.js", "/assets/chunk.js", "/assets/manifest.js?v=1"]);
  });

  it("is measured gzipped at level 9, each file fetched from the page's own origin", async () => {
    const body = Buffer.from("export const x = 1;".repeat(50));
    const fetched: string[] = [];
    const scripts = await pageJavaScript(html, async (path) => {
      fetched.push(path);
      return { status: 200, body };
    });
    expect(fetched).toEqual(["/assets/entry.client.js", "/assets/chunk.js", "/assets/manifest.js?v=1"]);
    expect(scripts[0]).toEqual({
      url: "/assets/entry.client.js",
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  });

  it("refuses a script from another origin, or one that does not load", async () => {
    const ok = async () => ({ status: 200, body: Buffer.from("") });
    await expect(pageJavaScript('<script src="https://cdn.example/x.js"></script>', ok)).rejects.toThrow(
      /another origin/,
    );
    await expect(
      pageJavaScript('<script src="/assets/gone.js"></script>', async () => ({ status: 404, body: Buffer.from("") })),
    ).rejects.toThrow(/answered 404/);
  });
});
