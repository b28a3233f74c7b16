// A small RFC 4180 CSV reader (the writer is server/platform/http/csv.ts): quoted fields may hold
// commas, doubled quotes and line breaks; lines end with CRLF or LF. Used for the OFAC SDN import.

/** Why a CSV text could not be read: the line the problem starts on, counted from 1. */
export class CsvParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
  }
}

/** Every row of a CSV text as its fields; blank lines are skipped, a byte order mark is ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let quoteLine = 1;
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const endField = () => {
    row.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          const next = src[i + 1];
          if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
            throw new CsvParseError("A closing quote must end its field", line);
          }
        }
      } else {
        if (c === "\n") line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (c === ",") {
      endField();
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
      line++;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvParseError("A quoted field is never closed", quoteLine);
  if (field !== "" || row.length > 0) endRow();
  return rows;
}
