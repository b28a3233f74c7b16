import { helveticaWidth } from "./helvetica-widths.ts";

/**
 * A tiny PDF 1.4 writer for the portal's generated documents: a title and lines of text in
 * Helvetica on US Letter pages, as many pages as the lines need. No dependencies, no compression
 * (the text stays searchable in the bytes), byte-exact cross-reference offsets.
 */

export interface PdfContent {
  title: string;
  /** Body lines; an empty string is a blank line; long lines wrap at word boundaries. */
  lines: readonly string[];
  /** The document information's Author (optional). */
  author?: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const TITLE_SIZE = 16;
const BODY_SIZE = 11;
const LEADING = 15;
/** The body's line width: the page less both margins. */
const LINE_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FIRST_LINE_Y = PAGE_HEIGHT - MARGIN;
/** Body lines per page: the first page gives two lines' room to the title. */
const LINES_PER_PAGE = Math.floor((FIRST_LINE_Y - MARGIN) / LEADING);

/** Characters outside Latin-1 that WinAnsiEncoding has (its whole 0x80–0x9F row), by their code there. */
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text as WinAnsi bytes (one latin1 char each); what Helvetica can't show becomes "?". */
function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if (code === 0x09) out += " ";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code <= 0xff) out += ch;
    else out += WIN_ANSI[ch] !== undefined ? String.fromCharCode(WIN_ANSI[ch]) : "?";
  }
  return out;
}

/** A PDF literal string: ( ) and \ escaped; bytes are latin1. */
export function pdfString(text: string): string {
  return literal(toWinAnsi(text));
}

/** WinAnsi bytes (one latin1 character each) as a PDF literal string. */
const literal = (winAnsi: string) => `(${winAnsi.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * Break a line at spaces so no piece is wider than `width` points in Helvetica at `size`,
 * measured with the font's glyph widths (a word wider than a line is cut). Returns WinAnsi text.
 */
export function wrapLine(line: string, width = LINE_WIDTH, size = BODY_SIZE): string[] {
  const text = toWinAnsi(line);
  const fits = (piece: string) => helveticaWidth(piece, size) <= width;
  if (fits(text)) return [text];
  const pieces: string[] = [];
  let current = "";
  const flush = () => {
    if (current) pieces.push(current);
    current = "";
  };
  for (const word of text.split(/ +/)) {
    let rest = word;
    while (!fits(rest)) {
      flush();
      let end = 1;
      while (end < rest.length && fits(rest.slice(0, end + 1))) end++;
      pieces.push(rest.slice(0, end));
      rest = rest.slice(end);
    }
    if (current && !fits(`${current} ${rest}`)) flush();
    current = current ? `${current} ${rest}` : rest;
  }
  if (current) pieces.push(current);
  return pieces;
}

function pageContent(title: string | null, lines: readonly string[]): string {
  const ops = ["BT"];
  let y = FIRST_LINE_Y;
  if (title !== null) {
    ops.push(`/F2 ${TITLE_SIZE} Tf`, `1 0 0 1 ${MARGIN} ${y} Tm`, `${pdfString(title)} Tj`);
    y -= LEADING * 2;
  }
  ops.push(`/F1 ${BODY_SIZE} Tf`, `${LEADING} TL`, `1 0 0 1 ${MARGIN} ${y} Tm`);
  for (const line of lines) ops.push(`${literal(line)} Tj`, "T*");
  ops.push("ET");
  return ops.join("\n");
}

/** The PDF (version 1.4) of a title and lines of text, as bytes. */
export function renderPdf({ title, lines, author }: PdfContent): Buffer {
  const body = lines.flatMap((line) => wrapLine(line));
  // Page one holds the title and two lines fewer.
  const pages: string[][] = [body.slice(0, LINES_PER_PAGE - 2)];
  for (let i = LINES_PER_PAGE - 2; i < body.length; i += LINES_PER_PAGE) pages.push(body.slice(i, i + LINES_PER_PAGE));

  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content per page.
  const pageId = (i: number) => 6 + i * 2;
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(title)}${author ? ` /Author ${pdfString(author)}` : ""} /Producer (EdFutures) >>`,
  ];
  pages.forEach((pageLines, i) => {
    const stream = pageContent(i === 0 ? title : null, pageLines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    );
  });

  // Every string above is latin1, one byte per character, so lengths are byte offsets.
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
