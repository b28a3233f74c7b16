import { describe, expect, it } from "vitest";
import { firm } from "#domain/firm.ts";
import { hasPoppler, pdfText, pdfWords } from "#tests/pdf-text.ts";
import { measure } from "./fonts.ts";
import { Layout, MARGIN, PAGE_WIDTH, wrapText } from "./layout.ts";

const WIDTH = 200;

describe("wrapText", () => {
  it("breaks at spaces so that no line is wider than the width, by measured glyph widths", () => {
    const text = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? "WWMMWW" : i % 3 === 1 ? "illicit" : "Żółć")).join(
      " ",
    );
    const lines = wrapText(text, WIDTH, { size: 10 });
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(measure(line, 10, "regular")).toBeLessThanOrEqual(WIDTH);
    expect(lines.join(" ")).toBe(text);
    // Each line is full: its next word would not have fitted.
    const words = text.split(" ");
    let at = 0;
    for (const line of lines.slice(0, -1)) {
      at += line.split(" ").length;
      expect(measure(`${line} ${words[at]}`, 10, "regular")).toBeGreaterThan(WIDTH);
    }
  });

  it("fits more narrow letters than wide ones on a line", () => {
    const narrow = wrapText(Array(60).fill("il").join(" "), WIDTH, { size: 10 });
    const wide = wrapText(Array(60).fill("WM").join(" "), WIDTH, { size: 10 });
    expect(narrow.length).toBeLessThan(wide.length);
  });

  it("breaks between ideographs, which have no spaces", () => {
    const text = "王小明".repeat(20);
    const lines = wrapText(text, WIDTH, { size: 10 });
    // Ideographs are 10 pt wide at 10 pt: twenty to a 200 pt line.
    expect(lines.map((l) => [...l].length)).toEqual([20, 20, 20]);
    expect(lines.join("")).toBe(text);
  });

  it("cuts a word wider than the line where the line is full, and keeps newlines and no-break spaces", () => {
    const pieces = wrapText("W".repeat(50), WIDTH, { size: 10 });
    // W is 9.3 pt at 10 pt: 21 fit in 200 pt.
    expect(pieces.map((p) => p.length)).toEqual([21, 21, 8]);
    expect(wrapText("first\nsecond", WIDTH)).toEqual(["first", "second"]);
    const phone = "+1\u00a0(951)\u00a0555-0142";
    const lines = wrapText(`${"call ".repeat(7)}${phone}`, 120, { size: 10 });
    expect(lines.filter((l) => l.includes("555")).at(0)).toContain(phone);
  });
});

describe.skipIf(!hasPoppler)("Layout", () => {
  it("continues a long table over pages with its header repeated, numbering the pages", () => {
    const layout = new Layout({ title: "Long table", author: firm.legalName, firm });
    layout.letterhead();
    layout.table(
      [
        { header: "Line", width: 3 },
        { header: "Amount", width: 1, align: "right" },
      ],
      Array.from({ length: 120 }, (_, i) => ({ cells: [`Item ${i + 1}`, `$${i + 1}.00`] })),
    );
    const pdf = layout.finish();
    const text = pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    const words = pdfWords(pdf);
    // The header ("Amount") heads the table on every page; every row is there once.
    for (let page = 1; page <= pages; page++) {
      expect(
        words.filter((w) => w.page === page && w.text === "Amount"),
        `page ${page}`,
      ).toHaveLength(1);
    }
    for (const n of [1, 60, 120]) expect(text).toContain(`Item ${n} $${n}.00`);
    // Amounts are right-aligned: they all end at the same x.
    const ends = new Set(words.filter((w) => /^\$\d+\.00$/.test(w.text)).map((w) => w.xMax.toFixed(1)));
    expect(ends.size).toBe(1);
    expect(Number([...ends][0])).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN);
  });
});
