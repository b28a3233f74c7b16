// Side letters (decision 0068): an investor's own fee or carry rate, an offset of its fee or a
// waiver, from a day on. Super admins write them, audited. A side letter that already bore on a
// call or a distribution is never changed or deleted: a later one replaces it from its own day.
import { and, eq } from "drizzle-orm";
import { formatDate } from "#domain/format.ts";
import type { SideLetter, SideLetterInput } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { fundSideLetters } from "#server/platform/db/schema/fund-terms.ts";
import { AppError, invalidFields, isUniqueViolation } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { coveredThrough, lockFundTerms, sideLettersOf, type TermsDeps } from "./internal/terms-rows.ts";

const NOT_FOUND = "Side letter not found";

const values = (input: SideLetterInput) => ({
  effectiveFrom: input.effectiveFrom,
  feeRateBps: input.feeRate ?? null,
  carryRateBps: input.carryRate ?? null,
  feeOffsetCents: input.feeOffset ?? null,
  feeOffsetBps: input.feeOffsetPercent ?? null,
  feeWaived: input.feeWaived ?? false,
  note: input.note ?? "",
});

/** A day a side letter may start on (or have started on, to be changed): after what was settled. */
async function checkNotSettled(tx: Transaction, fundType: FundType, day: string, field: "effectiveFrom" | null) {
  const covered = await coveredThrough(tx, fundType);
  if (covered === null || day > covered) return;
  const message = `${fundType}'s calls and distributions up to ${formatDate(covered)} were settled under its terms and side letters`;
  if (field)
    throw invalidFields({ [field]: [`Effective from must be after ${formatDate(covered)}: ${message}`] }, message);
  throw new AppError("CONFLICT", `This side letter bore on them already: ${message}. Add a new one from a later day.`);
}

export function sideLetters({ db, audit }: TermsDeps) {
  async function read(tx: Transaction, id: number) {
    const [row] = await tx.select().from(fundSideLetters).where(eq(fundSideLetters.id, id));
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    return row;
  }
  const view = async (tx: Transaction, fundType: FundType, entityId: number, id: number) =>
    (await sideLettersOf(tx, fundType, entityId)).find((letter) => letter.id === id)!;

  /** The write in its transaction, a second letter of the investor from the same day a 400. */
  const writing = <T>(work: (tx: Transaction) => Promise<T>) =>
    db.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        const message = "This investor already has a side letter from that day";
        throw invalidFields({ effectiveFrom: [message] }, message);
      }
      throw error;
    });

  const audited = (
    tx: Transaction,
    by: ActingUser,
    action: "created" | "updated" | "deleted",
    letter: { id: number; fundType: string },
    details: object,
  ) =>
    audit.record(
      {
        ...by,
        entityType: "side_letter",
        action: `side_letter.${action}`,
        entityId: letter.id,
        summary: `${action[0].toUpperCase()}${action.slice(1)} a ${letter.fundType} side letter`,
        details: { fundType: letter.fundType, ...details },
      },
      tx,
    );

  return {
    async createSideLetter(by: ActingUser, input: SideLetterInput): Promise<SideLetter> {
      return writing(async (tx) => {
        await lockFundTerms(tx, input.fundType);
        const [commitment] = await tx
          .select({ id: capitalCommitments.id })
          .from(capitalCommitments)
          .where(and(eq(capitalCommitments.entityId, input.entityId), eq(capitalCommitments.fundType, input.fundType)));
        if (!commitment) {
          const message = `Choose an investor with a commitment to ${input.fundType}`;
          throw invalidFields({ entityId: [message] }, message);
        }
        await checkNotSettled(tx, input.fundType, input.effectiveFrom, "effectiveFrom");
        const [row] = await tx
          .insert(fundSideLetters)
          .values({ fundType: input.fundType, entityId: input.entityId, ...values(input), createdBy: by.actor.id })
          .returning();
        await audited(tx, by, "created", row, { entityId: row.entityId, ...values(input) });
        return view(tx, input.fundType, row.entityId, row.id);
      });
    },

    /** Its investor and fund stay; everything else may change until it bore on a call or distribution. */
    async updateSideLetter(by: ActingUser, id: number, input: SideLetterInput): Promise<SideLetter> {
      return writing(async (tx) => {
        const before = await read(tx, id);
        const fundType = before.fundType as FundType;
        await lockFundTerms(tx, fundType);
        if (input.fundType !== before.fundType || input.entityId !== before.entityId) {
          const message = "A side letter's investor and fund cannot change: add a new one";
          throw invalidFields({ entityId: [message] }, message);
        }
        await checkNotSettled(tx, fundType, before.effectiveFrom, null);
        await checkNotSettled(tx, fundType, input.effectiveFrom, "effectiveFrom");
        await tx
          .update(fundSideLetters)
          .set({ ...values(input), updatedBy: by.actor.id })
          .where(eq(fundSideLetters.id, id));
        await audited(tx, by, "updated", before, { entityId: before.entityId, ...values(input) });
        return view(tx, fundType, before.entityId, id);
      });
    },

    async deleteSideLetter(by: ActingUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await read(tx, id);
        await lockFundTerms(tx, before.fundType as FundType);
        await checkNotSettled(tx, before.fundType as FundType, before.effectiveFrom, null);
        await tx.delete(fundSideLetters).where(eq(fundSideLetters.id, id));
        await audited(tx, by, "deleted", before, { entityId: before.entityId, effectiveFrom: before.effectiveFrom });
      });
    },
  };
}
