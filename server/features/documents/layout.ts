// Over 300 lines: the PDF layout kit (letterhead, tables, wrapping) every document draws with; one kit, read top to bottom.
import PDFDocument from "pdfkit";
import { addressLine } from "#domain/firm.ts";
import { measure, runsOf, runWidth, type Weight } from "./fonts.ts";
import {
  BODY_SIZE,
  BOTTOM,
  COLORS,
  LEADING,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  wrapText,
  type Column,
  type DocumentMeta,
  type Row,
  type TextStyle,
} from "./page-style.ts";
import { ARCHIVAL_OPTIONS, Tagger } from "./tagging.ts";

/**
 * A small layout kit over PDFKit for the firm's letters, notices and statements: a letterhead,
 * wrapped paragraphs, label/value lists, tables with right-aligned amounts that continue onto new
 * pages under a repeated header, a boxed notice, and "Page X of Y" footers. Everything is measured
 * with the fonts' own advance widths (fonts.ts), so text wraps where it really ends and never runs
 * past the right margin. Positions are in points from the top left of a US Letter page.
 *
 * Every document is PDF/A-2b and tagged (tagging.ts, decision 0069): each method tags what it
 * draws (a heading, a paragraph, a table's cells) and marks its rules, shading, letterhead, running
 * heads and footers as artifacts, so a screen reader reads the content in drawing order.
 */

export {
  BODY_SIZE,
  COLORS,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  wrapText,
  type Column,
  type DocumentMeta,
  type Row,
  type TextStyle,
} from "./page-style.ts";

/** One document being laid out; `finish()` gives the PDF's bytes. */
export class Layout {
  readonly doc: PDFKit.PDFDocument;
  /** The top of the next thing to draw. */
  y = MARGIN;
  readonly left = MARGIN;
  readonly right = PAGE_WIDTH - MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;
  private readonly registered = new Set<string>();
  private readonly meta: DocumentMeta;
  /** Redrawn at the top of a page a table continues onto. */
  private continuation: (() => void) | null = null;
  /** The structure tree being built. */
  readonly tags: Tagger;

  constructor(meta: DocumentMeta) {
    this.meta = meta;
    this.doc = new PDFDocument({
      size: "LETTER",
      margin: 0,
      bufferPages: true,
      pdfVersion: "1.7",
      lang: "en-US",
      displayTitle: true,
      ...ARCHIVAL_OPTIONS,
      // PDFKit stringifies every key it is given: an undefined Subject must be left out.
      info: {
        Title: meta.title,
        Author: meta.author,
        ...(meta.subject ? { Subject: meta.subject } : {}),
        Creator: meta.firm.name,
        CreationDate: meta.date ? new Date(`${meta.date}T00:00:00Z`) : new Date(),
      },
    });
    this.tags = new Tagger(this.doc);
  }

  /** Draw one line of text with its baseline at `baseline`; returns its width. */
  textAt(
    text: string,
    x: number,
    baseline: number,
    { size = BODY_SIZE, weight = "regular", color = COLORS.ink }: TextStyle = {},
  ) {
    let cursor = x;
    this.tags.text(() => {
      for (const run of runsOf(text, weight)) {
        if (!this.registered.has(run.face.key)) {
          // PDFKit takes a parsed fontkit font as well as bytes (its types only list bytes): every
          // document shares the one parsed font, so its tables are read once per process, not per PDF.
          this.doc.registerFont(run.face.key, run.face.font as unknown as Buffer);
          this.registered.add(run.face.key);
        }
        this.doc
          .font(run.face.key)
          .fontSize(size)
          .fillColor(color)
          .text(run.text, cursor, baseline, { lineBreak: false, baseline: "alphabetic" });
        cursor += runWidth(run, size);
      }
    });
    return cursor - x;
  }

  /** One line aligned within [x, x + width]. */
  lineIn(
    text: string,
    x: number,
    width: number,
    baseline: number,
    align: "left" | "right" | "center",
    style: TextStyle = {},
  ) {
    const w = measure(text, style.size ?? BODY_SIZE, style.weight ?? "regular");
    const start = align === "right" ? x + width - w : align === "center" ? x + (width - w) / 2 : x;
    this.textAt(text, start, baseline, style);
  }

  /** Start a new page when less than `height` points are left above the footer. */
  ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.tags.artifact(() => this.runningHeader(), "Pagination");
    // A table's header repeated on the new page is a repetition, not content.
    if (this.continuation) this.tags.artifact(this.continuation);
  }

  private runningHeader() {
    const baseline = this.y + 9;
    this.textAt(this.meta.firm.name, this.left, baseline, { size: 9, weight: "bold", color: COLORS.accent });
    this.lineIn(this.meta.title, this.left, this.width, baseline, "right", { size: 9, color: COLORS.muted });
    this.y += 16;
    this.rule(COLORS.rule, 0.75);
    this.y += 14;
  }

  gap(points: number) {
    this.y += points;
  }

  rule(color: string = COLORS.rule, thickness = 0.75, from = this.left, to = this.right) {
    this.tags.artifact(() =>
      this.doc
        .save()
        .moveTo(from, this.y)
        .lineTo(to, this.y)
        .lineWidth(thickness)
        .strokeColor(color)
        .stroke()
        .restore(),
    );
  }

  /** The firm's name, legal name and contact details, and a rule: the top of a first page. */
  letterhead() {
    this.tags.artifact(() => this.drawLetterhead(), "Pagination");
  }

  private drawLetterhead() {
    const { firm } = this.meta;
    const top = this.y;
    this.textAt(firm.name, this.left, top + 19, { size: 21, weight: "bold", color: COLORS.accent });
    this.textAt(firm.legalName, this.left, top + 33, { size: 9, color: COLORS.muted });
    const o = firm.headOffice;
    const contact = [
      o.street,
      `${o.city}, ${o.region} ${o.postalCode}, ${o.country}`,
      `${firm.phone}  ·  ${firm.email}`,
    ];
    contact.forEach((line, i) =>
      this.lineIn(line, this.left, this.width, top + 12 + i * 12, "right", { size: 8.5, color: COLORS.muted }),
    );
    this.y = top + 44;
    this.rule(COLORS.accent, 1.5);
    this.y += 18;
  }

  /** The document's title and an optional line under it. */
  heading(title: string, subtitle?: string) {
    this.ensure(40);
    this.tags.within("H1", () => this.textAt(title, this.left, this.y + 15, { size: 17, weight: "bold" }));
    this.y += 22;
    if (subtitle) {
      this.tags.within("P", () => {
        for (const line of wrapText(subtitle, this.width, { size: 10.5, color: COLORS.muted })) {
          this.textAt(line, this.left, this.y + 11, { size: 10.5, color: COLORS.muted });
          this.y += 15;
        }
      });
    }
    this.y += 8;
  }

  /** A small capitalised label over a section (across the body, or the given width from `x`). */
  sectionTitle(title: string, { x = this.left, width = this.right - x }: { x?: number; width?: number } = {}) {
    this.ensure(40);
    this.tags.within("H2", () =>
      this.textAt(title.toUpperCase(), x, this.y + 9, { size: 8.5, weight: "bold", color: COLORS.accent }),
    );
    this.y += 13;
    this.rule(COLORS.accent, 0.75, x, x + width);
    this.y += 7;
  }

  /** Wrapped text across the body's width (or the given width from `x`). */
  paragraph(text: string, style: TextStyle & { x?: number; width?: number; after?: number } = {}) {
    const size = style.size ?? BODY_SIZE;
    const x = style.x ?? this.left;
    const lines = wrapText(text, style.width ?? this.right - x, style);
    this.tags.within("P", () => {
      for (const line of lines) {
        this.ensure(size * LEADING);
        this.textAt(line, x, this.y + size, style);
        this.y += size * LEADING;
      }
    });
    this.y += style.after ?? size * 0.6;
  }

  /** Label/value pairs in two columns; values wrap within theirs; a third element "bold" stresses one. */
  fields(
    pairs: readonly (readonly [label: string, value: string, emphasis?: "bold"])[],
    {
      labelWidth = 130,
      x = this.left,
      width = this.right - x,
      size = BODY_SIZE,
    }: { labelWidth?: number; x?: number; width?: number; size?: number } = {},
  ) {
    const lineHeight = size * LEADING;
    // Tagged as a two-column table whose rows are headed by their labels.
    this.tags.within("Table", () => {
      for (const [label, value, emphasis] of pairs) {
        const weight: Weight = emphasis === "bold" ? "bold" : "regular";
        const labelLines = wrapText(label, labelWidth - 8, { size });
        const lines = wrapText(value, width - labelWidth, { size, weight });
        const count = Math.max(lines.length, labelLines.length);
        this.ensure(count * lineHeight);
        this.tags.within("TR", () => {
          this.tags.within(
            "TH",
            () =>
              labelLines.forEach((line, i) =>
                this.textAt(line, x, this.y + size + i * lineHeight, { size, color: COLORS.muted }),
              ),
            { scope: "Row" },
          );
          this.tags.within("TD", () =>
            lines.forEach((line, i) =>
              this.textAt(line, x + labelWidth, this.y + size + i * lineHeight, { size, weight }),
            ),
          );
        });
        this.y += count * lineHeight;
      }
    });
    this.y += size * 0.6;
  }

  /** Two blocks side by side (each a function drawing from the same top); continues below the taller. */
  columns(
    leftWidth: number,
    drawLeft: (x: number, width: number) => void,
    drawRight: (x: number, width: number) => void,
    gutter = 24,
  ) {
    const top = this.y;
    drawLeft(this.left, leftWidth);
    const leftBottom = this.y;
    this.y = top;
    drawRight(this.left + leftWidth + gutter, this.width - leftWidth - gutter);
    this.y = Math.max(this.y, leftBottom);
  }

  /**
   * A table: a header row, then rows whose left-aligned cells wrap; amounts right-aligned. A row
   * that does not fit starts a new page, and the header is drawn again there.
   */
  table(columns: readonly Column[], rows: readonly Row[], { size = BODY_SIZE } = {}) {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const pad = 3.5;
    const lineHeight = size * 1.3;

    const headerStyle = { size: size - 0.5, weight: "bold", color: COLORS.accent } as const;
    // Headers wrap within their columns, each line aligned like the column's figures.
    const headerLines = columns.map((c, i) => wrapText(c.header, widths[i] - 2 * pad, headerStyle));
    const headerHeight = Math.max(...headerLines.map((l) => l.length)) * lineHeight + 2 * pad;
    const header = () => {
      this.tags.artifact(() =>
        this.doc.save().rect(this.left, this.y, this.width, headerHeight).fill(COLORS.band).restore(),
      );
      this.tags.within("TR", () =>
        headerLines.forEach((lines, i) =>
          this.tags.within(
            "TH",
            () =>
              lines.forEach((line, j) =>
                this.lineIn(
                  line,
                  xs[i] + pad,
                  widths[i] - 2 * pad,
                  this.y + pad + size + j * lineHeight,
                  columns[i].align ?? "left",
                  headerStyle,
                ),
              ),
            { scope: "Column" },
          ),
        ),
      );
      this.y += headerHeight;
      this.rule(COLORS.accent, 0.75);
    };

    // The header never stands alone at the foot of a page: it needs room for two rows under it.
    this.ensure(headerHeight + 2 * (lineHeight + 2 * pad));
    this.tags.within("Table", () => {
      header();
      this.continuation = header;
      for (const row of rows) {
        const weight: Weight = row.total || row.section ? "bold" : "regular";
        const cellLines = row.section
          ? [wrapText(row.cells[0] ?? "", this.width - 2 * pad, { size, weight })]
          : row.cells.map((cell, i) =>
              (columns[i].align ?? "left") === "left" ? wrapText(cell, widths[i] - 2 * pad, { size, weight }) : [cell],
            );
        const height = Math.max(...cellLines.map((l) => l.length)) * lineHeight + 2 * pad;
        this.ensure(height);
        if (row.section) {
          this.tags.artifact(() =>
            this.doc.save().rect(this.left, this.y, this.width, height).fill(COLORS.band).restore(),
          );
          // A heading row: one header cell across the columns, heading the rows under it.
          this.tags.within("TR", () =>
            this.tags.within(
              "TH",
              () =>
                cellLines[0].forEach((line, j) =>
                  this.textAt(line, this.left + pad, this.y + pad + size + j * lineHeight, { size, weight }),
                ),
              { scope: "Row", colSpan: columns.length },
            ),
          );
        } else {
          if (row.total) this.rule(COLORS.ink, 0.9);
          this.tags.within("TR", () =>
            cellLines.forEach((lines, i) =>
              this.tags.within("TD", () =>
                lines.forEach((line, j) =>
                  this.lineIn(
                    line,
                    xs[i] + pad,
                    widths[i] - 2 * pad,
                    this.y + pad + size + j * lineHeight,
                    columns[i].align ?? "left",
                    { size, weight },
                  ),
                ),
              ),
            ),
          );
        }
        this.y += height;
        if (!row.total && !row.section) this.rule(COLORS.rule, 0.5);
      }
      this.continuation = null;
    });
    this.y += 12;
  }

  /** A bordered, tinted box with a bold title and wrapped text: for what must not be missed. */
  notice(
    title: string,
    text: string,
    { border = COLORS.warningBorder, fill = COLORS.warningFill }: { border?: string; fill?: string } = {},
  ) {
    const pad = 8;
    const size = 8.5;
    const inner = this.width - 2 * pad - 4;
    const lines = wrapText(text, inner, { size });
    const height = pad * 2 + 14 + lines.length * size * LEADING;
    this.ensure(height);
    const top = this.y;
    this.tags.artifact(() => {
      this.doc.save().rect(this.left, top, this.width, height).fill(fill).restore();
      this.doc.save().rect(this.left, top, this.width, height).lineWidth(1).strokeColor(border).stroke().restore();
      this.doc.save().rect(this.left, top, 4, height).fill(border).restore();
    });
    this.tags.within("Div", () => {
      this.tags.within("H3", () =>
        this.textAt(title, this.left + pad + 4, top + pad + 9.5, { size: 10, weight: "bold", color: border }),
      );
      this.tags.within("P", () =>
        lines.forEach((line, i) =>
          this.textAt(line, this.left + pad + 4, top + pad + 14 + size + i * size * LEADING, { size }),
        ),
      );
    });
    this.y = top + height + 14;
  }

  /**
   * A chart `height` points tall, drawn by `draw` from its top: tagged as one Figure that a
   * screen reader reads as `alt`, which must say what the chart shows (its figures, not its look).
   */
  figure(alt: string, height: number, draw: (top: number) => void) {
    this.ensure(height);
    const top = this.y;
    this.tags.figure(alt, () => draw(top));
    this.y = top + height;
  }

  /** Footers on every page ("Page X of Y"), then the PDF's bytes. */
  finish(): Buffer {
    const { firm } = this.meta;
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const top = PAGE_HEIGHT - MARGIN - 12;
      this.y = top;
      this.tags.artifact(() => {
        this.rule(COLORS.rule, 0.5);
        const baseline = top + 14;
        const footer = `${firm.legalName}  ·  ${addressLine(firm)}`;
        this.textAt(footer, this.left, baseline, { size: 7.5, color: COLORS.muted });
        this.lineIn(`Page ${i + 1} of ${range.count}`, this.left, this.width, baseline, "right", {
          size: 7.5,
          color: COLORS.muted,
        });
      }, "Pagination");
    }
    this.doc.flushPages();
    this.doc.end();
    // PDFKit writes the whole file into its stream's buffer during end(), synchronously; read it out.
    const chunks: Buffer[] = [];
    for (let chunk: Buffer | null; (chunk = this.doc.read() as Buffer | null) !== null;) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
}
