// The fund ledger (decision 0025): staff issue calls and distributions, record payments and
// valuations; every figure the portals show is derived from those rows (domain/ledger/). One file per
// use case beside this one; this file binds them to one database, audit log, mail queue and clock.
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { fundSettingsOf } from "./fund-settings.ts";
import { issueCapitalCall } from "./issue-capital-call.ts";
import { issueDistribution } from "./issue-distribution.ts";
import { today } from "./ledger-values.ts";
import { readFundOverview } from "./read-fund-overview.ts";
import { readInvestorLedger } from "./read-investor-ledger.ts";
import { readStatements } from "./read-statement.ts";
import { recordPayments } from "./record-payments.ts";
import { recordValuation } from "./record-valuation.ts";
import { readPositionTransfers } from "./read-position-transfers.ts";
import { transferPosition } from "./transfer-position.ts";

/**
 * `mail`: the e-mail notices of issued calls and distributions (the demo seed's history sends none).
 * `clock`: today as YYYY-MM-DD, the one "today" of the date rules and the figures' default day; the
 * seed passes the day it dates its history from.
 */
export function createFundLedgerService(
  db: Database,
  audit: AuditService,
  mail?: MailQueue,
  clock: () => string = () => today(),
) {
  const deps = { db, audit, mail, clock };
  const { ledgerFor } = readInvestorLedger(deps);
  return {
    ...issueCapitalCall(deps),
    ...issueDistribution(deps),
    ...recordPayments(deps),
    ...recordValuation(deps),
    ...transferPosition(deps),
    ...readPositionTransfers(deps),
    ...fundSettingsOf(deps),
    ...readFundOverview(deps),
    ledgerFor,
    ...readStatements(deps, ledgerFor),
  };
}

export type FundLedgerService = ReturnType<typeof createFundLedgerService>;
