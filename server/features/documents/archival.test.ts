import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFStream, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { firm } from "#domain/firm.ts";
import { allFontsEmbedded, hasPoppler, pdfStructure, pdfText, pdfXmp, structureText } from "#tests/pdf-text.ts";
import { Layout } from "./layout.ts";
import { renderCapitalCallNotice, renderDistributionNotice } from "./notices.ts";
import { renderPdf } from "./pdf.ts";
import { sampleCapitalCall, sampleDistribution, sampleStatement } from "./sample-data.ts";
import { renderCapitalAccountStatement } from "./statements.ts";

// Issue 26 §4, decision 0069: the documents the firm keeps are PDF/A-2b and tagged.
const documents = {
  "capital call notice": () => renderCapitalCallNotice(sampleCapitalCall()),
  "distribution notice": () => renderDistributionNotice(sampleDistribution()),
  "capital account statement": () => renderCapitalAccountStatement(sampleStatement()),
  "plain letter": () => renderPdf({ title: "Welcome letter", lines: ["Dear investor,", "", "Welcome."] }),
};

/** The catalog's entries as pdf-lib parses them back from the bytes. */
async function catalogOf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const catalog = doc.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of("MarkInfo"), PDFDict);
  const intents = catalog.lookupMaybe(PDFName.of("OutputIntents"), PDFArray);
  const intent = intents?.lookup(0, PDFDict);
  return {
    marked: markInfo?.lookupMaybe(PDFName.of("Marked"), PDFBool)?.asBoolean(),
    lang: catalog.lookupMaybe(PDFName.of("Lang"), PDFString)?.decodeText(),
    structTreeRoot: catalog.lookupMaybe(PDFName.of("StructTreeRoot"), PDFDict) !== undefined,
    intentSubtype: intent?.lookupMaybe(PDFName.of("S"), PDFName)?.asString(),
    intentProfile: intent?.lookupMaybe(PDFName.of("DestOutputProfile"), PDFStream) !== undefined,
  };
}

/** The Alt text of every Figure in the structure tree (poppler's tree listing leaves Alt out). */
async function figureAlts(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const alts: string[] = [];
  const visit = (node: unknown) => {
    const element = node instanceof PDFRef ? doc.context.lookup(node) : node;
    if (element instanceof PDFArray) return element.asArray().forEach(visit);
    if (!(element instanceof PDFDict)) return;
    if (element.lookupMaybe(PDFName.of("S"), PDFName)?.asString() === "/Figure") {
      const alt = element.lookup(PDFName.of("Alt"));
      if (alt instanceof PDFString || alt instanceof PDFHexString) alts.push(alt.decodeText());
    }
    visit(element.get(PDFName.of("K")));
  };
  visit(doc.catalog.get(PDFName.of("StructTreeRoot")));
  return alts;
}

describe.each(Object.entries(documents))("the %s", (_, render) => {
  it("is tagged, in English, with an sRGB output intent", async () => {
    expect(await catalogOf(render())).toEqual({
      marked: true,
      lang: "en-US",
      structTreeRoot: true,
      intentSubtype: "/GTS_PDFA1",
      intentProfile: true,
    });
  });

  it.skipIf(!hasPoppler)("says it is PDF/A-2b, embeds its fonts and has a heading in its structure", () => {
    const pdf = render();
    const xmp = pdfXmp(pdf);
    expect(xmp).toMatch(/<pdfaid:part>2<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(allFontsEmbedded(pdf)).toBe(true);
    expect(pdfStructure(pdf)).toMatch(/^Document\n {2}H1 /);
  });
});

describe.skipIf(!hasPoppler)("the structure read back", () => {
  it("holds the notice's headings, tables and text in reading order, and leaves out the letterhead and footer", () => {
    const pdf = renderCapitalCallNotice(sampleCapitalCall());
    const tree = pdfStructure(pdf);
    expect(tree).toMatch(/ {2}H2 \(block\)\n {4}"AMOUNTS CALLED"\n {2}Table/);
    // The called amounts: header cells scoped to their columns, then a row per line.
    expect(tree).toMatch(/TH:\n\s+\/Scope \/Column\n\s+"Your share"/);
    const text = structureText(pdf);
    const order = [
      "Capital Call Notice",
      "Dear Łukasz Żák (王小明),",
      "PURPOSE OF THE CALL",
      "AMOUNTS CALLED",
      "Total due",
    ];
    const at = order.map((line) => text.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain("Wire fraud warning");
    // The page shows the letterhead and footer; the tree, read aloud, does not repeat them.
    expect(pdfText(pdf)).toContain("Page 1 of 1");
    expect(text.join(" ")).not.toContain("Page 1 of 1");
    expect(text).not.toContain(firm.legalName);
  });

  it("repeats a long table's header on the next page as an artifact, not as a second header row", () => {
    const layout = new Layout({ title: "Long table", author: firm.legalName, firm, date: "2026-09-30" });
    layout.heading("Long table");
    const rows = Array.from({ length: 80 }, (_, i) => ({ cells: [`Row ${i + 1}`, "$1.00"] }));
    layout.table(
      [
        { header: "Item", width: 3 },
        { header: "Amount", width: 1, align: "right" },
      ],
      rows,
    );
    const pdf = layout.finish();
    // Without the text: poppler takes half a minute to list a long tree's text.
    const table = pdfStructure(pdf, { text: false })
      .split(/\n(?= {2}\S)/)
      .find((element) => element.startsWith("  Table"))!;
    // One header row of two column headers, then the 80 rows.
    expect(table.match(/\/Scope \/Column/g)).toHaveLength(2);
    expect(table.match(/^ {4}TR$/gm)).toHaveLength(81);
    expect(pdfText(pdf).match(/Item Amount/g)!.length).toBeGreaterThan(1);
  });

  it("tags a chart as a Figure with its alternative text, and writes metadata that stays XML", async () => {
    const layout = new Layout({ title: "Smith & Jones <Trust>", author: "A & B", firm, date: "2026-09-30" });
    layout.heading("Chart");
    layout.figure("Net asset value rose from $1.00 to $2.00.", 60, (top) => {
      layout.doc.rect(layout.left, top, 100, 50).fill("#12355b");
      layout.textAt("NAV", layout.left, top + 58);
    });
    const pdf = layout.finish();
    expect(pdfStructure(pdf)).toMatch(/^ {2}Figure\n {4}"NAV"$/m);
    expect(await figureAlts(pdf)).toEqual(["Net asset value rose from $1.00 to $2.00."]);
    const xmp = pdfXmp(pdf);
    expect(xmp).toContain("Smith &amp; Jones &lt;Trust&gt;");
    expect(xmp).toContain("<dc:creator><rdf:Seq><rdf:li>A &amp; B</rdf:li>");
  });
});
