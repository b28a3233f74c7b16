// A fund's workbook (issue 26 §6, decision 0070): the export read back by exceljs and checked
// against the ledger's own figures for the demo seed; Fund I exported, imported into an emptied
// database and its figures equal to the cent; a workbook with errors stores nothing and names each.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKBOOK_SHEETS, type WorkbookError } from "#domain/fund-workbook.ts";
import { quarterOf } from "#domain/statement-periods.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const NOW = new Date("2026-11-20T15:00:00Z");
const TODAY = "2026-11-20";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ALL = `/api/admin/funds/fund-i/workbook?from=2000-01-01&to=${TODAY}`;

/** A sheet's rows below its header as objects by column name; money columns as exact cents. */
async function sheetRows(bytes: Buffer, key: keyof typeof WORKBOOK_SHEETS) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(WORKBOOK_SHEETS[key].name)!;
  const header = WORKBOOK_SHEETS[key].columns;
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value ?? null])));
  });
  return rows;
}
const cents = (value: unknown) => Math.round((value as number) * 100);
const total = (rows: Array<Record<string, unknown>>, column: string) => rows.reduce((s, r) => s + cents(r[column]), 0);

describe.each(testDatabases)("fund workbooks on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  }, 180_000);
  afterAll(async () => t?.close());

  async function exported(url = ALL) {
    const { api } = await asAdmin(t);
    const res = await api.get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX);
    expect(String(res.headers["content-disposition"])).toMatch(/\.xlsx"/);
    return res.rawPayload;
  }

  it("exports Fund I's figures as the ledger states them, and audits the download", async () => {
    await t.resetToDemoContent(NOW);
    const bytes = await exported();
    const overview = await t.services.fundLedger.overview("Fund I", TODAY);
    const accounts = await sheetRows(bytes, "capitalAccounts");
    const totalRow = accounts.pop()!;
    expect(totalRow["Member ID"]).toBe("Total");
    expect(accounts).toHaveLength(overview.investors.length);
    // Over the whole history, contributions and distributions are the ledger's paid-in and paid-out.
    expect(total(accounts, "Contributions")).toBe(overview.totals.contributedCents);
    expect(cents(totalRow["Contributions"])).toBe(overview.totals.contributedCents);
    expect(total(accounts, "Distributions")).toBe(overview.totals.distributedCents);
    expect(cents(totalRow["Commitment"])).toBe(overview.totals.commitmentCents);
    expect(cents(totalRow["Unfunded commitment"])).toBe(overview.totals.unfundedCents);
    expect(total(accounts, "Beginning")).toBe(0);
    for (const investor of overview.investors) {
      const row = accounts.find((r) => r["Member ID"] === investor.memberId)!;
      expect(cents(row.Contributions)).toBe(investor.account.contributedCents);
      expect(cents(row["Unfunded commitment"])).toBe(investor.account.unfundedCents);
    }
    const calls = await sheetRows(bytes, "calls");
    expect(calls.map((c) => c.Number)).toEqual(overview.calls.map((c) => c.number).toReversed());
    expect(total(calls, "Total")).toBe(overview.calls.reduce((s, c) => s + c.totalCents, 0));
    expect(total(await sheetRows(bytes, "callParts"), "Amount")).toBe(total(calls, "Total"));
    const distributions = await sheetRows(bytes, "distributions");
    expect(total(distributions, "Total")).toBe(overview.distributions.reduce((s, d) => s + d.totalCents, 0));
    expect(total(await sheetRows(bytes, "distributionParts"), "Amount")).toBe(total(distributions, "Total"));
    expect((await sheetRows(bytes, "valuations")).length).toBe(overview.valuations.length);
    const [row] = (await auditRows(t)).filter((r) => r.action === "fund.workbook_downloaded");
    expect(row.details).toMatchObject({ fundType: "Fund I", from: "2000-01-01", to: TODAY });
  }, 240_000);

  it("states each entity's quarter as its capital account statement does", async () => {
    await t.resetToDemoContent(NOW);
    const quarter = quarterOf("2026-Q2")!;
    const bytes = await exported(`/api/admin/funds/fund-i/workbook?from=${quarter.start}&to=${quarter.end}`);
    const accounts = (await sheetRows(bytes, "capitalAccounts")).slice(0, -1);
    const overview = await t.services.fundLedger.overview("Fund I", TODAY);
    for (const investor of overview.investors.slice(0, 6)) {
      const statement = await t.services.fundLedger.statementFor(investor.entityId, quarter);
      const fund = statement.funds.find((f) => f.fundType === "Fund I")!;
      const row = accounts.find((r) => r["Member ID"] === investor.memberId)!;
      expect(cents(row.Beginning), investor.memberId).toBe(fund.openingBalanceCents);
      expect(cents(row.Ending), investor.memberId).toBe(fund.closingNavCents);
      expect(cents(row.Contributions)).toBe(fund.contributionsCents);
      expect(cents(row.Distributions)).toBe(fund.distributionsCents);
      const rolled =
        cents(row.Beginning) +
        cents(row.Contributions) -
        cents(row.Distributions) -
        cents(row["Management fees"]) -
        cents(row["Fund expenses"]) +
        cents(row.Gains);
      expect(rolled).toBe(cents(row.Ending));
    }
  }, 240_000);

  it("refuses a bad period naming the field, and is staff only", async () => {
    await t.reset();
    const { api } = await asAdmin(t);
    const missing = await api.get("/api/admin/funds/fund-i/workbook?from=2026-01-01");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toHaveProperty("to");
    const reversed = await api.get("/api/admin/funds/fund-i/workbook?from=2026-02-01&to=2026-01-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fieldErrors).toHaveProperty("from");
    expect((await api.get("/api/admin/funds/fund-x/workbook?from=2026-01-01&to=2026-02-01")).statusCode).toBe(404);
    await expectStaffOnly(t, [["GET", "/api/admin/funds/fund-i/workbook?from=2026-01-01&to=2026-02-01"]]);
  });

  /** Figures comparable across databases: by member ID, no ids. */
  async function figures() {
    const o = await t.services.fundLedger.overview("Fund I", TODAY);
    return {
      totals: o.totals,
      performance: o.performance,
      investors: Object.fromEntries(o.investors.map((i) => [i.memberId, i.account])),
      calls: o.calls.map(({ id: _id, parts, ...c }) => ({
        ...c,
        parts: parts.map((p) => [p.memberId, p.amountCents, p.paidCents, p.status, p.paidOn]).sort(),
      })),
      distributions: o.distributions.map(({ id: _id, parts, ...d }) => ({
        ...d,
        parts: parts.map((p) => [p.memberId, p.amountCents, p.status, p.paidOn]).sort(),
      })),
      valuations: o.valuations.map(({ id: _id, ...v }) => v),
    };
  }

  const upload = (cookie: string, url: string, bytes: Buffer) =>
    sendMultipart(t, cookie, "POST", url, {}, [{ field: "file", fileName: "fund-i.xlsx", type: XLSX, bytes }]);

  it("imports Fund I's export into an empty database with the same figures to the cent", async () => {
    await t.resetToDemoContent(NOW);
    const bytes = await exported();
    const before = await figures();
    await t.reset();
    const { cookie } = await asAdmin(t);
    const preview = await upload(cookie, "/api/admin/imports/preview", bytes);
    expect(preview.statusCode, preview.body.slice(0, 500)).toBe(200);
    expect(preview.json().errors).toEqual([]);
    expect(preview.json().stored).toBe(false);
    expect(preview.json().counts.calls).toBe(before.calls.length);
    expect((await figures()).calls).toEqual([]);
    const stored = await upload(cookie, "/api/admin/imports", bytes);
    expect(stored.statusCode, stored.body.slice(0, 500)).toBe(201);
    // Every figure in cents is equal; the IRR, a float solved from the same cash flows, to 12 places.
    const after = await figures();
    expect(after.performance.irr).toBeCloseTo(before.performance.irr!, 12);
    expect({ ...after, performance: { ...after.performance, irr: null } }).toEqual({
      ...before,
      performance: { ...before.performance, irr: null },
    });
    const [row] = (await auditRows(t)).filter((r) => r.action === "fund.workbook_imported");
    expect(row.details).toMatchObject({ fundType: "Fund I", calls: before.calls.length });
    // Imported again, the fund has its books: refused, nothing added.
    const again = await upload(cookie, "/api/admin/imports/preview", bytes);
    expect(again.json().errors[0]).toMatchObject({ sheet: "Fund", column: "Value" });
  }, 300_000);

  it("stores nothing from a workbook with errors and names each by sheet, row and column", async () => {
    await t.resetToDemoContent(NOW);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported()) as unknown as ArrayBuffer);
    book.getWorksheet("Calls")!.getCell("H2").value = 1; // the total no longer adds up
    book.getWorksheet("Commitments")!.getCell("C3").value = "31/12/2024"; // not a date
    // One cent moved between two lines of a part: the row adds up, the ledger allocates otherwise.
    const parts = book.getWorksheet("Call parts")!;
    parts.getCell("C4").value = (parts.getCell("C4").value as number) + 0.01;
    parts.getCell("D4").value = (parts.getCell("D4").value as number) + 0.01;
    if (parts.getCell("G4").value) parts.getCell("G4").value = parts.getCell("C4").value;
    const broken = Buffer.from(await book.xlsx.writeBuffer());
    await t.reset();
    const { cookie } = await asAdmin(t);
    const preview = await upload(cookie, "/api/admin/imports/preview", broken);
    expect(preview.statusCode, preview.body.slice(0, 500)).toBe(200);
    const errors = preview.json().errors as WorkbookError[];
    expect(errors).toContainEqual(expect.objectContaining({ sheet: "Calls", row: 2, column: "Total" }));
    expect(errors).toContainEqual(expect.objectContaining({ sheet: "Commitments", row: 3, column: "Commitment date" }));
    const stored = await upload(cookie, "/api/admin/imports", broken);
    expect(stored.statusCode).toBe(400);
    expect(stored.json().error.fieldErrors.file.length).toBe(errors.length);
    expect((await figures()).calls).toEqual([]);
    // With the format errors fixed, the ledger's own rule names the part it allocates otherwise.
    book.getWorksheet("Calls")!.getCell("H2").value = book.getWorksheet("Calls")!.getCell("E2").value as number;
    const calls = book.getWorksheet("Calls")!;
    calls.getCell("H2").value =
      Math.round(
        ((calls.getCell("E2").value as number) +
          (calls.getCell("F2").value as number) +
          (calls.getCell("G2").value as number)) *
          100,
      ) / 100;
    book.getWorksheet("Commitments")!.getCell("C3").value = new Date(
      book.getWorksheet("Commitments")!.getCell("C2").value as Date,
    );
    const ruled = await upload(cookie, "/api/admin/imports", Buffer.from(await book.xlsx.writeBuffer()));
    expect(ruled.statusCode).toBe(400);
    const preview2 = await upload(cookie, "/api/admin/imports/preview", Buffer.from(await book.xlsx.writeBuffer()));
    expect(preview2.json().errors).toContainEqual(
      expect.objectContaining({ sheet: "Call parts", row: 4, column: "Amount" }),
    );
    expect((await figures()).calls).toEqual([]);
    expect((await auditRows(t)).filter((r) => r.action === "fund.workbook_imported")).toEqual([]);
  }, 300_000);
});
