import { describe, expect, it } from "vitest";
import { resourcePlacement } from "./resource.ts";

describe("resourcePlacement (the staff form's 'who sees it, where')", () => {
  it("names the audience of each fund access and the profile's Resources tab", () => {
    const at = (fundAccess: "general" | "fund_i" | "fund_ii" | "both_funds") =>
      resourcePlacement({ fundAccess, isPublic: false, isResearchReport: false });
    expect(at("general")).toBe("Seen by every investor and viewer, in the Resources tab of their investor profile.");
    expect(at("fund_i")).toContain("investors and viewers with access to Fund I,");
    expect(at("fund_ii")).toContain("with access to Fund II,");
    expect(at("both_funds")).toContain("with access to Fund I or Fund II");
  });

  it("adds the portal's Reports tab for a research report and says what Public means", () => {
    const text = resourcePlacement({ fundAccess: "fund_i", isPublic: true, isResearchReport: true });
    expect(text).toContain("Public: anyone may download its file");
    expect(text).toContain("and the portal's Reports tab, under Research Reports");
  });
});
