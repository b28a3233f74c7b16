import { addDays } from "#domain/ledger/dates.ts";
import { closedQuarter, monthsAgo } from "./demo-timeline.ts";
import type { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";

type DocumentSeed = Omit<typeof investorDocuments.$inferInsert, "entityId">;

const key = (file: string) => `demo/investor/${file}`;

/** Final statements covering both funds, one per [period, issued date, size]. */
function statements(
  kind: "statement_quarterly" | "statement_monthly",
  label: string,
  rows: ReadonlyArray<readonly [period: string, documentDate: string]>,
): DocumentSeed[] {
  return rows.map(([period, documentDate]) => ({
    kind,
    name: `${period} ${label} Statement`,
    fundType: "Both Funds",
    period,
    documentDate,
    status: "Final",
    storageKey: key(`statement-${period.toLowerCase().replace(" ", "-")}.pdf`),
  }));
}

/** A document's date: `days` after `date`, but never after yesterday (a demo never shows a future issue date). */
const issued = (now: Date, date: string, days: number) => {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const at = addDays(date, days);
  return at < yesterday ? at : yesterday;
};

/** The month `back` months before `now`: its label ("October 2026") and last day. */
function closedMonth(now: Date, back: number) {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 0));
  const label = end.toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  return { label, end: end.toISOString().slice(0, 10) };
}

/**
 * The demo's K-1s in their season (decision 0046): a tax year's K-1 goes out by March 15 of the
 * next year. Until then the last tax year's is pending; from March 15 it is issued (final) and the
 * pending one is the current year's, expected next March 15. So in November the 2025 K-1 is final
 * and the 2026 one is expected on March 15, 2027; never "2025's expected in December 2026".
 */
export function demoK1s(now: Date) {
  const year = now.getUTCFullYear();
  const pendingYear = now.toISOString().slice(0, 10) < `${year}-03-15` ? year - 1 : year;
  return {
    pending: { taxYear: pendingYear, name: `${pendingYear} Schedule K-1`, expected: `${pendingYear + 1}-03-15` },
    final: { taxYear: pendingYear - 1, name: `${pendingYear - 1} Schedule K-1`, issued: `${pendingYear}-03-15` },
  };
}

/**
 * The sample investor's own documents, dated relative to `now`: subscription documents from the
 * commitment dates, the last two closed quarters' statements, the last three months' statements,
 * the last issued K-1 (final) and the next one (pending, expected ahead: demoK1s).
 */
export function demoInvestorDocuments(now: Date): DocumentSeed[] {
  const k1 = demoK1s(now);
  const quarters = [closedQuarter(now, 0), closedQuarter(now, 1)];
  const months = [closedMonth(now, 0), closedMonth(now, 1), closedMonth(now, 2)];
  return [
    {
      kind: "subscription",
      name: "Fund I Subscription Agreement",
      fundType: "Fund I",
      documentDate: monthsAgo(now, 44),
      status: "Executed",
      storageKey: key("fund-i-subscription-agreement.pdf"),
    },
    {
      kind: "subscription",
      name: "Fund II Subscription Agreement",
      fundType: "Fund II",
      documentDate: monthsAgo(now, 38, 1),
      status: "Executed",
      storageKey: key("fund-ii-subscription-agreement.pdf"),
    },
    {
      kind: "subscription",
      name: "Accredited Investor Verification",
      fundType: "Both Funds",
      documentDate: monthsAgo(now, 44, 10),
      status: "Verified",
      storageKey: key("accredited-investor-verification.pdf"),
    },
    ...statements(
      "statement_quarterly",
      "Quarterly",
      quarters.map((q) => [q.label, issued(now, q.end, 15)] as const),
    ),
    ...statements(
      "statement_monthly",
      "Monthly",
      months.map((m) => [m.label, issued(now, m.end, 10)] as const),
    ),
    {
      kind: "statement_tax",
      name: k1.final.name,
      fundType: "Both Funds",
      period: String(k1.final.taxYear),
      documentDate: k1.final.issued,
      status: "Final",
      storageKey: key(`k1-${k1.final.taxYear}.pdf`),
    },
    {
      // Not issued yet: no file, no size; the portal shows the expected date.
      kind: "statement_tax",
      name: k1.pending.name,
      fundType: "Both Funds",
      period: String(k1.pending.taxYear),
      status: "Pending",
      expectedDate: k1.pending.expected,
    },
  ];
}

/** Fund-wide reports (the last closed quarter) and legal documents: every investor or viewer with access to the fund sees them. */
export function demoFundDocuments(now: Date): DocumentSeed[] {
  const q = closedQuarter(now, 0);
  const slug = q.label.toLowerCase().replace(" ", "-");
  return [
    {
      kind: "report",
      name: `${q.label} Portfolio Summary`,
      fundType: "Both Funds",
      period: q.label,
      documentDate: issued(now, q.end, 20),
      status: "Final",
      storageKey: `demo/funds/${slug}-portfolio-summary.pdf`,
    },
    {
      kind: "report",
      name: `Fund I ${q.label} Performance Report`,
      fundType: "Fund I",
      period: q.label,
      documentDate: issued(now, q.end, 18),
      status: "Final",
      storageKey: `demo/funds/fund-i-${slug}-performance.pdf`,
    },
    {
      kind: "report",
      name: `Fund II ${q.label} Performance Report`,
      fundType: "Fund II",
      period: q.label,
      documentDate: issued(now, q.end, 18),
      status: "Final",
      storageKey: `demo/funds/fund-ii-${slug}-performance.pdf`,
    },
    {
      kind: "legal",
      name: "Fund I Limited Partnership Agreement",
      fundType: "Fund I",
      documentDate: monthsAgo(now, 46),
      status: "Final",
      storageKey: "demo/funds/fund-i-limited-partnership-agreement.pdf",
    },
    {
      kind: "legal",
      name: "Fund II Limited Partnership Agreement",
      fundType: "Fund II",
      documentDate: monthsAgo(now, 40, 1),
      status: "Final",
      storageKey: "demo/funds/fund-ii-limited-partnership-agreement.pdf",
    },
  ];
}
