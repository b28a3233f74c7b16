import { describe, expect, it } from "vitest";
import { pdfString, renderPdf, wrapLine } from "./pdf.ts";

/** Every xref entry must point at "<n> 0 obj", and startxref at the xref table. */
function checkXref(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
  expect(first).toBe(0);
  const table = text.slice(startxref).split("\n").slice(2, 2 + count);
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
    const pdf = renderPdf({ title: "Fund I Subscription Agreement", lines: ["Investor: Jordan Mitchell", "", "Commitment: $1,500,000.00"] });
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
    const text = checkXref(renderPdf({ title: "Report (draft)", lines: ["C:\\path (1)"] }));
    expect(text).toContain("(Report \\(draft\\)) Tj");
    expect(text).toContain("(C:\\\\path \\(1\\)) Tj");
  });

  it("wraps long lines at spaces and flows onto as many pages as needed", () => {
    expect(wrapLine("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"]);
    expect(wrapLine("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    const lines = Array.from({ length: 120 }, (_, i) => `Line ${i + 1}`);
    const text = checkXref(renderPdf({ title: "Long", lines }));
    expect(text).toContain("/Count 3");
    expect(text.match(/\/Type \/Page /g)).toHaveLength(3);
    for (const line of ["Line 1", "Line 60", "Line 120"]) expect(text).toContain(`(${line}) Tj`);
  });

  it("writes a page even without lines", () => {
    const text = checkXref(renderPdf({ title: "Empty", lines: [] }));
    expect(text).toContain("/Count 1");
  });
});
