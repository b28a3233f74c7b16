import { describe, expect, it } from "vitest";
import { ENTITY_KINDS } from "./entities.ts";
import { achEffectiveDate, achPartReference, partIdOfReference, secCodeOf } from "./ach-payments.ts";

describe("ACH payments' rules", () => {
  it("settle on the day the file is made, or the Monday after a weekend day", () => {
    expect(achEffectiveDate("2026-11-27")).toBe("2026-11-27"); // Friday
    expect(achEffectiveDate("2026-11-28")).toBe("2026-11-30"); // Saturday
    expect(achEffectiveDate("2026-11-29")).toBe("2026-11-30"); // Sunday
    expect(achEffectiveDate("2026-11-30")).toBe("2026-11-30"); // Monday
  });

  it("name a part by a reference that reads back to it, and nothing else", () => {
    expect(achPartReference(2147483647)).toBe("DP2147483647");
    expect(partIdOfReference(achPartReference(42))).toBe(42);
    expect(partIdOfReference(" DP42 ")).toBe(42);
    for (const other of ["", "DP", "DP0", "DP042", "D42", "dp42", "DP12345678901", "DP4 2"]) {
      expect(partIdOfReference(other), other).toBeNull();
    }
  });

  it("pay natural persons as consumers (PPD) and every other investor as a company (CCD)", () => {
    expect(Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, secCodeOf(kind)]))).toEqual({
      individual: "PPD",
      joint: "PPD",
      trust: "CCD",
      ira: "CCD",
      company: "CCD",
      family_office: "CCD",
      pension_fund: "CCD",
    });
  });
});
