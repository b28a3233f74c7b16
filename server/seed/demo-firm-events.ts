import type { FirmEventData } from "#domain/firm-event.ts";
import { firm, headOfficeLine } from "#domain/firm.ts";

/** YYYY-MM-DD of the `n`th `weekday` (0 Sunday … 6 Saturday) of a month (month0 may run past 11). */
function nthWeekday(year: number, month0: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month0, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, month0, 1 + offset + (n - 1) * 7)).toISOString().slice(0, 10);
}

/**
 * The demo's meetings, dated from the day the seed runs and in the seasons a fund manager holds
 * them (decision 0046): the next quarterly investor call (the second Wednesday of the second month
 * after a quarter closes, once its figures are in), the Fund II advisory committee a month after it
 * (Fund II's investors only), and the annual meeting (the second Thursday of May). Capital call
 * due dates are not here: the portal reads them from the ledger.
 */
export function demoFirmEvents(now: Date): FirmEventData[] {
  const today = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  // The quarter that closed last, then the next, until its call is still ahead.
  let quarterIndex = year * 4 + Math.floor(now.getUTCMonth() / 3) - 1;
  const callOf = (index: number) => nthWeekday(Math.floor(index / 4), (index % 4) * 3 + 4, 3, 2);
  while (callOf(quarterIndex) < today) quarterIndex++;
  const quarterLabel = `Q${(quarterIndex % 4) + 1} ${Math.floor(quarterIndex / 4)}`;
  const quarterlyCall = callOf(quarterIndex);
  const [callYear, callMonth] = quarterlyCall.split("-").map(Number);
  const annualThisYear = nthWeekday(year, 4, 4, 2);
  const annualMeeting = annualThisYear >= today ? annualThisYear : nthWeekday(year + 1, 4, 4, 2);
  return [
    {
      title: `${quarterLabel} Quarterly Investor Call`,
      date: quarterlyCall,
      time: "11:00",
      timeZone: "America/New_York",
      durationMinutes: 60,
      type: "Virtual Meeting",
      location: "Video conference; the joining link is e-mailed to investors a week before",
      description: `Fund I and Fund II results for ${quarterLabel}, followed by questions from investors.`,
      fundType: null,
    },
    {
      title: "Fund II Limited Partner Advisory Committee",
      date: nthWeekday(callYear, callMonth, 2, 3),
      time: "13:00",
      timeZone: "America/New_York",
      durationMinutes: 90,
      type: "Virtual Meeting",
      location: "Video conference; the joining link is e-mailed to Fund II's investors",
      description: "Valuations, conflicts of interest and the pipeline of Fund II, with its advisory committee.",
      fundType: "Fund II",
    },
    {
      title: `${annualMeeting.slice(0, 4)} Annual Investor Meeting`,
      date: annualMeeting,
      time: "09:30",
      timeZone: "America/Los_Angeles",
      durationMinutes: 360,
      type: "In-Person",
      location: `${firm.name} headquarters, ${headOfficeLine}`,
      description: "A day with the investment team: portfolio reviews, property tours and the outlook for both funds.",
      fundType: null,
    },
  ];
}
