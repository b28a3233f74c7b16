import type { FirmIdentity } from "#domain/firm.ts";
import { measure, type Weight } from "./fonts.ts";

// The page, the palette and the text measure the layout kit (layout.ts) draws with, and the shapes
// of what it draws: kept apart so the kit itself stays one class read top to bottom.

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 54;
/** Room kept under the body for the footer. */
export const FOOTER_SPACE = 30;
export const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;

export const COLORS = {
  ink: "#1b2330",
  muted: "#5d6675",
  accent: "#12355b",
  rule: "#c8d0da",
  band: "#edf1f6",
  warningBorder: "#9a3412",
  warningFill: "#fff7ed",
} as const;

export interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
}

export const BODY_SIZE = 9;
/** Line height as a multiple of the font size. */
export const LEADING = 1.4;

/** Every piece of text that may end a line, with whether a space stood before it. */
function breakPieces(text: string): { text: string; space: boolean }[] {
  const pieces: { text: string; space: boolean }[] = [];
  // Ideographs and kana may break between any two characters; other scripts at spaces.
  // Only ordinary spaces and tabs break: a no-break space (U+00A0) holds "+1 (951) 555-0142" together.
  for (const match of text.matchAll(
    /([ \t]*)([\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^ \t\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+)/gu,
  )) {
    pieces.push({ text: match[2], space: match[1].length > 0 });
  }
  return pieces;
}

/**
 * Break text into lines no wider than `width` points: at spaces, between ideographs, and inside a
 * word only when the word alone is wider than a line. A newline in the text always starts a line.
 */
export function wrapText(text: string, width: number, { size = BODY_SIZE, weight = "regular" }: TextStyle = {}) {
  const fits = (line: string) => measure(line, size, weight) <= width;
  const space = measure(" ", size, weight);
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    // The line's width as the sum of its pieces: one shaping per word, not one per candidate line.
    let lineWidth = 0;
    for (const piece of breakPieces(paragraph)) {
      const pieceWidth = measure(piece.text, size, weight);
      const joinedWidth = lineWidth + (line && piece.space ? space : 0) + pieceWidth;
      const joined = line ? `${line}${piece.space ? " " : ""}${piece.text}` : piece.text;
      // Kerning across the join can make the sum differ slightly: a near fit is measured whole.
      if (joinedWidth <= width - 1 || (joinedWidth <= width + 1 && fits(joined))) {
        line = joined;
        lineWidth = joinedWidth;
        continue;
      }
      if (line) lines.push(line);
      // A piece wider than a whole line is cut where the line is full.
      let rest = piece.text;
      while (!fits(rest)) {
        const chars = [...rest];
        let end = 1;
        while (end < chars.length && fits(chars.slice(0, end + 1).join(""))) end++;
        lines.push(chars.slice(0, end).join(""));
        rest = chars.slice(end).join("");
      }
      line = rest;
      lineWidth = measure(rest, size, weight);
    }
    lines.push(line);
  }
  return lines;
}

export interface Column {
  header: string;
  /** A share of the table's width; the shares are scaled to fill it. */
  width: number;
  align?: "left" | "right";
}

export interface Row {
  cells: readonly string[];
  /** A total or subtotal: bold, with a rule above. */
  total?: boolean;
  /** A heading row inside the table: bold, shaded, its first cell across the columns. */
  section?: boolean;
}

export interface DocumentMeta {
  title: string;
  author: string;
  subject?: string;
  /** The firm whose letterhead and footer the pages carry. */
  firm: FirmIdentity;
  /**
   * The document's date, "YYYY-MM-DD", recorded as its creation date; the moment of rendering
   * without one. With it, the same data always gives the same bytes.
   */
  date?: string;
}
