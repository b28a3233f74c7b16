// All accounts: every entity a person may see, per fund, from the ledger reads the portal uses (decision 0060).
import type { AccountsSummary, AccountFigures } from "#domain/entities.ts";
import type { FundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";
import type { Holding } from "./entity-access.ts";

const ZERO: AccountFigures = {
  commitmentCents: 0,
  contributedCents: 0,
  unfundedCents: 0,
  distributedCents: 0,
  navShareCents: 0,
};

/** Figures added up; a NAV share that is not known (no valuation) counts as none. */
const add = (a: AccountFigures, b: AccountFigures): AccountFigures => ({
  commitmentCents: a.commitmentCents + b.commitmentCents,
  contributedCents: a.contributedCents + b.contributedCents,
  unfundedCents: a.unfundedCents + b.unfundedCents,
  distributedCents: a.distributedCents + b.distributedCents,
  navShareCents: a.navShareCents + b.navShareCents,
});

/**
 * Each entity's funds as its ledger states them (the same `ledgerFor` the dashboard reads, one
 * entity at a time), its totals, and the grand totals: the sums of the entities' rows.
 */
export async function allAccountsOf(ledger: FundLedgerService, holdings: readonly Holding[]): Promise<AccountsSummary> {
  const accounts: AccountsSummary["accounts"] = [];
  for (const holding of holdings) {
    const read = await ledger.ledgerFor(holding.entityId);
    const funds = read.funds.map((fund) => ({
      fundType: fund.fundType,
      commitmentCents: fund.account.commitmentCents,
      contributedCents: fund.account.contributedCents,
      unfundedCents: fund.account.unfundedCents,
      distributedCents: fund.account.distributedCents,
      navShareCents: fund.account.navShareCents ?? 0,
    }));
    accounts.push({
      entityId: holding.entityId,
      legalName: holding.legalName,
      memberId: holding.memberId,
      kind: holding.kind,
      role: holding.role,
      own: holding.own,
      funds,
      total: funds.reduce(add, ZERO),
    });
  }
  return { accounts, total: accounts.map((a) => a.total).reduce(add, ZERO) };
}
