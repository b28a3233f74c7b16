// A fund's workbook (issue 26 §6, decision 0070): the sheets and columns the export writes and the
// import reads, one layout for both so that an export imports; the export's period; what a preview
// of an import answers.
import * as z from "zod/mini";
import { requiredDate } from "./fund-operations.ts";
import { FUND_TYPES, type FundType } from "./investment.ts";

/** Every sheet by its name in the workbook, with its columns in order (row 1 holds them). */
export const WORKBOOK_SHEETS = {
  fund: { name: "Fund", columns: ["Field", "Value"] },
  capitalAccounts: {
    name: "Capital accounts",
    columns: [
      "Member ID",
      "Entity",
      "Beginning",
      "Contributions",
      "Distributions",
      "Management fees",
      "Fund expenses",
      "Gains",
      "Ending",
      "Commitment",
      "Unfunded commitment",
    ],
  },
  entities: { name: "Entities", columns: ["Member ID", "Legal name", "Kind"] },
  commitments: { name: "Commitments", columns: ["Member ID", "Commitment", "Commitment date"] },
  calls: {
    name: "Calls",
    columns: ["Number", "Call date", "Due date", "Purpose", "Investment", "Management fee", "Fund expenses", "Total"],
  },
  callParts: {
    name: "Call parts",
    columns: ["Call number", "Member ID", "Amount", "Investment", "Management fee", "Fund expenses", "Paid", "Paid on"],
  },
  distributions: { name: "Distributions", columns: ["Number", "Date", "Type", "Description", "Total"] },
  distributionParts: {
    name: "Distribution parts",
    columns: [
      "Distribution number",
      "Member ID",
      "Amount",
      "Paid on",
      "Return of capital",
      "Preferred return",
      "Catch-up",
      "Carried interest split",
    ],
  },
  valuations: { name: "Valuations", columns: ["As of", "NAV", "Notes"] },
  terms: {
    name: "Terms",
    columns: [
      "Effective from",
      "Status",
      "Preferred return (bps)",
      "Compounding",
      "Day count",
      "Catch-up (bps)",
      "Carried interest (bps)",
      "Waterfall",
      "Fees returned first",
      "GP commitment (bps)",
      "Reason",
    ],
  },
} as const;

export type WorkbookSheet = keyof typeof WORKBOOK_SHEETS;

/** The Fund sheet's fields, one per row (the fund's settings, printed on its notices). */
export const FUND_FIELDS = {
  fund: "Fund",
  legalName: "Legal name",
  firstClose: "First close",
  bankName: "Bank name",
  accountName: "Account name",
  accountNumber: "Account number",
  routingNumber: "Routing number",
  swiftCode: "SWIFT code",
  referenceFormat: "Payment reference format",
  from: "Period from",
  to: "Period to",
} as const;

/** The export's period: both days given, `from` not after `to`. */
export const workbookQuerySchema = z
  .object({ from: requiredDate("from"), to: requiredDate("to") })
  .check(z.refine((value) => value.from <= value.to, { error: "from must not be after to", path: ["from"] }));
export type WorkbookQuery = z.infer<typeof workbookQuerySchema>;

/** One problem of an imported workbook: where (row is the sheet's row number, 1 the header) and what. */
export interface WorkbookError {
  sheet: string;
  row: number;
  column: string;
  message: string;
}

/** What an import would create (or created), and every problem found; stored only without problems. */
export interface WorkbookImportResult {
  fundType: FundType | null;
  stored: boolean;
  errors: WorkbookError[];
  counts: {
    entities: number;
    commitments: number;
    calls: number;
    callParts: number;
    payments: number;
    distributions: number;
    distributionParts: number;
    valuations: number;
  };
}

export const WORKBOOK_FUNDS = FUND_TYPES;
/** The workbook's media type (an .xlsx file). */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
