import { describe, expect, it } from "vitest";
import { hasPoppler, pdfInfo, pdfText, pdfWords } from "#tests/pdf-text.ts";
import { MARGIN, PAGE_WIDTH } from "./layout.ts";
import { renderPdf } from "./pdf.ts";

describe("renderPdf", () => {
  it("writes a PDF file", () => {
    const pdf = renderPdf({ title: "Fund I Subscription Agreement", lines: ["Investor: Jordan Mitchell"] });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF\n?$/);
  });

  it.skipIf(!hasPoppler)("sets the title and lines on the letterhead, with the title and author as metadata", () => {
    const pdf = renderPdf({
      title: "Fund I Subscription Agreement",
      lines: [
        "Investor: Łukasz Żák 王小明",
        "",
        "Commitment: $1,500,000.00",
        "  Fund I (Riverside): indented",
        "C:\\path (1)",
      ],
      author: "EdFutures",
    });
    const text = pdfText(pdf);
    for (const fact of [
      "EdFutures Capital Partners",
      "Fund I Subscription Agreement",
      "Investor: Łukasz Żák 王小明",
      "Commitment: $1,500,000.00",
      "Fund I (Riverside): indented",
      "C:\\path (1)",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(fact);
    }
    expect(pdfInfo(pdf)).toMatchObject({ Title: "Fund I Subscription Agreement", Author: "EdFutures", Pages: "1" });
    const words = pdfWords(pdf);
    const x = (text: string) => words.find((w) => w.text === text)!.xMin;
    // Leading spaces indent the line.
    // Two leading spaces indent the line by 12 pt: "Fund" of that line starts right of the margin.
    const indented = words.filter((w) => w.text === "Fund").at(-1)!;
    expect(indented.xMin).toBeCloseTo(x("Commitment:") + 12, 0);
  });

  it.skipIf(!hasPoppler)("wraps long lines inside the margins and flows onto as many pages as needed", () => {
    const wide = Array.from({ length: 60 }, () => "WWMMWW").join(" ");
    const lines = [wide, ...Array.from({ length: 120 }, (_, i) => `Line ${i + 1}`)];
    const pdf = renderPdf({ title: "Long", lines });
    const text = pdfText(pdf);
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const line of ["Line 1 ", "Line 60 ", "Line 120 "]) expect(text).toContain(line);
    const words = pdfWords(pdf);
    const wideWords = words.filter((w) => w.text === "WWMMWW");
    expect(wideWords).toHaveLength(60);
    expect(new Set(wideWords.map((w) => w.yMin)).size).toBeGreaterThan(3);
    for (const word of words) expect(word.xMax, word.text).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
  });

  it.skipIf(!hasPoppler)("writes a page even without lines", () => {
    const pdf = renderPdf({ title: "Empty", lines: [] });
    expect(pdfInfo(pdf).Pages).toBe("1");
    expect(pdfText(pdf)).toContain("Empty");
  });
});
