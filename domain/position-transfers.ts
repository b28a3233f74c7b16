// Position transfers (decision 0060, slice 4): what staff send to move part or all of an entity's
// commitment in a fund to another entity, and the views the API answers with.
import * as z from "zod/mini";
import { optionalText, requiredEnum } from "./fields.ts";
import { moneyField, requiredDate } from "./fund-operations.ts";
import { FUND_TYPES, type FundType } from "./investment.ts";
import type { Cents } from "./ledger/money.ts";

export const TRANSFER_PORTIONS = ["whole", "part"] as const;

/**
 * A transfer out of the entity the URL names. `portion` "whole" moves its whole commitment in the
 * fund (any `amount` is ignored); "part" moves `amount` dollars of it.
 */
export const positionTransferInputSchema = z
  .object({
    fundType: requiredEnum(FUND_TYPES, "Fund"),
    toEntityId: z
      .int({ error: "Choose the entity the position goes to" })
      .check(
        z.positive("Choose the entity the position goes to"),
        z.lte(2_147_483_647, "Choose the entity the position goes to"),
      ),
    portion: requiredEnum(TRANSFER_PORTIONS, "Whole or part"),
    amount: z.optional(moneyField("Commitment moved")),
    effectiveDate: requiredDate("Effective date"),
    note: z.optional(optionalText("Note", 1000)),
  })
  .check(
    z.refine((input) => input.portion === "whole" || (input.amount ?? 0) > 0, {
      error: "Enter the commitment moved, more than $0",
      path: ["amount"],
    }),
  );
export type PositionTransferInput = z.infer<typeof positionTransferInputSchema>;

export interface EntityRef {
  id: number;
  legalName: string;
  memberId: string;
}

export interface PositionTransferView {
  id: number;
  fundType: FundType;
  effectiveDate: string;
  from: EntityRef;
  to: EntityRef;
  commitmentCents: Cents;
  contributedCents: Cents;
  distributedCents: Cents;
  note: string | null;
  recordedAt: string;
  recordedBy: string | null;
}

/** What a transfer would move, before it is recorded. */
export interface PositionTransferPreview {
  fundType: FundType;
  effectiveDate: string;
  from: EntityRef;
  to: EntityRef;
  /** The transferor's position on the effective date. */
  position: { commitmentCents: Cents; contributedCents: Cents; distributedCents: Cents };
  commitmentCents: Cents;
  contributedCents: Cents;
  distributedCents: Cents;
}

/** An entity's transfers page data: its current commitments (what it may transfer) and its history. */
export interface EntityTransfers {
  entity: EntityRef & { archived: boolean };
  positions: Array<{ fundType: FundType; commitmentCents: Cents; commitmentDate: string | null }>;
  /** In and out, newest effective date first. */
  transfers: PositionTransferView[];
}
