import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// No source file over 450 lines, and one over 300 says why in its first five lines ("Over 300
// lines: …"), decision 0055. (The allow-lists of files then being split went with the splits.)

const MAX_LINES = 450;
const EXPLAIN_ABOVE = 300;

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

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const wrong = files.filter((file) => file.lines > MAX_LINES).map((file) => `${file.path}: ${file.lines} lines`);
    expect(wrong).toEqual([]);
  });

  it(`has every file over ${EXPLAIN_ABOVE} lines say why in its first five lines ("Over 300 lines: …")`, () => {
    const wrong = files
      .filter((file) => file.lines > EXPLAIN_ABOVE && !WHY.test(file.head))
      .map((file) => `${file.path}: ${file.lines} lines, no why`);
    expect(wrong).toEqual([]);
  });
});
