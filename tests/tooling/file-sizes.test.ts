import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// No source file over 450 lines, and one over 300 says why in its first five lines ("Over 300
// lines: …"), decision 0055. The files other engineers are splitting now (server/services/ into
// feature folders, the admin tabs into nested routes) are listed below with their line counts:
// each entry may only shrink, and goes when its file is split. Empty both lists, then delete them.

const MAX_LINES = 450;
const EXPLAIN_ABOVE = 300;

/** Files over 450 lines today, with their line counts. */
const TOO_LONG: Record<string, number> = {
  "server/services/fund-ledger.ts": 1127,
  "server/services/staff-documents.ts": 600,
  "server/services/users.ts": 579,
  "server/services/fund-lists.ts": 522,
  "server/services/articles.ts": 503,
  "server/services/investor-records.ts": 456,
};

/** Files over 300 lines whose first lines do not yet say why, with their line counts. */
const UNEXPLAINED: Record<string, number> = {
  "server/services/users.ts": 579,
  "app/components/admin/tabs/videos-tab.tsx": 447,
  "server/documents/layout.ts": 439,
  "app/components/admin/tabs/investments-tab.tsx": 424,
  "app/components/admin/tabs/resources-tab.tsx": 424,
  "app/components/admin/article-editor/article-editor.tsx": 395,
  "app/components/admin/tabs/inquiries-tab.tsx": 381,
  "server/documents/notices.ts": 316,
  "server/services/article-publishing.ts": 303,
};

const SOURCE = /^(app|server|domain|scripts|tests)\/.*\.(ts|tsx|mts|mjs|js|cjs|css|sh)$/;
const WHY = /over 300 lines/i;

function sources(): { path: string; lines: number; head: string }[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    encoding: "utf8",
  });
  return listed
    .split("\0")
    .filter((path) => SOURCE.test(path))
    .flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(path, "utf8");
      } catch {
        return []; // deleted, not yet staged
      }
      const lines = text.split("\n");
      return [{ path, lines: lines.length - (text.endsWith("\n") ? 1 : 0), head: lines.slice(0, 5).join("\n") }];
    });
}

describe("file sizes", () => {
  const files = sources();
  const byPath = new Map(files.map((file) => [file.path, file]));

  it(`has no source file over ${MAX_LINES} lines but those being split, and they only shrink`, () => {
    const wrong: string[] = [];
    for (const file of files) {
      const allowed = TOO_LONG[file.path];
      if (file.lines > MAX_LINES && (allowed === undefined || file.lines > allowed)) {
        wrong.push(`${file.path}: ${file.lines} lines${allowed ? ` (listed at ${allowed})` : ""}`);
      }
    }
    for (const [path, allowed] of Object.entries(TOO_LONG)) {
      const file = byPath.get(path);
      if (!file || file.lines <= MAX_LINES) wrong.push(`${path}: split (or gone), remove it from TOO_LONG`);
      else if (file.lines < allowed) wrong.push(`${path}: ${file.lines} lines now, lower its entry from ${allowed}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`has every file over ${EXPLAIN_ABOVE} lines say why in its first five lines ("Over 300 lines: …")`, () => {
    const wrong: string[] = [];
    for (const file of files) {
      if (file.lines <= EXPLAIN_ABOVE || WHY.test(file.head)) continue;
      const allowed = UNEXPLAINED[file.path];
      if (allowed === undefined || file.lines > allowed) wrong.push(`${file.path}: ${file.lines} lines, no why`);
    }
    for (const [path, allowed] of Object.entries(UNEXPLAINED)) {
      const file = byPath.get(path);
      if (!file || file.lines <= EXPLAIN_ABOVE || WHY.test(file.head)) {
        wrong.push(`${path}: short enough or explained now, remove it from UNEXPLAINED`);
      } else if (file.lines < allowed) wrong.push(`${path}: ${file.lines} lines now, lower its entry from ${allowed}`);
    }
    expect(wrong).toEqual([]);
  });
});
