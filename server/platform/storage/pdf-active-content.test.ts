import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AppError } from "#server/platform/errors.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { renderCapitalCallNotice, renderDistributionNotice } from "#server/features/documents/notices.ts";
import { sampleCapitalCall, sampleDistribution, sampleStatement } from "#server/features/documents/sample-data.ts";
import { renderCapitalAccountStatement } from "#server/features/documents/statements.ts";
import { checkPdf } from "./files.ts";
import { activeContentOf } from "./pdf-active-content.ts";

/** A small PDF whose body is `objects` (the header and trailer make it pass the byte check). */
const pdfWith = (...objects: Array<string | Buffer>) =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    ...objects.map((o) => (typeof o === "string" ? Buffer.from(`${o}\n`, "latin1") : o)),
    Buffer.from("trailer << /Root 1 0 R >>\n%%EOF\n"),
  ]);
const catalog = "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj";

const refusal = (bytes: Buffer) => {
  try {
    checkPdf(bytes, "file", "upload.pdf");
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
  return null;
};

// Issue 22 item 14: a PDF/HTML polyglot and a PDF with /OpenAction JavaScript were accepted and delivered.
describe("active content in uploaded PDFs (decision 0047)", () => {
  it("refuses a PDF that runs JavaScript when opened", () => {
    const bytes = pdfWith(
      "1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj",
      "3 0 obj << /S /JavaScript /JS (app.alert('hi')) >> endobj",
    );
    expect(activeContentOf(bytes)).toBe("JavaScript");
    expect(refusal(bytes)).toBe(
      'UNSUPPORTED_MEDIA_TYPE: "upload.pdf" contains active content (JavaScript): export it again as a plain PDF, without scripts, forms, attachments or media',
    );
  });

  it("sees through names written in hex and objects hidden in compressed object streams", () => {
    expect(activeContentOf(pdfWith(catalog, "3 0 obj << /S /J#61vaScript /J#53 (x) >> endobj"))).toBe("JavaScript");
    const hidden = deflateSync(Buffer.from("3 0 << /S /Launch /F (calc.exe) >>", "latin1"));
    const objectStream = Buffer.concat([
      Buffer.from(`4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`),
      hidden,
      Buffer.from("\nendstream\nendobj\n"),
    ]);
    expect(activeContentOf(pdfWith(catalog, objectStream))).toBe("an action that launches a program");
  });

  it("refuses a PDF/HTML polyglot, embedded files, actions that run by themselves and XFA forms", () => {
    expect(activeContentOf(pdfWith("<html><body><script>alert(1)</script></body></html>", catalog))).toBe(
      "HTML markup",
    );
    expect(activeContentOf(pdfWith(catalog, "5 0 obj << /Type /EmbeddedFile /Length 3 >> endobj"))).toBe(
      "an embedded file",
    );
    expect(activeContentOf(pdfWith(catalog, "6 0 obj << /Type /Page /AA << /O 7 0 R >> >> endobj"))).toBe(
      "actions that run by themselves",
    );
    expect(activeContentOf(pdfWith(catalog, "8 0 obj << /Fields [] /XFA 9 0 R >> endobj"))).toBe("an XFA form");
  });

  it("accepts plain PDFs: links, page destinations on opening, and everything we generate", () => {
    const plain = pdfWith(
      "1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >> endobj",
      "4 0 obj << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://edfutures.example/) >> >> endobj",
    );
    expect(activeContentOf(plain)).toBeNull();
    for (const bytes of [
      renderPdf({ title: "Q3 2026 statement", lines: ["Investor: Jordan Mitchell", "<not markup> & /JS-like text"] }),
      renderCapitalCallNotice(sampleCapitalCall()),
      renderDistributionNotice(sampleDistribution()),
      renderCapitalAccountStatement(sampleStatement()),
    ]) {
      expect(refusal(bytes)).toBeNull();
    }
  });
});
