// The staff waterfall simulator (issue 26 §3): "what if we distribute $X on date D?" under given
// terms and a history of contributions and distributions. The request's schema (the API's and the
// form's), the answer's type, and the pure step from one to the other. Nothing is stored.
// Why these conventions: docs/decisions/0066-distribution-waterfall.md.
import * as z from "zod/mini";
import { requiredEnum, requiredText } from "./fields.ts";
import { moneyField, requiredDate } from "./fund-operations.ts";
import type { FundType } from "./investment.ts";
import { decimalFromCents } from "./ledger/money.ts";
import {
  COMPOUNDINGS,
  DAY_COUNTS,
  computeWaterfall,
  WATERFALL_STYLES,
  type TierName,
  type WaterfallTerms,
} from "./ledger/waterfall.ts";

export const MAX_SIMULATED_CONTRIBUTIONS = 1000;
export const MAX_SIMULATED_DISTRIBUTIONS = 500;

/** "X is required" when missing, "X must be …" otherwise. */
const objectError =
  (label: string, kind = "an object") =>
  (issue: { input?: unknown }) =>
    issue.input == null ? `${label} are required` : `${label} must be ${kind}`;

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

/** A percentage as a decimal string ("8", "17.5"), at most 4 decimals, from 0 to `max`. */
const percentField = (label: string, max: { value: number; inclusive: boolean }) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a percentage`) })
    .check(
      z.trim(),
      z.refine((value) => PERCENT.test(value), `${label} must be a percentage like 8 or 8.25 (at most 4 decimals)`),
      // Compared as numbers only to check the range: at most 3 digits and 4 decimals read exactly.
      z.refine(
        (value) => !PERCENT.test(value) || (max.inclusive ? Number(value) <= max.value : Number(value) < max.value),
        `${label} must be ${max.inclusive ? "at most" : "below"} ${max.value}`,
      ),
    );

/** The terms' rates and conventions, shared by the API's `terms` and the staff form. */
const termFields = {
  preferredReturn: percentField("Preferred return", { value: 100, inclusive: true }),
  compounding: requiredEnum(COMPOUNDINGS, "Compounding"),
  dayCount: requiredEnum(DAY_COUNTS, "Day count"),
  catchUp: percentField("Catch-up", { value: 100, inclusive: true }),
  carriedInterest: percentField("Carried interest", { value: 100, inclusive: false }),
  returnFeesFirst: z._default(z.boolean({ error: "Return fees first must be true or false" }), true),
};

/** The catch-up ends when the GP holds its carry of the profit; at or below the carry it never would. */
const catchUpAboveCarry = <T extends { catchUp: string; carriedInterest: string }>() =>
  z.superRefine<T>((terms, ctx) => {
    if (Number(terms.catchUp) !== 0 && Number(terms.catchUp) <= Number(terms.carriedInterest)) {
      ctx.issues.push({
        code: "custom",
        message: "Catch-up must be 0 or more than the carried interest",
        path: ["catchUp"],
        input: terms.catchUp,
      });
    }
  });

export const waterfallTermsSchema = z
  .object({ style: requiredEnum(WATERFALL_STYLES, "Style"), ...termFields }, { error: objectError("Terms") })
  .check(catchUpAboveCarry());

const positive = (label: string) =>
  moneyField(label).check(z.refine((cents) => cents > 0, `${label} must be more than $0`));

/**
 * The staff simulator's form, flat (one field per control): the proposed distribution and the
 * whole-fund terms. On submit the page adds the fund's history and sends the API's body.
 */
export const waterfallFormSchema = z
  .object({ amount: positive("Amount"), date: requiredDate("Date"), ...termFields })
  .check(catchUpAboveCarry());
export type WaterfallFormInput = z.input<typeof waterfallFormSchema>;

const deal = z.optional(requiredText("Deal", 100));

const contributionSchema = z.object({
  date: requiredDate("Contribution date"),
  amount: positive("Contribution"),
  /** The part of the amount that paid management fees and fund expenses. */
  fees: z._default(moneyField("Fees"), 0),
  deal,
});
const distributionSchema = z.object({
  date: requiredDate("Distribution date"),
  amount: positive("Distribution"),
  deal,
});

export const waterfallSimulationInputSchema = z
  .object({
    terms: waterfallTermsSchema,
    contributions: z
      .array(contributionSchema, { error: objectError("Contributions", "a list ([] for none)") })
      .check(
        z.maxLength(
          MAX_SIMULATED_CONTRIBUTIONS,
          `At most ${MAX_SIMULATED_CONTRIBUTIONS} contributions (sum a day's into one)`,
        ),
      ),
    distributions: z
      .array(distributionSchema, { error: objectError("Earlier distributions", "a list ([] for none)") })
      .check(z.maxLength(MAX_SIMULATED_DISTRIBUTIONS, `At most ${MAX_SIMULATED_DISTRIBUTIONS} earlier distributions`)),
    proposed: z.object(
      { date: requiredDate("Date"), amount: positive("Amount"), deal },
      { error: objectError("The proposed distribution's date and amount") },
    ),
  })
  .check(
    z.superRefine((input, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: "custom", message, path, input });
      const american = input.terms.style === "american";
      const earliest = `${String(Number(input.proposed.date.slice(0, 4)) - 100).padStart(4, "0")}${input.proposed.date.slice(4)}`;
      for (const [list, flows] of [
        ["contributions", input.contributions],
        ["distributions", input.distributions],
      ] as const) {
        flows.forEach((flow, index) => {
          if (flow.date > input.proposed.date) issue([list, index, "date"], "Must not be after the proposed date");
          // The pref is accrued anniversary by anniversary: a bounded span keeps the work bounded.
          else if (flow.date < earliest) issue([list, index, "date"], "Must be within 100 years of the proposed date");
          if (american && !flow.deal) issue([list, index, "deal"], "Deal is required deal by deal (american)");
        });
      }
      // Every total the answer may hold (a GP's carry over all deals, say) stays whole safe cents.
      const sum = (flows: readonly { amount: number }[]) => flows.reduce((total, flow) => total + flow.amount, 0);
      if (sum(input.contributions) > Number.MAX_SAFE_INTEGER)
        issue(["contributions"], "The contributions add up to too much");
      if (sum(input.distributions) + input.proposed.amount > Number.MAX_SAFE_INTEGER) {
        issue(["distributions"], "The distributions add up to too much");
      }
      input.contributions.forEach((c, index) => {
        if (c.fees > c.amount) issue(["contributions", index, "fees"], "Fees cannot be more than the contribution");
      });
      if (american && !input.proposed.deal) issue(["proposed", "deal"], "Deal is required deal by deal (american)");
    }),
  );
export type WaterfallSimulationInput = z.output<typeof waterfallSimulationInputSchema>;

/** Each tier as staff read it. */
export const TIER_LABELS: Record<TierName, string> = {
  return_of_capital: "Return of capital",
  preferred_return: "Preferred return",
  catch_up: "GP catch-up",
  carried_interest_split: "Carried interest split",
};

/** One tier of the proposed distribution: the limited partners' and the GP's parts, in dollars. */
export interface WaterfallTierView {
  name: TierName;
  lp: string;
  gp: string;
}

export interface WaterfallSimulation {
  tiers: WaterfallTierView[];
  lpTotal: string;
  gpTotal: string;
  /** Deal by deal only: the GP's carry across deals against the whole fund's, and the difference. */
  clawback?: { dealByDealGp: string; wholeFundGp: string; exposure: string };
}

/** The simulator's answer: the pure waterfall (domain/ledger/waterfall.ts) in decimal strings. */
export function simulateWaterfall(input: WaterfallSimulationInput): WaterfallSimulation {
  const terms: WaterfallTerms = input.terms;
  const result = computeWaterfall(terms, {
    contributions: input.contributions.map((c) => ({
      date: c.date,
      amountCents: c.amount,
      feesCents: c.fees,
      deal: c.deal,
    })),
    distributions: input.distributions.map((d) => ({ date: d.date, amountCents: d.amount, deal: d.deal })),
    proposed: { date: input.proposed.date, amountCents: input.proposed.amount, deal: input.proposed.deal },
  });
  return {
    tiers: result.tiers.map((t) => ({
      name: t.name,
      lp: decimalFromCents(t.lpCents),
      gp: decimalFromCents(t.gpCents),
    })),
    lpTotal: decimalFromCents(result.lpCents),
    gpTotal: decimalFromCents(result.gpCents),
    ...(result.clawback
      ? {
          clawback: {
            dealByDealGp: decimalFromCents(result.clawback.dealByDealGpCents),
            wholeFundGp: decimalFromCents(result.clawback.wholeFundGpCents),
            exposure: decimalFromCents(result.clawback.exposureCents),
          },
        }
      : {}),
  };
}

/**
 * A fund's history as the simulator takes it, read from the ledger: paid capital-call parts summed
 * per day (with the part of them that paid fees and expenses), and its distributions, oldest first.
 */
export interface FundCashFlows {
  fundType: FundType;
  contributions: { date: string; amount: string; fees: string }[];
  distributions: { date: string; amount: string }[];
}
