import { describe, expect, it } from "vitest";
import { hasPoppler, pdfInfo, pdfText, pdfWords } from "#tests/pdf-text.ts";
import { MARGIN, PAGE_WIDTH } from "./layout.ts";
import { sampleStatement } from "./sample-data.ts";
import { renderCapitalAccountStatement } from "./statements.ts";

describe("renderCapitalAccountStatement", () => {
  it("refuses a roll-forward that does not add up, or a total that is not the funds' sum", () => {
    const data = sampleStatement();
    const [first, second] = data.funds;
    expect(() =>
      renderCapitalAccountStatement({
        ...data,
        funds: [{ ...first, closingNavCents: first.closingNavCents + 1 }, second],
      }),
    ).toThrow(/Fund I: opening \+ contributions − distributions \+ net change/);
    expect(() =>
      renderCapitalAccountStatement({
        ...data,
        funds: [{ ...first, realisedGainCents: first.realisedGainCents + 1 }, second],
      }),
    ).toThrow(/Fund I: the gains less fees, expenses and incentive allocation/);
    expect(() =>
      renderCapitalAccountStatement({
        ...data,
        total: { ...data.total, commitmentCents: data.total.commitmentCents + 100 },
      }),
    ).toThrow(/The total's commitmentCents/);
  });

  it.skipIf(!hasPoppler)("shows each fund's roll-forward, commitment and performance, and the total", () => {
    const pdf = renderCapitalAccountStatement(sampleStatement());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const fact of [
      "Capital Account Statement",
      "Q3 2026 · July 1, 2026 to September 30, 2026",
      "Łukasz Żák (王小明)",
      "Member ID EDF-2024-0042",
      "Statement date November 23, 2026",
      // The ILPA template's lines: Fund I, Fund II and the total; outflows in brackets.
      "Q3 2026 Fund I Fund II Total",
      "Beginning NAV $1,000,000.00 $700,000.00 $1,700,000.00",
      "Contributions $50,000.00 $35,000.00 $85,000.00",
      "Distributions ($25,000.00) ($17,500.00) ($42,500.00)",
      "Management fees ($2,500.00) ($1,750.00) ($4,250.00)",
      "Partnership expenses ($500.00) ($350.00) ($850.00)",
      "Realised gain (loss) $3,000.00 $2,100.00 $5,100.00",
      "Unrealised gain (loss) $18,329.99 $12,830.99 $31,160.98",
      "Incentive allocation ($1,000.00) ($700.00) ($1,700.00)",
      "Ending NAV $1,042,329.99 $729,630.99 $1,771,960.98",
      // Commitment, contributed to date, unfunded.
      "EdFutures Real Estate Fund I, L.P. $1,500,000.00 $1,125,000.00 $375,000.00",
      "Total $2,550,000.00 $1,912,500.00 $637,500.00",
      // DPI, RVPI, TVPI, MOIC, net IRR, as of; Fund II has no IRR yet.
      "Fund I 0.18x 1.10x 1.29x 1.31x 13.8% September 30, 2026",
      "Fund II 0.18x 1.10x 1.29x 1.31x — September 30, 2026",
      "Total 0.18x 1.09x 1.27x 1.30x 13.1% September 30, 2026",
      "Page 1 of 2",
    ]) {
      expect(text).toContain(fact);
    }
    expect(pdfInfo(pdf)).toMatchObject({
      Title: "Q3 2026 Capital Account Statement",
      Author: "EdFutures Capital Partners",
    });
  });

  it.skipIf(!hasPoppler)("shows a dash for every figure that is undefined, and a negative change in brackets", () => {
    const data = sampleStatement(1);
    const none = { dpi: null, rvpi: null, tvpi: null, moic: null, irr: null, asOf: null };
    const [fund] = data.funds;
    const loss = {
      ...fund,
      netChangeCents: -500_000,
      unrealisedGainCents: fund.unrealisedGainCents - fund.netChangeCents - 500_000,
      closingNavCents: fund.closingNavCents - fund.netChangeCents - 500_000,
      performance: none,
    };
    const text = pdfText(
      renderCapitalAccountStatement({
        ...data,
        funds: [loss],
        total: {
          ...data.total,
          netChangeCents: loss.netChangeCents,
          unrealisedGainCents: loss.unrealisedGainCents,
          closingNavCents: loss.closingNavCents,
          performance: none,
        },
      }),
    );
    expect(text).toContain("Fund I — — — — — —");
    expect(text).toContain("Unrealised gain (loss) ($4,000.00)");
    // One fund: no separate total rows.
    expect(text).not.toMatch(/Total \$/);
  });

  it.skipIf(!hasPoppler)("runs over several pages when there are many funds, every amount inside the margins", () => {
    const pdf = renderCapitalAccountStatement(sampleStatement(40));
    const text = pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Fund 40");
    const words = pdfWords(pdf);
    for (const word of words) expect(word.xMax, word.text).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    // Three funds' columns to a table: the 40 funds and the total in 14 tables of the ILPA lines.
    expect(text.match(/Beginning NAV/g)).toHaveLength(14);
    // The commitment table's header is repeated on the page it continues onto.
    expect(new Set(words.filter((w) => w.text === "Contributed").map((w) => w.page)).size).toBeGreaterThan(1);
  });
});
