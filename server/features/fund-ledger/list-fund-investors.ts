// List a fund's investors: a keyset page of them with their figures in the fund.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { FundInvestorView } from "#domain/fund-operations.ts";
import type { FundType } from "#domain/investment.ts";
import { capitalAccount, type CallPart, type DistributionPart } from "#domain/ledger/capital-account.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { today } from "./ledger-values.ts";
import { keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import { USER_NAME_KEY } from "#server/features/accounts/user-queries.ts";
import {
  p,
  c,
  dp,
  d,
  personSearch,
  PERSON,
  type PersonRow,
  personOf,
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
      const where = and(eq(capitalCommitments.fundType, fundType), eq(users.role, "investor"), personSearch(filter.q));
      type Row = PersonRow & { commitmentCents: number; nameKey: string };
      const ID: SortKey<Row> = { expr: sql`${users.id}`, kind: "integer", value: (r) => r.userId };
      const page = await keysetPage<Row>({
        request,
        orders: { name: [{ expr: USER_NAME_KEY, kind: "text", value: (r) => r.nameKey }, ID] },
        defaultSort: "name",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...PERSON,
              commitmentCents: capitalCommitments.commitmentCents,
              nameKey: sql<string>`${USER_NAME_KEY}`,
            })
            .from(capitalCommitments)
            .innerJoin(users, eq(users.id, capitalCommitments.userId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () =>
          (
            await db
              .select({ n: count() })
              .from(capitalCommitments)
              .innerJoin(users, eq(users.id, capitalCommitments.userId))
              .where(where)
          )[0].n,
      });
      const ids = page.items.map((row) => row.userId);
      const [callRows, distributionRows, valuation] = await Promise.all([
        ids.length === 0
          ? []
          : db
              .select({
                userId: p.userId,
                amountCents: p.amountCents,
                paidCents: p.paidCents,
                status: p.status,
                paidOn: p.paidOn,
                dueDate: c.dueDate,
              })
              .from(p)
              .innerJoin(c, eq(c.id, p.callId))
              .where(and(eq(c.fundType, fundType), inArray(p.userId, ids))),
        ids.length === 0
          ? []
          : db
              .select({ userId: dp.userId, amountCents: dp.amountCents, status: dp.status, paidOn: dp.paidOn })
              .from(dp)
              .innerJoin(d, eq(d.id, dp.distributionId))
              .where(and(eq(d.fundType, fundType), inArray(dp.userId, ids))),
        valuationOf(fundType, asOf),
      ]);
      return {
        ...page,
        items: page.items.map((row) => ({
          userId: row.userId,
          ...personOf(row),
          archived: row.archivedAt !== null,
          account: capitalAccount({
            commitmentCents: row.commitmentCents,
            calls: callRows.filter((part) => part.userId === row.userId) as CallPart[],
            distributions: distributionRows.filter((part) => part.userId === row.userId) as DistributionPart[],
            valuation,
            asOf,
          }),
        })),
      };
    },
  };
}
