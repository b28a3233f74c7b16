// Lay a fund's workbook out as an .xlsx file (exceljs, decision 0070): one sheet per part of the
// ledger, columns as domain/fund-workbook.ts names them (the import reads the same), money as
// numbers in dollars from exact cents, formatted as currency, dates as dates.
import ExcelJS from "exceljs";
import { WATERFALL_TIERS } from "#domain/fund-terms.ts";
import { FUND_FIELDS, WORKBOOK_SHEETS, type WorkbookSheet } from "#domain/fund-workbook.ts";
import type { Cents } from "#domain/ledger/money.ts";
import type { FundWorkbook } from "./read-fund-workbook.ts";

const CURRENCY = '"$"#,##0.00;[Red]-"$"#,##0.00';
const DATE = "yyyy-mm-dd";

/** Dollars as a number: cents / 100 is the nearest double, and × 100 rounds back to the same cents. */
const dollars = (cents: Cents) => cents / 100;
/** A day at midnight UTC, which Excel shows as that day whatever the reader's zone. */
const day = (date: string | null) => (date === null ? null : new Date(`${date}T00:00:00Z`));

type Cell = string | number | boolean | Date | null;

function addSheet(book: ExcelJS.Workbook, key: WorkbookSheet, rows: Cell[][], kinds: Array<"money" | "date" | null>) {
  const { name, columns } = WORKBOOK_SHEETS[key];
  const sheet = book.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow([...columns]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  columns.forEach((header, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.max(12, Math.min(40, header.length + 4));
    if (kinds[index] === "money") column.numFmt = CURRENCY;
    if (kinds[index] === "date") column.numFmt = DATE;
  });
  return sheet;
}

export async function writeFundWorkbook(book: FundWorkbook): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "EdFutures";
  // A fixed date keeps the file's metadata about the books, not about the moment of download.
  workbook.created = new Date(`${book.to}T00:00:00Z`);
  const s = book.settings;
  const fund: Cell[][] = [
    [FUND_FIELDS.fund, book.fundType],
    [FUND_FIELDS.legalName, s?.legalName ?? null],
    [FUND_FIELDS.firstClose, day(s?.firstClose ?? null)],
    [FUND_FIELDS.bankName, s?.bankName ?? null],
    [FUND_FIELDS.accountName, s?.accountName ?? null],
    [FUND_FIELDS.accountNumber, s?.accountNumber ?? null],
    [FUND_FIELDS.routingNumber, s?.routingNumber ?? null],
    [FUND_FIELDS.swiftCode, s?.swiftCode ?? null],
    [FUND_FIELDS.referenceFormat, s?.referenceFormat ?? null],
    [FUND_FIELDS.from, day(book.from)],
    [FUND_FIELDS.to, day(book.to)],
  ];
  const fundSheet = addSheet(workbook, "fund", fund, [null, null]);
  fundSheet.getColumn(1).width = 26;
  fundSheet.getColumn(2).width = 40;
  for (const row of [3, 11, 12]) fundSheet.getCell(row, 2).numFmt = DATE;

  const accounts = book.capitalAccounts.map((a): Cell[] => [
    a.memberId,
    a.name,
    ...[
      a.beginningCents,
      a.contributionsCents,
      a.distributionsCents,
      a.feesCents,
      a.expensesCents,
      a.gainsCents,
      a.endingCents,
      a.commitmentCents,
      a.unfundedCents,
    ].map(dollars),
  ]);
  const totals = (index: number) =>
    dollars(accounts.reduce((sum, row) => sum + Math.round((row[index] as number) * 100), 0));
  accounts.push(["Total", "", ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map(totals)]);
  const accountSheet = addSheet(workbook, "capitalAccounts", accounts, [null, null, ...Array(9).fill("money")]);
  accountSheet.getRow(accounts.length + 1).font = { bold: true };

  addSheet(
    workbook,
    "entities",
    book.entities.map((e) => [e.memberId, e.legalName, e.kind]),
    [null, null, null],
  );
  addSheet(
    workbook,
    "commitments",
    book.commitments.map((c) => [c.memberId, dollars(c.commitmentCents), day(c.commitmentDate)]),
    [null, "money", "date"],
  );
  addSheet(
    workbook,
    "calls",
    book.calls.map((c) => [
      c.number,
      day(c.callDate),
      day(c.dueDate),
      c.purpose,
      dollars(c.investmentCents),
      dollars(c.managementFeeCents),
      dollars(c.fundExpensesCents),
      dollars(c.totalCents),
    ]),
    [null, "date", "date", null, "money", "money", "money", "money"],
  );
  addSheet(
    workbook,
    "callParts",
    book.callParts.map((p) => [
      p.callNumber,
      p.memberId,
      dollars(p.amountCents),
      dollars(p.investmentCents),
      dollars(p.managementFeeCents),
      dollars(p.fundExpensesCents),
      dollars(p.paidCents),
      day(p.paidOn),
    ]),
    [null, null, "money", "money", "money", "money", "money", "date"],
  );
  addSheet(
    workbook,
    "distributions",
    book.distributions.map((d) => [d.number, day(d.distributionDate), d.type, d.description, dollars(d.totalCents)]),
    [null, "date", null, null, "money"],
  );
  addSheet(
    workbook,
    "distributionParts",
    book.distributionParts.map((p) => [
      p.distributionNumber,
      p.memberId,
      dollars(p.amountCents),
      day(p.paidOn),
      // Blank where the distribution's waterfall stored no tiers (decision 0066).
      ...WATERFALL_TIERS.map((tier) => (p.tiers[tier] === undefined ? null : dollars(p.tiers[tier]))),
    ]),
    [null, null, "money", "date", "money", "money", "money", "money"],
  );
  addSheet(
    workbook,
    "valuations",
    book.valuations.map((v) => [day(v.asOf), dollars(v.navCents), v.notes]),
    ["date", "money", null],
  );
  addSheet(
    workbook,
    "terms",
    book.terms.map((t) => [
      day(t.effectiveFrom),
      t.status,
      t.preferredReturnBps,
      t.compounding,
      t.dayCount,
      t.catchUpBps,
      t.carriedInterestBps,
      t.waterfall,
      t.feesReturnedFirst ? "Yes" : "No",
      t.gpCommitmentBps,
      t.reason,
    ]),
    ["date", null, null, null, null, null, null, null, null, null, null],
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
