// The fund operations page's lists share these: table aliases, person search, status filters, and reads.
import { and, count, desc, eq, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { CallPartPageQuery } from "#domain/fund-lists.ts";
import type { FundType } from "#domain/investment.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import { type Valuation } from "#domain/ledger/capital-account.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals, distributionTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { containsPattern, keysetPage, type PageRequest } from "#server/platform/keyset.ts";

export const p = capitalCallParts;
export const c = fundCapitalCalls;
export const dp = distributionParts;
export const d = fundDistributions;
/** The parts' running totals per call (or distribution) and day, kept by triggers (decision 0043). */
export const ct = capitalCallTotals;
export const dt = distributionTotals;

/** A sum as a number (cents or a count): bigint sums arrive as text, and an empty sum as null. */
export const summed = (value: SQL) => sql<string>`coalesce(${value}, 0)`.mapWith(Number);
/** "EDF-2023-0001" (memberIdOf) names account 1. */
export const MEMBER_ID = /^EDF-\d{4}-(\d{1,10})$/i;

/** Name or member ID, as the users list searches (server/features/accounts/users.ts). */
export function personSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const member = MEMBER_ID.exec(q);
  if (member) return eq(users.id, Math.min(Number(member[1]), 2_147_483_647));
  return ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, containsPattern(q));
}

export const PERSON = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  createdAt: users.createdAt,
  archivedAt: users.archivedAt,
};
export type PersonRow = {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  createdAt: Date;
  archivedAt: Date | null;
};
export const personOf = (row: PersonRow) => ({
  investorName: displayName(row),
  memberId: memberIdOf({ id: row.userId, createdAt: row.createdAt }),
});

/** A call part is Overdue once today is past its due date and it is not paid (callPartStatus). */
export const overdue = (asOf: string) => sql`${p.status} <> 'Paid' and ${c.dueDate} < ${asOf}`;

export function callStatusFilter(status: CallPartPageQuery["status"], asOf: string): SQL | undefined {
  if (status === "Paid") return eq(p.status, "Paid");
  if (status === "Overdue") return overdue(asOf);
  if (status === "Pending") return sql`${p.status} <> 'Paid' and ${c.dueDate} >= ${asOf}`;
  return undefined;
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);

export function fundListReads(db: Database) {
  /** The latest valuation on or before `asOf`, with the fund's contributed capital on its date. */
  async function valuationOf(fundType: FundType, asOf: string): Promise<Valuation | null> {
    const [latest] = await db
      .select({ asOf: fundValuations.asOf, navCents: fundValuations.navCents })
      .from(fundValuations)
      .where(and(eq(fundValuations.fundType, fundType), lte(fundValuations.asOf, asOf)))
      .orderBy(desc(fundValuations.asOf))
      .limit(1);
    if (!latest) return null;
    const [paid] = await db
      .select({ cents: summed(sql`sum(${ct.paidCents})`) })
      .from(ct)
      .innerJoin(c, eq(c.id, ct.callId))
      .where(and(eq(c.fundType, fundType), lte(ct.paidOn, latest.asOf)));
    return { date: latest.asOf, navCents: latest.navCents, fundContributedCents: paid.cents };
  }

  /** A page of the fund's calls or distributions, newest (highest number) first. */
  function newestFirst<T extends typeof c | typeof d>(table: T, fundType: FundType, request: PageRequest) {
    type Row = T["$inferSelect"];
    const where = eq(table.fundType, fundType);
    return keysetPage<Row>({
      request,
      orders: {
        number: [
          { expr: sql`${table.number}`, kind: "integer", value: (r) => r.number },
          { expr: sql`${table.id}`, kind: "integer", value: (r) => r.id },
        ],
      },
      defaultSort: "number",
      defaultDir: "desc",
      fetch: (after, orderBy, limit) =>
        // One query for either table: they share the columns used here (the cast only names one).
        db
          .select()
          .from(table as typeof c)
          .where(and(where, after))
          .orderBy(...orderBy)
          .limit(limit) as unknown as Promise<Row[]>,
      count: async () =>
        (
          await db
            .select({ n: count() })
            .from(table as typeof c)
            .where(where)
        )[0].n,
    });
  }

  /** A call of the fund, or 404. */
  async function callOf(callId: number) {
    const [call] = await db.select().from(c).where(eq(c.id, callId));
    if (!call) throw notFound("Capital call");
    return call;
  }

  return { valuationOf, newestFirst, callOf };
}
