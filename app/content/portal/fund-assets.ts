/**
 * The asset lists of the Investor Portal's Fund I and Fund II tabs: firm-wide sample content (decision
 * 0011: it lives in a typed module until staff need to edit it). Dates are YYYY-MM-DD, money is
 * whole US dollars.
 * Riverside Learning Campus, Harbor Cultural Hotel and GridWise Energy Software carry the same
 * location and amount as the seeded investments of the same name, so the portal and the admin
 * Investments tab agree.
 */

// ---------------------------------------------------------------------------------------------
// Fund I: properties

/** Fund I's four property types (its focus areas in fund-details.ts). */
export type FundIPropertyType = "Education" | "Hospitality & Cultural" | "Tourism" | "Workforce Training";

export interface FundIProperty {
  id: string;
  name: string;
  /** City and region or country. */
  location: string;
  type: FundIPropertyType;
  /** Current appraised value, whole USD (Fund I buys properties of $5M or more). */
  value: number;
  /** Leased or occupied share, 0-100; null while the property is not yet operating. */
  occupancyPercent: number | null;
  /** Operating status, e.g. "Stabilized", "Lease-up", "Renovation". */
  status: "Stabilized" | "Lease-up" | "Renovation";
  /** YYYY-MM-DD */
  acquiredDate: string;
}

export const fundIProperties: readonly FundIProperty[] = [
  {
    id: "riverside-learning-campus",
    name: "Riverside Learning Campus",
    location: "Riverside, CA",
    type: "Workforce Training",
    value: 8_500_000,
    occupancyPercent: 100,
    status: "Stabilized",
    acquiredDate: "2023-05-04",
  },
  {
    id: "harbor-cultural-hotel",
    name: "Harbor Cultural Hotel",
    location: "Barcelona, Spain",
    type: "Hospitality & Cultural",
    value: 12_000_000,
    occupancyPercent: 82,
    status: "Stabilized",
    acquiredDate: "2023-06-22",
  },
  {
    id: "inland-empire-student-residences",
    name: "Inland Empire Student Residences",
    location: "Ontario, CA",
    type: "Education",
    value: 9_750_000,
    occupancyPercent: 96,
    status: "Stabilized",
    acquiredDate: "2023-12-12",
  },
  {
    id: "lakeshore-stem-academy",
    name: "Lakeshore STEM Academy Building",
    location: "Toronto, Canada",
    type: "Education",
    value: 7_200_000,
    occupancyPercent: 100,
    status: "Stabilized",
    acquiredDate: "2024-07-09",
  },
  {
    id: "sierra-gateway-lodge",
    name: "Sierra Gateway Lodge",
    location: "Mammoth Lakes, CA",
    type: "Tourism",
    value: 6_400_000,
    occupancyPercent: null,
    status: "Renovation",
    acquiredDate: "2024-08-27",
  },
  {
    id: "castellana-trades-centre",
    name: "Castellana Trades Centre",
    location: "Madrid, Spain",
    type: "Workforce Training",
    value: 5_300_000,
    occupancyPercent: 64,
    status: "Lease-up",
    acquiredDate: "2024-10-15",
  },
];

// ---------------------------------------------------------------------------------------------
// Fund II: assets and the asset-type filter

/** Fund II's asset types, in the filter's order (after "all"). */
export const FUND_II_ASSET_TYPES = ["llc", "receivables", "digital", "equity", "technology", "intellectual"] as const;
export type FundIIAssetType = (typeof FUND_II_ASSET_TYPES)[number];

/** Every value the Fund II asset filter (and its `?assetType=` URL parameter) accepts. */
export const FUND_II_ASSET_FILTERS = ["all", ...FUND_II_ASSET_TYPES] as const;
export type FundIIAssetFilter = (typeof FUND_II_ASSET_FILTERS)[number];

/** The URL parameter that carries the Fund II asset filter. */
export const FUND_II_ASSET_FILTER_PARAM = "assetType";

/** Display labels: plural for filter options, e.g. "LLC interests". */
export const fundIIAssetFilterLabels: Record<FundIIAssetFilter, string> = {
  all: "All assets",
  llc: "LLC interests",
  receivables: "Receivables",
  digital: "Digital assets",
  equity: "Equity",
  technology: "Technology",
  intellectual: "Intellectual property",
};

/** Singular labels for one asset's type badge. */
export const fundIIAssetTypeLabels: Record<FundIIAssetType, string> = {
  llc: "LLC interest",
  receivables: "Receivables",
  digital: "Digital asset",
  equity: "Equity",
  technology: "Technology",
  intellectual: "Intellectual property",
};

/** The filter value of a (URL) string: a known value as is, anything else (or nothing) is "all". */
export function parseFundIIAssetFilter(value: string | null | undefined): FundIIAssetFilter {
  const normalized = value?.trim().toLowerCase();
  return (FUND_II_ASSET_FILTERS as readonly string[]).includes(normalized ?? "")
    ? (normalized as FundIIAssetFilter)
    : "all";
}

export interface FundIIAsset {
  id: string;
  name: string;
  type: FundIIAssetType;
  /** One sentence on what the fund holds. */
  description: string;
  location: string;
  /** Fund II's invested amount, whole USD (its range is $2M-$20M per investment). */
  invested: number;
  status: "Active" | "Performing" | "Follow-on round";
  /** YYYY-MM-DD */
  acquiredDate: string;
}

export const fundIIAssets: readonly FundIIAsset[] = [
  {
    id: "gridwise-energy-software",
    name: "GridWise Energy Software",
    type: "equity",
    description:
      "Growth-stage SaaS that optimises distributed solar and battery assets for utilities; preferred equity with a board seat.",
    location: "London, United Kingdom",
    invested: 6_000_000,
    status: "Active",
    acquiredDate: "2023-10-30",
  },
  {
    id: "meridian-vocational-holdings",
    name: "Meridian Vocational Holdings LLC",
    type: "llc",
    description: "A 40% membership interest in an operator of accredited trade schools in Southern California.",
    location: "Ontario, CA",
    invested: 4_200_000,
    status: "Performing",
    acquiredDate: "2023-11-14",
  },
  {
    id: "solaris-ppa-receivables",
    name: "Solaris Commercial PPA Receivables",
    type: "receivables",
    description: "A senior interest in contracted payments from 38 commercial rooftop solar power purchase agreements.",
    location: "Madrid, Spain",
    invested: 3_500_000,
    status: "Performing",
    acquiredDate: "2024-02-20",
  },
  {
    id: "brightline-courseware-library",
    name: "Brightline Courseware Library",
    type: "digital",
    description:
      "Rights to a catalogue of 1,200 online professional courses and the related domain and content portfolio.",
    location: "New York, NY",
    invested: 2_400_000,
    status: "Active",
    acquiredDate: "2024-03-12",
  },
  {
    id: "voltline-battery-analytics",
    name: "Voltline Battery Analytics Platform",
    type: "technology",
    description:
      "Acquired battery diagnostics software platform, licensed to fleet operators under multi-year contracts.",
    location: "Barcelona, Spain",
    invested: 5_100_000,
    status: "Active",
    acquiredDate: "2024-04-08",
  },
  {
    id: "adaptive-assessment-patents",
    name: "Adaptive Assessment Patent Portfolio",
    type: "intellectual",
    description: "Eleven granted patents for adaptive skills testing, licensed to certification bodies for royalties.",
    location: "Wildomar, CA",
    invested: 2_000_000,
    status: "Performing",
    acquiredDate: "2024-09-24",
  },
  {
    id: "northwind-robotics",
    name: "Northwind Robotics",
    type: "equity",
    description: "Series B minority stake in a maker of training robots for manufacturing apprenticeships.",
    location: "New York, NY",
    invested: 7_500_000,
    status: "Follow-on round",
    acquiredDate: "2024-10-02",
  },
];

/** Fund II's assets of one filter value, in content order. */
export function fundIIAssetsOf(filter: FundIIAssetFilter): readonly FundIIAsset[] {
  return filter === "all" ? fundIIAssets : fundIIAssets.filter((asset) => asset.type === filter);
}
