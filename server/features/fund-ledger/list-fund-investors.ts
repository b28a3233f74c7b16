// List a fund's investors: a keyset page of them with their figures in the fund.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { FundInvestorView } from "#domain/fund-operations.ts";
import type { FundType } from "#domain/investment.ts";
import { capitalAccount, type CallPart, type DistributionPart } from "#domain/ledger/capital-account.ts";
import type { Page } from "#domain/paging.ts";
import { commitmentOn, transferredOn } from "#domain/ledger/position-transfers.ts";
import { fundMovesOf } from "./internal/position-transfers.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { today } from "./ledger-values.ts";
import { keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import {
  p,
  c,
  dp,
  d,
  e,
  person,
  investorSearch,
  INVESTOR,
  INVESTOR_NAME_KEY,
  type InvestorRow,
  fundListReads,
} from "./internal/fund-list-reads.ts";

export function listFundInvestors(db: Database) {
  const { valuationOf } = fundListReads(db);

  return {
    /**
     * The investors with a commitment to the fund (archived ones too), by name, with their capital
     * accounts: the parts read are only those of the page's investors.
     */
    async investorsPage(
      fundType: FundType,
      filter: { q?: string },
      request: PageRequest,
      asOf = today(),
    ): Promise<Page<FundInvestorView>> {
      const where = and(eq(capitalCommitments.fundType, fundType), investorSearch(filter.q));
      type Row = InvestorRow & { commitmentCents: number; nameKey: string };
      const ID: SortKey<Row> = { expr: sql`${e.id}`, kind: "integer", value: (r) => r.entityId };
      const page = await keysetPage<Row>({
        request,
        orders: { name: [{ expr: INVESTOR_NAME_KEY, kind: "text", value: (r) => r.nameKey }, ID] },
        defaultSort: "name",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...INVESTOR,
              commitmentCents: capitalCommitments.commitmentCents,
              nameKey: sql<string>`${INVESTOR_NAME_KEY}`,
            })
            .from(capitalCommitments)
            .innerJoin(e, eq(e.id, capitalCommitments.entityId))
            .leftJoin(person, eq(person.id, e.personId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () =>
          (
            await db
              .select({ n: count() })
              .from(capitalCommitments)
              .innerJoin(e, eq(e.id, capitalCommitments.entityId))
              .where(where)
          )[0].n,
      });
      const ids = page.items.map((row) => row.entityId);
      const [callRows, distributionRows, valuation, moves] = await Promise.all([
        ids.length === 0
          ? []
          : db
              .select({
                entityId: p.entityId,
                amountCents: p.amountCents,
                paidCents: p.paidCents,
                status: p.status,
                paidOn: p.paidOn,
                dueDate: c.dueDate,
              })
              .from(p)
              .innerJoin(c, eq(c.id, p.callId))
              .where(and(eq(c.fundType, fundType), inArray(p.entityId, ids))),
        ids.length === 0
          ? []
          : db
              .select({ entityId: dp.entityId, amountCents: dp.amountCents, status: dp.status, paidOn: dp.paidOn })
              .from(dp)
              .innerJoin(d, eq(d.id, dp.distributionId))
              .where(and(eq(d.fundType, fundType), inArray(dp.entityId, ids))),
        valuationOf(fundType, asOf),
        fundMovesOf(db, fundType, ids),
      ]);
      return {
        ...page,
        items: page.items.map((row) => ({
          entityId: row.entityId,
          investorName: row.investorName,
          memberId: row.memberId,
          archived: row.archivedAt !== null,
          account: capitalAccount({
            commitmentCents: commitmentOn(row.commitmentCents, moves.get(row.entityId) ?? [], asOf),
            calls: callRows.filter((part) => part.entityId === row.entityId) as CallPart[],
            distributions: distributionRows.filter((part) => part.entityId === row.entityId) as DistributionPart[],
            valuation,
            asOf,
            transferred: transferredOn(moves.get(row.entityId) ?? [], asOf, valuation?.date ?? null),
          }),
        })),
      };
    },
  };
}
