import { describe, expect, it } from "vitest";
import { MAX_PDF_BYTES, pdfFieldSchema } from "./uploads.ts";

const pdf = (name: string, size = 1000) => ({ name, size, type: "application/pdf" });
const messages = (field: string, files: unknown[], max?: number) => {
  const result = pdfFieldSchema(field, "Choose a PDF to upload", max).safeParse({ [field]: files });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the PDFs of an upload", () => {
  it("accepts PDFs within the limits", () => {
    expect(messages("file", [pdf("q3.pdf")], 1)).toEqual([]);
    expect(messages("files", [pdf("a.pdf"), { name: "b.PDF", size: 5, type: "" }])).toEqual([]);
  });

  it("asks for a file when none is chosen, on the form's field", () => {
    expect(messages("file", [], 1)).toEqual(["file: Choose a PDF to upload"]);
  });

  it("refuses a file over 20 MB, another type, or too many files", () => {
    expect(messages("file", [pdf("big.pdf", MAX_PDF_BYTES + 1)], 1)).toEqual(['file: "big.pdf" is larger than 20 MB']);
    expect(messages("file", [{ name: "notes.docx", size: 10, type: "application/msword" }], 1)).toEqual([
      'file: "notes.docx" is not a PDF',
    ]);
    expect(
      messages(
        "files",
        Array.from({ length: 51 }, (_, i) => pdf(`${i}.pdf`)),
      ),
    ).toEqual(["files: Choose at most 50 PDFs at a time"]);
  });
});
