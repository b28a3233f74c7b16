import type { DistributionType } from "#domain/fund-operations.ts";
import type { FundType } from "#domain/investment.ts";
import { addDays } from "#domain/ledger/dates.ts";
import type { DemoEntityKey } from "#server/seed/demo-entities.ts";

/**
 * The demo funds' history, dated relative to the day the seed runs, so the demo never looks stale:
 * who committed what and when, the calls each fund made, its distributions and its quarterly
 * valuations. The seed issues all of it through the fund-ledger service (the same code staff use);
 * nothing derived (contributed, unfunded, NAV shares) is written by the seed.
 *
 * The funds' sizes follow their holdings (demo-records.ts): Fund I has $30M of commitments, 75 %
 * called, and owns $49M of property at cost, the rest financed by property debt; Fund II has $45M,
 * 67.5 % paid in (82.5 % called with the fourth call), invested in $31M of companies and assets. The sample investor holds $1.5M of Fund I
 * (a twentieth, so their part of every call is exactly 5 %) and $1.0M of Fund II (a forty-fifth; the
 * call totals are multiples of 45): $1,125,000 of Fund I paid and $375,000 left, $675,000 of Fund II
 * paid and $325,000 left, and Fund II's fourth call issued and not yet due.
 *
 * Three commitments are held through entities (demo-entities.ts): the Mitchell Family Trust holds
 * $5M of Fund II (Jordan signs for it), a joint account $9M of Fund II, an IRA $3.5M of Fund I. They
 * were limited partners' own commitments before decision 0060's slice 2: the funds' totals and
 * every split of a call or distribution are unchanged (the weights are the same amounts).
 */

/** The day `months` months before `now` (negative: after), on `day` of that month, as YYYY-MM-DD. */
export function monthsAgo(now: Date, months: number, day = 15): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
  return at.toISOString().slice(0, 10);
}

/** The last closed quarter before `now`: its label ("Q3 2026") and last day. */
export function closedQuarter(now: Date, back = 0) {
  const quarterIndex = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) - 1 - back;
  const year = Math.floor(quarterIndex / 4);
  const quarter = (quarterIndex % 4) + 1;
  const end = new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);
  return { label: `Q${quarter} ${year}`, end, year, quarter };
}

export interface DemoCommitment {
  /** Key into DEMO_LIMITED_PARTNERS, or "investor" for the sample investor. */
  who: string;
  /**
   * The entity of demo-entities.ts it is held through (who is then one of its signatories);
   * without it, `who`'s own holding.
   */
  through?: DemoEntityKey;
  fundType: FundType;
  amount: string;
  date: string;
}

export interface DemoCall {
  fundType: FundType;
  callDate: string;
  dueDate: string;
  purpose: string;
  investment: string;
  managementFee: string;
  fundExpenses: string;
  /** Received (every part in full) on this day; null: not paid yet. */
  paidOn: string | null;
}

export interface DemoDistribution {
  fundType: FundType;
  date: string;
  type: DistributionType;
  description: string;
  total: string;
  paidOn: string | null;
}

export interface DemoValuation {
  fundType: FundType;
  asOf: string;
  nav: string;
  notes: string;
}

/** The other limited partners, so each fund has the size the firm states. Sign-in is not possible for them. */
export const DEMO_LIMITED_PARTNERS = {
  okafor: { firstName: "Amara", lastName: "Okafor", investorType: "individual" },
  lindqvist: { firstName: "Sofia", lastName: "Lindqvist", investorType: "individual" },
  harbor: { firstName: "Harbor Point", lastName: "Family Office", investorType: "family_office" },
  zak: { firstName: "Łukasz", lastName: "Žák", investorType: "individual" },
  wang: { firstName: "王小明", lastName: null, investorType: "individual" },
  raman: { firstName: "Priya", lastName: "Raman", investorType: "trust" },
  // Sofia's joint signatory on their joint account (demo-entities.ts); no holding of his own.
  erikLindqvist: { firstName: "Erik", lastName: "Lindqvist", investorType: "individual" },
} as const;
export type DemoPartner = keyof typeof DEMO_LIMITED_PARTNERS;

/** The sample investor's commitments (their subscription documents state them). */
export const SAMPLE_COMMITMENTS: Record<FundType, string> = { "Fund I": "1500000.00", "Fund II": "1000000.00" };

export function demoTimeline(now: Date) {
  const fundIStart = monthsAgo(now, 44);
  const fundIIStart = monthsAgo(now, 38, 1);
  const commitments: DemoCommitment[] = [
    { who: "investor", fundType: "Fund I", amount: SAMPLE_COMMITMENTS["Fund I"], date: fundIStart },
    { who: "investor", fundType: "Fund II", amount: SAMPLE_COMMITMENTS["Fund II"], date: fundIIStart },
    { who: "harbor", fundType: "Fund I", amount: "8000000.00", date: fundIStart },
    { who: "okafor", fundType: "Fund I", amount: "7000000.00", date: fundIStart },
    { who: "lindqvist", fundType: "Fund I", amount: "5500000.00", date: fundIStart },
    { who: "zak", fundType: "Fund I", amount: "4500000.00", date: fundIStart },
    { who: "raman", through: "ramanIra", fundType: "Fund I", amount: "3500000.00", date: fundIStart },
    { who: "harbor", fundType: "Fund II", amount: "12000000.00", date: fundIIStart },
    { who: "wang", fundType: "Fund II", amount: "11000000.00", date: fundIIStart },
    { who: "lindqvist", through: "lindqvistJoint", fundType: "Fund II", amount: "9000000.00", date: fundIIStart },
    { who: "raman", fundType: "Fund II", amount: "7000000.00", date: fundIIStart },
    { who: "investor", through: "mitchellTrust", fundType: "Fund II", amount: "5000000.00", date: fundIIStart },
  ];
  const call = (
    fundType: FundType,
    monthsBack: number,
    purpose: string,
    total: number,
    fee: number,
    expenses: number,
    paid = true,
  ): DemoCall => {
    const callDate = monthsAgo(now, monthsBack, 1);
    const dueDate = addDays(callDate, 14);
    return {
      fundType,
      callDate,
      dueDate,
      purpose,
      investment: String(total - fee - expenses),
      managementFee: String(fee),
      fundExpenses: String(expenses),
      paidOn: paid ? addDays(dueDate, -2) : null,
    };
  };
  // Fund I: $30M committed; calls of $10M, $7.5M and $5M (75 %). Fund II: $45M; $13.5M, $10.125M and
  // $6.75M paid (67.5 %), and $6.75M called ten days ago, due in about seven weeks.
  const fourthCallDate = addDays(now.toISOString().slice(0, 10), -10);
  const calls: DemoCall[] = [
    call("Fund I", 43, "Initial property acquisition", 10_000_000, 375_000, 125_000),
    call("Fund I", 36, "Property renovation and improvements", 7_500_000, 375_000, 75_000),
    call("Fund I", 29, "Additional property acquisition", 5_000_000, 375_000, 50_000),
    call("Fund II", 37, "Initial portfolio investments", 13_500_000, 562_500, 100_000),
    call("Fund II", 32, "Technology company follow-on investment", 10_125_000, 562_500, 62_500),
    call("Fund II", 26, "Growth capital deployment", 6_750_000, 562_500, 37_500),
    {
      fundType: "Fund II",
      callDate: fourthCallDate,
      dueDate: addDays(fourthCallDate, 60),
      purpose: "Follow-on investments in portfolio companies",
      investment: "6150000",
      managementFee: "500000",
      fundExpenses: "100000",
      paidOn: null,
    },
  ];
  const distribution = (
    fundType: FundType,
    monthsBack: number,
    type: DistributionType,
    description: string,
    total: string,
  ): DemoDistribution => {
    const date = monthsAgo(now, monthsBack, 20);
    return { fundType, date, type, description, total, paidOn: date };
  };
  const distributions: DemoDistribution[] = [
    distribution("Fund I", 20, "income", "Net rental income", "600000"),
    distribution("Fund I", 8, "income", "Net rental income", "900000"),
    distribution("Fund II", 10, "gain", "Partial sale of a portfolio company stake", "2400000"),
    // Declared three days ago and not paid yet: staff pay it by ACH (decision 0067), so the demo
    // has a distribution whose NACHA file can be downloaded and marked paid.
    {
      fundType: "Fund II",
      date: addDays(now.toISOString().slice(0, 10), -3),
      type: "income",
      description: "Interest received on portfolio company notes",
      total: "900000",
      paidOn: null,
    },
  ];
  // Quarterly NAVs for the last eight closed quarters: Fund I's buildings appreciate slowly, Fund
  // II's companies faster, each from its paid-in capital.
  const valuations: DemoValuation[] = [];
  for (let back = 7; back >= 0; back--) {
    const quarter = closedQuarter(now, back);
    const step = 7 - back;
    valuations.push(
      {
        fundType: "Fund I",
        asOf: quarter.end,
        nav: String(23_200_000 + step * 360_000),
        notes: `${quarter.label} valuation`,
      },
      {
        fundType: "Fund II",
        asOf: quarter.end,
        nav: String(31_000_000 + step * 700_000),
        notes: `${quarter.label} valuation`,
      },
    );
  }
  return {
    /** The day the history is dated from, YYYY-MM-DD. */
    today: now.toISOString().slice(0, 10),
    investorCreatedAt: new Date(Date.parse(`${addDays(fundIStart, -14)}T16:00:00Z`)),
    fundIStart,
    fundIIStart,
    commitments,
    calls,
    distributions,
    valuations,
  };
}

export type DemoTimeline = ReturnType<typeof demoTimeline>;
