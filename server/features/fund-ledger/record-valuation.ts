// Record a valuation: a fund's NAV as of a day (one per day), with its audit row.
import { type ValuationInput, type ValuationView } from "#domain/fund-operations.ts";
import { fundValuations } from "#server/platform/db/schema/fund-ledger.ts";
import { AppError } from "#server/platform/errors.ts";
import { checkValuationDate } from "./fund-ledger-rules.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { type LedgerDeps } from "./internal/ledger-rows.ts";

export function recordValuation({ db, audit, clock }: LedgerDeps) {
  return {
    async addValuation(by: ActingUser, input: ValuationInput): Promise<ValuationView> {
      return db.transaction(async (tx) => {
        await checkValuationDate(tx, input.fundType, input.asOf, input.interim ?? false, clock());
        const [row] = await tx
          .insert(fundValuations)
          .values({
            fundType: input.fundType,
            asOf: input.asOf,
            navCents: input.nav,
            notes: input.notes ?? "",
            createdBy: by.actor.id,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError("CONFLICT", `${input.fundType} already has a valuation on ${input.asOf}`);
        await audit.record(
          {
            ...by,
            entityType: "valuation",
            action: "valuation.created",
            entityId: row.id,
            summary: `Recorded ${input.fundType} NAV as of ${input.asOf}`,
            details: { navCents: input.nav },
          },
          tx,
        );
        return { id: row.id, asOf: row.asOf, navCents: row.navCents, notes: row.notes };
      });
    },
  };
}
