// The investor portal's records, scoped to the signed-in user (decision 0011); one file per use case beside this one.
import type { Database } from "#server/platform/db/client.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { downloadInvestorFiles } from "./download-investor-files.ts";
import type { FundLedgerService } from "./fund-ledger.ts";
import { readInvestorRecords } from "./read-investor-records.ts";

/**
 * The signed-in portal user's own records: commitments (summarised by summarizeCommitments),
 * capital calls and documents. Every read is scoped to the user; another investor's record is
 * indistinguishable from a missing one.
 */
export function createInvestorRecordsService(db: Database, audit: AuditService, ledger: FundLedgerService) {
  return { ...readInvestorRecords(db, audit, ledger), ...downloadInvestorFiles(db, audit, ledger) };
}

export type InvestorRecordsService = ReturnType<typeof createInvestorRecordsService>;
