// What an investing entity holds beyond its name and kind (decision 0060, slices 3 to 5): the tax
// details, the bank accounts for distributions, and the invitations its owners send.

/** The IRS form an entity's tax status rests on: W-9 for US persons, W-8BEN or W-8BEN-E otherwise. */
export const TAX_FORM_KINDS = ["W-9", "W-8BEN", "W-8BEN-E"] as const;
export type TaxFormKind = (typeof TAX_FORM_KINDS)[number];

/** Where an entity's tax form stands: none yet, received (uploaded, not reviewed), accepted, rejected. */
export const TAX_FORM_STATUSES = ["missing", "received", "accepted", "rejected"] as const;
export type TaxFormStatus = (typeof TAX_FORM_STATUSES)[number];

/**
 * A bank account for distributions: `pending` until a signatory confirms it from the e-mailed link,
 * then `active` (at most one per entity); the one it replaced becomes `replaced`; a change nobody
 * confirmed, or one a signatory refused, is `cancelled`.
 */
export const BANK_ACCOUNT_STATUSES = ["pending", "active", "replaced", "cancelled"] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];
