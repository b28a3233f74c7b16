import { formatDate } from "#domain/format.ts";
import { addDays, dayNumber } from "./dates.ts";

// How long investors have to fund a call (issue 26 §4, decision 0068): the ILPA principles ask for
// at least ten business days, so the call form proposes a due date ten business days after the
// call date and warns when staff shorten it (still allowed: a fund's agreement may say less).
// Business days are Monday to Friday; public holidays are not counted out (which ones apply depends
// on the banks of each investor), so a notice period across a holiday is a day shorter in fact.

export const MIN_NOTICE_BUSINESS_DAYS = 10;

const isWeekend = (date: string) => {
  // 0 Sunday … 6 Saturday; 1970-01-01 (day 0) was a Thursday (4).
  const weekday = ((((dayNumber(date) % 7) + 7) % 7) + 4) % 7;
  return weekday === 0 || weekday === 6;
};

/** The business day `count` business days after `date` (weekends skipped): addBusinessDays("2026-11-27", 1) → "2026-11-30". */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

/** The earliest due date that gives investors the full notice period. */
export const defaultDueDate = (callDate: string) => addBusinessDays(callDate, MIN_NOTICE_BUSINESS_DAYS);

/** Why a due date is short, or null when it gives at least ten business days. */
export function dueDateWarning(callDate: string, dueDate: string): string | null {
  const earliest = defaultDueDate(callDate);
  if (dueDate >= earliest) return null;
  return `The due date gives investors fewer than ${MIN_NOTICE_BUSINESS_DAYS} business days to fund the call (ILPA principles); ${formatDate(earliest)} would give them the full period. You can still issue it.`;
}
