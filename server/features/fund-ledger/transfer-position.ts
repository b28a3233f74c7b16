// Transfer a position (decision 0060, slice 4): part or all of an entity's commitment in a fund moved
// to another entity from an effective date, with the same share of its contributed capital and
// distributions as at that date. One transaction writes the transfer, both commitments and an audit
// row for each entity; no call or distribution part is touched, so the fund's totals are unchanged.
import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { formatCents } from "#domain/format.ts";
import type { FundType } from "#domain/investment.ts";
import { movedAmounts } from "#domain/ledger/position-transfers.ts";
import type {
  PositionTransferInput,
  PositionTransferPreview,
  PositionTransferView,
} from "#domain/position-transfers.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
} from "#server/platform/db/schema/fund-ledger.ts";
import { positionTransfers } from "#server/platform/db/schema/position-transfers.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { lockFund } from "./internal/issue-to-investors.ts";
import type { Db, LedgerDeps } from "./internal/ledger-rows.ts";
import { readInvestorLedger } from "./read-investor-ledger.ts";
import { entityOf, refOf, transferViews } from "./read-position-transfers.ts";

const refuse = (field: string, message: string) => invalidFields({ [field]: [message] }, message);

export function transferPosition(deps: LedgerDeps) {
  const { db, audit, clock } = deps;

  /** The checks and the amounts moved, read in `tx` (the write's transaction, or the pool for a preview). */
  async function plan(tx: Db, fromId: number, input: PositionTransferInput): Promise<PositionTransferPreview> {
    const { fundType, effectiveDate } = input;
    const from = await entityOf(tx, fromId);
    if (!from) throw new AppError("NOT_FOUND", "Entity not found");
    if (from.archivedAt) throw refuse("entity", `${from.legalName} is archived: restore it before transferring`);
    if (input.toEntityId === fromId) throw refuse("toEntityId", "Choose another entity than the one transferring");
    const to = await entityOf(tx, input.toEntityId);
    if (!to) throw refuse("toEntityId", "That entity does not exist");
    if (to.archivedAt) throw refuse("toEntityId", `${to.legalName} is archived: restore it before transferring to it`);
    const [commitment] = await tx
      .select()
      .from(capitalCommitments)
      .where(and(eq(capitalCommitments.entityId, fromId), eq(capitalCommitments.fundType, fundType)));
    if (!commitment || commitment.commitmentCents <= 0) {
      throw refuse("fundType", `${from.legalName} holds no ${fundType} commitment`);
    }
    const today = clock();
    if (effectiveDate > today) throw refuse("effectiveDate", "The effective date cannot be in the future");
    if (commitment.commitmentDate && effectiveDate < commitment.commitmentDate) {
      throw refuse(
        "effectiveDate",
        `The effective date cannot be before the commitment date, ${commitment.commitmentDate}`,
      );
    }
    await refuseEarlierThanLedger(tx, fundType, [fromId, input.toEntityId], effectiveDate);

    const movedCommitment = input.portion === "whole" ? commitment.commitmentCents : (input.amount ?? 0);
    if (movedCommitment > commitment.commitmentCents) {
      throw refuse(
        "amount",
        `The commitment moved cannot be more than ${from.legalName}'s ${fundType} commitment, ${formatCents(commitment.commitmentCents)}`,
      );
    }
    // The transferor's position on the effective date, as its statements read it.
    const ledger = await readInvestorLedger({ ...deps, db: tx as Database }).ledgerFor(fromId, effectiveDate);
    const account = ledger.funds.find((fund) => fund.fundType === fundType)?.account;
    const position = {
      commitmentCents: commitment.commitmentCents,
      contributedCents: account?.contributedCents ?? 0,
      distributedCents: account?.distributedCents ?? 0,
    };
    const moved = movedAmounts(position, movedCommitment);
    // Only paid-in capital moves; a call still unpaid stays the transferor's to pay, within what it keeps.
    const calledLeft = (account?.calledCents ?? 0) - moved.contributedCents;
    if (calledLeft > commitment.commitmentCents - movedCommitment) {
      throw refuse(
        "amount",
        `${from.legalName} has been called for ${formatCents(account?.calledCents ?? 0)} of ${fundType}, ${formatCents(account?.outstandingCents ?? 0)} of it unpaid: it would keep less commitment than it was called for. Record the payment first or move less`,
      );
    }
    return {
      fundType,
      effectiveDate,
      from: refOf(from),
      to: refOf(to),
      position,
      commitmentCents: movedCommitment,
      ...moved,
    };
  }

  /**
   * Calls and distributions were split by the commitments of their day, and a later transfer fixed
   * its amounts from the position before it: a transfer cannot be dated before either.
   */
  async function refuseEarlierThanLedger(tx: Db, fundType: FundType, ids: number[], date: string) {
    const t = positionTransfers;
    const [laterTransfer] = await tx
      .select({ date: t.effectiveDate })
      .from(t)
      .where(
        and(
          eq(t.fundType, fundType),
          gt(t.effectiveDate, date),
          or(inArray(t.fromEntityId, ids), inArray(t.toEntityId, ids)),
        ),
      )
      .orderBy(desc(t.effectiveDate))
      .limit(1);
    if (laterTransfer) {
      throw refuse(
        "effectiveDate",
        `A transfer of this position is effective ${laterTransfer.date}: date this one on or after it`,
      );
    }
    const [laterCall] = await tx
      .select({ date: fundCapitalCalls.callDate })
      .from(capitalCallParts)
      .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
      .where(
        and(
          eq(fundCapitalCalls.fundType, fundType),
          inArray(capitalCallParts.entityId, ids),
          gt(fundCapitalCalls.callDate, date),
        ),
      )
      .orderBy(desc(fundCapitalCalls.callDate))
      .limit(1);
    const [laterDistribution] = await tx
      .select({ date: fundDistributions.distributionDate })
      .from(distributionParts)
      .innerJoin(fundDistributions, eq(fundDistributions.id, distributionParts.distributionId))
      .where(
        and(
          eq(fundDistributions.fundType, fundType),
          inArray(distributionParts.entityId, ids),
          gt(fundDistributions.distributionDate, date),
        ),
      )
      .orderBy(desc(fundDistributions.distributionDate))
      .limit(1);
    const latest = [laterCall?.date, laterDistribution?.date].filter(Boolean).sort().at(-1);
    if (latest) {
      throw refuse(
        "effectiveDate",
        `${fundType} made a call or distribution to these entities on ${latest}, split by the commitments of that day: date the transfer on or after it`,
      );
    }
  }

  return {
    /** What the transfer would move, checked as recording it would be; nothing is stored. */
    previewTransfer: (fromId: number, input: PositionTransferInput) => plan(db, fromId, input),

    async transferPosition(
      by: ActingUser,
      fromId: number,
      input: PositionTransferInput,
    ): Promise<PositionTransferView> {
      return db.transaction(async (tx) => {
        // No call or distribution of the fund is issued between the checks and the write.
        await lockFund(tx, "capital_call", input.fundType);
        await lockFund(tx, "distribution", input.fundType);
        const moved = await plan(tx, fromId, input);
        const [row] = await tx
          .insert(positionTransfers)
          .values({
            fundType: moved.fundType,
            fromEntityId: fromId,
            toEntityId: moved.to.id,
            effectiveDate: moved.effectiveDate,
            commitmentCents: moved.commitmentCents,
            contributedCents: moved.contributedCents,
            distributedCents: moved.distributedCents,
            note: input.note ?? null,
            recordedBy: by.actor.id,
          })
          .returning({ id: positionTransfers.id });
        const c = capitalCommitments;
        await tx
          .update(c)
          .set({ commitmentCents: sql`${c.commitmentCents} - ${moved.commitmentCents}`, updatedAt: new Date() })
          .where(and(eq(c.entityId, fromId), eq(c.fundType, moved.fundType)));
        await tx
          .insert(c)
          .values({
            entityId: moved.to.id,
            fundType: moved.fundType,
            commitmentCents: moved.commitmentCents,
            commitmentDate: moved.effectiveDate,
          })
          .onConflictDoUpdate({
            target: [c.entityId, c.fundType],
            set: { commitmentCents: sql`${c.commitmentCents} + ${moved.commitmentCents}`, updatedAt: new Date() },
          });
        const summary = `Transferred ${formatCents(moved.commitmentCents)} of ${moved.fundType} commitment from ${moved.from.legalName} (${moved.from.memberId}) to ${moved.to.legalName} (${moved.to.memberId}), effective ${moved.effectiveDate}`;
        const details = {
          fundType: moved.fundType,
          effectiveDate: moved.effectiveDate,
          fromEntityId: fromId,
          toEntityId: moved.to.id,
          commitmentCents: moved.commitmentCents,
          contributedCents: moved.contributedCents,
          distributedCents: moved.distributedCents,
        };
        for (const investingEntityId of [fromId, moved.to.id]) {
          await audit.record(
            {
              ...by,
              action: "position.transferred",
              entityType: "position_transfer",
              entityId: row.id,
              summary,
              details,
              investingEntityId,
            },
            tx,
          );
        }
        const [view] = await transferViews(tx, eq(positionTransfers.id, row.id));
        return view;
      });
    },
  };
}
