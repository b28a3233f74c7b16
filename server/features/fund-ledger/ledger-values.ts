import { todayUtc } from "#domain/dates.ts";
// Values of the fund ledger that other code shows or dates by.

/** Today in UTC as YYYY-MM-DD: what is overdue and the "as of" of figures without a valuation. */
export const today = (now = new Date()) => todayUtc(now);
