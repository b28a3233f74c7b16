/** Demo articles: published across the site's categories, plus one draft that must stay hidden. */
export interface SeedArticle {
  title: string;
  slug: string;
  category: string;
  description: string;
  content: string;
  imageUrl: string | null;
  published: boolean;
  featured: boolean;
  /** Days before seeding, so the list has a stable newest-first order. */
  ageDays: number;
}

export const demoArticles: SeedArticle[] = [
  {
    title: "2026 Market Outlook: Private Markets Enter a Disciplined Cycle",
    slug: "2026-market-outlook-private-markets",
    category: "Market Analysis",
    description:
      "Rates have settled, valuations have reset and patient capital is back in demand. Our research team reviews what that means for real estate and growth equity.",
    content: `After two years of repricing, private markets are entering a more disciplined cycle. Financing costs have stabilised, sellers have adjusted their expectations and the gap between bid and ask prices has narrowed to levels that allow transactions to close again.

## Real estate

We see the strongest fundamentals in assets with durable, mission-critical demand:

- **Education facilities**, leased to schools and training providers;
- **Workforce housing** near employers that cannot move;
- **Hospitality** linked to cultural and tourism destinations.

These assets combine contracted income with a tenant base that is less exposed to economic swings.

## Growth equity

The reset has been healthy. Companies that reached efficient growth without relying on cheap capital now command attention, and entry valuations are more reasonable than at any point since 2019.

| What we look for | Why it matters in this cycle |
| :--------------- | :--------------------------- |
| Efficient growth | Less dependence on new funding rounds |
| Recurring revenue | Visibility when buyers are cautious |
| Moderate leverage | Room to refinance at today's rates |

## Our approach

We expect 2026 to reward managers who underwrite conservatively, keep leverage moderate and stay close to their portfolio companies. That is how we intend to invest on behalf of our partners.`,
    imageUrl: "/images/articles/market-outlook.svg",
    published: true,
    featured: true,
    ageDays: 2,
  },
  {
    title: "Why Education-Anchored Real Estate Holds Its Value",
    slug: "education-anchored-real-estate",
    category: "Real Estate",
    description:
      "Campuses, training centres and student-adjacent housing have shown resilient occupancy through cycles. We explain the thesis behind Fund I.",
    content: `Education is one of the few sectors where demand grows steadily regardless of the economic cycle. Enrolment in vocational and continuing education tends to rise when labour markets soften, which gives education-anchored real estate an unusual counter-cyclical quality.

Fund I focuses on properties whose value is tied to that demand: training facilities leased to established operators, mixed-use buildings near growing campuses and hospitality assets that serve visiting families and conference delegates.

Long leases with institutional tenants, combined with a minimum property value of $5M, give the portfolio a base of predictable income. Our target is a 12-15% IRR over a minimum ten-year hold, with distributions beginning once assets are stabilised.`,
    imageUrl: "/images/articles/education-real-estate.svg",
    published: true,
    featured: false,
    ageDays: 6,
  },
  {
    title: "Clean Energy Infrastructure: From Subsidy to Scale",
    slug: "clean-energy-infrastructure-scale",
    category: "Sustainable Investing",
    description:
      "Falling storage costs and long-term power contracts are turning clean energy into core infrastructure. Here is where we see opportunity for Fund II.",
    content: `Clean energy has moved from a subsidy-dependent niche to a core part of infrastructure portfolios. Battery storage costs have fallen sharply, and long-term power purchase agreements now give projects the contracted revenue that investors need.

Fund II looks for growth-stage companies that sit between technology and infrastructure: developers of distributed generation, software that optimises grid assets and manufacturers of components with defensible intellectual property.

We measure impact alongside returns. Every clean-tech investment reports avoided emissions and local jobs created, and those figures appear in our quarterly reports to partners.`,
    imageUrl: "/images/articles/clean-energy.svg",
    published: true,
    featured: true,
    ageDays: 11,
  },
  {
    title: "What We Look For in a SaaS Growth Investment",
    slug: "saas-growth-investment-criteria",
    category: "Investment Strategy",
    description:
      "Net revenue retention, efficient growth and a clear path to profitability: the criteria our team applies before investing in software companies.",
    content: `Software remains one of the most attractive sectors for growth equity, but the bar has risen. Before we invest, we look for net revenue retention above 110%, gross margins above 70% and a sales engine that pays back its cost within eighteen months.

We also look closely at the founding team's discipline. Companies that grew efficiently through the recent tightening of capital have proven that their products are needed, not merely funded.

Fund II typically invests between $2M and $20M per company, taking board representation and working with management on pricing, go-to-market and international expansion.`,
    imageUrl: "/images/articles/saas-growth.svg",
    published: true,
    featured: false,
    ageDays: 15,
  },
  {
    title: "Workforce Training as an Investment Theme",
    slug: "workforce-training-investment-theme",
    category: "Industry Insights",
    description:
      "Employers are investing in skills as never before. Training facilities and the platforms that serve them are becoming an asset class of their own.",
    content: `Skills shortages in healthcare, construction, energy and technology have pushed employers to invest directly in training. Many now partner with specialised providers that need modern, well-located facilities.

That creates two opportunities. For Fund I, purpose-built training facilities leased to these providers offer stable income with a clear social benefit. For Fund II, the software platforms that deliver, track and certify training are growing quickly.

We believe workforce training sits at the centre of our mission: investing in equity for communities, legacy and generations.`,
    imageUrl: "/images/articles/workforce-training.svg",
    published: true,
    featured: false,
    ageDays: 21,
  },
  {
    title: "Building Generational Wealth Through Private Markets",
    slug: "generational-wealth-private-markets",
    category: "Wealth Building",
    description:
      "Long holding periods, compounding income and careful estate planning: how families use private funds to build wealth that lasts.",
    content: `Private market funds reward patience. A ten-year horizon lets returns compound and lets managers create value through operations rather than market timing.

For families, that horizon matches the way wealth is passed between generations. Commitments can be held by trusts or family offices, and distributions can be reinvested or directed to education and philanthropy.

Our investor relations team works with each partner's advisers to make sure commitments, capital calls and tax documents fit their wider plan.`,
    imageUrl: "/images/articles/legacy-wealth.svg",
    published: true,
    featured: false,
    ageDays: 28,
  },
  {
    title: "Economic Outlook: Growth, Inflation and the Path of Rates",
    slug: "economic-outlook-growth-inflation-rates",
    category: "Economic Outlook",
    description:
      "Our quarterly view on the macro backdrop in North America and Europe, and what it means for the funds' pipelines.",
    content: `Growth in North America has slowed to a sustainable pace while inflation has moved closer to central bank targets. In Europe, recovery is uneven but improving, helped by lower energy prices.

For our pipeline, the most important change is the cost and availability of debt. Lenders have returned to high-quality real estate, and refinancing risk for well-leased assets has eased.

We continue to underwrite with conservative exit assumptions and keep a reserve for capital calls, so that partners are never asked for capital at short notice.`,
    imageUrl: "/images/articles/economic-outlook.svg",
    published: true,
    featured: false,
    ageDays: 35,
  },
  {
    title: "Fund II Reaches 76% of Its Target Commitments",
    slug: "fund-ii-reaches-76-percent-commitments",
    category: "Company News",
    description:
      "Strong demand from family offices and individual investors has brought our private equity fund within reach of its final close.",
    content: `We are pleased to share that Private Equity Fund II has received commitments equal to 76% of its target. Demand has come from family offices, individual accredited investors and two institutional partners.

The fund has already made its first investments in software and clean technology, and its pipeline includes several growth-stage companies in education technology and digital platforms.

Investors interested in joining before the final close can send an inquiry through our website, and a member of our team will be in touch.`,
    imageUrl: "/images/articles/fund-ii-close.svg",
    published: true,
    featured: true,
    ageDays: 42,
  },
  {
    title: "Intellectual Property as a Source of Durable Returns",
    slug: "intellectual-property-durable-returns",
    category: "Technology",
    description:
      "Patents, licences and proprietary data can protect margins for years. How we value IP when investing in innovative technology companies.",
    content: `Intellectual property can turn a good company into a durable one. Patents and proprietary data sets create barriers that competitors cannot easily copy, and licensing can add revenue with little extra cost.

When we evaluate a technology company, we review the strength and remaining life of its patents, the ownership of its core code and data, and whether its IP is being used to its full potential.

Several of Fund II's target investments hold licensable technology in energy management and learning analytics.`,
    imageUrl: "/images/articles/technology-ip.svg",
    published: true,
    featured: false,
    ageDays: 50,
  },
  {
    title: "Sustainable Investing Report: Our First Impact Metrics",
    slug: "sustainable-investing-impact-metrics",
    category: "Sustainable Investing",
    description:
      "A first look at the impact metrics we will publish for each fund: jobs created, learners served and emissions avoided.",
    content: `Impact reporting only matters when it is consistent and verifiable. This year we begin publishing three metrics for every portfolio investment: jobs created or supported, learners served and emissions avoided.

Each figure is collected from portfolio companies and property managers each quarter and reviewed by our third-party fund administrator alongside the financial statements.

This article is a draft and is not yet published.`,
    imageUrl: "/images/articles/sustainable-investing.svg",
    published: false,
    featured: false,
    ageDays: 1,
  },
];
