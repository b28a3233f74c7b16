import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { brotliDecompressSync } from "node:zlib";
import * as fontkit from "fontkit";

/**
 * The documents' fonts, TrueType: Noto Sans for Latin, Greek, Cyrillic and Vietnamese, from its npm
 * package, and Noto Sans SC for Chinese (and Japanese kana), each in regular and bold. Noto Sans SC's
 * two files are committed beside this module, brotli-compressed (`fonts/*.ttf.br`, 4.8 MB each
 * instead of 10.5 MB; the package shipped nine weights, 92 MB): they decompress to the package's
 * files byte for byte, so every character renders as before (decision 0055). They are read and
 * decompressed only when some text needs them. PDFKit embeds only the glyphs a document uses.
 * WOFF2 files were tried and left: fontkit's subsetter copies a WOFF2 font's transformed glyph data
 * as it is, so the glyphs came out empty or broken. Why these: docs/decisions/0020-pdf-library.md.
 *
 * Text is split into runs by glyph coverage: each character goes to the first face in the
 * fallback order that has a glyph for it, and a run is a stretch of characters in one face.
 */

export type Weight = "regular" | "bold";

/** One font file: its key (the name PDFKit registers it under), its bytes and its parsed form. */
export interface Face {
  key: string;
  data: Buffer;
  font: fontkit.Font;
}

export interface Run {
  text: string;
  face: Face;
}

const require = createRequire(import.meta.url);

/** A font file's bytes: a package's file by its name, or one of ours (`./fonts/…`, brotli if `.br`). */
export function fontBytes(file: string): Buffer {
  if (!file.startsWith("./")) return readFileSync(require.resolve(file));
  const data = readFileSync(new URL(file, import.meta.url));
  return file.endsWith(".br") ? brotliDecompressSync(data) : data;
}

/** The fallback order of each weight: the first face with a glyph draws a character. */
export const FALLBACK: Record<Weight, readonly string[]> = {
  regular: ["@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf", "./fonts/NotoSansSC-Regular.ttf.br"],
  bold: ["@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf", "./fonts/NotoSansSC-Bold.ttf.br"],
};

const faces = new Map<string, Face>();

function load(file: string): Face {
  let face = faces.get(file);
  if (!face) {
    const data = fontBytes(file);
    const font = fontkit.create(data);
    // A collection holds several fonts; ours are single fonts.
    if (!("layout" in font)) throw new Error(`${file} is a font collection`);
    face = { key: font.postscriptName, data, font };
    faces.set(file, face);
  }
  return face;
}

/** The face that draws a character: the first in the weight's fallback order that has its glyph. */
export function faceFor(codePoint: number, weight: Weight): Face {
  for (const file of FALLBACK[weight]) {
    const face = load(file);
    if (face.font.hasGlyphForCodePoint(codePoint)) return face;
  }
  // Nothing has it: the first face draws its "missing glyph" box, visibly, rather than dropping it.
  return load(FALLBACK[weight][0]);
}

/** Text cut into runs of one face each. Spaces and other shared characters stay in the run they are in. */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text.normalize("NFC")) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    // A character every face has (a space, a digit) keeps the current run going.
    const face =
      last && /[\s\d.,:;()\-/]/.test(char) && last.face.font.hasGlyphForCodePoint(codePoint)
        ? last.face
        : faceFor(codePoint, weight);
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** Widths at 1 pt by face and text: documents repeat their words, and shaping is the slow part. */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;

/**
 * The width in points of text at `size`, as PDFKit will set it: the sum of each run's advance
 * widths from the font's own layout (kerning and ligatures included), scaled from font units.
 */
export function measure(text: string, size: number, weight: Weight): number {
  let width = 0;
  for (const run of runsOf(text, weight)) width += runWidth(run, size);
  return width;
}

/** One run's width in points at `size`, from the font's layout. */
export function runWidth({ text, face }: Run, size: number): number {
  const key = `${face.key}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = face.font.layout(text).advanceWidth / face.font.unitsPerEm;
    // A bounded memory: start over rather than grow without end on a long-running server.
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, width);
  }
  return width * size;
}
