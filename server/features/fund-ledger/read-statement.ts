// Read a capital account statement: an investing entity's quarter roll-forward, as figures and as a PDF.
import { eq } from "drizzle-orm";
import { type FundType } from "#domain/investment.ts";
import { type InvestorLedger } from "#domain/fund-operations.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { firstContribution, meaningfulIrr } from "#domain/ledger/performance.ts";
import { type Cents } from "#domain/ledger/money.ts";
import { fundSettings } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { renderCapitalAccountStatement } from "#server/features/documents/statements.ts";
import { AppError } from "#server/platform/errors.ts";
import { type LedgerDeps, sum } from "./internal/ledger-rows.ts";
import type { readInvestorLedger } from "./read-investor-ledger.ts";

type InvestorLedgerReader = ReturnType<typeof readInvestorLedger>["ledgerFor"];

/** An investor's capital account balance in a fund on their ledger's day (see statementFor). */
export function balanceOf(ledger: InvestorLedger, fundType: FundType): Cents {
  const fund = ledger.funds.find((f) => f.fundType === fundType);
  if (!fund) return 0;
  const since = fund.account.navShareCents === null ? null : fund.account.navDate;
  const after = (date: string | null) => date !== null && (since === null || date > since);
  const paidIn = sum(ledger.calls.filter((c) => c.fundType === fundType && after(c.paidOn)).map((c) => c.paidCents));
  const paidOut = sum(
    ledger.distributions
      .filter((d) => d.fundType === fundType && d.status === "Paid" && after(d.paidOn))
      .map((d) => d.amountCents),
  );
  return (fund.account.navShareCents ?? 0) + paidIn - paidOut;
}

export function readStatements({ db, clock }: LedgerDeps, ledgerFor: InvestorLedgerReader) {
  return {
    /**
     * The figures of an investor's capital account statement for a quarter, per fund and in total:
     * the roll-forward from the balance the quarter opened with to the one it closed with. A
     * balance is the NAV share at the latest valuation, plus contributions and less distributions
     * paid since; before any valuation, contributions less distributions.
     */
    async statementFor(entityId: number, quarter: { start: string; end: string }) {
      const opening = await ledgerFor(entityId, addDays(quarter.start, -1));
      const closing = await ledgerFor(entityId, quarter.end);
      const firstPaidIn = (fundType?: FundType) =>
        firstContribution(
          closing.calls
            .filter((c) => fundType === undefined || c.fundType === fundType)
            .map((c) => ({ date: c.paidOn, amountCents: c.paidCents })),
        );
      const funds = closing.funds.map((fund) => {
        const within = (date: string | null) => date !== null && date >= quarter.start && date <= quarter.end;
        const contributionsCents = sum(
          closing.calls.filter((c) => c.fundType === fund.fundType && within(c.paidOn)).map((c) => c.paidCents),
        );
        const distributionsCents = sum(
          closing.distributions
            .filter((d) => d.fundType === fund.fundType && d.status === "Paid" && within(d.paidOn))
            .map((d) => d.amountCents),
        );
        const openingBalanceCents = balanceOf(opening, fund.fundType);
        const closingNavCents = balanceOf(closing, fund.fundType);
        return {
          fundType: fund.fundType,
          openingBalanceCents,
          contributionsCents,
          distributionsCents,
          netChangeCents: closingNavCents - openingBalanceCents - contributionsCents + distributionsCents,
          closingNavCents,
          commitmentCents: fund.account.commitmentCents,
          unfundedCents: fund.account.unfundedCents,
          // Net IRR from a year after the first contribution, as the portal shows it (decision 0046).
          performance: { ...fund.performance, irr: meaningfulIrr(fund.performance, firstPaidIn(fund.fundType)) },
        };
      });
      const keys = [
        "openingBalanceCents",
        "contributionsCents",
        "distributionsCents",
        "netChangeCents",
        "closingNavCents",
        "commitmentCents",
        "unfundedCents",
      ] as const;
      const total = {
        ...(Object.fromEntries(keys.map((key) => [key, sum(funds.map((f) => f[key]))])) as Record<
          (typeof keys)[number],
          Cents
        >),
        performance: { ...closing.performance, irr: meaningfulIrr(closing.performance, firstPaidIn()) },
      };
      return { funds, total };
    },

    /** The statement as a PDF: the figures above on the firm's letterhead, addressed to the entity. */
    async statementPdf(entityId: number, quarter: { label: string; start: string; end: string }, issuedOn = clock()) {
      const [entity] = await db.select().from(investingEntities).where(eq(investingEntities.id, entityId));
      if (!entity) throw new AppError("NOT_FOUND", "Investor not found");
      const figures = await this.statementFor(entityId, quarter);
      const settings = await db.select().from(fundSettings);
      const legalName = (fundType: FundType) =>
        settings.find((row) => row.fundType === fundType)?.legalName ?? `EdFutures ${fundType}`;
      const name = `${quarter.label} Capital Account Statement`;
      const bytes = renderCapitalAccountStatement({
        investor: { name: entity.legalName, memberId: entity.memberId },
        quarter,
        issuedOn,
        funds: figures.funds.map((fund) => ({ ...fund, name: fund.fundType, legalName: legalName(fund.fundType) })),
        total: figures.total,
      });
      return { name, bytes };
    },
  };
}
