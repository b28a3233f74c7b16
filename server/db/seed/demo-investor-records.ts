import type { capitalCalls } from "../schema/capital-calls.ts";
import type { investorDocuments } from "../schema/investor-documents.ts";

type CallSeed = Omit<typeof capitalCalls.$inferInsert, "userId">;
type DocumentSeed = Omit<typeof investorDocuments.$inferInsert, "userId">;

/**
 * The sample investor's capital call history. Each fund's completed calls add up exactly to the
 * called amount of its commitment (demo-users.ts: Fund I 1,125,000; Fund II 675,000); the seed checks it.
 */
export const demoInvestorCapitalCalls: CallSeed[] = [
  {
    fundType: "Fund I",
    callNumber: 1,
    amount: "500000.00",
    purpose: "Initial property acquisition",
    callDate: "2023-04-17",
  },
  {
    fundType: "Fund I",
    callNumber: 2,
    amount: "375000.00",
    purpose: "Property renovation and improvements",
    callDate: "2023-11-06",
  },
  {
    fundType: "Fund I",
    callNumber: 3,
    amount: "250000.00",
    purpose: "Additional property acquisition",
    callDate: "2024-06-14",
  },
  {
    fundType: "Fund II",
    callNumber: 1,
    amount: "300000.00",
    purpose: "Initial portfolio investments",
    callDate: "2023-10-16",
  },
  {
    fundType: "Fund II",
    callNumber: 2,
    amount: "225000.00",
    purpose: "Technology company follow-on investment",
    callDate: "2024-03-01",
  },
  {
    fundType: "Fund II",
    callNumber: 3,
    amount: "150000.00",
    purpose: "Growth capital deployment",
    callDate: "2024-09-16",
  },
  // Announced, not yet paid (the due date): not part of the amount called. The portal's Upcoming
  // Events names the same due date (app/content/portal/events.ts).
  {
    fundType: "Fund II",
    callNumber: 4,
    amount: "150000.00",
    purpose: "Follow-on investments in portfolio companies",
    status: "Scheduled",
    callDate: "2027-01-15",
  },
];

const key = (file: string) => `demo/investor/${file}`;

/** Final statements covering both funds, one per [period, issued date, size]. */
function statements(
  kind: "statement_quarterly" | "statement_monthly",
  label: string,
  rows: ReadonlyArray<readonly [period: string, documentDate: string, fileSize: string]>,
): DocumentSeed[] {
  return rows.map(([period, documentDate, fileSize]) => ({
    kind,
    name: `${period} ${label} Statement`,
    fundType: "Both Funds",
    period,
    fileSize,
    documentDate,
    status: "Final",
    storageKey: key(`statement-${period.toLowerCase().replace(" ", "-")}.pdf`),
  }));
}

/** The sample investor's own documents: subscription documents and statements. */
export const demoInvestorDocuments: DocumentSeed[] = [
  {
    kind: "subscription",
    name: "Fund I Subscription Agreement",
    fundType: "Fund I",
    fileSize: "2.4 MB",
    documentDate: "2023-03-15",
    status: "Executed",
    storageKey: key("fund-i-subscription-agreement.pdf"),
  },
  {
    kind: "subscription",
    name: "Fund II Subscription Agreement",
    fundType: "Fund II",
    fileSize: "2.1 MB",
    documentDate: "2023-09-01",
    status: "Executed",
    storageKey: key("fund-ii-subscription-agreement.pdf"),
  },
  {
    kind: "subscription",
    name: "Accredited Investor Verification",
    fundType: "Both Funds",
    fileSize: "856 KB",
    documentDate: "2023-03-10",
    status: "Verified",
    storageKey: key("accredited-investor-verification.pdf"),
  },
  ...statements("statement_quarterly", "Quarterly", [
    ["Q3 2024", "2024-10-15", "1.2 MB"],
    ["Q2 2024", "2024-07-15", "1.1 MB"],
  ]),
  ...statements("statement_monthly", "Monthly", [
    ["December 2024", "2025-01-10", "456 KB"],
    ["November 2024", "2024-12-10", "442 KB"],
    ["October 2024", "2024-11-08", "438 KB"],
  ]),
  {
    kind: "statement_tax",
    name: "2023 Schedule K-1",
    fundType: "Both Funds",
    period: "2023",
    fileSize: "324 KB",
    documentDate: "2024-03-15",
    status: "Final",
    storageKey: key("k1-2023.pdf"),
  },
  {
    // Not issued yet: no file, no size; the portal shows the expected date.
    kind: "statement_tax",
    name: "2024 Schedule K-1",
    fundType: "Both Funds",
    period: "2024",
    status: "Pending",
    expectedDate: "2025-03-15",
  },
];

/** Fund-wide reports and legal documents (no owner): every investor or viewer with access to the fund sees them. */
export const demoFundDocuments: DocumentSeed[] = [
  {
    kind: "report",
    name: "Q3 2024 Portfolio Summary",
    fundType: "Both Funds",
    period: "Q3 2024",
    fileSize: "2.3 MB",
    documentDate: "2024-10-20",
    status: "Final",
    storageKey: "demo/funds/q3-2024-portfolio-summary.pdf",
  },
  {
    kind: "report",
    name: "Fund I Q3 2024 Performance Report",
    fundType: "Fund I",
    period: "Q3 2024",
    fileSize: "1.8 MB",
    documentDate: "2024-10-18",
    status: "Final",
    storageKey: "demo/funds/fund-i-q3-2024-performance.pdf",
  },
  {
    kind: "report",
    name: "Fund II Q3 2024 Performance Report",
    fundType: "Fund II",
    period: "Q3 2024",
    fileSize: "1.9 MB",
    documentDate: "2024-10-18",
    status: "Final",
    storageKey: "demo/funds/fund-ii-q3-2024-performance.pdf",
  },
  {
    kind: "legal",
    name: "Fund I Limited Partnership Agreement",
    fundType: "Fund I",
    fileSize: "1.6 MB",
    documentDate: "2023-01-15",
    status: "Final",
    storageKey: "demo/funds/fund-i-limited-partnership-agreement.pdf",
  },
  {
    kind: "legal",
    name: "Fund II Limited Partnership Agreement",
    fundType: "Fund II",
    fileSize: "1.7 MB",
    documentDate: "2023-07-01",
    status: "Final",
    storageKey: "demo/funds/fund-ii-limited-partnership-agreement.pdf",
  },
];
