/**
 * Content of the fund detail pages (/fund-i-details, /fund-ii-details) and the investments page
 * (/investments). Figures are those of docs/product.md §Figures; change them here
 * only, so every page that quotes a fund stays consistent.
 */

/** Icon keys, mapped to SVG icons in the UI layer so this module stays plain data. */
export type FundIconKey =
  | "building"
  | "trending"
  | "legacy"
  | "graduation"
  | "hotel"
  | "plane"
  | "wrench"
  | "rocket"
  | "handshake"
  | "code"
  | "lightbulb";

export interface FundFact {
  label: string;
  value: string;
}

export interface FundFocusArea {
  icon: FundIconKey;
  title: string;
  description: string;
}

export interface FundDetail {
  path: "/fund-i-details" | "/fund-ii-details";
  name: string;
  /** Short category line above the title, e.g. "Fund I · Real Estate". */
  eyebrow: string;
  summary: string;
  metaDescription: string;
  /** Share of the fund's target size already committed by investors (0-100). */
  committedPercent: number;
  targetIrr: string;
  /** Short holding period for the hero panel. */
  horizon: string;
  /** Extra hero badges after "NN% Committed" and "Target IRR ...". */
  tags: readonly string[];
  strategy: { intro: string; points: readonly string[] };
  criteria: readonly FundFact[];
  focusIntro: string;
  focusAreas: readonly FundFocusArea[];
  cta: { title: string; text: string };
}

export const fundI: FundDetail = {
  path: "/fund-i-details",
  name: "Real Estate Fund I",
  eyebrow: "Fund I · Real Estate",
  summary:
    "Impact-driven real estate that generates long-term income while strengthening the communities around each property.",
  metaDescription:
    "Real Estate Fund I invests in education-oriented, hospitality, tourism and workforce training properties across North America and Europe. Target IRR 12-15%, minimum 10 years.",
  committedPercent: 85,
  targetIrr: "12-15%",
  horizon: "10+ years",
  tags: ["Hard Assets", "Minimum 10 Years"],
  strategy: {
    intro:
      "We acquire and develop income-producing properties whose tenants and users create lasting value for their communities, pairing steady cash flow with long-term appreciation.",
    points: [
      "Stabilized and value-add properties with durable, long-term demand",
      "Hands-on asset management and disciplined capital improvements",
      "Third-party fund administration, audit and transparent quarterly reporting",
    ],
  },
  criteria: [
    { label: "Minimum Investment", value: "$2.5M" },
    { label: "Target IRR", value: "12-15%" },
    { label: "Investment Horizon", value: "Minimum 10 years" },
    { label: "Geographic Focus", value: "North America and Europe" },
    { label: "Property Value", value: "Minimum $5M" },
  ],
  focusIntro: "Four property types where real estate and community impact reinforce each other.",
  focusAreas: [
    {
      icon: "graduation",
      title: "Education-Oriented Properties",
      description: "Campuses, learning centers and student housing serving growing education demand.",
    },
    {
      icon: "hotel",
      title: "Hospitality and Cultural Centers",
      description: "Hotels, event venues and cultural spaces that anchor local economies.",
    },
    {
      icon: "plane",
      title: "Tourism Developments",
      description: "Destination projects that attract visitors and create year-round local employment.",
    },
    {
      icon: "wrench",
      title: "Workforce Training Facilities",
      description: "Purpose-built facilities that equip people with in-demand skills and trades.",
    },
  ],
  cta: {
    title: "Interested in Real Estate Fund I?",
    text: "Our team will walk you through the fund's terms, current pipeline and subscription process.",
  },
};

export const fundII: FundDetail = {
  path: "/fund-ii-details",
  name: "Private Equity Fund II",
  eyebrow: "Fund II · Private Equity",
  summary:
    "Growth capital for high-growth sectors and innovative technology, backing companies with the potential to lead their markets.",
  metaDescription:
    "Private Equity Fund II backs growth and expansion stage companies in software, innovative technology, clean tech and energy. Target IRR 18-25%, minimum 10 years.",
  committedPercent: 76,
  targetIrr: "18-25%",
  horizon: "10+ years",
  tags: ["Innovation Capital", "Minimum 10 Years"],
  strategy: {
    intro:
      "We partner with founders and management teams at the growth and expansion stage, providing capital and operating support to scale proven products, including in clean tech and energy.",
    points: [
      "Minority and control positions in companies with proven traction",
      "Active board participation and operational value creation",
      "Disciplined entry valuations and clear paths to exit",
    ],
  },
  criteria: [
    { label: "Investment Range", value: "$2M-$20M" },
    { label: "Target IRR", value: "18-25%" },
    { label: "Investment Horizon", value: "Minimum 10 years" },
    { label: "Company Stage", value: "Growth and expansion stage" },
  ],
  focusIntro: "Four ways we put innovation capital to work.",
  focusAreas: [
    {
      icon: "rocket",
      title: "Startups and Growth-Stage Businesses",
      description: "Scalable companies moving from early traction to market leadership.",
    },
    {
      icon: "handshake",
      title: "Leveraged Buyouts",
      description: "Established businesses where new ownership and capital unlock the next stage of growth.",
    },
    {
      icon: "code",
      title: "Software, SaaS and Digital Platforms",
      description: "Recurring-revenue software with strong unit economics and room to expand.",
    },
    {
      icon: "lightbulb",
      title: "Innovative Technologies and IP",
      description: "Proprietary technology and intellectual property with defensible market positions.",
    },
  ],
  cta: {
    title: "Interested in Private Equity Fund II?",
    text: "Our team will walk you through the fund's terms, portfolio strategy and subscription process.",
  },
};

/** Shown under fund figures wherever target returns are quoted. */
export const returnsDisclaimer =
  "Target returns are objectives, not guarantees or projections. Private fund investments are illiquid, involve risk, including loss of capital, and are offered only to accredited investors by the fund's offering documents.";

// ---------------------------------------------------------------------------------------------
// /investments

export interface InvestmentStrategy {
  icon: FundIconKey;
  title: string;
  description: string;
}

export interface InvestmentFundCard {
  name: string;
  badge: string;
  description: string;
  facts: readonly FundFact[];
  href: FundDetail["path"];
}

export const investmentStrategies: readonly InvestmentStrategy[] = [
  {
    icon: "building",
    title: "Real Estate Equity",
    description:
      "Ownership stakes in income-producing properties that serve education, hospitality, tourism and workforce needs.",
  },
  {
    icon: "trending",
    title: "Multi-Sector Growth",
    description:
      "Private equity across software, innovative technology and clean energy, backing growth and expansion stage companies.",
  },
  {
    icon: "legacy",
    title: "Legacy Building",
    description:
      "Long-horizon capital designed to compound across generations while leaving communities stronger than we found them.",
  },
];

export const investmentFunds: readonly InvestmentFundCard[] = [
  {
    name: "Real Estate Growth Fund",
    badge: "Real Estate",
    description: "Impact-driven real estate built for long-term income and appreciation.",
    facts: [
      { label: "Target IRR", value: "12-18%" },
      { label: "Minimum Term", value: "10 years" },
      { label: "Minimum Investment", value: "$100,000" },
    ],
    href: "/fund-i-details",
  },
  {
    name: "Multi-Sector Equity Fund",
    badge: "Private Equity",
    description: "Growth capital for high-growth sectors and innovative technology.",
    facts: [
      { label: "Target IRR", value: "15-25%" },
      { label: "Minimum Term", value: "10 years" },
      { label: "Minimum Investment", value: "$150,000" },
    ],
    href: "/fund-ii-details",
  },
];

export const investmentProcess: readonly { title: string; description: string }[] = [
  {
    title: "Initial Consultation",
    description: "Meet our team to discuss your goals, time horizon and which fund fits your portfolio.",
  },
  {
    title: "Accreditation & Due Diligence",
    description: "Confirm your accredited investor status and review the offering documents with your advisers.",
  },
  {
    title: "Subscription & Funding",
    description: "Sign the subscription agreement and fund your commitment as capital is called.",
  },
  {
    title: "Ongoing Reporting",
    description: "Follow your investment in the Investor Portal with quarterly reports, statements and tax documents.",
  },
];

/** Accredited investor tests as docs/product.md §Figures states them (SEC Rule 501 of Regulation D, in short). */
export const accreditedInvestorCriteria: readonly string[] = [
  "Net worth above $1 million, alone or with a spouse or partner, excluding your primary residence",
  "Individual income of $200,000+ in each of the last two years, expecting the same this year",
  "Joint income with a spouse or partner of $300,000+ in each of the last two years, expecting the same this year",
];
