import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#domain/auth.ts";
import { FUND_TYPES, type FundType, type Holding, type Investment, type InvestmentData } from "#domain/investment.ts";
import type { Page } from "#domain/paging.ts";
import { centsFromDecimal, decimalFromCents } from "#domain/ledger/money.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investments } from "#server/platform/db/schema/investments.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { containsPattern, exactTime, keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import { isoTimestamps, type ActingUser } from "#server/platform/staff-write.ts";

type InvestmentRow = typeof investments.$inferSelect & { exactCreatedAt: string };
const CREATED: SortKey<InvestmentRow> = {
  expr: sql`${investments.createdAt}`,
  kind: "timestamp",
  value: (r) => r.exactCreatedAt,
};
const ID: SortKey<InvestmentRow> = { expr: sql`${investments.id}`, kind: "integer", value: (r) => r.id };
// Each order has an index (decision 0037).
const INVESTMENT_ORDERS: Record<string, Array<SortKey<InvestmentRow>>> = {
  created: [CREATED, ID],
  name: [{ expr: sql`lower(${investments.name})`, kind: "text", value: (r) => r.name.toLowerCase() }, ID],
  fund: [{ expr: sql`${investments.fundType}`, kind: "text", value: (r) => r.fundType }, CREATED, ID],
  status: [{ expr: sql`${investments.status}`, kind: "text", value: (r) => r.status }, CREATED, ID],
};

/** The staff list's filters: a fund, a status and a search in the name. */
export interface InvestmentFilter {
  fund?: FundType;
  status?: string;
  q?: string;
}

const notFound = () => new AppError("NOT_FOUND", "Investment not found");
const fixed = (v: number | null | undefined) => (v === null || v === undefined ? v : v.toFixed(2));
// Money is stored in integer cents (decision 0056); the API keeps its decimal text ("8500000.00").
// The input has at most two decimals (domain/investment.ts), so its two-decimal text is exact.
const cents = (v: number | null | undefined) => (v === null || v === undefined ? v : centsFromDecimal(v.toFixed(2)));
const decimal = (v: number | null) => (v === null ? null : decimalFromCents(v));

/** Validated input as column values; undefined keys are left out (stored default or unchanged). */
function toColumns(data: InvestmentData) {
  const { investmentAmount, projectedCashFlow, ...rest } = data;
  return {
    ...rest,
    investmentCents: cents(investmentAmount)!,
    estimatedROI: fixed(data.estimatedROI)!,
    projectedCashFlowCents: cents(projectedCashFlow),
  };
}

/** The stored cents as the API's decimal fields, each in its column's place (the answers keep their order). */
function withAmounts<R extends { investmentCents: number; projectedCashFlowCents?: number | null }>(row: R) {
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === "investmentCents") named.investmentAmount = decimalFromCents(value as number);
    else if (key === "projectedCashFlowCents") named.projectedCashFlow = decimal(value as number | null);
    else named[key] = value;
  }
  return named as Omit<R, "investmentCents" | "projectedCashFlowCents"> & { investmentAmount: string };
}

const toInvestment = (row: typeof investments.$inferSelect) => isoTimestamps(withAmounts(row)) as unknown as Investment;

/** The funds whose holdings a portal user may see: those they have been granted. */
type FundReader = Pick<SessionUser, "fundIAccess" | "fundIIAccess">;
const fundsOf = (user: FundReader) =>
  FUND_TYPES.filter((fund) => (fund === "Fund I" ? user.fundIAccess : user.fundIIAccess));

const i = investments;
const holdingColumns = {
  id: i.id,
  name: i.name,
  description: i.description,
  location: i.location,
  fundType: i.fundType,
  assetType: i.assetType,
  investmentCents: i.investmentCents,
  estimatedROI: i.estimatedROI,
  occupancyPercent: i.occupancyPercent,
  acquisitionDate: i.acquisitionDate,
};

/**
 * Investments: staff list, create, update and delete them (every write audited); investors see
 * the active ones of their funds as the portfolio (holdingsFor, decision 0023).
 */
export function createInvestmentService(db: Database, audit: AuditService) {
  return {
    /**
     * The portfolio a portal user sees: the active investments of the funds they have access to,
     * in order of acquisition (undated ones last). Pending, under review, completed and cancelled
     * investments are the staff's; so are the working fields Holding leaves out.
     */
    async holdingsFor(user: FundReader): Promise<Holding[]> {
      const funds = fundsOf(user);
      if (funds.length === 0) return [];
      const rows = await db
        .select(holdingColumns)
        .from(i)
        .where(and(eq(i.status, "active"), inArray(i.fundType, funds)))
        .orderBy(sql`${i.acquisitionDate} asc nulls last`, asc(i.id));
      return rows.map((row) => ({ ...withAmounts(row), fundType: row.fundType as FundType }));
    },

    async list(): Promise<Investment[]> {
      const rows = await db.select().from(investments).orderBy(desc(investments.createdAt), desc(investments.id));
      return rows.map(toInvestment);
    },

    /** One page of the staff list (decision 0037). */
    async listPage(filter: InvestmentFilter, request: PageRequest): Promise<Page<Investment>> {
      const where: SQL | undefined = and(
        filter.fund ? eq(investments.fundType, filter.fund) : undefined,
        filter.status ? eq(investments.status, filter.status) : undefined,
        filter.q ? ilike(investments.name, containsPattern(filter.q)) : undefined,
      );
      const page = await keysetPage<InvestmentRow>({
        request,
        orders: INVESTMENT_ORDERS,
        defaultSort: "created",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select({ row: investments, exactCreatedAt: exactTime(investments.createdAt) })
            .from(investments)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit)
            .then((rows) => rows.map((r) => ({ ...r.row, exactCreatedAt: r.exactCreatedAt }))),
        count: async () => (await db.select({ n: count() }).from(investments).where(where))[0].n,
      });
      return { ...page, items: page.items.map(({ exactCreatedAt: _t, ...row }) => toInvestment(row)) };
    },

    async create(data: InvestmentData, by: ActingUser): Promise<Investment> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(investments).values(toColumns(data)).returning();
        await audit.record(
          {
            ...by,
            entityType: "investment",
            action: "investment.created",
            entityId: row.id,
            summary: `Created investment "${row.name}"`,
          },
          tx,
        );
        return toInvestment(row);
      });
    },

    async update(id: number, data: InvestmentData, by: ActingUser): Promise<Investment> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(investments).set(toColumns(data)).where(eq(investments.id, id)).returning();
        if (!row) throw notFound();
        await audit.record(
          {
            ...by,
            entityType: "investment",
            action: "investment.updated",
            entityId: row.id,
            summary: `Updated investment "${row.name}"`,
          },
          tx,
        );
        return toInvestment(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(investments)
          .where(eq(investments.id, id))
          .returning({ id: investments.id, name: investments.name });
        if (!row) throw notFound();
        await audit.record(
          {
            ...by,
            entityType: "investment",
            action: "investment.deleted",
            entityId: row.id,
            summary: `Deleted investment "${row.name}"`,
          },
          tx,
        );
      });
    },
  };
}

export type InvestmentService = ReturnType<typeof createInvestmentService>;
