// A small RFC 4180 CSV writer for staff exports.
import { Readable } from "node:stream";

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: formula-looking text gets a leading single quote so spreadsheets show it as text;
 * then cells holding a comma, quote or line break are quoted, with quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF. */
const csvLines = (rows: ReadonlyArray<readonly unknown[]>) =>
  rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");

/** A header row and the data rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return csvLines([header, ...rows]);
}

/**
 * A CSV file for download: UTF-8 with a byte order mark first, without which Excel reads the
 * bytes as the system's code page and shows "FranÃ§ois" for "François".
 */
export function toCsvFile(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `\uFEFF${toCsv(header, rows)}`;
}

/**
 * A CSV file written as it is read: the byte order mark and header first, then one chunk per batch
 * of rows, so an export of any size holds one batch in memory. The stream waits while the client
 * reads slowly (Readable.from pulls the next batch only when asked).
 */
export function csvFileStream(header: readonly string[], batches: AsyncIterable<ReadonlyArray<readonly unknown[]>>) {
  async function* chunks() {
    yield `\uFEFF${csvLines([header])}`;
    for await (const rows of batches) yield csvLines(rows);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The headers of a CSV download that is never cached. */
export function csvDownloadHeaders(name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}-${day}.csv"`,
    "cache-control": "no-store",
  };
}
