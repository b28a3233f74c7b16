import { describe, expect, it } from "vitest";
import { addBusinessDays, defaultDueDate, dueDateWarning } from "./business-days.ts";

describe("business days", () => {
  it("skips weekends", () => {
    // Friday 27 Nov 2026 + 1 → Monday 30 Nov; Saturday 28 Nov + 1 → Monday too.
    expect(addBusinessDays("2026-11-27", 1)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-27", 0)).toBe("2026-11-27");
    // Across a month and a year: Friday 25 Dec 2026 + 5 → Friday 1 Jan 2027.
    expect(addBusinessDays("2026-12-25", 5)).toBe("2027-01-01");
  });

  it("proposes ten business days and warns when the due date is shorter", () => {
    // Tuesday 1 Dec 2026 → Tuesday 15 Dec (two whole weeks).
    expect(defaultDueDate("2026-12-01")).toBe("2026-12-15");
    expect(dueDateWarning("2026-12-01", "2026-12-15")).toBeNull();
    expect(dueDateWarning("2026-12-01", "2027-01-30")).toBeNull();
    expect(dueDateWarning("2026-12-01", "2026-12-14")).toMatch(
      /^The due date gives investors fewer than 10 business days to fund the call \(ILPA principles\); December 15, 2026 would give them the full period/,
    );
  });
});
