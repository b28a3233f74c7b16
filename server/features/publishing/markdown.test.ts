import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

const html = (markdown: string) => renderMarkdown(markdown).html;

describe("renderMarkdown: hostile input", () => {
  const hostile: Array<[string, string]> = [
    ["a script tag", "<script>alert(1)</script>"],
    ["a script tag inside a paragraph", "Hello <script>alert(1)</script> there"],
    ["an event handler on an image", '<img src="x" onerror="alert(1)">'],
    ["an event handler on a link", '<a href="/" onclick="alert(1)">x</a>'],
    ["nested HTML", "<div><p><span><script>alert(1)</script></span></p></div>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["an svg with onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["a style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["a style element", "<style>body{display:none}</style>"],
    ["a form", '<form action="https://evil.example"><input name="pw"></form>'],
  ];
  it.each(hostile)("drops %s", (_, markdown) => {
    const out = html(markdown);
    expect(out).not.toMatch(/<(script|iframe|svg|style|form|div|span)\b/i);
    expect(out).not.toMatch(/\bon\w+=/i);
    expect(out).not.toMatch(/style=/i);
    expect(out).not.toMatch(/javascript:/i);
  });

  const badLinks = [
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](java&#x09;script:alert(1))",
    "[x](vbscript:msgbox(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "<javascript:alert(1)>",
    "[x][ref]\n\n[ref]: javascript:alert(1)",
  ];
  it.each(badLinks)("keeps the text of %s but not its address", (markdown) => {
    const out = html(markdown);
    expect(out).not.toMatch(/href="(?!https?:|mailto:|\/|#)/i);
    expect(out).not.toMatch(/(href|src)="[^"]*(script|data):/i);
  });

  it("drops data: and javascript: image sources but keeps the alt text", () => {
    expect(html("![chart](data:image/png;base64,AAAA)")).toBe('<p><img alt="chart"></p>');
    expect(html("![chart](javascript:alert(1))")).toBe('<p><img alt="chart"></p>');
  });

  it("escapes text that looks like markup", () => {
    expect(html("1 < 2 & 3 > 2")).toBe("<p>1 &#x3C; 2 &#x26; 3 > 2</p>");
    expect(html('A "quote"')).toBe('<p>A "quote"</p>');
  });
});

describe("renderMarkdown: what it allows", () => {
  it("renders paragraphs as today's plain articles do", () => {
    expect(html("First paragraph.\n\nSecond paragraph.")).toBe("<p>First paragraph.</p>\n<p>Second paragraph.</p>");
  });

  it("gives headings anchors and makes a '# ' heading an h2 (the page title is the h1)", () => {
    const out = renderMarkdown("# Outlook\n\n## Rates and credit\n\n### Europe\n\n#### Detail");
    expect(out.html).toBe(
      '<h2 id="outlook">Outlook</h2>\n<h2 id="rates-and-credit">Rates and credit</h2>\n<h3 id="europe">Europe</h3>\n<h4 id="detail">Detail</h4>',
    );
    expect(out.headings).toEqual([
      { id: "outlook", text: "Outlook", level: 2 },
      { id: "rates-and-credit", text: "Rates and credit", level: 2 },
      { id: "europe", text: "Europe", level: 3 },
    ]);
  });

  it("renders emphasis, strikethrough, code, block quotes and rules", () => {
    expect(html("**bold** *it* ~~gone~~ `x = 1`")).toBe(
      "<p><strong>bold</strong> <em>it</em> <del>gone</del> <code>x = 1</code></p>",
    );
    expect(html("> Quoted")).toBe("<blockquote>\n<p>Quoted</p>\n</blockquote>");
    expect(html("---")).toBe("<hr>");
    expect(html("```ts\nconst a = 1;\n```")).toBe('<pre><code class="language-ts">const a = 1;\n</code></pre>');
  });

  it("renders lists, numbered lists with their start and task lists", () => {
    expect(html("- one\n- two")).toBe("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html("3. three\n4. four")).toBe('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>');
    expect(html("- [x] done")).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" checked disabled> done</li>\n</ul>',
    );
  });

  it("marks external links noopener noreferrer and leaves the site's own links alone", () => {
    expect(html("[Report](https://example.com/r.pdf)")).toBe(
      '<p><a href="https://example.com/r.pdf" rel="noopener noreferrer">Report</a></p>',
    );
    expect(html("[News](/news) [Mail](mailto:ir@edfutures.com)")).toBe(
      '<p><a href="/news">News</a> <a href="mailto:ir@edfutures.com">Mail</a></p>',
    );
  });

  it("renders tables with their alignment, and images from the web or the site", () => {
    expect(html("| Fund | NAV |\n|:--|--:|\n| I | $1 |")).toBe(
      '<table>\n<thead>\n<tr>\n<th data-align="left">Fund</th>\n<th data-align="right">NAV</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td data-align="left">I</td>\n<td data-align="right">$1</td>\n</tr>\n</tbody>\n</table>',
    );
    expect(html('![Campus](/media/campus.webp "Riverside")')).toBe(
      '<p><img src="/media/campus.webp" alt="Campus" title="Riverside"></p>',
    );
  });

  it("links footnotes to their notes", () => {
    const out = html("Claim.[^1]\n\n[^1]: Source.");
    expect(out).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(out).toContain('<li id="user-content-fn-1">');
  });
});

describe("renderMarkdown: images from the media library", () => {
  const chart = { id: 7, path: "/media/7-0123abcd", width: 1000, height: 500, widths: [320, 640, 960, 1000] };

  it("gives a library image its WebP srcset, sizes, real width and height, and lazy loading", () => {
    const out = renderMarkdown("![Fund I occupancy](/media/7-0123abcd/1000.jpg)", [chart]).html;
    expect(out).toBe(
      '<p><img src="/media/7-0123abcd/1000.jpg" alt="Fund I occupancy" srcset="/media/7-0123abcd/320.webp 320w, ' +
        "/media/7-0123abcd/640.webp 640w, /media/7-0123abcd/960.webp 960w, /media/7-0123abcd/1000.webp 1000w" +
        '" sizes="(min-width: 768px) 720px, 100vw" width="1000" height="500" loading="lazy" decoding="async"></p>',
    );
  });

  it("leaves every other image plain: external, unknown, a wrong hash, or no images looked up", () => {
    for (const markdown of [
      "![x](https://images.example.com/7-0123abcd/1000.jpg)",
      "![x](/media/8-0123abcd/1000.jpg)",
      "![x](/media/7-ffffffff/1000.jpg)",
      "![x](/images/chart.png)",
    ]) {
      expect(renderMarkdown(markdown, [chart]).html).not.toMatch(/srcset|loading|width=/);
    }
    expect(renderMarkdown("![x](/media/7-0123abcd/1000.jpg)").html).not.toMatch(/srcset/);
  });

  it("cannot be asked for by the author: raw srcset or loading attributes are still dropped", () => {
    const out = renderMarkdown('<img src="/media/7-0123abcd/1000.jpg" srcset="https://evil.example/x.webp 1w">', [
      chart,
    ]).html;
    expect(out).not.toContain("evil.example");
    const titled = renderMarkdown('![x](/media/7-0123abcd/1000.jpg "A title")', [chart]).html;
    expect(titled).toContain('title="A title"');
    expect(titled).toContain('srcset="/media/7-0123abcd/320.webp 320w');
  });
});
