import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { FALLBACK, faceFor, fontBytes, measure, runsOf } from "./fonts.ts";

describe("font fallback by glyph coverage", () => {
  it("sets Latin, Polish and Czech letters in Noto Sans and ideographs in Noto Sans SC", () => {
    for (const char of "AzŁłŻżĄęŠščřůÉ€—") {
      expect(faceFor(char.codePointAt(0)!, "regular").key, char).toBe("NotoSans-Regular");
    }
    for (const char of "王小明") expect(faceFor(char.codePointAt(0)!, "bold").key, char).toBe("NotoSansSC-Bold");
  });

  it("cuts text into runs of one face each, spaces staying with the run they are in", () => {
    expect(runsOf("Łukasz Żák 王小明 Jr.", "regular").map((r) => [r.text, r.face.key])).toEqual([
      ["Łukasz Żák ", "NotoSans-Regular"],
      ["王小明 ", "NotoSansSC-Regular"],
      ["Jr.", "NotoSans-Regular"],
    ]);
  });
});

describe("measure", () => {
  it("adds up the fonts' advance widths (1000 units per em in both)", () => {
    // Noto Sans's figures are 572 units wide: four at 10 pt are 22.88 pt.
    expect(measure("0000", 10, "regular")).toBeCloseTo(22.88, 6);
    // An ideograph fills the em square: three at 10 pt are 30 pt.
    expect(measure("王小明", 10, "regular")).toBeCloseTo(30, 6);
    // W (930 units) is much wider than i (258).
    expect(measure("W", 10, "regular")).toBeCloseTo(9.3, 6);
    expect(measure("i", 10, "regular")).toBeCloseTo(2.58, 6);
    // Kerning counts: "AV" sits tighter than A and V apart.
    expect(measure("AV", 10, "regular")).toBeLessThan(measure("A", 10, "regular") + measure("V", 10, "regular"));
    expect(measure("Total", 10, "bold")).toBeGreaterThan(measure("Total", 10, "regular"));
  });

  it("agrees with the width PDFKit sets the text at", () => {
    const doc = new PDFDocument();
    for (const text of ["Capital Call Notice", "Łukasz Żák", "AVAWAY office", "$2,481,250.00"]) {
      const { data } = faceFor("a".codePointAt(0)!, "regular");
      doc.font(data).fontSize(11);
      expect(measure(text, 11, "regular"), text).toBeCloseTo(doc.widthOfString(text), 6);
    }
    doc.font(faceFor("王".codePointAt(0)!, "regular").data).fontSize(9);
    expect(measure("王小明", 9, "regular")).toBeCloseTo(doc.widthOfString("王小明"), 6);
  });
});

describe("the committed Chinese fonts", () => {
  // The SHA-256 of Noto Sans SC 2.004's TrueType files as @expo-google-fonts/noto-sans-sc 0.4.3
  // shipped them: the brotli files decompress to them byte for byte (decision 0055).
  const PACKAGE_FILES: Record<string, string> = {
    "./fonts/NotoSansSC-Regular.ttf.br": "d45f67f0a7c0ca3f256950777ce6a61cc7ce5f9696d02900cbbaac25f8aa7d16",
    "./fonts/NotoSansSC-Bold.ttf.br": "9a38ae0ab28cd5a256f9ea8e00dedc688aac17f7915fcb000572990afa956b96",
  };

  it("are the package's files, so every character renders as before", () => {
    expect([FALLBACK.regular[1], FALLBACK.bold[1]]).toEqual(Object.keys(PACKAGE_FILES));
    for (const [file, sha256] of Object.entries(PACKAGE_FILES)) {
      expect(createHash("sha256").update(fontBytes(file)).digest("hex"), file).toBe(sha256);
    }
  });

  it("cover rare ideographs (Extension A and B), kana and full-width forms in both weights", () => {
    for (const weight of ["regular", "bold"] as const) {
      for (const char of ["㐀", "𠂇", "あ", "カ", "，", "〇"]) {
        expect(faceFor(char.codePointAt(0)!, weight).key, char).toMatch(/^NotoSansSC-/);
      }
      expect(faceFor("𠂇".codePointAt(0)!, weight).font.characterSet.length).toBe(30_890);
    }
  });
});
