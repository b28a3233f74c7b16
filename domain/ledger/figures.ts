// The words of a fund's capital figures, one definition each, for every screen, notice and
// statement (decision 0044; docs/product.md §Fund operations). capital-account.ts computes them.
// "Contributed" and "Remaining commitment" are the specification's own words on the investor's
// profile, so staff screens use them too (paid-in and unfunded are their meanings, not labels).
//
// unfunded = outstanding + not yet called; called = paid-in + outstanding.

export const CAPITAL_FIGURES = {
  commitment: { label: "Commitment", meaning: "capital the investors have committed to the fund" },
  called: { label: "Called", meaning: "every capital call's parts, paid or not" },
  paidIn: { label: "Contributed", meaning: "paid-in capital: what investors have paid against their calls" },
  outstanding: { label: "Outstanding", meaning: "called and not yet paid; overdue once past its due date" },
  unfunded: {
    label: "Remaining commitment",
    meaning: "the unfunded commitment: commitment less contributed, outstanding calls plus what is not yet called",
  },
  uncalled: { label: "Not yet called", meaning: "commitment less called: what later calls may still ask for" },
} as const;
