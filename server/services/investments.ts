import { desc, eq } from "drizzle-orm";
import type { Investment, InvestmentData } from "../../domain/investment.ts";
import type { Database } from "../db/client.ts";
import { investments } from "../db/schema/investments.ts";
import { AppError } from "../errors.ts";
import type { AuditService } from "./audit.ts";
import { auditTrail, isoTimestamps, type ActingUser } from "./staff-write.ts";

const notFound = () => new AppError("NOT_FOUND", "Investment not found");
const money = (v: number | null | undefined) => (v === null || v === undefined ? v : v.toFixed(2));

/** Validated input as column values; undefined keys are left out (stored default or unchanged). */
function toColumns(data: InvestmentData) {
  return {
    ...data,
    investmentAmount: money(data.investmentAmount)!,
    estimatedROI: money(data.estimatedROI)!,
    projectedCashFlow: money(data.projectedCashFlow),
  };
}

const toInvestment = (row: typeof investments.$inferSelect) => isoTimestamps(row) as Investment;

/** Investments (staff): list newest first, create, update, delete; every write is audited. */
export function createInvestmentService(db: Database, audit: AuditService) {
  const trail = auditTrail(audit, "investment");
  return {
    async list(): Promise<Investment[]> {
      const rows = await db.select().from(investments).orderBy(desc(investments.createdAt), desc(investments.id));
      return rows.map(toInvestment);
    },

    async create(data: InvestmentData, by: ActingUser): Promise<Investment> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(investments).values(toColumns(data)).returning();
        await trail(tx, by, {
          action: "investment.created",
          entityId: row.id,
          summary: `Created investment "${row.name}"`,
        });
        return toInvestment(row);
      });
    },

    async update(id: number, data: InvestmentData, by: ActingUser): Promise<Investment> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(investments).set(toColumns(data)).where(eq(investments.id, id)).returning();
        if (!row) throw notFound();
        await trail(tx, by, {
          action: "investment.updated",
          entityId: row.id,
          summary: `Updated investment "${row.name}"`,
        });
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
        await trail(tx, by, {
          action: "investment.deleted",
          entityId: row.id,
          summary: `Deleted investment "${row.name}"`,
        });
      });
    },
  };
}

export type InvestmentService = ReturnType<typeof createInvestmentService>;
