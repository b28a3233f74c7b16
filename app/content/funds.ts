/** The three fund cards of the home page's "Investment Fund Options" section. */
export type FundIcon = "building" | "trending" | "sparkles";

export interface FundCard {
  id: "fund-i" | "fund-ii" | "fund-iii";
  title: string;
  description: string;
  icon: FundIcon;
  features: readonly string[];
  buttonText: string;
  /** Where the card's button goes: a route, or the home contact form with an interest preselected. */
  href: string;
  highlighted: boolean;
  badge: string;
  /** Announced but not yet open to subscriptions. */
  comingSoon?: boolean;
}

export const funds: readonly FundCard[] = [
  {
    id: "fund-i",
    title: "Real Estate Fund I",
    description:
      "Impact-driven real estate that generates long-term income while strengthening the communities around each property.",
    icon: "building",
    features: [
      "Education-oriented properties",
      "Hospitality and cultural centers",
      "Tourism developments",
      "Workforce training facilities",
    ],
    buttonText: "Learn More",
    href: "/fund-i-details",
    highlighted: false,
    badge: "Hard Assets",
  },
  {
    id: "fund-ii",
    title: "Private Equity Fund II",
    description:
      "Growth capital for high-growth sectors and innovative technology, backing companies with the potential to lead their markets.",
    icon: "trending",
    features: [
      "Startups and growth-stage businesses",
      "Leveraged buyouts",
      "Software, SaaS and digital platforms",
      "Innovative technologies and IP",
    ],
    buttonText: "Learn More",
    href: "/fund-ii-details",
    highlighted: true,
    badge: "Innovation Capital",
  },
  {
    id: "fund-iii",
    title: "Fund III",
    description: "Our next fund will invest in the technologies shaping how people learn, work and power their lives.",
    icon: "sparkles",
    features: ["Emerging technologies", "Green energy", "Education-focused AI", "Digital platforms and assets"],
    buttonText: "Get Updates",
    // The inquiry form reads `interest` to preselect the Fund III option.
    href: "/?interest=upcoming-fund-iii#contact",
    highlighted: false,
    badge: "Coming Soon",
    comingSoon: true,
  },
];
