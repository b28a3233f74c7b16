// Dates are shown in UTC so the server's render and the browser's hydration always agree.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDateFormat.format(new Date(iso));

const usdWholeFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** Whole US dollars, e.g. "$2,500,000". */
export const formatUsd = (amount: number) => usdWholeFormat.format(amount);
/** A 0–100 percentage with at most one decimal, e.g. "75%" or "67.5%". */
export const formatPercent = (percent: number) => `${percentFormat.format(percent)}%`;
