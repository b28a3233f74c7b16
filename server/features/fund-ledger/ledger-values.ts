import { todayUtc } from "#domain/dates.ts";
// Values of the fund ledger that other code shows or dates by.

/** Today in UTC as YYYY-MM-DD: what is overdue and the "as of" of figures without a valuation. */
export const today = (now = new Date()) => todayUtc(now);

/** A file's size as the document lists show it ("245 KB", "1.2 MB"). */
export const fileSizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
