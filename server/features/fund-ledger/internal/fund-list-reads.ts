// The fund operations page's lists share these: table aliases, person search, status filters, and reads.
import { and, count, desc, eq, ilike, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CallPartPageQuery } from "#domain/fund-lists.ts";
import type { FundType } from "#domain/investment.ts";
import { type Valuation } from "#domain/ledger/capital-account.ts";
import type { Database } from "#server/platform/db/client.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals, distributionTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
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
/** The investor of record of a commitment or part (decision 0060), and the person whose own holding it is. */
export const e = investingEntities;
export const person = alias(users, "holding_person");
/** "EDF-2023-0001": an entity's member ID. */
export const MEMBER_ID = /^EDF-\d{4}-L?\d{1,10}$/i;

/** Name or member ID, as the users list searches (server/features/accounts/users.ts). */
export function investorSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (MEMBER_ID.test(q.trim())) return eq(sql`upper(${e.memberId})`, q.trim().toUpperCase());
  return ilike(e.legalName, containsPattern(q));
}

/**
 * The lists' order by name: a person's own holding by the person's last then first name (as the
 * users list sorts), any other entity by its name.
 */
export const INVESTOR_NAME_KEY = sql`(case when ${person.id} is null then lower(${e.legalName}) else lower(coalesce(${person.lastName}, '') || ' ' || coalesce(${person.firstName}, '')) end)`;

export const INVESTOR = {
  entityId: e.id,
  investorName: e.legalName,
  memberId: e.memberId,
  archivedAt: e.archivedAt,
};
export type InvestorRow = { entityId: number; investorName: string; memberId: string; archivedAt: Date | null };

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
