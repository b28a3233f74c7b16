// The one "today" of the platform: a calendar day "YYYY-MM-DD" in UTC, from a clock the caller
// passes (the server's, context.services.now() in loaders), so the server, the browser and the
// ledger (domain/ledger/dates.ts, UTC days too) never disagree about which day it is.

/** The calendar day of `now` in UTC: todayUtc(new Date("2026-11-28T23:30:00-05:00")) → "2026-11-29". */
export function todayUtc(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError("todayUtc needs a valid date");
  return now.toISOString().slice(0, 10);
}
