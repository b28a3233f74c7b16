/**
 * The archival and accessible side of the documents (decision 0069): every PDF the layout kit
 * draws is PDF/A-2b (fonts embedded, sRGB output intent, XMP identification) and tagged (a
 * structure tree of headings, paragraphs and tables in reading order; letterhead, running heads,
 * footers and decorative rules marked as artifacts; a chart as a Figure with its alternative text).
 *
 * Each line of text is its own marked-content sequence inside the structure element it belongs
 * to, so a sequence never spans a page break and the running head a break draws lies outside it.
 */

type Element = PDFKit.PDFStructureElement;

/** The options of PDFKit's documents that make them PDF/A-2b and tagged. */
export const ARCHIVAL_OPTIONS = { subset: "PDF/A-2b", tagged: true } as const;

/** XML's five special characters escaped, for text put into the XMP packet. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

interface InfoFields {
  Title?: string;
  Author?: string;
  Subject?: string;
  Creator?: string;
  Producer?: string;
  CreationDate: Date;
}

/**
 * The XMP packet's description of the document, the same as its Info dictionary (PDF/A requires
 * the two to agree). Replaces PDFKit's own, which writes the values into the XML unescaped: a
 * title like "Smith & Jones" would make the metadata unreadable.
 */
function escapedInfo(this: PDFKit.PDFDocument & { info: InfoFields }) {
  const { info } = this;
  const alt = (text: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xml(text)}</rdf:li></rdf:Alt>`;
  this.appendXML(
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">` +
      `<xmp:CreateDate>${info.CreationDate.toISOString().split(".")[0]}Z</xmp:CreateDate>` +
      `<xmp:CreatorTool>${xml(info.Creator ?? "")}</xmp:CreatorTool></rdf:Description>` +
      `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
      (info.Title ? `<dc:title>${alt(info.Title)}</dc:title>` : "") +
      (info.Author ? `<dc:creator><rdf:Seq><rdf:li>${xml(info.Author)}</rdf:li></rdf:Seq></dc:creator>` : "") +
      (info.Subject ? `<dc:description>${alt(info.Subject)}</dc:description>` : "") +
      `</rdf:Description>` +
      `<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">` +
      `<pdf:Producer>${xml(info.Producer ?? "")}</pdf:Producer></rdf:Description>`,
  );
}

/** Artifact kinds: running heads and footers are pagination, rules and shading are layout. */
export type ArtifactKind = "Pagination" | "Layout";

/** The structure tree of one document as it is drawn. */
export class Tagger {
  private readonly doc: PDFKit.PDFDocument;
  private readonly root: Element;
  private current: Element;
  /**
   * Inside an artifact or a figure, drawing is already marked: text and rules drawn there (a
   * running head's title, a chart's labels) are part of that one marked sequence.
   */
  private marked = false;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    (doc as unknown as { _addInfo: () => void })._addInfo = escapedInfo;
    this.root = doc.struct("Document");
    doc.addStructure(this.root);
    this.current = this.root;
  }

  /** The structure element's dictionary, for attributes PDFKit has no option for. */
  private static attributes(element: Element, attributes: Record<string, unknown>) {
    (element as unknown as { dictionary: { data: { A?: object } } }).dictionary.data.A = {
      O: "Table",
      ...attributes,
    };
  }

  /**
   * Run `draw` with the text it draws tagged as a new `type` element under the current one.
   * A table's header cell gives its scope ("Column" or "Row"), and a cell across columns its span.
   */
  within<T>(
    type: string,
    draw: () => T,
    options: { alt?: string; scope?: "Column" | "Row"; colSpan?: number } = {},
  ): T {
    // Inside an artifact (a table's header repeated on a new page) nothing joins the tree.
    if (this.marked) return draw();
    const element = this.doc.struct(type, options.alt ? { alt: options.alt } : {});
    if (options.scope || options.colSpan) {
      Tagger.attributes(element, {
        ...(options.scope ? { Scope: options.scope } : {}),
        ...(options.colSpan ? { ColSpan: options.colSpan } : {}),
      });
    }
    this.current.add(element);
    const parent = this.current;
    this.current = element;
    try {
      return draw();
    } finally {
      this.current = parent;
      element.end();
    }
  }

  /** Text drawn by `draw`, as content of the current element (a paragraph of its own at the top level). */
  text(draw: () => void): void {
    if (this.marked) return draw();
    if (this.current === this.root) return this.within("P", () => this.text(draw));
    const type = (this.current as unknown as { dictionary: { data: { S: string } } }).dictionary.data.S;
    const content = this.doc.markStructureContent(type);
    draw();
    this.doc.endMarkedContent();
    this.current.add(content);
  }

  /** Drawing that is no part of the content (a rule, a shaded band, a running head, a footer). */
  artifact(draw: () => void, kind: ArtifactKind = "Layout"): void {
    if (this.marked) return draw();
    this.doc.markContent("Artifact", { type: kind });
    this.marked = true;
    try {
      draw();
    } finally {
      this.marked = false;
      this.doc.endMarkedContent();
    }
  }

  /** A chart or picture: its drawing as one Figure with the text a reader hears instead. */
  figure(alt: string, draw: () => void) {
    this.within(
      "Figure",
      () => {
        const content = this.doc.markStructureContent("Figure");
        this.marked = true;
        try {
          draw();
        } finally {
          this.marked = false;
          this.doc.endMarkedContent();
        }
        this.current.add(content);
      },
      { alt },
    );
  }
}
