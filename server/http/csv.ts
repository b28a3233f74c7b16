// A small RFC 4180 CSV writer for staff exports.

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

/** A header row and the data rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/**
 * A CSV file for download: UTF-8 with a byte order mark first, without which Excel reads the
 * bytes as the system's code page and shows "FranÃ§ois" for "François".
 */
export function toCsvFile(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `\uFEFF${toCsv(header, rows)}`;
}
