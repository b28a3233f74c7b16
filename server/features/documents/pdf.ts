import { firm } from "#domain/firm.ts";
import { Layout } from "./layout.ts";

/**
 * A plain letter on the firm's letterhead: a title and lines of text, wrapped by the fonts' real
 * widths, on as many US Letter pages as they need, numbered "Page X of Y". For the documents that
 * are only text (the seeded demo files, the older capital call notices); notices and statements
 * with tables have their own renderers (notices.ts, statements.ts).
 */

export interface PdfContent {
  /** The heading and the document's Title. */
  title: string;
  /** Body lines; an empty string is a blank line; leading spaces indent; long lines wrap. */
  lines: readonly string[];
  /** The document information's Author; the firm's legal name unless given. */
  author?: string;
  /** The document's date, "YYYY-MM-DD": its creation date, so the same content gives the same bytes. */
  date?: string;
}

/** Points of indent for each leading space of a line. */
const INDENT_PER_SPACE = 6;

export function renderPdf({ title, lines, author, date }: PdfContent): Buffer {
  const layout = new Layout({ title, author: author ?? firm.legalName, firm, date });
  layout.letterhead();
  layout.heading(title);
  for (const line of lines) {
    if (line.trim() === "") {
      layout.gap(6);
      continue;
    }
    const indent = (line.length - line.trimStart().length) * INDENT_PER_SPACE;
    layout.paragraph(line.trim(), { x: layout.left + indent, after: 2 });
  }
  return layout.finish();
}
