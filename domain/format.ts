// The one place that turns money, percentages and dates into text, for the pages and the server's
// documents alike (imports nothing).
//
// Money is exact. Amounts arrive from the database as decimal strings ("8500000.00"); they are
// handed to Intl as strings, which formats them as exact decimals (ECMA-402 NumberFormat v3), so
// no amount ever passes through a floating-point number on its way to the screen. Numbers are
// accepted for values the code computed itself. Rounding is half away from zero.
//
// THE MONEY RULE (docs/product.md §Figures, decision 0046): a ledger amount always shows its cents.
// A ledger amount is money an investor or a fund owes, paid or holds: commitments, contributed
// and remaining (unfunded) capital, capital calls and their parts, distributions, NAV and NAV
// shares, statement and notice lines. Every face shows it the same way (portal, profile, staff
// screens, notices, statements, e-mails), so "$17,377.05" on a notice is "$17,377.05" in the
// portal. Whole dollars are only for amounts that are not the ledger's: the size of a holding or a
// pipeline deal, the firm's published figures. There is on purpose no formatter that rounds ledger
// cents to dollars.
// - formatMoney: whole US dollars, for amounts that are not the ledger's ("$8,500,000").
// - formatMoneyCents: dollars and cents ("$1,250.50"), for a ledger amount given in dollars
//   (decimal text, or a number the code computed from cents).
// - formatCents: the same for the ledger's integer cents (domain/ledger/money.ts), turned into a
//   decimal string by digits, not by dividing by 100.
// - formatCentsCompact: ledger cents abbreviated ("$1.5M"), only for a chart's axis ticks.
// - formatPercent: a share of a whole (contributed, called, occupancy), at most one decimal ("67.5%").
// - formatRoi: a rate of return, always one decimal ("13.5%", "22.0%"), the precision the
//   investment schema allows (domain/investment.ts).
// - formatRatio and formatIrr: the ledger's performance figures (domain/ledger/performance.ts), a
//   multiple with two decimals ("1.30x") and a yearly rate from a fraction ("37.3%"). Either is
//   null when undefined (nothing paid in, no IRR), and then shows NOT_AVAILABLE, never "NaN".
// Dates are shown in UTC with a fixed locale, so the server's render and the browser's hydration
// always agree.
//
// The formatters are built once, at module level, and marked pure so the browser build leaves out
// those no page uses. The module sits in the home page's bundle (article dates): keep it small.

/** A decimal string as stored ("1250.50") or a number the code computed. */
export type Amount = string | number;

// Intl formats a numeric string exactly; TypeScript's lib types only say number | bigint.
type ExactFormat = (value: Amount) => string;
const exact = (format: Intl.NumberFormat): ExactFormat => format.format as ExactFormat;

const usdWhole = /* @__PURE__ */ new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const usdCents = /* @__PURE__ */ new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usdCompact = /* @__PURE__ */ new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const shareFormat = /* @__PURE__ */ new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const rateFormat = /* @__PURE__ */ new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const multipleFormat = /* @__PURE__ */ new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortDate = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const timeOfDay = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" });
const relative = /* @__PURE__ */ new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** Whole US dollars: "8500000.00" → "$8,500,000", "1250.50" → "$1,251". */
export const formatMoney = (amount: Amount) => exact(usdWhole)(amount);
/** Dollars and cents: "1250.5" → "$1,250.50". */
export const formatMoneyCents = (amount: Amount) => exact(usdCents)(amount);
/** Ledger cents (a safe integer) as the decimal text the formatters read exactly: -5 → "-0.05". */
const centsDecimal = (cents: number) => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return `${cents < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
/** Ledger cents abbreviated, for a chart's axis: 150000000 → "$1.5M", 75000000 → "$750K". */
export const formatCentsCompact = (cents: number) => exact(usdCompact)(centsDecimal(cents));
/** Ledger cents in dollars and cents: 150000050 → "$1,500,000.50". */
export const formatCents = (cents: number) => formatMoneyCents(centsDecimal(cents));
/** A 0–100 share with at most one decimal: 75 → "75%", "67.50" → "67.5%". */
export const formatPercent = (percent: Amount) => `${exact(shareFormat)(percent)}%`;
/** A rate of return with one decimal: "13.50" → "13.5%", 22 → "22.0%". */
export const formatRoi = (percent: Amount) => `${exact(rateFormat)(percent)}%`;

/** What a figure that cannot be computed shows: an em dash. */
export const NOT_AVAILABLE = "—";
const known = (value: number | null): value is number => value !== null && Number.isFinite(value);
/** A multiple (DPI, RVPI, TVPI, MOIC) with two decimals: 1.3 → "1.30x"; null → "—". */
export const formatRatio = (ratio: number | null) =>
  known(ratio) ? `${multipleFormat.format(ratio)}x` : NOT_AVAILABLE;
/** A yearly rate given as a fraction, one decimal: 0.373362535 → "37.3%", -0.05 → "-5.0%"; null → "—". */
export const formatIrr = (rate: number | null) => (known(rate) ? formatRoi(rate * 100) : NOT_AVAILABLE);

/** "2026-11-23" or an ISO instant → "November 23, 2026". */
export const formatDate = (iso: string) => longDate.format(new Date(iso));
/** "2026-11-23" or an ISO instant → "Nov 23, 2026". */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
/** An ISO instant → "Nov 23, 2026, 2:20 AM UTC". */
export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
/** The time of day of an instant, in UTC and saying so: "2026-11-23T14:20:00Z" → "2:20 PM UTC". */
export const formatTime = (at: string | Date) => `${timeOfDay.format(new Date(at))} UTC`;

/**
 * "just now", "3 minutes ago", "yesterday" from `now` (the loader's clock, so the server and the
 * browser agree); a week or more apart, the date and time.
 */
export function formatRelativeTime(at: string, now: string) {
  const seconds = Math.round((new Date(at).getTime() - new Date(now).getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return "just now";
  if (abs < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), "hour");
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), "day");
  return formatDateTime(at);
}

/**
 * The size of a stored investor document or data set, from its bytes (decision 0056): whole KB
 * below a megabyte, at least 1 ("245 KB"), then one decimal ("1.2 MB", "1.5 GB"); null (no size
 * known) stays null. The database keeps bytes; this is the one place they become this text.
 */
export function formatStoredSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < MIB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * MIB) return `${(bytes / MIB).toFixed(1)} MB`;
  return `${(bytes / (1024 * MIB)).toFixed(1)} GB`;
}
const MIB = 1024 * 1024;

/** "842 B", "12.3 KB", "2.4 MB": the size shown beside a media file or resource, and upload limits. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
