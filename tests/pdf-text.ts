import { execFileSync, spawnSync } from "node:child_process";

/**
 * Reading generated PDFs back in tests with poppler's tools (Debian's poppler-utils, which
 * .ci/run installs): the text as a reader's software extracts it, the words' boxes, the fonts.
 * The PDFs compress their content and write glyph ids, so the bytes themselves hold no text.
 */

/** Whether poppler's tools are on this machine; the assertions that need them skip without. */
export const hasPoppler = spawnSync("pdftotext", ["-v"]).error === undefined;

const run = (tool: string, args: readonly string[], pdf: Buffer) =>
  execFileSync(tool, [...args, "-", "-"], { input: pdf, maxBuffer: 16 * 1024 * 1024 }).toString("utf8");

/**
 * The text line by line as laid out (a label and its value, a table's row, on one line), runs of
 * white space made one space, so that a row or a wrapped sentence reads as one string.
 */
export const pdfText = (pdf: Buffer) => run("pdftotext", ["-layout"], pdf).replace(/\s+/g, " ");

export interface Word {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word with its box in points from the page's top left. */
export function pdfWords(pdf: Buffer): Word[] {
  const html = run("pdftotext", ["-bbox"], pdf);
  const words: Word[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
  )) {
    if (match[0] === "<page ") page++;
    else words.push({ page, text: match[4], xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]) });
  }
  return words;
}

/** The document information (pdfinfo's "Key: value" lines). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8");
  return Object.fromEntries(
    out.split("\n").flatMap((line) => {
      const at = line.indexOf(":");
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
}

/** The names of the embedded fonts (pdffonts), subset tags removed: ["NotoSans-Regular", …]. */
export function pdfFonts(pdf: Buffer): string[] {
  const out = execFileSync("pdffonts", ["-"], { input: pdf }).toString("utf8");
  return out
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, ""));
}

/** Whether every font is embedded (pdffonts' "emb" column says yes on each line). */
export function allFontsEmbedded(pdf: Buffer): boolean {
  const out = execFileSync("pdffonts", ["-"], { input: pdf }).toString("utf8");
  const lines = out.split("\n").slice(2).filter(Boolean);
  return lines.length > 0 && lines.every((line) => / yes (yes|no) (yes|no) +\d+ +\d+$/.test(line));
}

/** The XMP metadata packet (pdfinfo -meta). */
export const pdfXmp = (pdf: Buffer) => execFileSync("pdfinfo", ["-meta", "-"], { input: pdf }).toString("utf8");

/**
 * The structure tree as poppler reads it back (pdfinfo -struct-text): one element a line, indented
 * by depth, each followed by its attributes ("/Scope /Row") and the text of its content in quotes
 * (poppler lists the text of a tree of a few hundred elements slowly: `text: false` leaves it out).
 */
export const pdfStructure = (pdf: Buffer, { text = true } = {}) =>
  execFileSync("pdfinfo", [text ? "-struct-text" : "-struct", "-"], {
    input: pdf,
    maxBuffer: 16 * 1024 * 1024,
  }).toString("utf8");

/** The structure tree's text in reading order, one string per marked line, white space made single. */
export const structureText = (pdf: Buffer) =>
  [...pdfStructure(pdf).matchAll(/^\s*"(.*)"$/gm)].map((m) => m[1].replace(/\s+/g, " ").trim());
