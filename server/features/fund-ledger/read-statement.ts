// Read a capital account statement: an investing entity's quarter roll-forward, as figures and as a PDF.
import { eq } from "drizzle-orm";
import { type FundType } from "#domain/investment.ts";
import { type InvestorLedger } from "#domain/fund-operations.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { firstContribution, meaningfulIrr, performance, type DatedAmount } from "#domain/ledger/performance.ts";
import { type Cents } from "#domain/ledger/money.ts";
import { capitalCallParts, fundSettings } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import {
  renderCapitalAccountStatement,
  STATEMENT_AMOUNTS,
  type StatementFund,
} from "#server/features/documents/statements.ts";
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
      // Each call part's fee and expense lines (migration 0036), for the ILPA lines below.
      const partLines = new Map(
        (
          await db
            .select({
              id: capitalCallParts.id,
              amountCents: capitalCallParts.amountCents,
              managementFeeCents: capitalCallParts.managementFeeCents,
              fundExpensesCents: capitalCallParts.fundExpensesCents,
            })
            .from(capitalCallParts)
            .where(eq(capitalCallParts.entityId, entityId))
        ).map((row) => [row.id, row]),
      );
      /** A part's line in proportion to what was paid of it (all of it once paid in full), to the cent. */
      const paidShare = (partId: number, paidCents: Cents, line: "managementFeeCents" | "fundExpensesCents") => {
        const part = partLines.get(partId);
        if (!part || part.amountCents === 0) return 0;
        return Math.round((part[line] * paidCents) / part.amountCents);
      };
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
        const paidDistributions = closing.distributions.filter(
          (d) => d.fundType === fund.fundType && d.status === "Paid" && within(d.paidOn),
        );
        const distributionsCents = sum(paidDistributions.map((d) => d.amountCents));
        const openingBalanceCents = balanceOf(opening, fund.fundType);
        const closingNavCents = balanceOf(closing, fund.fundType);
        const netChangeCents = closingNavCents - openingBalanceCents - contributionsCents + distributionsCents;
        // The ILPA lines (decision 0069): the fees and expenses within the capital paid in the
        // quarter, counted when it was paid as the contributions are; the gain and income paid out
        // as realised; no incentive allocation, as the ledger records no carried interest withheld
        // yet; and the rest of the change in value unrealised, so the lines add up to the ending NAV.
        const paidCalls = closing.calls.filter((c) => c.fundType === fund.fundType && within(c.paidOn));
        const managementFeesCents = sum(paidCalls.map((c) => paidShare(c.partId, c.paidCents, "managementFeeCents")));
        const partnershipExpensesCents = sum(
          paidCalls.map((c) => paidShare(c.partId, c.paidCents, "fundExpensesCents")),
        );
        const realisedGainCents = sum(
          paidDistributions.filter((d) => d.type !== "return_of_capital").map((d) => d.amountCents),
        );
        const incentiveAllocationCents = 0;
        return {
          fundType: fund.fundType,
          openingBalanceCents,
          contributionsCents,
          distributionsCents,
          netChangeCents,
          managementFeesCents,
          partnershipExpensesCents,
          realisedGainCents,
          unrealisedGainCents:
            netChangeCents +
            managementFeesCents +
            partnershipExpensesCents -
            realisedGainCents +
            incentiveAllocationCents,
          incentiveAllocationCents,
          closingNavCents,
          commitmentCents: fund.account.commitmentCents,
          unfundedCents: fund.account.unfundedCents,
          // Net IRR from a year after the first contribution, as the portal shows it (decision 0046).
          performance: { ...fund.performance, irr: meaningfulIrr(fund.performance, firstPaidIn(fund.fundType)) },
        };
      });
      const total = {
        ...(Object.fromEntries(STATEMENT_AMOUNTS.map((key) => [key, sum(funds.map((f) => f[key]))])) as Record<
          (typeof STATEMENT_AMOUNTS)[number],
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

    /**
     * The statement of several investing entities consolidated (decision 0069): each entity's
     * funds as that entity's own statement states them (a column each, "Fund I · Trust name"),
     * their sum, and the performance of all their cash flows together. Addressed to `addressee`.
     */
    async consolidatedStatementPdf(
      addressee: { legalName: string; memberId: string },
      holdings: ReadonlyArray<{ entityId: number; legalName: string }>,
      quarter: { label: string; start: string; end: string },
      issuedOn = clock(),
    ) {
      const settings = await db.select().from(fundSettings);
      const legalName = (fundType: FundType) =>
        settings.find((row) => row.fundType === fundType)?.legalName ?? `EdFutures ${fundType}`;
      const funds: StatementFund[] = [];
      const flows = { contributions: [] as DatedAmount[], distributions: [] as DatedAmount[] };
      let nav = null as DatedAmount | null;
      for (const holding of holdings) {
        const figures = await this.statementFor(holding.entityId, quarter);
        for (const fund of figures.funds) {
          funds.push({
            ...fund,
            name: `${fund.fundType} · ${holding.legalName}`,
            legalName: `${legalName(fund.fundType)}, for ${holding.legalName}`,
          });
        }
        // The cash flows and NAV share of all the entities together, for the total's performance.
        const closing = await ledgerFor(holding.entityId, quarter.end);
        for (const c of closing.calls) {
          if (c.paidOn && c.paidCents > 0) flows.contributions.push({ date: c.paidOn, amountCents: c.paidCents });
        }
        for (const d of closing.distributions) {
          if (d.status === "Paid" && d.paidOn) flows.distributions.push({ date: d.paidOn, amountCents: d.amountCents });
        }
        const share = closing.total.navShareCents;
        if (share !== null) {
          const date = closing.performance.asOf;
          nav = { date: nav && nav.date > date ? nav.date : date, amountCents: (nav?.amountCents ?? 0) + share };
        }
      }
      const combined = performance({ ...flows, nav, asOf: quarter.end });
      const total = {
        ...(Object.fromEntries(STATEMENT_AMOUNTS.map((key) => [key, sum(funds.map((f) => f[key]))])) as Record<
          (typeof STATEMENT_AMOUNTS)[number],
          Cents
        >),
        performance: { ...combined, irr: meaningfulIrr(combined, firstContribution(flows.contributions)) },
      };
      const name = `${quarter.label} Consolidated Capital Account Statement`;
      const bytes = renderCapitalAccountStatement({
        investor: { name: addressee.legalName, memberId: addressee.memberId },
        consolidated: holdings.map((h) => h.legalName),
        quarter,
        issuedOn,
        funds,
        total,
      });
      return { name, bytes };
    },
  };
}
