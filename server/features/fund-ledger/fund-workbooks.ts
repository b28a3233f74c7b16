// A fund's workbook (issue 26 §6, decision 0070): its export for a period and the import of a firm's
// books from one. This binds them to one database, audit log and the fund ledger's own readers.
import type { FundType } from "#domain/investment.ts";
import type { WorkbookQuery } from "#domain/fund-workbook.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import type { FundLedgerService } from "./fund-ledger.ts";
import { readFundWorkbook } from "./read-fund-workbook.ts";
import { writeFundWorkbook } from "./write-fund-workbook.ts";
import { importFundWorkbook } from "./import-fund-workbook.ts";
import { todayUtc } from "#domain/dates.ts";

export function createFundWorkbookService(
  db: Database,
  { audit, ledger, now }: { audit: AuditService; ledger: FundLedgerService; now: () => Date },
) {
  return {
    /**
     * A workbook's books checked against the ledger's rules and, with `store`, stored: all of it
     * in one transaction, or nothing when any row is refused (each refusal named).
     */
    importWorkbook: (by: ActingUser, bytes: Buffer, options: { store: boolean }) =>
      importFundWorkbook({ db, audit, clock: () => todayUtc(now()) }, by, bytes, options),
    /** The fund's workbook for the period as .xlsx bytes; the download is audited with its period. */
    async download(by: ActingUser, fundType: FundType, period: WorkbookQuery) {
      const book = await readFundWorkbook(db, (fund, asOf) => ledger.overview(fund, asOf), fundType, period);
      const bytes = await writeFundWorkbook(book);
      await audit.record({
        ...by,
        action: "fund.workbook_downloaded",
        entityType: "fund",
        entityId: fundType,
        summary: `Downloaded ${fundType}'s workbook for ${period.from} to ${period.to}`,
        details: { fundType, ...period, entities: book.capitalAccounts.length, calls: book.calls.length },
      });
      return { name: `${fundType} workbook ${period.from} to ${period.to}`, bytes };
    },
  };
}

export type FundWorkbookService = ReturnType<typeof createFundWorkbookService>;
