// A NACHA (ACH) file of credits, written from plain values (decision 0067): the fund pays each
// investor's part of a distribution into their bank account. Pure: the clock, the file ID modifier
// and the numbers come in; 94-character records go out, padded to whole blocks of ten.
import anyAscii from "any-ascii";
import { isAbaRoutingNumber } from "./entity-tax-bank.ts";

/** Every record is 94 characters; a file is whole blocks of 10 records (the format's rules). */
export const NACHA_RECORD_LENGTH = 94;
export const NACHA_BLOCKING_FACTOR = 10;
/** Credits only (service class 220); 22 credits a checking account. */
export const NACHA_CREDITS_ONLY = "220";
export const NACHA_CHECKING_CREDIT = "22";
/** The amount field's 10 digits: $99,999,999.99 is the most one entry carries. */
export const NACHA_MAX_ENTRY_CENTS = 9_999_999_999;

/** PPD for natural persons (consumer accounts), CCD for every other kind of investor. */
export type SecCode = "PPD" | "CCD";

/** Who sends the file and whose bank takes it (the originator settings of a fund). */
export interface NachaOriginator {
  /** The ODFI, or the operator it sends to: 9-digit routing number (written with a leading blank). */
  immediateDestination: string;
  immediateDestinationName: string;
  /** 10 characters as the ODFI assigned them, or a 9-digit routing number (a blank is put before it). */
  immediateOrigin: string;
  immediateOriginName: string;
  /** At most 16 characters: what the investor's statement names as the payer. */
  companyName: string;
  /** 10 characters, commonly "1" and the originator's EIN. */
  companyId: string;
  /** The originating bank's 9-digit routing number; its first 8 digits lead every trace number. */
  odfiRouting: string;
}

export interface NachaEntry {
  sec: SecCode;
  /** The receiving bank's 9-digit routing number (8 digits and the check digit). */
  routing: string;
  account: string;
  amountCents: number;
  /** At most 15 characters: the reference the file is matched back by. */
  individualId: string;
  /** At most 22 characters once written (longer names are cut). */
  name: string;
}

export interface NachaFileInput {
  originator: NachaOriginator;
  /** When the file is made (its header's date and time, in UTC). */
  createdAt: Date;
  /** A–Z or 0–9: tells apart files made the same day for the same destination. */
  fileIdModifier: string;
  /** YYYY-MM-DD: the day the entries are meant to settle. */
  effectiveDate: string;
  /** At most 10 characters, e.g. "FUND DIST". */
  entryDescription: string;
  /** At most 20 characters in each batch header (e.g. which distribution). */
  discretionaryData: string;
  /** At most 8 characters in the file header. */
  referenceCode: string;
  entries: readonly NachaEntry[];
}

/** A field's text as the format takes it: ASCII capitals, digits and plain punctuation. */
export function nachaText(value: string): string {
  return anyAscii(value)
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&'/()#-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Alphanumeric field: left-justified, blank-filled, cut to its width. */
const alpha = (value: string, width: number) => nachaText(value).slice(0, width).padEnd(width, " ");

/** Numeric field: right-justified, zero-filled; refuses what does not fit rather than cut it. */
function numeric(value: number | bigint | string, width: number, what: string): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width) throw new RangeError(`${what} does not fit ${width} digits`);
  return digits.padStart(width, "0");
}

const yymmdd = (day: string) => `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;

/** The batch and file entry hash: the receiving banks' 8-digit numbers summed, its last 10 digits. */
export function entryHash(routings: readonly string[]): string {
  const sum = routings.reduce((total, routing) => total + BigInt(routing.slice(0, 8)), 0n);
  return (sum % 10_000_000_000n).toString().padStart(10, "0");
}

function check(input: NachaFileInput) {
  const o = input.originator;
  for (const [name, value] of [
    ["immediate destination", o.immediateDestination],
    ["ODFI routing number", o.odfiRouting],
  ] as const) {
    if (!isAbaRoutingNumber(value)) throw new RangeError(`The ${name} ${value} is not a valid routing number`);
  }
  if (!/^(\d{9}|[0-9A-Z]{10})$/.test(o.immediateOrigin)) throw new RangeError("The immediate origin is not valid");
  if (!/^[0-9A-Z]{10}$/.test(o.companyId)) throw new RangeError("The company ID must be 10 letters or digits");
  if (!/^[0-9A-Z]$/.test(input.fileIdModifier)) throw new RangeError("The file ID modifier is one of A-Z, 0-9");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveDate)) throw new RangeError("The effective date is YYYY-MM-DD");
  if (input.entries.length === 0) throw new RangeError("A file needs at least one entry");
  for (const entry of input.entries) {
    if (!isAbaRoutingNumber(entry.routing)) throw new RangeError(`${entry.individualId}: routing number not valid`);
    if (!/^[0-9A-Za-z-]{1,17}$/.test(entry.account)) throw new RangeError(`${entry.individualId}: account not valid`);
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0 || entry.amountCents > NACHA_MAX_ENTRY_CENTS)
      throw new RangeError(`${entry.individualId}: the amount must be from 1 cent to $99,999,999.99`);
    if (!/^[0-9A-Za-z-]{1,15}$/.test(entry.individualId)) throw new RangeError("An individual ID is 1-15 characters");
  }
}

/**
 * The whole file: a header, one batch per SEC code present (PPD first, then CCD; entries in the
 * order given), each with its control, the file control, then records of 9s to a whole block.
 * Trace numbers are the ODFI's 8 digits and a sequence counted through the file.
 */
export function writeNachaFile(input: NachaFileInput): string {
  check(input);
  const o = input.originator;
  const odfi8 = o.odfiRouting.slice(0, 8);
  const iso = input.createdAt.toISOString();
  const records: string[] = [
    "1" +
      "01" +
      ` ${o.immediateDestination}` +
      (o.immediateOrigin.length === 9 ? ` ${o.immediateOrigin}` : o.immediateOrigin) +
      yymmdd(iso.slice(0, 10)) +
      iso.slice(11, 13) +
      iso.slice(14, 16) +
      input.fileIdModifier +
      "094" +
      numeric(NACHA_BLOCKING_FACTOR, 2, "blocking factor") +
      "1" +
      alpha(o.immediateDestinationName, 23) +
      alpha(o.immediateOriginName, 23) +
      alpha(input.referenceCode, 8),
  ];
  let trace = 0;
  let batchNumber = 0;
  const all: NachaEntry[] = [];
  let fileCredits = 0n;
  for (const sec of ["PPD", "CCD"] as const) {
    const entries = input.entries.filter((entry) => entry.sec === sec);
    if (entries.length === 0) continue;
    batchNumber += 1;
    const batch = numeric(batchNumber, 7, "batch number");
    records.push(
      "5" +
        NACHA_CREDITS_ONLY +
        alpha(o.companyName, 16) +
        alpha(input.discretionaryData, 20) +
        o.companyId +
        sec +
        alpha(input.entryDescription, 10) +
        " ".repeat(6) + // company descriptive date: optional, left blank
        yymmdd(input.effectiveDate) +
        "   " + // settlement date: the ACH operator fills it in
        "1" + // originator status: a depository financial institution's customer
        odfi8 +
        batch,
    );
    let credits = 0n;
    for (const entry of entries) {
      trace += 1;
      credits += BigInt(entry.amountCents);
      records.push(
        "6" +
          NACHA_CHECKING_CREDIT +
          entry.routing +
          entry.account.toUpperCase().padEnd(17, " ") +
          numeric(entry.amountCents, 10, "amount") +
          alpha(entry.individualId, 15) +
          alpha(entry.name, 22) +
          "  " + // discretionary data
          "0" + // no addenda record
          odfi8 +
          numeric(trace, 7, "trace sequence"),
      );
    }
    records.push(
      "8" +
        NACHA_CREDITS_ONLY +
        numeric(entries.length, 6, "entry count") +
        entryHash(entries.map((entry) => entry.routing)) +
        numeric(0, 12, "debit total") +
        numeric(credits, 12, "credit total") +
        o.companyId +
        " ".repeat(19) + // message authentication code
        " ".repeat(6) + // reserved
        odfi8 +
        batch,
    );
    all.push(...entries);
    fileCredits += credits;
  }
  const blocks = Math.ceil((records.length + 1) / NACHA_BLOCKING_FACTOR);
  records.push(
    "9" +
      numeric(batchNumber, 6, "batch count") +
      numeric(blocks, 6, "block count") +
      numeric(all.length, 8, "entry count") +
      entryHash(all.map((entry) => entry.routing)) +
      numeric(0, 12, "debit total") +
      numeric(fileCredits, 12, "credit total") +
      " ".repeat(39),
  );
  while (records.length % NACHA_BLOCKING_FACTOR !== 0) records.push("9".repeat(NACHA_RECORD_LENGTH));
  for (const record of records) {
    if (record.length !== NACHA_RECORD_LENGTH) throw new Error(`A record is ${record.length} characters: ${record}`);
  }
  return records.map((record) => `${record}\n`).join("");
}
