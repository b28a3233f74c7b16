import * as z from "zod/mini";

// The statuses and types the fund-operations ledger stores. The database refuses any other value
// (CHECK constraints written from these lists), so a status in code is always one of these.

/** A call part's stored status; Overdue is derived from the due date (domain/ledger/capital-account.ts). */
export const callPartStatusSchema = z.enum(["Pending", "Paid"]);
export type StoredCallPartStatus = z.infer<typeof callPartStatusSchema>;
export const CALL_PART_STATUSES = callPartStatusSchema.options;

export const distributionPartStatusSchema = z.enum(["Scheduled", "Paid"]);
export type StoredDistributionPartStatus = z.infer<typeof distributionPartStatusSchema>;
export const DISTRIBUTION_PART_STATUSES = distributionPartStatusSchema.options;

export const distributionTypeSchema = z.enum(["return_of_capital", "income", "gain"]);
export type DistributionType = z.infer<typeof distributionTypeSchema>;
export const DISTRIBUTION_TYPES = distributionTypeSchema.options;
export const DISTRIBUTION_TYPE_LABELS: Record<DistributionType, string> = {
  return_of_capital: "Return of capital",
  income: "Income",
  gain: "Gain",
};

/** The version of the e-delivery consent notice an investor accepts; bump it when the text changes. */
export const EDELIVERY_NOTICE_VERSION = "2026-11";
