// Fund economics (staff): the distribution waterfall's simulator and the history it takes from a
// fund's ledger (issue 26 §3, decision 0066). Nothing here stores anything.
import * as z from "zod/mini";
import { FUND_SLUGS } from "#domain/fund-slug.ts";
import { TIER_NAMES } from "#domain/ledger/waterfall.ts";
import {
  waterfallSimulationInputSchema,
  type FundCashFlows,
  type WaterfallSimulation,
} from "#domain/waterfall-simulation.ts";
import { describing, operation } from "./contract.ts";
import { fundTypeSchema } from "./fund-views.ts";

const tags = ["Fund economics"];
const fundParams = z.object({ fund: z.enum(Object.keys(FUND_SLUGS) as [string, ...string[]]) });
const dollars = z.string();

export const waterfallSimulationSchema = describing<WaterfallSimulation>()(
  z.object({
    tiers: z.array(z.object({ name: z.enum(TIER_NAMES), lp: dollars, gp: dollars })),
    lpTotal: dollars,
    gpTotal: dollars,
    clawback: z.optional(z.object({ dealByDealGp: dollars, wholeFundGp: dollars, exposure: dollars })),
  }),
).register(z.globalRegistry, { id: "WaterfallSimulation" });

export const fundCashFlowsSchema = describing<FundCashFlows>()(
  z.object({
    fundType: fundTypeSchema,
    contributions: z.array(z.object({ date: z.string(), amount: dollars, fees: dollars })),
    distributions: z.array(z.object({ date: z.string(), amount: dollars })),
  }),
).register(z.globalRegistry, { id: "FundCashFlows" });

export const fundEconomicsApi = {
  simulateWaterfall: operation({
    operationId: "simulateWaterfall",
    summary:
      "Split a proposed distribution over the waterfall's tiers under given terms and history (nothing is stored)",
    description:
      "Tiers: return_of_capital, preferred_return, catch_up, carried_interest_split; each with the limited partners' (lp) and the general partner's (gp) part. Amounts and percentages are decimal strings, dates YYYY-MM-DD; `distributions` are the earlier ones. Deal by deal (american), every amount names its deal and the answer adds the clawback exposure.",
    tags,
    body: waterfallSimulationInputSchema,
    response: { 200: waterfallSimulationSchema },
  }),
  cashFlows: operation({
    operationId: "getFundCashFlows",
    summary:
      "A fund's paid-in capital per day (with the fees in it) and its distributions, as the simulator takes them",
    tags,
    params: fundParams,
    response: { 200: fundCashFlowsSchema },
  }),
};
