import { describe, expect, it } from "vitest";
import { DOCUMENT_FUNDS } from "#domain/investor-portal.ts";
import { fundAudience } from "./fund-audience";

describe("fundAudience", () => {
  it("names the investors of each fund a document can be for, both funds as two", () => {
    expect(DOCUMENT_FUNDS.map(fundAudience)).toEqual([
      "All Fund I investors",
      "All Fund II investors",
      "All Fund I and Fund II investors",
    ]);
  });
});
