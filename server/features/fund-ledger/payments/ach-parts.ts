// Which unpaid parts of a distribution an ACH file takes (decision 0067): those whose entity has a
// verified bank account (status active: confirmed by a signatory, decision 0060 slice 5). The
// others are listed with why, to be paid by wire or check.
import { and, asc, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  secCodeOf,
  type AchDistributionView,
  type AchExcludedPart,
  type AchExclusion,
  type AchIncludedPart,
} from "#domain/ach-payments.ts";
import { maskNumber } from "#domain/entity-tax-bank.ts";
import type { FundType } from "#domain/investment.ts";
import { NACHA_MAX_ENTRY_CENTS } from "#domain/nacha.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { distributionParts, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { achOriginatorOf } from "./ach-originator.ts";

type Db = Database | Transaction;

const active = alias(entityBankAccounts, "active_bank");
const pending = alias(entityBankAccounts, "pending_bank");

/** An included part with what its entry needs: the sealed numbers are opened only when a file is made. */
export interface AchPayable extends AchIncludedPart {
  entityId: number;
  accountName: string;
  routingEncrypted: string;
  accountEncrypted: string;
}

export const NO_ORIGINATOR =
  "This fund's ACH originator settings are not entered: a super admin enters them under Fund settings";

export async function distributionOf(db: Db, distributionId: number) {
  const [row] = await db
    .select({ id: fundDistributions.id, fundType: fundDistributions.fundType, number: fundDistributions.number })
    .from(fundDistributions)
    .where(eq(fundDistributions.id, distributionId));
  if (!row) throw new AppError("NOT_FOUND", "Distribution not found");
  return { ...row, fundType: row.fundType as FundType };
}

function exclusionOf(row: { amountCents: number; activeId: number | null; pendingId: number | null }) {
  if (row.amountCents <= 0) return "nothing_to_pay";
  if (row.amountCents > NACHA_MAX_ENTRY_CENTS) return "too_large";
  if (row.activeId === null) return row.pendingId === null ? "no_bank_account" : "bank_change_pending";
  return null;
}

/** The distribution's Scheduled parts split into the file's entries and the rest, in the order issued. */
export async function readAchParts(db: Db, distributionId: number) {
  const distribution = await distributionOf(db, distributionId);
  const dp = distributionParts;
  const rows = await db
    .select({
      partId: dp.id,
      entityId: dp.entityId,
      amountCents: dp.amountCents,
      investorName: investingEntities.legalName,
      memberId: investingEntities.memberId,
      kind: investingEntities.kind,
      activeId: active.id,
      bankName: active.bankName,
      accountName: active.accountName,
      accountLast4: active.accountLast4,
      routingEncrypted: active.routingEncrypted,
      accountEncrypted: active.accountEncrypted,
      pendingId: pending.id,
    })
    .from(dp)
    .innerJoin(investingEntities, eq(investingEntities.id, dp.entityId))
    .leftJoin(active, and(eq(active.entityId, dp.entityId), eq(active.status, "active")))
    .leftJoin(pending, and(eq(pending.entityId, dp.entityId), eq(pending.status, "pending")))
    .where(and(eq(dp.distributionId, distributionId), eq(dp.status, "Scheduled")))
    .orderBy(asc(dp.id));
  const [{ paid }] = await db
    .select({ paid: count() })
    .from(dp)
    .where(and(eq(dp.distributionId, distributionId), eq(dp.status, "Paid")));
  const payable: AchPayable[] = [];
  const excluded: AchExcludedPart[] = [];
  for (const row of rows) {
    const part = {
      partId: row.partId,
      investorName: row.investorName,
      memberId: row.memberId,
      amountCents: row.amountCents,
    };
    const reason: AchExclusion | null = exclusionOf(row);
    if (reason) excluded.push({ ...part, reason });
    else
      payable.push({
        ...part,
        sec: secCodeOf(row.kind),
        bankName: row.bankName!,
        accountMasked: maskNumber(row.accountLast4!),
        entityId: row.entityId,
        accountName: row.accountName!,
        routingEncrypted: row.routingEncrypted!,
        accountEncrypted: row.accountEncrypted!,
      });
  }
  return { distribution, payable, excluded, paidCount: paid };
}

/** The staff view: what the file would hold now, what is left out and why, and what stops a file. */
export async function readAchDistribution(db: Db, distributionId: number): Promise<AchDistributionView> {
  const { distribution, payable, excluded, paidCount } = await readAchParts(db, distributionId);
  const originator = await achOriginatorOf(db, distribution.fundType);
  const included = payable.map(
    ({ partId, investorName, memberId, amountCents, sec, bankName, accountMasked }): AchIncludedPart => ({
      partId,
      investorName,
      memberId,
      amountCents,
      sec,
      bankName,
      accountMasked,
    }),
  );
  return {
    distributionId: distribution.id,
    fundType: distribution.fundType,
    number: distribution.number,
    blocked: originator ? (included.length === 0 ? noPartQualifies(excluded.length) : null) : NO_ORIGINATOR,
    included,
    includedCents: included.reduce((sum, part) => sum + part.amountCents, 0),
    excluded,
    paidCount,
  };
}

/** Why no file can be made when every unpaid part is left out (or none is unpaid). */
export const noPartQualifies = (excludedCount: number) =>
  excludedCount === 0
    ? "Every part of this distribution is paid: there is nothing to pay by ACH"
    : "No unpaid part has a verified bank account: pay them by wire or check";
