// Read an uploaded fund workbook's sheets into typed rows (decision 0070): every cell checked for
// its kind (text, whole number, money as exact cents, day), each problem named by sheet, row and
// column. What the rows mean for the ledger is checked by the ledger's services (import-fund-workbook.ts).
import ExcelJS from "exceljs";
import { DISTRIBUTION_TYPES, type DistributionType } from "#domain/fund-operations.ts";
import { ENTITY_KINDS, type EntityKind } from "#domain/entities.ts";
import { FUND_FIELDS, WORKBOOK_SHEETS, type WorkbookError, type WorkbookSheet } from "#domain/fund-workbook.ts";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import { centsFromDecimal, type Cents } from "#domain/ledger/money.ts";

/** Where a row came from, for its errors. */
export interface At {
  sheet: string;
  row: number;
}

export interface WorkbookRows {
  fundType: FundType | null;
  fund: Map<string, { value: string | null; row: number }>;
  entities: Array<At & { memberId: string; legalName: string; kind: EntityKind }>;
  commitments: Array<At & { memberId: string; commitmentCents: Cents; date: string }>;
  calls: Array<
    At & {
      number: number;
      callDate: string;
      dueDate: string;
      purpose: string;
      investmentCents: Cents;
      managementFeeCents: Cents;
      fundExpensesCents: Cents;
      totalCents: Cents;
    }
  >;
  callParts: Array<
    At & {
      callNumber: number;
      memberId: string;
      amountCents: Cents;
      investmentCents: Cents;
      managementFeeCents: Cents;
      fundExpensesCents: Cents;
      paidCents: Cents;
      paidOn: string | null;
    }
  >;
  distributions: Array<
    At & { number: number; date: string; type: DistributionType; description: string; totalCents: Cents }
  >;
  distributionParts: Array<
    At & { distributionNumber: number; memberId: string; amountCents: Cents; paidOn: string | null }
  >;
  valuations: Array<At & { asOf: string; navCents: Cents; notes: string }>;
}

const MONEY = /^-?\d+(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A cell's own value: a formula's result, rich text's text, a hyperlink's text. */
function plain(value: ExcelJS.CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== "object") return value;
  if ("result" in value) return plain(value.result as ExcelJS.CellValue);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return String(value.text);
  return null;
}

function isDay(text: string) {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The cells of one sheet's rows, read by column name; problems go to `errors`. */
function cellsOf(errors: WorkbookError[], sheet: string, row: number, values: Map<string, unknown>) {
  const fail = (column: string, message: string) => {
    errors.push({ sheet, row, column, message });
    return null;
  };
  const raw = (column: string) => values.get(column) as ReturnType<typeof plain>;
  const text = (column: string, required = true) => {
    const value = raw(column);
    const result =
      value === null ? "" : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
    if (required && result === "") return fail(column, `${column} is required`);
    return result;
  };
  return {
    text,
    whole(column: string) {
      const value = raw(column);
      const number = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0)
        return fail(column, `${column} must be a whole number from 1`);
      return number;
    },
    money(column: string): Cents | null {
      const value = raw(column);
      if (value === null || value === "") return fail(column, `${column} is required`);
      if (typeof value === "number") {
        const cents = Math.round(value * 100);
        if (!Number.isSafeInteger(cents) || Math.abs(value * 100 - cents) > 1e-6)
          return fail(column, `${column} must be an amount in dollars with at most 2 decimals`);
        if (cents < 0) return fail(column, `${column} cannot be negative`);
        return cents;
      }
      const typed = String(value).trim().replaceAll(",", "").replace(/^\$/, "");
      if (!MONEY.test(typed)) return fail(column, `${column} must be an amount in dollars with at most 2 decimals`);
      if (typed.startsWith("-")) return fail(column, `${column} cannot be negative`);
      return centsFromDecimal(typed);
    },
    day(column: string, required = true): string | null {
      const value = raw(column);
      if (value === null || value === "") return required ? fail(column, `${column} is required`) : null;
      const typed = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
      if (!isDay(typed)) return fail(column, `${column} must be a date (YYYY-MM-DD)`);
      return typed;
    },
    oneOf<T extends string>(column: string, options: readonly T[]): T | null {
      const value = text(column);
      if (value === null) return null;
      if (!(options as readonly string[]).includes(value))
        return fail(column, `${column} must be one of: ${options.join(", ")}`);
      return value as T;
    },
  };
}

type Cells = ReturnType<typeof cellsOf>;

/** Every row of a sheet below its header, as cells by column name; a missing sheet or column is an error. */
function rowsOf<T>(
  book: ExcelJS.Workbook,
  errors: WorkbookError[],
  key: WorkbookSheet,
  read: (cells: Cells, at: At) => T | null,
) {
  const { name, columns } = WORKBOOK_SHEETS[key];
  const sheet = book.getWorksheet(name);
  if (!sheet) {
    errors.push({ sheet: name, row: 0, column: "", message: `The workbook has no sheet named "${name}"` });
    return [];
  }
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => header.set(String(plain(cell.value) ?? "").trim(), index));
  const missing = columns.filter((column) => !header.has(column));
  for (const column of missing)
    errors.push({ sheet: name, row: 1, column, message: `The column "${column}" is missing` });
  if (missing.length > 0) return [];
  const rows: Array<T & At> = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = new Map(columns.map((column) => [column, plain(row.getCell(header.get(column)!).value)]));
    if ([...values.values()].every((value) => value === null || value === "")) return;
    const before = errors.length;
    const at = { sheet: name, row: number };
    const read_ = read(cellsOf(errors, name, number, values), at);
    if (read_ !== null && errors.length === before) rows.push({ ...read_, ...at });
  });
  return rows;
}

/** All of a row's cells read, or null when any failed (each failure is already in the errors). */
const all = <T extends Record<string, unknown>>(row: T) =>
  Object.values(row).some((value) => value === null) ? null : (row as { [K in keyof T]: Exclude<T[K], null> });

export async function readWorkbookSheets(
  bytes: Buffer,
): Promise<{ rows: WorkbookRows | null; errors: WorkbookError[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return {
      rows: null,
      errors: [{ sheet: "", row: 0, column: "", message: "The file is not an Excel workbook (.xlsx)" }],
    };
  }
  const errors: WorkbookError[] = [];
  const fund = new Map<string, { value: string | null; row: number }>();
  const fundSheet = WORKBOOK_SHEETS.fund.name;
  rowsOf(book, errors, "fund", (cells, at) => {
    const field = cells.text("Field");
    const value = cells.text("Value", false);
    if (field !== null) fund.set(field, { value: value === "" ? null : value, row: at.row });
    return null;
  });
  const named = fund.get(FUND_FIELDS.fund);
  const fundType = FUND_TYPES.find((type) => type === named?.value) ?? null;
  if (book.getWorksheet(fundSheet) && !fundType)
    errors.push({
      sheet: fundSheet,
      row: named?.row ?? 0,
      column: "Value",
      message: `The fund must be one of: ${FUND_TYPES.join(", ")}`,
    });
  const rows: WorkbookRows = {
    fundType,
    fund,
    entities: rowsOf(book, errors, "entities", (c) =>
      all({ memberId: c.text("Member ID"), legalName: c.text("Legal name"), kind: c.oneOf("Kind", ENTITY_KINDS) }),
    ),
    commitments: rowsOf(book, errors, "commitments", (c) =>
      all({ memberId: c.text("Member ID"), commitmentCents: c.money("Commitment"), date: c.day("Commitment date") }),
    ),
    calls: rowsOf(book, errors, "calls", (c) =>
      all({
        number: c.whole("Number"),
        callDate: c.day("Call date"),
        dueDate: c.day("Due date"),
        purpose: c.text("Purpose"),
        investmentCents: c.money("Investment"),
        managementFeeCents: c.money("Management fee"),
        fundExpensesCents: c.money("Fund expenses"),
        totalCents: c.money("Total"),
      }),
    ),
    callParts: rowsOf(book, errors, "callParts", (c) => {
      const row = all({
        callNumber: c.whole("Call number"),
        memberId: c.text("Member ID"),
        amountCents: c.money("Amount"),
        investmentCents: c.money("Investment"),
        managementFeeCents: c.money("Management fee"),
        fundExpensesCents: c.money("Fund expenses"),
        paidCents: c.money("Paid"),
      });
      const paidOn = c.day("Paid on", false);
      return row && { ...row, paidOn };
    }),
    distributions: rowsOf(book, errors, "distributions", (c) => {
      const row = all({
        number: c.whole("Number"),
        date: c.day("Date"),
        type: c.oneOf("Type", DISTRIBUTION_TYPES),
        totalCents: c.money("Total"),
      });
      return row && { ...row, description: c.text("Description", false) ?? "" };
    }),
    distributionParts: rowsOf(book, errors, "distributionParts", (c) => {
      const row = all({
        distributionNumber: c.whole("Distribution number"),
        memberId: c.text("Member ID"),
        amountCents: c.money("Amount"),
      });
      return row && { ...row, paidOn: c.day("Paid on", false) };
    }),
    valuations: rowsOf(book, errors, "valuations", (c) => {
      const row = all({ asOf: c.day("As of"), navCents: c.money("NAV") });
      return row && { ...row, notes: c.text("Notes", false) ?? "" };
    }),
  };
  return { rows, errors };
}
