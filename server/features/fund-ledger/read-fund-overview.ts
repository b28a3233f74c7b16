// Read a fund's overview: everything the staff API's overview route shows of one fund, derived from its rows.
import { and, desc, eq, inArray } from "drizzle-orm";
import { type FundType } from "#domain/investment.ts";
import { type FundCallView, type FundDistributionView, type FundOverview } from "#domain/fund-operations.ts";
import { callPartStatus, capitalAccount, cashFlowsOf } from "#domain/ledger/capital-account.ts";
import { performance } from "#domain/ledger/performance.ts";
import { commitmentOn, transferredOn } from "#domain/ledger/position-transfers.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import {
  fundCapitalCalls,
  fundDistributions,
  fundSettings,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { readTogether } from "#server/platform/db/read-together.ts";
import {
  type LedgerDeps,
  sum,
  investorsOf,
  callPartsOf,
  distributionPartsOf,
  valuationOn,
} from "./internal/ledger-rows.ts";
import { toSettingsView } from "./fund-settings.ts";
import { fundMovesOf } from "./internal/position-transfers.ts";
export function readFundOverview({ db, clock }: LedgerDeps) {
  return {
    /** Everything the staff screen shows of one fund, derived from its rows as of a day. */
    async overview(fundType: FundType, asOf = clock()): Promise<FundOverview> {
      const [investors, calls, distributions, valuations, settings] = await readTogether(db, [
        () => investorsOf(db, fundType),
        () =>
          db
            .select()
            .from(fundCapitalCalls)
            .where(eq(fundCapitalCalls.fundType, fundType))
            .orderBy(desc(fundCapitalCalls.number)),
        () =>
          db
            .select()
            .from(fundDistributions)
            .where(eq(fundDistributions.fundType, fundType))
            .orderBy(desc(fundDistributions.number)),
        () =>
          db
            .select()
            .from(fundValuations)
            .where(eq(fundValuations.fundType, fundType))
            .orderBy(desc(fundValuations.asOf)),
        () => db.select().from(fundSettings).where(eq(fundSettings.fundType, fundType)),
      ]);
      const parts = await callPartsOf(db, and(eq(fundCapitalCalls.fundType, fundType)));
      const dParts = await distributionPartsOf(db, and(eq(fundDistributions.fundType, fundType)));
      const noticeIds = parts.flatMap((part) => (part.noticeDocumentId ? [part.noticeDocumentId] : []));
      const openings =
        noticeIds.length === 0
          ? []
          : await db
              .select({ documentId: documentDeliveries.documentId, firstOpenedAt: documentDeliveries.firstOpenedAt })
              .from(documentDeliveries)
              .where(inArray(documentDeliveries.documentId, noticeIds));
      const openedAt = new Map(openings.map((row) => [row.documentId, row.firstOpenedAt?.toISOString() ?? null]));
      const latest = valuations.find((valuation) => valuation.asOf <= asOf);
      const valuation = latest ? valuationOn(latest.asOf, latest.navCents, parts) : null;
      const known = new Map(investors.map((investor) => [investor.entityId, investor]));
      // An entity with parts but no commitment row any more still belongs in the fund's history.
      const people = [...investors];
      for (const entityId of new Set([...parts, ...dParts].map((part) => part.entityId))) {
        if (!known.has(entityId)) {
          const [row] = await db
            .select({
              legalName: investingEntities.legalName,
              memberId: investingEntities.memberId,
              archivedAt: investingEntities.archivedAt,
            })
            .from(investingEntities)
            .where(eq(investingEntities.id, entityId));
          const investor = {
            entityId,
            investorName: row.legalName,
            memberId: row.memberId,
            archived: row.archivedAt !== null,
            commitmentCents: 0,
            commitmentDate: null,
          };
          known.set(entityId, investor);
          people.push(investor);
        }
      }
      const nameOf = (entityId: number) => known.get(entityId)!;
      const moves = await fundMovesOf(
        db,
        fundType,
        people.map((investor) => investor.entityId),
      );
      const totals = capitalAccount({
        commitmentCents: sum(people.map((investor) => investor.commitmentCents)),
        calls: parts,
        distributions: dParts,
        valuation,
        asOf,
      });
      const flows = cashFlowsOf(parts, dParts);
      return {
        fundType,
        asOf,
        settings: settings[0] ? toSettingsView(settings[0]) : null,
        totals,
        performance: performance({
          ...flows,
          nav: valuation ? { date: valuation.date, amountCents: valuation.navCents } : null,
          asOf,
        }),
        investors: people.map((investor) => ({
          entityId: investor.entityId,
          investorName: investor.investorName,
          memberId: investor.memberId,
          archived: investor.archived,
          account: capitalAccount({
            commitmentCents: commitmentOn(investor.commitmentCents, moves.get(investor.entityId) ?? [], asOf),
            calls: parts.filter((part) => part.entityId === investor.entityId),
            distributions: dParts.filter((part) => part.entityId === investor.entityId),
            valuation,
            asOf,
            // Position transfers move figures between investors; the fund's totals above are unchanged.
            transferred: transferredOn(moves.get(investor.entityId) ?? [], asOf, valuation?.date ?? null),
          }),
        })),
        calls: calls.map((call): FundCallView => {
          const own = parts.filter((part) => part.callId === call.id);
          const account = capitalAccount({ commitmentCents: 0, calls: own, distributions: [], valuation: null, asOf });
          return {
            id: call.id,
            number: call.number,
            callDate: call.callDate,
            dueDate: call.dueDate,
            purpose: call.purpose,
            investmentCents: call.investmentCents,
            managementFeeCents: call.managementFeeCents,
            fundExpensesCents: call.fundExpensesCents,
            totalCents: call.totalCents,
            paidCents: account.contributedCents,
            outstandingCents: account.outstandingCents,
            overdueCents: account.overdueCents,
            parts: own.map((part) => ({
              id: part.id,
              entityId: part.entityId,
              investorName: nameOf(part.entityId).investorName,
              memberId: nameOf(part.entityId).memberId,
              amountCents: part.amountCents,
              paidCents: part.paidCents,
              status: callPartStatus(part, asOf),
              paidOn: part.paidOn,
              noticeDocumentId: part.noticeDocumentId,
              noticeOpenedAt: part.noticeDocumentId ? (openedAt.get(part.noticeDocumentId) ?? null) : null,
            })),
          };
        }),
        distributions: distributions.map((distribution): FundDistributionView => {
          const own = dParts.filter((part) => part.distributionId === distribution.id);
          return {
            id: distribution.id,
            number: distribution.number,
            distributionDate: distribution.distributionDate,
            type: distribution.type,
            description: distribution.description,
            totalCents: distribution.totalCents,
            paidCents: sum(own.filter((part) => part.status === "Paid").map((part) => part.amountCents)),
            parts: own.map((part) => ({
              id: part.id,
              entityId: part.entityId,
              investorName: nameOf(part.entityId).investorName,
              memberId: nameOf(part.entityId).memberId,
              amountCents: part.amountCents,
              status: part.status,
              paidOn: part.paidOn,
              noticeDocumentId: part.noticeDocumentId,
            })),
          };
        }),
        valuations: valuations.map((row) => ({ id: row.id, asOf: row.asOf, navCents: row.navCents, notes: row.notes })),
      };
    },
  };
}
