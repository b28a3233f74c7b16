/**
 * The Investor Portal's Quick Reports (sidebar): firm-wide sample content (the decisions file lets
 * it live in a typed module). Their downloads are served elsewhere; `id` lets that code map each
 * item to its file. Dates are YYYY-MM-DD, up to the demo records' latest (January 2025).
 */
export const QUICK_REPORT_TYPES = ["Monthly", "Quarterly", "Annual", "Custom"] as const;
export type QuickReportType = (typeof QUICK_REPORT_TYPES)[number];

export interface QuickReport {
  id: string;
  name: string;
  type: QuickReportType;
  /** Human-readable file size, e.g. "1.2 MB". */
  size: string;
  /** YYYY-MM-DD */
  date: string;
}

export const quickReports: readonly QuickReport[] = [
  {
    id: "monthly-snapshot-2024-12",
    name: "December 2024 Portfolio Snapshot",
    type: "Monthly",
    size: "640 KB",
    date: "2025-01-10",
  },
  {
    id: "quarterly-review-2024-q3",
    name: "Q3 2024 Fund Performance Review",
    type: "Quarterly",
    size: "2.1 MB",
    date: "2024-10-18",
  },
  {
    id: "annual-report-2023",
    name: "2023 Annual Investor Report",
    type: "Annual",
    size: "4.8 MB",
    date: "2024-04-30",
  },
  {
    id: "custom-clean-energy-exposure-2024",
    name: "Clean Energy Exposure Analysis",
    type: "Custom",
    size: "1.3 MB",
    date: "2024-12-06",
  },
];
