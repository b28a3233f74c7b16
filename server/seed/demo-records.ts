import type { AssetType, FundType, InvestmentStatus } from "#domain/investment.ts";
import type { investments } from "#server/platform/db/schema/investments.ts";

type DemoInvestment = typeof investments.$inferInsert & {
  fundType: FundType;
  assetType: AssetType;
  status: InvestmentStatus;
  acquisitionDate: string | null;
};

/**
 * The other sample records the demo needs: investments, resources and videos.
 *
 * The investments are the firm's holdings (decision 0023): the active ones are the portfolio the
 * Investor Portal shows and the quarterly reports list, and together they bear out the firm's
 * figures and the fund pages (more than $20M under management and more than 5 portfolio companies;
 * Fund I's properties each worth at least $5M in North America or Europe, of its four property
 * types; Fund II's investments each $2M-$20M). tests/api/demo-holdings.test.ts checks this.
 * SkillPath is still pending: it is in the Fund II pipeline, not the portfolio.
 */
export const demoInvestments: DemoInvestment[] = [
  {
    name: "Riverside Learning Campus",
    description:
      "A 120,000 sq ft vocational training campus leased to a regional community college on a 15-year lease.",
    location: "Riverside, CA",
    fundType: "Fund I",
    assetType: "Workforce Training",
    status: "active",
    investmentCents: 850_000_000,
    estimatedROI: "13.50",
    riskLevel: "low",
    acquisitionDate: "2023-05-04",
    occupancyPercent: 100,
  },
  {
    name: "Harbor Cultural Hotel",
    description: "Boutique hotel and conference centre beside a new cultural district.",
    location: "Barcelona, Spain",
    fundType: "Fund I",
    assetType: "Hospitality & Cultural",
    status: "active",
    investmentCents: 1_200_000_000,
    estimatedROI: "14.20",
    riskLevel: "medium",
    acquisitionDate: "2023-06-22",
    occupancyPercent: 82,
  },
  {
    name: "Inland Empire Student Residences",
    description: "Purpose-built student housing of 420 beds serving two nearby university campuses.",
    location: "Ontario, CA",
    fundType: "Fund I",
    assetType: "Education",
    status: "active",
    investmentCents: 975_000_000,
    estimatedROI: "12.80",
    riskLevel: "low",
    acquisitionDate: "2023-12-12",
    occupancyPercent: 96,
  },
  {
    name: "Lakeshore STEM Academy Building",
    description: "A school building leased to an independent STEM academy on a 20-year triple-net lease.",
    location: "Toronto, Canada",
    fundType: "Fund I",
    assetType: "Education",
    status: "active",
    investmentCents: 720_000_000,
    estimatedROI: "12.40",
    riskLevel: "low",
    acquisitionDate: "2024-07-09",
    occupancyPercent: 100,
  },
  {
    name: "Sierra Gateway Lodge",
    description: "A mountain lodge under renovation into a year-round hospitality and outdoor-education centre.",
    location: "Mammoth Lakes, CA",
    fundType: "Fund I",
    assetType: "Tourism",
    status: "active",
    investmentCents: 640_000_000,
    estimatedROI: "14.80",
    riskLevel: "high",
    acquisitionDate: "2024-08-27",
    occupancyPercent: null,
  },
  {
    name: "Castellana Trades Centre",
    description: "Workshops and classrooms leased to vocational training providers for the building trades.",
    location: "Madrid, Spain",
    fundType: "Fund I",
    assetType: "Workforce Training",
    status: "active",
    investmentCents: 530_000_000,
    estimatedROI: "13.10",
    riskLevel: "medium",
    acquisitionDate: "2024-09-16",
    occupancyPercent: 64,
  },
  {
    name: "GridWise Energy Software",
    description:
      "Growth-stage SaaS that optimises distributed solar and battery assets for utilities; preferred equity with a board seat.",
    location: "London, United Kingdom",
    fundType: "Fund II",
    assetType: "Equity",
    status: "active",
    investmentCents: 600_000_000,
    estimatedROI: "22.00",
    riskLevel: "medium",
    acquisitionDate: "2023-10-30",
  },
  {
    name: "Meridian Vocational Holdings LLC",
    description: "A 40% membership interest in an operator of accredited trade schools in Southern California.",
    location: "Ontario, CA",
    fundType: "Fund II",
    assetType: "LLC Interest",
    status: "active",
    investmentCents: 420_000_000,
    estimatedROI: "19.50",
    riskLevel: "medium",
    acquisitionDate: "2023-11-14",
  },
  {
    name: "Solaris Commercial PPA Receivables",
    description: "A senior interest in contracted payments from 38 commercial rooftop solar power purchase agreements.",
    location: "Madrid, Spain",
    fundType: "Fund II",
    assetType: "Receivables",
    status: "active",
    investmentCents: 350_000_000,
    estimatedROI: "18.00",
    riskLevel: "low",
    acquisitionDate: "2024-02-20",
  },
  {
    name: "Brightline Courseware Library",
    description:
      "Rights to a catalogue of 1,200 online professional courses and the related domain and content portfolio.",
    location: "New York, NY",
    fundType: "Fund II",
    assetType: "Digital Asset",
    status: "active",
    investmentCents: 240_000_000,
    estimatedROI: "20.50",
    riskLevel: "medium",
    acquisitionDate: "2024-03-12",
  },
  {
    name: "Voltline Battery Analytics Platform",
    description:
      "Acquired battery diagnostics software platform, licensed to fleet operators under multi-year contracts.",
    location: "Barcelona, Spain",
    fundType: "Fund II",
    assetType: "Technology",
    status: "active",
    investmentCents: 510_000_000,
    estimatedROI: "23.00",
    riskLevel: "high",
    acquisitionDate: "2024-04-08",
  },
  {
    name: "Adaptive Assessment Patent Portfolio",
    description: "Eleven granted patents for adaptive skills testing, licensed to certification bodies for royalties.",
    location: "Wildomar, CA",
    fundType: "Fund II",
    assetType: "Intellectual Property",
    status: "active",
    investmentCents: 200_000_000,
    estimatedROI: "21.00",
    riskLevel: "medium",
    acquisitionDate: "2024-09-24",
  },
  {
    name: "Northwind Robotics",
    description: "Series B minority stake in a maker of training robots for manufacturing apprenticeships.",
    location: "New York, NY",
    fundType: "Fund II",
    assetType: "Equity",
    status: "active",
    investmentCents: 750_000_000,
    estimatedROI: "24.00",
    riskLevel: "high",
    acquisitionDate: "2024-09-03",
  },
  {
    name: "SkillPath Learning Platform",
    description: "Workforce training platform certifying skilled trades, with licensable assessment IP.",
    location: "New York, NY",
    fundType: "Fund II",
    assetType: "Technology",
    status: "pending",
    investmentCents: 450_000_000,
    estimatedROI: "24.50",
    riskLevel: "high",
    acquisitionDate: null,
  },
];

/** The holdings investors see: the active investments (decision 0023). */
export const demoHoldings = demoInvestments.filter((i) => i.status === "active");

const resourceKey = (file: string) => `demo/resources/${file}`;

/** Each has a generated PDF under its storageKey (seed.ts writes the files first). */
export const demoResources = [
  {
    title: "Q3 2024 Quarterly Fund Performance Report",
    description: "Performance, valuations and capital activity for Fund I and Fund II.",
    category: "Investment Reports",
    fileType: "Document",
    fileFormat: "PDF",
    fileSize: "2.4 MB",
    fundAccess: "both_funds",
    isPublic: false,
    isResearchReport: true,
    tags: ["quarterly", "performance"],
    storageKey: resourceKey("q3-2024-quarterly-fund-performance-report.pdf"),
  },
  {
    title: "Education Real Estate Market Analysis",
    description: "Demand drivers and valuations for education-anchored properties in North America and Europe.",
    category: "Market Analysis",
    fileType: "Document",
    fileFormat: "PDF",
    fileSize: "1.8 MB",
    fundAccess: "fund_i",
    isPublic: false,
    isResearchReport: true,
    tags: ["real-estate", "research"],
    storageKey: resourceKey("education-real-estate-market-analysis.pdf"),
  },
  {
    title: "Introduction to Private Market Investing",
    description: "An educational guide for new accredited investors.",
    category: "Educational Content",
    fileType: "Document",
    fileFormat: "PDF",
    fileSize: "1.2 MB",
    fundAccess: "general",
    isPublic: true,
    isResearchReport: false,
    tags: ["education"],
    storageKey: resourceKey("introduction-to-private-market-investing.pdf"),
  },
];

/**
 * The demo videos' titles and topics; each plays the one placeholder file of
 * server/seed/demo-recordings.ts (no video has been recorded yet), whose duration is read from it.
 * Each is dated `ageDays` before the seed runs (demoVideoDate), so the demo never looks years old.
 */
export const demoVideos = [
  {
    title: "Getting Started with the Investor Portal",
    description: "A walkthrough of commitments, capital calls and documents in the portal.",
    category: "Platform Guides",
    thumbnail: "/images/articles/saas-growth.svg",
    ageDays: 12,
  },
  {
    title: "Fund I Strategy: Education-Anchored Real Estate",
    description: "Our real estate team explains how Fund I selects and manages properties.",
    category: "Fund Updates",
    thumbnail: "/images/articles/education-real-estate.svg",
    ageDays: 33,
  },
  {
    title: "Market Analysis: The Quarter Ahead",
    description: "Rates, valuations and deal flow heading into the new year.",
    category: "Market Analysis",
    thumbnail: "/images/articles/market-outlook.svg",
    ageDays: 47,
  },
  {
    title: "Understanding Capital Calls",
    description: "What a capital call is, how it is scheduled and how to plan for it.",
    category: "Investment Tutorials",
    thumbnail: "/images/articles/legacy-wealth.svg",
    ageDays: 68,
  },
  {
    title: "Private Equity Basics for Accredited Investors",
    description: "How growth equity creates value, and how returns are measured.",
    category: "Educational Content",
    thumbnail: "/images/articles/technology-ip.svg",
    ageDays: 89,
  },
];

/** The day a demo video is dated when the seed runs at `now`: `ageDays` before it. */
export const demoVideoDate = (now: Date, ageDays: number) =>
  new Date(now.getTime() - ageDays * 86_400_000).toISOString().slice(0, 10);
