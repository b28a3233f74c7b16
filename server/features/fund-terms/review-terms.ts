// Super admins approve or reject a proposed version of a fund's terms. Four eyes: whoever proposed
// a version cannot approve it (the database refuses it too), though they may reject (withdraw) it.
import { and, eq } from "drizzle-orm";
import type { FundTermsVersion } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { fundTermsVersions } from "#server/platform/db/schema/fund-terms.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import {
  effectiveDateProblem,
  fundEntityId,
  lockFundTerms,
  versionsOf,
  type TermsDeps,
} from "./internal/terms-rows.ts";

const NOT_FOUND = "Terms version not found";

/** The proposal `id`, its fund locked, or a 404 (none) or 409 (already decided). */
async function openProposal(tx: Transaction, id: number) {
  const [found] = await tx.select().from(fundTermsVersions).where(eq(fundTermsVersions.id, id));
  if (!found) throw new AppError("NOT_FOUND", NOT_FOUND);
  const fundType = found.fundType as FundType;
  await lockFundTerms(tx, fundType);
  const [row] = await tx.select().from(fundTermsVersions).where(eq(fundTermsVersions.id, id));
  if (row.status !== "proposed") {
    throw new AppError("CONFLICT", `These terms were ${row.status} already: only a proposal can be decided on`);
  }
  return { row, fundType };
}

export function reviewTerms({ db, audit }: TermsDeps) {
  const decided = (tx: Transaction, fundType: FundType, id: number) =>
    versionsOf(tx, fundType, eq(fundTermsVersions.id, id)).then(([version]) => version);

  return {
    /** Approves a proposal (super admins only, not its proposer); its dates are checked again. */
    async approve(by: ActingUser, id: number): Promise<FundTermsVersion> {
      return db.transaction(async (tx) => {
        const { row, fundType } = await openProposal(tx, id);
        if (row.proposedBy !== null && row.proposedBy === by.actor.id) {
          throw new AppError("FORBIDDEN", "You proposed these terms: another super admin must approve them");
        }
        const problem = await effectiveDateProblem(tx, fundType, row.effectiveFrom);
        if (problem) throw new AppError("CONFLICT", problem);
        await tx
          .update(fundTermsVersions)
          .set({ status: "approved", approvedBy: by.actor.id, approvedAt: new Date() })
          .where(and(eq(fundTermsVersions.id, id), eq(fundTermsVersions.status, "proposed")));
        await audit.record(
          {
            ...by,
            entityType: "fund",
            action: "fund_terms.approved",
            entityId: fundEntityId(fundType),
            summary: `Approved ${fundType} terms effective ${row.effectiveFrom} (version ${id})`,
            details: { fundType, versionId: id, effectiveFrom: row.effectiveFrom, proposedBy: row.proposedBy },
          },
          tx,
        );
        return decided(tx, fundType, id);
      });
    },

    /** Rejects a proposal with a reason (super admins only; its proposer may withdraw it so). */
    async reject(by: ActingUser, id: number, reason: string): Promise<FundTermsVersion> {
      return db.transaction(async (tx) => {
        const { row, fundType } = await openProposal(tx, id);
        await tx
          .update(fundTermsVersions)
          .set({ status: "rejected", rejectedBy: by.actor.id, rejectedAt: new Date(), rejectionReason: reason })
          .where(and(eq(fundTermsVersions.id, id), eq(fundTermsVersions.status, "proposed")));
        await audit.record(
          {
            ...by,
            entityType: "fund",
            action: "fund_terms.rejected",
            entityId: fundEntityId(fundType),
            summary: `Rejected ${fundType} terms effective ${row.effectiveFrom} (version ${id})`,
            details: { fundType, versionId: id, effectiveFrom: row.effectiveFrom, reason },
          },
          tx,
        );
        return decided(tx, fundType, id);
      });
    },
  };
}
