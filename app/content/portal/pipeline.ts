/**
 * The Investor Portal's Pipeline tab: deals each fund is working on. Firm-wide sample content (decision
 * 0011: it lives in a typed module until staff need to edit it). Expected close dates are
 * YYYY-MM-DD. SkillPath Learning Platform matches the seeded pending investment of the same name.
 */
export const PIPELINE_STAGES = ["Sourcing", "Due Diligence", "Term Sheet", "Closing"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface PipelineDeal {
  id: string;
  name: string;
  /** Fund I: property type; Fund II: sector or asset type. */
  sector: string;
  location: string;
  /** Target investment, whole USD. */
  targetSize: number;
  stage: PipelineStage;
  /** YYYY-MM-DD */
  expectedClose: string;
}

export interface FundPipeline {
  fund: "Fund I" | "Fund II";
  /** The sub-tab's label. */
  label: "Fund I Pipeline" | "Fund II Pipeline";
  deals: readonly PipelineDeal[];
}

export const fundIPipeline: FundPipeline = {
  fund: "Fund I",
  label: "Fund I Pipeline",
  deals: [
    {
      id: "temecula-nursing-education-center",
      name: "Temecula Nursing Education Center",
      sector: "Education",
      location: "Temecula, CA",
      targetSize: 9_500_000,
      stage: "Closing",
      expectedClose: "2027-02-28",
    },
    {
      id: "porto-heritage-hotel",
      name: "Porto Heritage Hotel & Conference Hall",
      sector: "Hospitality & Cultural",
      location: "Porto, Portugal",
      targetSize: 14_000_000,
      stage: "Term Sheet",
      expectedClose: "2027-04-30",
    },
    {
      id: "hudson-valley-trades-campus",
      name: "Hudson Valley Trades Campus",
      sector: "Workforce Training",
      location: "Poughkeepsie, NY",
      targetSize: 7_800_000,
      stage: "Due Diligence",
      expectedClose: "2027-06-30",
    },
    {
      id: "costa-brava-eco-resort",
      name: "Costa Brava Eco-Tourism Resort",
      sector: "Tourism",
      location: "Girona, Spain",
      targetSize: 11_200_000,
      stage: "Sourcing",
      expectedClose: "2027-10-31",
    },
  ],
};

export const fundIIPipeline: FundPipeline = {
  fund: "Fund II",
  label: "Fund II Pipeline",
  deals: [
    {
      id: "skillpath-learning-platform",
      name: "SkillPath Learning Platform",
      sector: "Technology · Workforce training software",
      location: "New York, NY",
      targetSize: 4_500_000,
      stage: "Due Diligence",
      expectedClose: "2027-03-31",
    },
    {
      id: "heliogrid-storage",
      name: "HelioGrid Storage Systems",
      sector: "Equity · Clean energy",
      location: "Madrid, Spain",
      targetSize: 12_000_000,
      stage: "Term Sheet",
      expectedClose: "2027-05-15",
    },
    {
      id: "campus-pay-receivables",
      name: "CampusPay Tuition Receivables",
      sector: "Receivables · Education finance",
      location: "Ontario, CA",
      targetSize: 3_000_000,
      stage: "Closing",
      expectedClose: "2027-02-14",
    },
    {
      id: "lexicon-ai-tutoring",
      name: "Lexicon AI Tutoring",
      sector: "Intellectual property · Education AI",
      location: "London, United Kingdom",
      targetSize: 2_500_000,
      stage: "Sourcing",
      expectedClose: "2027-09-30",
    },
  ],
};

/** Both funds' pipelines in fund order (the Pipeline tab's sub-tabs). */
export const fundPipelines: readonly FundPipeline[] = [fundIPipeline, fundIIPipeline];
