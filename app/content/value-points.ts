import { site } from "./site";

/** The six numbered points of the home page's "Why EdFutures?" section (#why-edfutures). */
export type ValuePointIcon = "audit" | "service" | "compliance" | "scale" | "reporting" | "security";

export interface ValuePoint {
  icon: ValuePointIcon;
  title: string;
  description: string;
  /** Shown after a "Result:" label. */
  highlight: string;
}

export const valuePoints: readonly ValuePoint[] = [
  {
    icon: "audit",
    title: "Operational Precision & Accuracy",
    description:
      "Independent third-party audit and professional fund administration keep every capital account, valuation and distribution accurate and verifiable.",
    highlight: "Figures investors can rely on, checked by independent professionals.",
  },
  {
    icon: "service",
    title: "Investor Servicing & Communication",
    description:
      "A dedicated investor relations team handles onboarding, capital calls, distributions and questions promptly, with proactive updates throughout the life of each fund.",
    highlight: "A responsive, transparent relationship from subscription to exit.",
  },
  {
    icon: "compliance",
    title: "Regulatory Compliance & Governance",
    description:
      "Rigorous compliance processes, investor verification and clear governance structures meet the standards expected of institutional investment vehicles.",
    highlight: "Lower operational risk and confidence that every fund is run by the rules.",
  },
  {
    icon: "scale",
    title: "Scalable Support for Every Strategy",
    description:
      "Our operating platform supports real estate, digital asset, private equity and hybrid vehicles, and grows with each new fund instead of limiting it.",
    highlight: "Consistent, institutional-quality administration across every strategy we run.",
  },
  {
    icon: "reporting",
    title: "Transparent, Customizable Reporting",
    description:
      "Quarterly performance reports, capital account statements and tax documents, tailored to the level of detail each investor needs.",
    highlight: "Clear insight into performance, whenever and however investors need it.",
  },
  {
    icon: "security",
    title: "Secure Technology & Data Protection",
    description:
      "A secure investor portal, role-based access and strict data protection practices safeguard personal and financial information.",
    highlight: "Peace of mind that investor data and documents stay protected.",
  },
];

export const valueBanner = {
  title: "Forward-Thinking. Investor-Aligned.",
  text: `${site.name} pairs high-impact investments with quality administration, so our interests stay aligned with yours at every stage of the investment.`,
} as const;
