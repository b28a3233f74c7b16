import { describe, expect, it } from "vitest";
import {
  ASSET_TYPES,
  ASSET_TYPES_BY_FUND,
  assetTypeSlug,
  estimatedRoiSchema,
  investmentInputSchema,
  ROI_RANGE_MESSAGE,
} from "./investment.ts";

const valid = {
  name: "Riverside Learning Campus",
  description: "A vocational training campus.",
  fundType: "Fund I",
  assetType: "Workforce Training",
  investmentAmount: 8_500_000,
  estimatedROI: 13.5,
};

const roiErrors = (estimatedROI: unknown) => {
  const result = investmentInputSchema.safeParse({ ...valid, estimatedROI });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === "estimatedROI").map((i) => i.message);
};

describe("estimated ROI", () => {
  it("accepts 0 to 100 with at most one decimal", () => {
    for (const roi of [0, 0.5, 9, 13.5, 24.5, 99.9, 100]) expect(estimatedRoiSchema.safeParse(roi).success).toBe(true);
  });

  it("refuses 900% and -50%, naming the field and the range", () => {
    expect(roiErrors(900)).toEqual([ROI_RANGE_MESSAGE]);
    expect(roiErrors(-50)).toEqual([ROI_RANGE_MESSAGE]);
    expect(roiErrors(100.1)).toEqual([ROI_RANGE_MESSAGE]);
    expect(ROI_RANGE_MESSAGE).toMatch(/^Estimated ROI .* 0 to 100/);
  });

  it("refuses more than one decimal", () => {
    expect(roiErrors(12.25)).toEqual([ROI_RANGE_MESSAGE]);
  });

  it("says when it is missing or not a number", () => {
    expect(roiErrors(undefined)).toEqual(["Estimated ROI is required"]);
    expect(roiErrors("13.5")).toEqual(["Estimated ROI must be a number"]);
    expect(roiErrors(Number.NaN)).toEqual(["Estimated ROI must be a number"]);
  });
});

describe("asset types", () => {
  const assetTypeErrors = (input: Record<string, unknown>) => {
    const result = investmentInputSchema.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.filter((i) => i.path[0] === "assetType").map((i) => i.message);
  };

  it("accepts each fund's own types and refuses the other fund's, naming the fund's list", () => {
    for (const type of ASSET_TYPES_BY_FUND["Fund I"]) expect(assetTypeErrors({ assetType: type })).toEqual([]);
    for (const type of ASSET_TYPES_BY_FUND["Fund II"]) {
      expect(assetTypeErrors({ fundType: "Fund II", assetType: type })).toEqual([]);
      expect(assetTypeErrors({ fundType: "Fund I", assetType: type })).toEqual([
        "Asset type must be one of Fund I's: Education, Hospitality & Cultural, Tourism, Workforce Training",
      ]);
    }
  });

  it("refuses a type retired by decision 0023", () => {
    expect(assetTypeErrors({ assetType: "Real Estate" })).toEqual([
      `Asset type must be one of: ${ASSET_TYPES.join(", ")}`,
    ]);
  });

  it("gives every type a distinct URL form", () => {
    const slugs = ASSET_TYPES.map(assetTypeSlug);
    expect(new Set(slugs).size).toBe(ASSET_TYPES.length);
    expect(assetTypeSlug("LLC Interest")).toBe("llc-interest");
    expect(assetTypeSlug("Hospitality & Cultural")).toBe("hospitality-cultural");
  });
});
