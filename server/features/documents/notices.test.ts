import { describe, expect, it } from "vitest";
import { hasPoppler, pdfFonts, pdfInfo, pdfText, pdfWords } from "#tests/pdf-text.ts";
import { MARGIN, PAGE_WIDTH } from "./layout.ts";
import { paymentReference } from "#domain/fund-operations.ts";
import { renderCapitalCallNotice, renderDistributionNotice } from "./notices.ts";
import { SAMPLE_INVESTOR, sampleCapitalCall, sampleDistribution } from "./sample-data.ts";

const isPdf = (pdf: Buffer) => {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF\n?$/);
};

describe("paymentReference", () => {
  it("fills the fund's format with the fund, the call number and the member ID", () => {
    const values = { fund: "Fund II", number: 12, memberId: "EDF-2023-0001" };
    expect(paymentReference("{fund}-CC{number}-{memberId}", values)).toBe("FUNDII-CC12-EDF-2023-0001");
    expect(paymentReference("CALL {number} / {memberId}", values)).toBe("CALL 12 / EDF-2023-0001");
    expect(() => paymentReference("{fund}-{investor}", values)).toThrow(/Unknown placeholder \{investor\}/);
  });
});

describe("renderCapitalCallNotice", () => {
  it("refuses a breakdown that does not add up to its total", () => {
    const data = sampleCapitalCall();
    expect(() =>
      renderCapitalCallNotice({ ...data, share: { ...data.share, totalCents: data.share.totalCents + 1 } }),
    ).toThrow(/do not add up/);
    expect(() => renderCapitalCallNotice({ ...data, call: { ...data.call, investmentCents: 0.5 } })).toThrow(/whole/);
    expect(() =>
      renderCapitalCallNotice({ ...data, commitment: { ...data.commitment, contributedCents: -1 } }),
    ).toThrow(/contributed/);
  });

  it.skipIf(!hasPoppler)(
    "states the investor, the call, both breakdowns and the wire instructions, on one page",
    () => {
      const pdf = renderCapitalCallNotice(sampleCapitalCall());
      isPdf(pdf);
      const text = pdfText(pdf);
      for (const fact of [
        "Capital Call Notice",
        "Łukasz Żák (王小明)",
        "Member ID EDF-2024-0042",
        "EdFutures Real Estate Fund I, L.P. · Capital Call No. 3",
        "Call date November 23, 2026",
        "Due date December 7, 2026",
        "Amount due $74,437.50",
        "Acquisition of the Riverside Learning Campus",
        "Investments $2,400,000.00 $72,000.00",
        "Management fees $62,500.00 $1,875.00",
        "Partnership expenses $18,750.00 $562.50",
        "Total due $2,481,250.00 $74,437.50",
        "Commitment $1,500,000.00",
        "Share of the fund 3%",
        // The unfunded commitment before this call and once it is paid (ILPA's capital call template).
        "Contributed to date $1,125,000.00",
        "Unfunded before this call $375,000.00",
        "This call $74,437.50",
        "Unfunded after this call $300,562.50",
        "Bank Example National Bank, N.A.",
        "Account name EdFutures Real Estate Fund I, L.P.",
        "Account number 4401 2098 7731",
        "ABA routing number 123456789",
        "SWIFT / BIC EXNBUS33",
        "Payment reference FUNDI-CC3-EDF-2024-0042",
        "Wire fraud warning",
        "EdFutures never changes wire instructions by e-mail",
        "+1 (951) 555-0142",
        "32605 Temecula Parkway, Suite 210",
        "Page 1 of 1",
      ]) {
        expect(text).toContain(fact);
      }
      expect(pdfInfo(pdf)).toMatchObject({
        Title: "Fund I Capital Call 3 Notice",
        Author: "EdFutures Capital Partners",
      });
      // The ideographs are drawn with a font that has them, embedded as a subset.
      expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(["NotoSans-Regular", "NotoSans-Bold", "NotoSansSC-Bold"]));
    },
  );

  it.skipIf(!hasPoppler)("embeds no Chinese font when the text needs none", () => {
    const pdf = renderCapitalCallNotice({
      ...sampleCapitalCall(),
      investor: { ...SAMPLE_INVESTOR, name: "Jordan Mitchell" },
    });
    expect(pdfFonts(pdf).sort()).toEqual(["NotoSans-Bold", "NotoSans-Regular"]);
  });

  it.skipIf(!hasPoppler)("wraps a long purpose over several lines inside the margins", () => {
    const purpose = Array.from({ length: 90 }, (_, i) => `purpose${i}`).join(" ");
    const pdf = renderCapitalCallNotice(sampleCapitalCall(purpose));
    const words = pdfWords(pdf);
    const purposeWords = words.filter((w) => w.text.startsWith("purpose"));
    expect(purposeWords.map((w) => w.text)).toEqual(purpose.split(" "));
    expect(new Set(purposeWords.map((w) => w.yMin)).size).toBeGreaterThanOrEqual(6);
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(word.xMax, word.text).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    }
  });
});

describe("renderDistributionNotice", () => {
  it("refuses a share larger than the distribution", () => {
    const data = sampleDistribution();
    expect(() => renderDistributionNotice({ ...data, investorShareCents: data.distribution.totalCents + 1 })).toThrow(
      /more than the distribution/,
    );
  });

  it.skipIf(!hasPoppler)("states the distribution, the investor's share and how it is paid", () => {
    const pdf = renderDistributionNotice(sampleDistribution());
    isPdf(pdf);
    const text = pdfText(pdf);
    for (const fact of [
      "Distribution Notice",
      "Łukasz Żák (王小明)",
      "Member ID EDF-2024-0042",
      "EdFutures Private Equity Fund II, L.P. · Distribution No. 2",
      "Payment date December 1, 2026",
      "Type Gain",
      "Your distribution $206,250.00",
      "Proceeds of the sale of the fund's stake in BrightPath Learning",
      "Gain distribution $4,125,000.00 $206,250.00",
      "Your share of the fund 5%",
      "Method Wire transfer to the bank account on file",
      "Paid to Account ending 7731",
      "never asks for or changes bank details by e-mail",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(fact);
    }
    expect(pdfInfo(pdf)).toMatchObject({ Title: "Fund II Distribution 2 Notice" });
  });
});
