// The OFAC SDN list's CSV format (issue 25 §4): SDN.CSV has no header row and twelve columns
// (ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag,
// Vess_owner, Remarks); "-0-" stands for an empty field. Only the first four are required here.
import { CsvParseError, parseCsv } from "./csv-parse.ts";
import { normaliseName } from "./sanctions-matching.ts";

export interface SdnEntry {
  entNum: number;
  name: string;
  normalisedName: string;
  /** "individual", "vessel", "aircraft", or "" for an entity (OFAC leaves it "-0-"). */
  type: string;
  programs: string;
  remarks: string | null;
}

export type SdnParse = { ok: true; entries: SdnEntry[] } | { ok: false; error: string };

/** The most entries one import takes (OFAC's full list is about 18,000). */
export const SDN_MAX_ENTRIES = 50_000;

const EOF_MARK = String.fromCharCode(0x1a);

const valueOf = (field: string | undefined) => {
  const v = (field ?? "").trim();
  return v === "-0-" ? "" : v;
};

/** Every entry of an SDN.CSV text, or the first problem found (the import is all or nothing). */
export function parseSdnCsv(text: string): SdnParse {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvParseError) return { ok: false, error: `The file is not valid CSV: ${e.message}.` };
    throw e;
  }
  // OFAC's files end with an end-of-file character (Ctrl-Z) on a line of its own.
  rows = rows.filter((r) => !(r.length === 1 && r[0].replaceAll(EOF_MARK, "").trim() === ""));
  if (rows.length === 0) return { ok: false, error: "The file holds no entries." };
  if (rows.length > SDN_MAX_ENTRIES)
    return { ok: false, error: `The file holds more than ${SDN_MAX_ENTRIES} entries.` };
  const entries: SdnEntry[] = [];
  const seen = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const where = `Entry ${index + 1}`;
    if (row.length < 4 || row.length > 12) {
      return { ok: false, error: `${where} has ${row.length} columns; the SDN format has 4 to 12.` };
    }
    const rawNum = valueOf(row[0]);
    const entNum = /^\d{1,9}$/.test(rawNum) ? Number(rawNum) : NaN;
    if (!Number.isInteger(entNum) || entNum <= 0) return { ok: false, error: `${where}: ent_num must be a number.` };
    if (seen.has(entNum)) return { ok: false, error: `${where}: ent_num ${entNum} appears twice.` };
    seen.add(entNum);
    const name = valueOf(row[1]);
    const normalisedName = normaliseName(name);
    if (normalisedName === "") return { ok: false, error: `${where}: the name is empty.` };
    if (name.length > 350) return { ok: false, error: `${where}: the name is longer than 350 characters.` };
    entries.push({
      entNum,
      name,
      normalisedName,
      type: valueOf(row[2]).toLowerCase().slice(0, 30),
      programs: valueOf(row[3]).slice(0, 200),
      remarks: valueOf(row[11]).slice(0, 2000) || null,
    });
  }
  return { ok: true, entries };
}

/**
 * OFAC's ALT.CSV: the entries' other names ("a.k.a.", "f.k.a.", "n.k.a."), five columns (ent_num,
 * alt_num, alt_type, alt_name, alt_remarks), no header row. Each alias is screened like the name it
 * belongs to, so it takes that entry's type and programs; an alias of an entry the SDN file does not
 * hold is refused (the two files are one publication).
 */
export function parseAltCsv(text: string, entries: readonly SdnEntry[]): SdnParse {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvParseError) return { ok: false, error: `The alias file is not valid CSV: ${e.message}.` };
    throw e;
  }
  rows = rows.filter((r) => !(r.length === 1 && r[0].replaceAll(EOF_MARK, "").trim() === ""));
  if (rows.length > SDN_MAX_ENTRIES)
    return { ok: false, error: `The alias file holds more than ${SDN_MAX_ENTRIES} names.` };
  const byNum = new Map(entries.map((e) => [e.entNum, e]));
  const aliases: SdnEntry[] = [];
  for (const [index, row] of rows.entries()) {
    const where = `Alias ${index + 1}`;
    if (row.length < 4 || row.length > 5) {
      return { ok: false, error: `${where} has ${row.length} columns; the ALT format has 4 or 5.` };
    }
    const rawNum = valueOf(row[0]);
    const entry = /^\d{1,9}$/.test(rawNum) ? byNum.get(Number(rawNum)) : undefined;
    if (!entry)
      return { ok: false, error: `${where}: ent_num ${rawNum || "(empty)"} is not an entry of the SDN file.` };
    const name = valueOf(row[3]);
    const normalisedName = normaliseName(name);
    if (normalisedName === "") return { ok: false, error: `${where}: the name is empty.` };
    if (name.length > 350) return { ok: false, error: `${where}: the name is longer than 350 characters.` };
    const kind = valueOf(row[2]) || "a.k.a.";
    aliases.push({
      entNum: entry.entNum,
      name,
      normalisedName,
      type: entry.type,
      programs: entry.programs,
      remarks: `${kind} of ${entry.name}`.slice(0, 2000),
    });
  }
  return { ok: true, entries: aliases };
}
