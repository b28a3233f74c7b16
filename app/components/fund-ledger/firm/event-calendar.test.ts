import { describe, expect, it } from "vitest";
import { foldIcsLine } from "./event-calendar";

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Unfolding (RFC 5545 3.1) removes each CRLF followed by one space. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("foldIcsLine", () => {
  it("leaves a line of 75 octets alone and folds a longer one", () => {
    expect(foldIcsLine("a".repeat(75))).toBe("a".repeat(75));
    const folded = foldIcsLine("a".repeat(200));
    expect(folded.split("\r\n").map(octets)).toEqual([75, 75, 52]);
    expect(unfold(folded)).toBe("a".repeat(200));
  });

  it("counts UTF-8 octets, never splits a character, and keeps surrogate pairs whole", () => {
    const line = `DESCRIPTION:${"é".repeat(40)}${"€".repeat(30)}${"🎙".repeat(20)}François`;
    const folded = foldIcsLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const piece of lines) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // A split sequence would show as U+FFFD once encoded and decoded on its own.
      expect(new TextDecoder().decode(new TextEncoder().encode(piece))).toBe(piece);
      expect(piece).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(unfold(folded)).toBe(line);
  });
});
