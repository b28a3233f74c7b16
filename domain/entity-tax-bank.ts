// An entity's tax details and bank account for distributions (decision 0060, slice 5): the masks
// every answer shows and what the pages read. No zod here: the pages' bundles import it (the
// inputs' schemas are in entity-tax-bank-inputs.ts).
import type { EntityRole } from "./entities.ts";
import { type BankAccountStatus, type TaxFormKind, type TaxFormStatus } from "./entity-details.ts";

/**
 * The tax classifications an entity states on its form. `idKind` says which number it has: an
 * SSN (or ITIN) for a person, an EIN for anything else; the mask follows it. There is no column
 * for the number's kind, so it is read from the classification.
 */
export const TAX_CLASSIFICATIONS = {
  individual: { label: "Individual or sole proprietor", idKind: "ssn" },
  trust: { label: "Trust or estate", idKind: "ein" },
  c_corporation: { label: "C corporation", idKind: "ein" },
  s_corporation: { label: "S corporation", idKind: "ein" },
  partnership: { label: "Partnership", idKind: "ein" },
  llc: { label: "Limited liability company", idKind: "ein" },
  exempt: { label: "Tax-exempt organization, IRA or pension plan", idKind: "ein" },
} as const;
export type TaxClassification = keyof typeof TAX_CLASSIFICATIONS;
export const TAX_CLASSIFICATION_KEYS = Object.keys(TAX_CLASSIFICATIONS) as [TaxClassification, ...TaxClassification[]];
export type TaxIdKind = "ssn" | "ein";

export const taxIdKindOf = (classification: string | null): TaxIdKind =>
  classification && classification in TAX_CLASSIFICATIONS
    ? TAX_CLASSIFICATIONS[classification as TaxClassification].idKind
    : "ein";

/** "•••-••-1234" for an SSN, "••-•••1234" for an EIN; null when no tax ID is on file. */
export function maskTaxId(last4: string | null, kind: TaxIdKind): string | null {
  if (!last4) return null;
  return kind === "ssn" ? `•••-••-${last4}` : `••-•••${last4}`;
}

/** The full number as it is written: 123-45-6789 (SSN) or 12-3456789 (EIN). */
export function formatTaxId(digits: string, kind: TaxIdKind): string {
  return kind === "ssn"
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** "••••6789": an account or routing number's last 4 digits only. */
export const maskNumber = (last4: string) => `••••${last4}`;

/** An ABA routing number's check digit: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** Staff review a received form: accepted, or rejected (the entity uploads another). */
export const TAX_FORM_REVIEWS = ["accepted", "rejected"] as const;
export type TaxFormReview = (typeof TAX_FORM_REVIEWS)[number];

/** How long a bank change's e-mailed link works. */
export const BANK_CHANGE_TTL_HOURS = 48;

/** A bank account as every answer shows it: the bank, the holder and the last 4 digits only. */
export interface MaskedBankAccount {
  id: number;
  bankName: string;
  accountName: string;
  routingMasked: string;
  accountMasked: string;
  status: BankAccountStatus;
  requestedAt: string;
  requestedBy: string | null;
  confirmationExpiresAt: string | null;
  confirmedAt: string | null;
}

/** The Tax and bank section of an entity, as the person reading it may see it. */
export interface EntityTaxBank {
  entityId: number;
  role: EntityRole;
  taxClassification: TaxClassification | null;
  taxIdKind: TaxIdKind;
  taxIdMasked: string | null;
  taxForm: { kind: TaxFormKind | null; status: TaxFormStatus; receivedAt: string | null; hasFile: boolean };
  bank: { active: MaskedBankAccount | null; pending: MaskedBankAccount | null };
  may: { act: boolean; revealTaxId: boolean; changeBank: boolean };
}

/** What staff see of an entity's tax form and bank account (the staff panel). */
export interface StaffTaxBank {
  entityId: number;
  legalName: string;
  taxClassification: TaxClassification | null;
  taxIdMasked: string | null;
  taxForm: EntityTaxBank["taxForm"];
  bank: EntityTaxBank["bank"];
}

/** A bank change as its e-mailed link shows it (before the signatory confirms or cancels it). */
export interface BankChangeLink {
  entityId: number;
  legalName: string;
  account: MaskedBankAccount;
}

export const TAX_FORM_STATUS_LABELS: Record<TaxFormStatus, string> = {
  missing: "Not received",
  received: "Received, being reviewed",
  accepted: "Accepted",
  rejected: "Rejected: upload a new form",
};
