import { demoK1s } from "#server/seed/demo-investor-records.ts";
import { closedQuarter, demoTimeline } from "#server/seed/demo-timeline.ts";

// The demo is dated relative to the day the server seeded it (the run's first minutes): these are
// the names and dates the seed gave its records today (server/seed/demo-timeline.ts).
const NOW = new Date();
const timeline = demoTimeline(NOW);
const YEAR = NOW.getUTCFullYear();
const monthLabel = (back: number) =>
  new Date(Date.UTC(YEAR, NOW.getUTCMonth() - back, 0)).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
const dateText = (iso: string, month: "long" | "short") =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month, day: "numeric", year: "numeric", timeZone: "UTC" });

export const DEMO = {
  /** The last closed quarter, e.g. "Q3 2026": the latest statement and reports. */
  quarter: closedQuarter(NOW, 0).label,
  /** The last three closed months' statements, newest first. */
  monthlyStatements: [0, 1, 2].map((back) => `${monthLabel(back)} Monthly Statement`),
  /** The K-1s in their season (demoK1s): the next one pending, the last issued one final. */
  k1Pending: demoK1s(NOW).pending.name,
  k1Final: demoK1s(NOW).final.name,
  /** The pending K-1's expected date, YYYY-MM-DD. */
  k1Expected: demoK1s(NOW).pending.expected,
  /** Fund II's fourth call: issued, not yet due. */
  upcomingCall: timeline.calls[6],
  /** Fund II's third call, the newest paid one. */
  lastPaidCall: timeline.calls[5],
  long: (iso: string) => dateText(iso, "long"),
  short: (iso: string) => dateText(iso, "short"),
};
