// Over 300 lines: the fund operations page's paged lists share one keyset helper; they split with the fund-ledger feature folder (issue 23).
import { and, count, desc, eq, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type {
  CallPartPageQuery,
  DistributionPartPageQuery,
  FundCallSummary,
  FundDistributionSummary,
  FundSummaryView,
} from "#domain/fund-lists.ts";
import type { CallPartView, DistributionPartView, FundInvestorView } from "#domain/fund-operations.ts";
import type { FundType } from "#domain/investment.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import {
  callPartStatus,
  capitalAccount,
  type CallPart,
  type CallPartStatus,
  type DistributionPart,
  type Valuation,
} from "#domain/ledger/capital-account.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { performance, type DatedAmount } from "#domain/ledger/performance.ts";
import type { Page } from "#domain/paging.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundSettings,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals, distributionTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { today, toSettingsView } from "./fund-ledger.ts";
import { containsPattern, keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import { USER_NAME_KEY } from "./users.ts";

// The fund operations page in bounded reads (decision 0040): the fund's totals are sums of the
// parts' running totals (a few rows per call and distribution, decision 0043), and each list
// (investors, calls, distributions, one call's parts) is a keyset page (decision 0037). The
// figures are those of fundLedger.overview, which reads every part of the fund;
// tests/api/fund-lists.test.ts checks that the two agree.

const p = capitalCallParts;
const c = fundCapitalCalls;
const dp = distributionParts;
const d = fundDistributions;
/** The parts' running totals per call (or distribution) and day, kept by triggers (decision 0043). */
const ct = capitalCallTotals;
const dt = distributionTotals;

/** A sum as a number (cents or a count): bigint sums arrive as text, and an empty sum as null. */
const summed = (value: SQL) => sql<string>`coalesce(${value}, 0)`.mapWith(Number);
/** "EDF-2023-0001" (memberIdOf) names account 1. */
const MEMBER_ID = /^EDF-\d{4}-(\d{1,10})$/i;

/** Name or member ID, as the users list searches (server/services/users.ts). */
function personSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const member = MEMBER_ID.exec(q);
  if (member) return eq(users.id, Math.min(Number(member[1]), 2_147_483_647));
  return ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, containsPattern(q));
}

const PERSON = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  createdAt: users.createdAt,
  archivedAt: users.archivedAt,
};
type PersonRow = {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  createdAt: Date;
  archivedAt: Date | null;
};
const personOf = (row: PersonRow) => ({
  investorName: displayName(row),
  memberId: memberIdOf({ id: row.userId, createdAt: row.createdAt }),
});

/** A call part is Overdue once today is past its due date and it is not paid (callPartStatus). */
const overdue = (asOf: string) => sql`${p.status} <> 'Paid' and ${c.dueDate} < ${asOf}`;

function callStatusFilter(status: CallPartPageQuery["status"], asOf: string): SQL | undefined {
  if (status === "Paid") return eq(p.status, "Paid");
  if (status === "Overdue") return overdue(asOf);
  if (status === "Pending") return sql`${p.status} <> 'Paid' and ${c.dueDate} >= ${asOf}`;
  return undefined;
}

const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);

export function createFundListsService(db: Database) {
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

  return {
    /**
     * The fund's totals and performance, as fundLedger.overview derives them from the parts, here
     * from the parts' running totals: a handful of rows whatever the number of investors.
     */
    async summary(fundType: FundType, asOf = today()): Promise<FundSummaryView> {
      const [[commitments], [calls], [dists], paidIn, paidOut, valuation, valuations, settings] = await Promise.all([
        db
          .select({ cents: summed(sql`sum((${capitalCommitments.commitmentAmount}::numeric * 100)::bigint)`) })
          .from(capitalCommitments)
          .innerJoin(users, eq(users.id, capitalCommitments.userId))
          .where(and(eq(capitalCommitments.fundType, fundType), eq(users.role, "investor"))),
        db
          .select({
            called: summed(sql`sum(${ct.calledCents})`),
            contributed: summed(sql`sum(${ct.paidCents})`),
            // A part is overdue past its call's due date until paid; a paid part owes nothing.
            overdue: summed(sql`sum(${ct.calledCents} - ${ct.paidCents}) filter (where ${c.dueDate} < ${asOf})`),
          })
          .from(ct)
          .innerJoin(c, eq(c.id, ct.callId))
          .where(eq(c.fundType, fundType)),
        db
          .select({ distributed: summed(sql`sum(${dt.paidCents})`), scheduled: summed(sql`sum(${dt.scheduledCents})`) })
          .from(dt)
          .innerJoin(d, eq(d.id, dt.distributionId))
          .where(eq(d.fundType, fundType)),
        // The cash flows of the fund's performance, summed per day (cashFlowsOf, a row per day).
        db
          .select({ date: sql<string>`${ct.paidOn}`, amountCents: summed(sql`sum(${ct.paidCents})`) })
          .from(ct)
          .innerJoin(c, eq(c.id, ct.callId))
          .where(and(eq(c.fundType, fundType), sql`${ct.paidCents} > 0`))
          .groupBy(ct.paidOn)
          .orderBy(ct.paidOn),
        db
          .select({ date: sql<string>`${dt.paidOn}`, amountCents: summed(sql`sum(${dt.paidCents})`) })
          .from(dt)
          .innerJoin(d, eq(d.id, dt.distributionId))
          .where(and(eq(d.fundType, fundType), sql`${dt.paidCents} > 0`))
          .groupBy(dt.paidOn)
          .orderBy(dt.paidOn),
        valuationOf(fundType, asOf),
        db
          .select()
          .from(fundValuations)
          .where(eq(fundValuations.fundType, fundType))
          .orderBy(desc(fundValuations.asOf)),
        db.select().from(fundSettings).where(eq(fundSettings.fundType, fundType)),
      ]);
      const commitmentCents = commitments.cents;
      const totals = {
        commitmentCents,
        calledCents: calls.called,
        contributedCents: calls.contributed,
        unfundedCents: commitmentCents - calls.contributed,
        uncalledCents: Math.max(0, commitmentCents - calls.called),
        outstandingCents: calls.called - calls.contributed,
        overdueCents: calls.overdue,
        distributedCents: dists.distributed,
        scheduledDistributionCents: dists.scheduled,
        // Every part paid by the valuation's date is the fund's: its share of the NAV is the NAV.
        navShareCents: valuation && valuation.fundContributedCents > 0 ? valuation.navCents : null,
        navDate: valuation?.date ?? null,
        percentContributed: commitmentCents > 0 ? (calls.contributed / commitmentCents) * 100 : null,
      };
      const settingsRow = settings[0];
      return {
        fundType,
        asOf,
        settings: settingsRow ? toSettingsView(settingsRow) : null,
        totals,
        performance: performance({
          contributions: paidIn as DatedAmount[],
          distributions: paidOut as DatedAmount[],
          nav: valuation ? { date: valuation.date, amountCents: valuation.navCents } : null,
          asOf,
        }),
        valuations: valuations.map((row) => ({ id: row.id, asOf: row.asOf, navCents: row.navCents, notes: row.notes })),
      };
    },

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
      type Row = PersonRow & { commitmentAmount: string; nameKey: string };
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
              commitmentAmount: capitalCommitments.commitmentAmount,
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
            commitmentCents: centsFromDecimal(row.commitmentAmount),
            calls: callRows.filter((part) => part.userId === row.userId) as CallPart[],
            distributions: distributionRows.filter((part) => part.userId === row.userId) as DistributionPart[],
            valuation,
            asOf,
          }),
        })),
      };
    },

    /** The fund's capital calls, newest first, each with its paid, outstanding and overdue sums. */
    async callsPage(fundType: FundType, request: PageRequest, asOf = today()): Promise<Page<FundCallSummary>> {
      const page = await newestFirst(c, fundType, request);
      const ids = page.items.map((row) => row.id);
      const sums =
        ids.length === 0
          ? []
          : await db
              .select({
                callId: ct.callId,
                parts: summed(sql`sum(${ct.parts})`),
                paidParts: summed(sql`sum(${ct.paidParts})`),
                called: summed(sql`sum(${ct.calledCents})`),
                paid: summed(sql`sum(${ct.paidCents})`),
              })
              .from(ct)
              .where(inArray(ct.callId, ids))
              .groupBy(ct.callId);
      return {
        ...page,
        items: page.items.map((call) => {
          const sum = sums.find((row) => row.callId === call.id);
          const outstandingCents = (sum?.called ?? 0) - (sum?.paid ?? 0);
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
            paidCents: sum?.paid ?? 0,
            outstandingCents,
            // Overdue past the due date (callPartStatus): then every unpaid part is, and owes the rest.
            overdueCents: call.dueDate < asOf ? outstandingCents : 0,
            partsCount: sum?.parts ?? 0,
            paidPartsCount: sum?.paidParts ?? 0,
          };
        }),
      };
    },

    /** The fund's distributions, newest first, each with the sum paid so far. */
    async distributionsPage(fundType: FundType, request: PageRequest): Promise<Page<FundDistributionSummary>> {
      const page = await newestFirst(d, fundType, request);
      const ids = page.items.map((row) => row.id);
      const sums =
        ids.length === 0
          ? []
          : await db
              .select({
                distributionId: dt.distributionId,
                parts: summed(sql`sum(${dt.parts})`),
                paidParts: summed(sql`sum(${dt.paidParts})`),
                paid: summed(sql`sum(${dt.paidCents})`),
              })
              .from(dt)
              .where(inArray(dt.distributionId, ids))
              .groupBy(dt.distributionId);
      return {
        ...page,
        items: page.items.map((row) => {
          const sum = sums.find((s) => s.distributionId === row.id);
          return {
            id: row.id,
            number: row.number,
            distributionDate: row.distributionDate,
            type: row.type,
            description: row.description,
            totalCents: row.totalCents,
            paidCents: sum?.paid ?? 0,
            partsCount: sum?.parts ?? 0,
            paidPartsCount: sum?.paidParts ?? 0,
          };
        }),
      };
    },

    /** One call's parts in the order they were issued (by name then), searched and filtered by status. */
    async callPartsPage(
      callId: number,
      filter: Pick<CallPartPageQuery, "q" | "status">,
      request: PageRequest,
      asOf = today(),
    ): Promise<Page<CallPartView>> {
      await callOf(callId);
      const where = and(eq(p.callId, callId), personSearch(filter.q), callStatusFilter(filter.status, asOf));
      const page = await keysetPage({
        request,
        orders: { issued: [{ expr: sql`${p.id}`, kind: "integer", value: (r: { id: number }) => r.id }] },
        defaultSort: "issued",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...PERSON,
              id: p.id,
              amountCents: p.amountCents,
              paidCents: p.paidCents,
              status: p.status,
              paidOn: p.paidOn,
              dueDate: c.dueDate,
              noticeDocumentId: p.noticeDocumentId,
            })
            .from(p)
            .innerJoin(c, eq(c.id, p.callId))
            .innerJoin(users, eq(users.id, p.userId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () =>
          (
            await db
              .select({ n: count() })
              .from(p)
              .innerJoin(c, eq(c.id, p.callId))
              .innerJoin(users, eq(users.id, p.userId))
              .where(where)
          )[0].n,
      });
      const noticeIds = page.items.flatMap((part) => (part.noticeDocumentId ? [part.noticeDocumentId] : []));
      const openings =
        noticeIds.length === 0
          ? []
          : await db
              .select({ documentId: documentDeliveries.documentId, firstOpenedAt: documentDeliveries.firstOpenedAt })
              .from(documentDeliveries)
              .where(inArray(documentDeliveries.documentId, noticeIds));
      const openedAt = new Map(openings.map((row) => [row.documentId, row.firstOpenedAt?.toISOString() ?? null]));
      return {
        ...page,
        items: page.items.map((part) => ({
          id: part.id,
          userId: part.userId,
          ...personOf(part),
          amountCents: part.amountCents,
          paidCents: part.paidCents,
          status: callPartStatus(part as CallPart, asOf) satisfies CallPartStatus,
          paidOn: part.paidOn,
          noticeDocumentId: part.noticeDocumentId,
          noticeOpenedAt: part.noticeDocumentId ? (openedAt.get(part.noticeDocumentId) ?? null) : null,
        })),
      };
    },

    /** One distribution's parts in the order they were issued, searched and filtered by status. */
    async distributionPartsPage(
      distributionId: number,
      filter: Pick<DistributionPartPageQuery, "q" | "status">,
      request: PageRequest,
    ): Promise<Page<DistributionPartView>> {
      const [distribution] = await db.select({ id: d.id }).from(d).where(eq(d.id, distributionId));
      if (!distribution) throw notFound("Distribution");
      const where = and(
        eq(dp.distributionId, distributionId),
        personSearch(filter.q),
        filter.status ? eq(dp.status, filter.status) : undefined,
      );
      const page = await keysetPage({
        request,
        orders: { issued: [{ expr: sql`${dp.id}`, kind: "integer", value: (r: { id: number }) => r.id }] },
        defaultSort: "issued",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...PERSON,
              id: dp.id,
              amountCents: dp.amountCents,
              status: dp.status,
              paidOn: dp.paidOn,
              noticeDocumentId: dp.noticeDocumentId,
            })
            .from(dp)
            .innerJoin(users, eq(users.id, dp.userId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () =>
          (await db.select({ n: count() }).from(dp).innerJoin(users, eq(users.id, dp.userId)).where(where))[0].n,
      });
      return {
        ...page,
        items: page.items.map((part) => ({
          id: part.id,
          userId: part.userId,
          ...personOf(part),
          amountCents: part.amountCents,
          status: part.status,
          paidOn: part.paidOn,
          noticeDocumentId: part.noticeDocumentId,
        })),
      };
    },
  };
}

export type FundListsService = ReturnType<typeof createFundListsService>;
