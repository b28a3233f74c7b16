import { formatCents, formatMoneyCents } from "#domain/format.ts";
import type { InvestorLedger } from "#domain/fund-operations.ts";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import { SAMPLE_COMMITMENTS } from "./demo-timeline.ts";
import { FUND_ACCESS_LABELS, type FundAccess } from "#domain/resource.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import type { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import type { resources } from "#server/platform/db/schema/resources.ts";
import { demoHoldings } from "./demo-records.ts";

/**
 * The demo's files: small PDFs generated at seed time from the same seeded rows the portal shows
 * (commitments, capital calls, holdings), so a download never disagrees with the screen.
 */

const FIRM = "EdFutures";
/**
 * The creation date of the demo files that have no date of their own: fixed, so that the seed
 * makes the same bytes every time and a refill (seed.ts) writes exactly the file it left out.
 */
const DEMO_DATE = "2024-10-15";
export const PDF = "application/pdf";

type DocumentSeed = Omit<typeof investorDocuments.$inferInsert, "entityId">;
type ResourceSeed = Pick<
  typeof resources.$inferInsert,
  "title" | "description" | "category" | "fundAccess" | "isPublic" | "tags" | "fileType" | "fileFormat" | "fileSize"
>;

/** The sample investor's ledger on a day (the seed computes it for each statement's period end). */
export type LedgerAt = (asOf: string) => InvestorLedger | undefined;

/** The investor a personal document is addressed to. */
export interface DemoAddressee {
  fullName: string;
  memberId: string;
  email: string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The last day of a statement period ("Q3 2024", "December 2024", "2023"), YYYY-MM-DD. */
export function periodEnd(period: string): string {
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const quarter = /^Q([1-4]) (\d{4})$/.exec(period);
  if (quarter) return lastDay(Number(quarter[2]), Number(quarter[1]) * 3);
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(period);
  if (month && MONTHS.includes(month[1])) return lastDay(Number(month[2]), MONTHS.indexOf(month[1]) + 1);
  if (/^\d{4}$/.test(period)) return `${period}-12-31`;
  throw new Error(`Unknown statement period "${period}"`);
}

/** The investor's capital account as of a day, from their ledger (fund-ledger.ts) on that day. */
function positionLines(ledger: InvestorLedger | undefined): string[] {
  if (!ledger) return [];
  const lines = [`Capital account as of ${ledger.asOf}`, ""];
  for (const fund of ledger.funds) {
    const a = fund.account;
    lines.push(
      `${fund.fundType}: commitment ${formatCents(a.commitmentCents)}; contributed ${formatCents(a.contributedCents)}; ` +
        `unfunded ${formatCents(a.unfundedCents)}; distributed ${formatCents(a.distributedCents)}` +
        (a.navShareCents !== null ? `; NAV ${formatCents(a.navShareCents)} (${a.navDate})` : ""),
    );
  }
  const t = ledger.total;
  lines.push(
    "",
    `Total: commitment ${formatCents(t.commitmentCents)}; contributed ${formatCents(t.contributedCents)}; ` +
      `unfunded ${formatCents(t.unfundedCents)}; distributed ${formatCents(t.distributedCents)}`,
  );
  const paid = ledger.calls.filter((call) => call.paidOn !== null && call.paidOn <= ledger.asOf).toReversed();
  if (paid.length) {
    lines.push("", "Capital contributed to date:");
    for (const call of paid) {
      lines.push(
        `  ${call.paidOn}  ${call.fundType} call ${call.number}: ${formatCents(call.paidCents)} (${call.purpose})`,
      );
    }
  }
  return lines;
}

function personalLines(doc: DocumentSeed, to: DemoAddressee, ledgerAt: LedgerAt): string[] {
  const header = [
    `Investor: ${to.fullName}`,
    `Member ID: ${to.memberId}`,
    `Email: ${to.email}`,
    `Document: ${doc.name}`,
    ...(doc.documentDate ? [`Date: ${doc.documentDate}`] : []),
    ...(doc.status ? [`Status: ${doc.status}`] : []),
    "",
  ];
  switch (doc.kind) {
    case "subscription": {
      const commitment = SAMPLE_COMMITMENTS[doc.fundType as FundType];
      if (commitment) {
        return [
          ...header,
          `${to.fullName} subscribes for a limited partnership interest in ${FIRM} ${doc.fundType}.`,
          `Capital commitment: ${formatMoneyCents(commitment)}`,
          `Commitment date: ${doc.documentDate}`,
          "Capital is called by notice as the fund invests; each call is payable within ten business days.",
        ];
      }
      return [
        ...header,
        `${to.fullName} has been verified as an accredited investor for ${FIRM} Fund I and Fund II.`,
        "Verification basis: income and net worth, confirmed by a third-party letter.",
      ];
    }
    case "statement_tax": {
      const year = doc.period ?? "";
      return [
        ...header,
        `Schedule K-1 (Form 1065) for tax year ${year}: partner's share of income, deductions and credits.`,
        "",
        ...positionLines(ledgerAt(periodEnd(year))),
      ];
    }
    default:
      return [
        ...header,
        `Statement period: ${doc.period}`,
        "",
        ...positionLines(ledgerAt(periodEnd(doc.period ?? ""))),
      ];
  }
}

/**
 * The holdings a report of a period lists: the active investments (what the portal shows, decision
 * 0023) of the fund acquired by the period's end.
 */
export function demoHoldingsAsOf(fund: string, asOf: string) {
  return demoHoldings.filter((i) => i.fundType === fund && i.acquisitionDate !== null && i.acquisitionDate <= asOf);
}

/** A report's portfolio section: each fund's holdings as of the period's end, with count and total. */
function holdingsLines(funds: readonly string[], period: string): string[] {
  const asOf = periodEnd(period);
  const lines: string[] = [];
  for (const fund of funds) {
    const holdings = demoHoldingsAsOf(fund, asOf);
    const total = holdings.reduce((cents, i) => cents + i.investmentCents, 0);
    lines.push(
      `${fund} portfolio as of ${asOf}: ${holdings.length} ${holdings.length === 1 ? "holding" : "holdings"}, ${formatCents(total)} invested`,
    );
    for (const i of holdings) {
      lines.push(
        `  ${i.name} (${i.location}, ${i.assetType}): ${formatCents(i.investmentCents)}, acquired ${i.acquisitionDate}, estimated ROI ${i.estimatedROI}%`,
      );
    }
    lines.push("");
  }
  return lines;
}

/** The funds a fund-wide report covers. */
const reportFunds = (fundType: string | null | undefined) =>
  fundType === "Both Funds" ? FUND_TYPES : [fundType ?? ""];

/** A fund-wide report's text: its funds' holdings as of the period's end. */
export function demoReportLines(doc: DocumentSeed): string[] {
  return [
    `Fund: ${doc.fundType}`,
    `Period: ${doc.period}`,
    ...(doc.documentDate ? [`Date: ${doc.documentDate}`] : []),
    "",
    ...holdingsLines(reportFunds(doc.fundType), doc.period ?? ""),
    `Shared with every investor of ${doc.fundType === "Both Funds" ? "Fund I or Fund II" : doc.fundType}.`,
  ];
}

function legalLines(doc: DocumentSeed): string[] {
  return [
    `Fund: ${FIRM} ${doc.fundType}`,
    ...(doc.documentDate ? [`Effective date: ${doc.documentDate}`] : []),
    "",
    `The agreement of limited partnership of ${FIRM} ${doc.fundType}: capital commitments, capital`,
    "calls by notice, distributions, the general partner's duties and reporting to limited partners.",
    "",
    `Shared with every investor of ${doc.fundType}.`,
  ];
}

/**
 * A seeded document's file: an investor's own (addressed `to` them) names the investor and their
 * figures; a fund-wide one (`to` null: reports, legal documents) names the fund, never an investor.
 */
export function demoDocumentPdf(
  doc: DocumentSeed,
  to: DemoAddressee | null,
  ledgerAt: LedgerAt = () => undefined,
): Buffer {
  const lines = to ? personalLines(doc, to, ledgerAt) : doc.kind === "legal" ? legalLines(doc) : demoReportLines(doc);
  return renderPdf({ title: doc.name, lines, author: FIRM, date: doc.documentDate ?? DEMO_DATE });
}

/** The quarter a quarterly report resource covers ("Q3 2024 Quarterly ..."), or null. */
const quarterOf = (resource: ResourceSeed) =>
  resource.tags?.includes("quarterly") ? (/^Q[1-4] \d{4}\b/.exec(resource.title)?.[0] ?? null) : null;

/** A seeded resource's text; a quarterly report lists the holdings of the funds it covers. */
export function demoResourceLines(resource: ResourceSeed): string[] {
  const quarter = quarterOf(resource);
  const funds =
    resource.fundAccess === "fund_i" ? ["Fund I"] : resource.fundAccess === "fund_ii" ? ["Fund II"] : FUND_TYPES;
  return [
    `Category: ${resource.category}`,
    `Access: ${resource.isPublic ? "Public" : FUND_ACCESS_LABELS[(resource.fundAccess ?? "general") as FundAccess]}`,
    ...(resource.tags?.length ? [`Tags: ${resource.tags.join(", ")}`] : []),
    "",
    resource.description,
    // A webinar or video's file is its companion notes.
    ...(resource.fileType && resource.fileType !== "Document"
      ? [
          "",
          `Companion notes to the ${resource.fileType.toLowerCase()} (${[resource.fileFormat, resource.fileSize].filter(Boolean).join(", ")}).`,
        ]
      : []),
    ...(quarter ? ["", `Period: ${quarter}`, "", ...holdingsLines(funds, quarter)] : []),
  ];
}

/** A seeded resource's file. */
export function demoResourcePdf(resource: ResourceSeed): Buffer {
  return renderPdf({ title: resource.title, lines: demoResourceLines(resource), author: FIRM, date: DEMO_DATE });
}
