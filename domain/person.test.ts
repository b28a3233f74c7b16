import { describe, expect, it } from "vitest";
import { displayName } from "./person.ts";

describe("displayName", () => {
  it("joins first and last name", () => {
    expect(displayName({ firstName: "Jordan", lastName: "Mitchell", username: "investor" })).toBe("Jordan Mitchell");
  });

  it("uses whichever name is set when only one is", () => {
    expect(displayName({ firstName: null, lastName: "Admin", username: "newadmin" })).toBe("Admin");
    expect(displayName({ firstName: "Ivy", lastName: "", username: "ivy" })).toBe("Ivy");
  });

  it("falls back to the username when the account has no name (blanks count as none)", () => {
    expect(displayName({ firstName: null, lastName: null, username: "superadmin" })).toBe("superadmin");
    expect(displayName({ firstName: "  ", lastName: undefined, username: "x1" })).toBe("x1");
  });

  it("names an inquirer, who has no username", () => {
    expect(displayName({ firstName: "Ana", lastName: "Lee" })).toBe("Ana Lee");
    expect(displayName({})).toBe("");
  });
});
