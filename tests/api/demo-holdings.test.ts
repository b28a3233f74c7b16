// The demo's holdings tell one story (decision 0023): the seeded active investments are the
// portfolio investors see, they bear out the firm's stated figures and each fund page's criteria,
// and the quarterly reports list the same holdings. No database: content and seed data only.
import { describe, expect, it } from "vitest";
import { fundI, fundII } from "#app/content/fund-details.ts";
import { site } from "#app/content/site.ts";
import { ASSET_TYPES_BY_FUND, FUND_TYPES, isAssetTypeOf } from "#domain/investment.ts";
import { formatMoneyCents } from "#domain/format.ts";
import { demoReportLines, demoResourceLines, periodEnd } from "#server/seed/demo-files.ts";
import { demoFundDocuments } from "#server/seed/demo-investor-records.ts";
import { demoHoldings, demoInvestments, demoResources } from "#server/seed/demo-records.ts";

/** "$20M+" → 2,000,000,000 cents; "$2.5M" → 250,000,000 cents. */
function millionsInCents(text: string): number {
  const match = /\$(\d+(?:\.\d+)?)M/.exec(text);
  if (!match) throw new Error(`No $…M amount in "${text}"`);
  return Math.round(Number(match[1]) * 1_000_000) * 100;
}
/** "5+" → 5 */
const countOf = (text: string) => Number(/^(\d+)\+$/.exec(text)![1]);

const criterion = (fund: typeof fundI, label: string) => {
  const fact = fund.criteria.find((c) => c.label === label);
  if (!fact) throw new Error(`${fund.name} states no "${label}"`);
  return fact.value;
};

const sumCents = (rows: readonly { investmentCents: number }[]) =>
  rows.reduce((sum, row) => sum + row.investmentCents, 0);
const holdingsOf = (fund: string) => demoHoldings.filter((h) => h.fundType === fund);

// The fund pages' geographic focus, "North America and Europe": a US state code or one of these.
const NORTH_AMERICA_OR_EUROPE = /, (?:[A-Z]{2}|Canada|Mexico|United Kingdom|Spain|Portugal|France|Germany|Italy)$/;

describe("the demo holdings", () => {
  it("are the active investments, each of a type of its fund", () => {
    expect(demoHoldings.length).toBeGreaterThan(0);
    expect(demoHoldings).toEqual(demoInvestments.filter((i) => i.status === "active"));
    for (const h of demoInvestments) expect(isAssetTypeOf(h.fundType, h.assetType), h.name).toBe(true);
    expect(new Set(demoHoldings.map((h) => h.name)).size).toBe(demoHoldings.length);
  });

  it("bear out the firm's figures: more than $20M under management, more than 5 portfolio companies", () => {
    expect(site.figures.assetsUnderManagement).toMatch(/\+$/);
    expect(sumCents(demoHoldings)).toBeGreaterThan(millionsInCents(site.figures.assetsUnderManagement));
    expect(demoHoldings.length).toBeGreaterThan(countOf(site.figures.portfolioCompanies));
  });

  it("bear out Fund I's page: properties worth at least $5M, at least $2.5M per deal, in North America or Europe", () => {
    const minimumProperty = millionsInCents(criterion(fundI, "Property Value"));
    const minimumDeal = millionsInCents(criterion(fundI, "Minimum Investment"));
    expect(criterion(fundI, "Geographic Focus")).toBe("North America and Europe");
    expect(holdingsOf("Fund I").length).toBeGreaterThan(0);
    for (const h of holdingsOf("Fund I")) {
      expect(h.investmentCents, h.name).toBeGreaterThanOrEqual(Math.max(minimumProperty, minimumDeal));
      expect(h.location, h.name).toMatch(NORTH_AMERICA_OR_EUROPE);
    }
  });

  it("use Fund I's four property types, the focus areas of its page", () => {
    const titles = fundI.focusAreas.map((area) => area.title);
    expect(ASSET_TYPES_BY_FUND["Fund I"].length).toBe(titles.length);
    for (const [n, type] of ASSET_TYPES_BY_FUND["Fund I"].entries()) {
      expect(titles[n], type).toMatch(new RegExp(`^${type.replace("&", "and")}\\b`));
    }
  });

  it("bear out Fund II's page: each investment within its $2M-$20M range", () => {
    const [low, high] = criterion(fundII, "Investment Range").split("-").map(millionsInCents);
    expect(holdingsOf("Fund II").length).toBeGreaterThan(0);
    for (const h of holdingsOf("Fund II")) {
      expect(h.investmentCents, h.name).toBeGreaterThanOrEqual(low);
      expect(h.investmentCents, h.name).toBeLessThanOrEqual(high);
    }
  });
});

describe("the quarterly reports of the demo", () => {
  /** What a report must say of a fund: every holding by name, their count and their total. */
  function expectDescribes(lines: string[], fund: string, asOf: string, what: string) {
    const holdings = holdingsOf(fund);
    // Every holding was acquired by the period's end, so the report lists the portal's holdings.
    for (const h of holdings) expect(h.acquisitionDate! <= asOf, h.name).toBe(true);
    expect(lines, what).toContain(
      `${fund} portfolio as of ${asOf}: ${holdings.length} holdings, ${formatMoneyCents(sumCents(holdings) / 100)} invested`,
    );
    for (const h of holdings)
      expect(
        lines.some((line) => line.includes(`  ${h.name} (`)),
        `${what}: ${h.name}`,
      ).toBe(true);
  }
  const listed = (lines: string[]) => lines.filter((line) => line.startsWith("  ")).length;

  it("list the same holdings, counts and totals as the portal", () => {
    const reports = demoFundDocuments(new Date()).filter((doc) => doc.kind === "report");
    expect(reports.length).toBeGreaterThan(0);
    for (const doc of reports) {
      const lines = demoReportLines(doc);
      const funds = doc.fundType === "Both Funds" ? FUND_TYPES : [doc.fundType!];
      for (const fund of funds) expectDescribes(lines, fund, periodEnd(doc.period!), doc.name);
      // Nothing else: no pending or cancelled investment.
      expect(listed(lines), doc.name).toBe(funds.reduce((n, fund) => n + holdingsOf(fund).length, 0));
    }
  });

  it("include the quarterly performance report among the resources", () => {
    const quarterly = demoResources.filter((r) => r.tags.includes("quarterly"));
    expect(quarterly.length).toBeGreaterThan(0);
    for (const resource of quarterly) {
      const lines = demoResourceLines(resource);
      for (const fund of FUND_TYPES) expectDescribes(lines, fund, "2024-09-30", resource.title);
      expect(listed(lines)).toBe(demoHoldings.length);
    }
  });
});
