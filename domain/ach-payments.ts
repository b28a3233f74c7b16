// Distributions paid by ACH (decision 0067): a fund's originator settings, which parts of a
// distribution go in its NACHA file and which are left for a wire or a check, and the reference
// each entry carries so the file can be matched back to its parts.
import * as z from "zod/mini";
import type { EntityKind } from "./entities.ts";
import { isAbaRoutingNumber } from "./entity-tax-bank.ts";
import { requiredText } from "./fields.ts";
import type { FundType } from "./investment.ts";
import { addDays } from "./ledger/dates.ts";
import type { Cents } from "./ledger/money.ts";

const routingField = (label: string) =>
  requiredText(label, 9).check(
    z.regex(/^\d{9}$/, `${label} must be 9 digits`),
    z.refine(isAbaRoutingNumber, `${label} is not a valid ABA routing number (check the digits)`),
  );

/** Text of a NACHA name field: the format's characters only, at most `max` of them. */
const nachaName = (label: string, max: number) =>
  requiredText(label, max).check(
    z.regex(/^[A-Za-z0-9 .,&'/()#-]+$/, `${label} may use letters, digits, spaces and . , & ' / ( ) # - only`),
  );

/**
 * A fund's ACH originator settings, as its bank (the ODFI) gave them. Kept per fund in app_settings
 * (`ach_originator:<fund slug>`, JSON), changed by super admins beside the wire instructions.
 */
export const achOriginatorInputSchema = z.object({
  companyName: nachaName("Company name", 16),
  companyId: requiredText("Company ID", 10).check(
    z.regex(/^[0-9A-Z]{10}$/, "Company ID must be 10 capital letters or digits, commonly 1 and the EIN"),
  ),
  odfiRouting: routingField("Originating bank routing number"),
  immediateDestination: routingField("Immediate destination"),
  immediateDestinationName: nachaName("Immediate destination name", 23),
  immediateOrigin: requiredText("Immediate origin", 10).check(
    z.regex(/^(\d{9}|[0-9A-Z]{10})$/, "Immediate origin must be a 9-digit routing number or 10 letters or digits"),
  ),
  immediateOriginName: nachaName("Immediate origin name", 23),
});
export type AchOriginatorInput = z.infer<typeof achOriginatorInputSchema>;

export interface AchOriginatorView extends AchOriginatorInput {
  fundType: FundType;
  updatedAt: string;
}

/** Natural persons (alone or jointly) are paid as consumers (PPD); every other investor as a company (CCD). */
export const secCodeOf = (kind: EntityKind): "PPD" | "CCD" =>
  kind === "individual" || kind === "joint" ? "PPD" : "CCD";

/** The individual ID of a part's entry: "DP" and the part's id (at most 12 of the field's 15 characters). */
export const achPartReference = (partId: number) => `DP${partId}`;

/** The part id an entry's individual ID names, or null when it names none. */
export function partIdOfReference(reference: string): number | null {
  const match = /^DP([1-9]\d{0,9})$/.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The day the file's entries are meant to settle: the day it is made, or the Monday after when that
 * is a Saturday or Sunday (bank holidays are the bank's to roll forward). A part is marked paid on it.
 */
export function achEffectiveDate(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(today, 2) : weekday === 0 ? addDays(today, 1) : today;
}

/** Why a part is not in the file: it is paid by wire or check instead. */
export const ACH_EXCLUSIONS = {
  no_bank_account: "No verified bank account: pay by wire or check",
  bank_change_pending: "Bank change waiting for a signatory's confirmation: pay by wire or check",
  nothing_to_pay: "Nothing to pay ($0.00)",
  too_large: "More than one ACH entry carries ($99,999,999.99): pay by wire",
} as const;
export type AchExclusion = keyof typeof ACH_EXCLUSIONS;

export interface AchPart {
  partId: number;
  investorName: string;
  memberId: string;
  amountCents: Cents;
}

export interface AchIncludedPart extends AchPart {
  sec: "PPD" | "CCD";
  bankName: string;
  accountMasked: string;
}

export interface AchExcludedPart extends AchPart {
  reason: AchExclusion;
}

/** A distribution's unpaid parts as its ACH file would take them (GET …/distributions/:id/ach). */
export interface AchDistributionView {
  distributionId: number;
  fundType: FundType;
  number: number;
  /** Null when the fund has them; else why no file can be made yet. */
  blocked: string | null;
  included: AchIncludedPart[];
  includedCents: Cents;
  excluded: AchExcludedPart[];
  /** Parts already paid: never in a file again. */
  paidCount: number;
}

/** What marking paid from an uploaded file did. */
export interface AchPaymentsRecorded {
  updated: number;
  paidOn: string;
  totalCents: Cents;
}

/** Where staff download the file, and upload it back once the bank accepted it. */
export const nachaPath = (distributionId: number) => `/api/admin/funds/distributions/${distributionId}/nacha`;
