import { formatDate } from "#domain/format.ts";
import { addDays, dayNumber } from "./dates.ts";

// The dates the fund ledger accepts (decision 0044; docs/product.md §Fund operations). One place
// for every rule, so the API, the screens and the demo seed refuse the same things:
//
// - A call, a distribution, a payment and a valuation happen on a day that has come: none is dated
//   after today. A call's due date may be (it usually is).
// - Nothing of a fund is dated before its first close: no investor had committed to it yet.
// - A call is not dated before the fund's latest call: calls are numbered in date order, so Call #6
//   cannot precede Call #5 (the same day is fine).
// - A payment is not dated before the call or distribution it settles was issued.
// - A valuation describes a month end (quarter ends are month ends), unless staff mark it as an
//   interim valuation.
//
// Each function answers the failing fields with one message each, {} when the dates are possible.
// "Today" is the caller's (an injectable clock in the service), never read here.

export interface FundCalendar {
  fundType: string;
  /** "YYYY-MM-DD" */
  today: string;
  /** The fund's first close; null when unknown (then there is no lower bound). */
  firstClose: string | null;
}

export type DateErrors = Record<string, string>;

/** Whether a "YYYY-MM-DD" day is the last of its month (every quarter end is one). */
export const isMonthEnd = (date: string) => addDays(date, 1).slice(8) === "01";

/** The latest month end on or before `date`: a valuation form's first suggestion. */
export const latestMonthEnd = (date: string) => (isMonthEnd(date) ? date : addDays(`${date.slice(0, 8)}01`, -1));

function happened(field: string, label: string, date: string, calendar: FundCalendar, errors: DateErrors) {
  dayNumber(date);
  if (date > calendar.today) {
    errors[field] = `${label} cannot be in the future (today is ${formatDate(calendar.today)})`;
  } else if (calendar.firstClose !== null && date < calendar.firstClose) {
    errors[field] =
      `${label} cannot be before ${calendar.fundType}'s first close on ${formatDate(calendar.firstClose)}`;
  }
  return errors;
}

export function callDateErrors(
  callDate: string,
  calendar: FundCalendar & { latestCall: { number: number; callDate: string } | null },
): DateErrors {
  const errors = happened("callDate", "Call date", callDate, calendar, {});
  const latest = calendar.latestCall;
  if (!errors.callDate && latest && callDate < latest.callDate) {
    errors.callDate = `Call date cannot be before ${calendar.fundType}'s latest call, Call #${latest.number} of ${formatDate(latest.callDate)}`;
  }
  return errors;
}

export const distributionDateErrors = (distributionDate: string, calendar: FundCalendar): DateErrors =>
  happened("distributionDate", "Distribution date", distributionDate, calendar, {});

/** `issuedOn`: the latest call or distribution date among the parts being paid. */
export function paymentDateErrors(paidOn: string, calendar: FundCalendar, issuedOn: string | null): DateErrors {
  const errors = happened("paidOn", "Received date", paidOn, calendar, {});
  if (!errors.paidOn && issuedOn !== null && paidOn < issuedOn) {
    errors.paidOn = `Received date cannot be before the notice was issued on ${formatDate(issuedOn)}`;
  }
  return errors;
}

export function valuationDateErrors(asOf: string, interim: boolean, calendar: FundCalendar): DateErrors {
  const errors = happened("asOf", "Valuation date", asOf, calendar, {});
  if (!errors.asOf && !interim && !isMonthEnd(asOf)) {
    errors.asOf = "Valuation date must be a month or quarter end (like 2026-09-30), unless it is an interim valuation";
  }
  return errors;
}
