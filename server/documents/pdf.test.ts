import { describe, expect, it } from "vitest";
import { helveticaWidth } from "./helvetica-widths.ts";
import { pdfString, renderPdf, wrapLine } from "./pdf.ts";

/** Every xref entry must point at "<n> 0 obj", and startxref at the xref table. */
function checkXref(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
  expect(first).toBe(0);
  const table = text
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + count);
  expect(table[0]).toBe("0000000000 65535 f ");
  for (let n = 1; n < count; n++) {
    // Each entry is exactly 20 bytes with its end of line.
    expect(`${table[n]}\n`).toHaveLength(20);
    const offset = Number(table[n].slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj`.length), `object ${n}`).toBe(`${n} 0 obj`);
  }
  expect(text).toContain(`/Size ${count}`);
  // Nothing claims an object the table lacks.
  const objects = [...text.matchAll(/^(\d+) 0 obj$/gm)].map((m) => Number(m[1]));
  expect(objects).toEqual(Array.from({ length: count - 1 }, (_, i) => i + 1));
  return text;
}

describe("renderPdf", () => {
  it("writes a PDF 1.4 with the title and lines in Helvetica and exact xref offsets", () => {
    const pdf = renderPdf({
      title: "Fund I Subscription Agreement",
      lines: ["Investor: Jordan Mitchell", "", "Commitment: $1,500,000.00"],
    });
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(pdf.subarray(-6).toString("latin1")).toBe("%%EOF\n");
    const text = checkXref(pdf);
    expect(text).toContain("/BaseFont /Helvetica ");
    expect(text).toContain("(Fund I Subscription Agreement) Tj");
    expect(text).toContain("(Investor: Jordan Mitchell) Tj");
    expect(text).toContain("(Commitment: $1,500,000.00) Tj");
    expect(text).toContain("/Count 1");
    expect(text).toContain("/Title (Fund I Subscription Agreement)");
  });

  it("states each stream's exact byte length", () => {
    const text = renderPdf({ title: "T", lines: ["a", "b (c)"] }).toString("latin1");
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index! + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe("\nendstream");
    }
  });

  it("escapes parentheses and backslashes and maps text to WinAnsi", () => {
    expect(pdfString("a (b) c\\d")).toBe("(a \\(b\\) c\\\\d)");
    expect(pdfString("Q3 – “Final” €5 ✓")).toBe("(Q3 \x96 \x93Final\x94 \x805 ?)");
    expect(pdfString("Zoë\tline\nbreak")).toBe("(Zoë linebreak)");
    // WinAnsi's 0x80–0x9F row has these too: none of them may become "?".
    expect(pdfString("Šťastný Žižek, Œuvre, šž œ Ÿ ƒ ˆ˜")).toBe(
      "(\x8a?astn\xfd \x8ei\x9eek, \x8cuvre, \x9a\x9e \x9c \x9f \x83 \x88\x98)",
    );
    const text = checkXref(renderPdf({ title: "Report (draft)", lines: ["C:\\path (1)"] }));
    expect(text).toContain("(Report \\(draft\\)) Tj");
    expect(text).toContain("(C:\\\\path \\(1\\)) Tj");
  });

  it("wraps long lines at spaces and flows onto as many pages as needed", () => {
    // "aaa bbb" is 7 × 556 / 1000 × 10 = 38.92 pt wide at 10 pt.
    expect(wrapLine("aaa bbb ccc", 39, 10)).toEqual(["aaa bbb", "ccc"]);
    expect(wrapLine("aaaaaaaaaa", 22.3, 10)).toEqual(["aaaa", "aaaa", "aa"]);
    const lines = Array.from({ length: 120 }, (_, i) => `Line ${i + 1}`);
    const text = checkXref(renderPdf({ title: "Long", lines }));
    expect(text).toContain("/Count 3");
    expect(text.match(/\/Type \/Page /g)).toHaveLength(3);
    for (const line of ["Line 1", "Line 60", "Line 120"]) expect(text).toContain(`(${line}) Tj`);
  });

  it("wraps by measured width: wide letters make shorter lines, narrow ones longer, none past the margin", () => {
    const wide = Array.from({ length: 30 }, () => "WWMMWW").join(" ");
    const wideLines = wrapLine(wide);
    expect(wideLines.length).toBeGreaterThan(1);
    for (const line of wideLines) expect(helveticaWidth(line, 11)).toBeLessThanOrEqual(468);
    expect(wideLines.join(" ")).toBe(wide);
    // 150 narrow letters (2.4 pt each at 11 pt) fit on one 468 pt line.
    const narrow = "il".repeat(75);
    expect(wrapLine(narrow)).toEqual([narrow]);
    // One word wider than the line is cut where the line is full.
    const pieces = wrapLine("W".repeat(100));
    expect(pieces.map((p) => p.length)).toEqual([45, 45, 10]);
    const text = renderPdf({ title: "Wide", lines: [wide] }).toString("latin1");
    expect(text).toContain(`(${wideLines[0]}) Tj`);
  });

  it("writes a page even without lines", () => {
    const text = checkXref(renderPdf({ title: "Empty", lines: [] }));
    expect(text).toContain("/Count 1");
  });
});
