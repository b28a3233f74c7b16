// A recorded distribution split by a fund's approved terms (issue 26 §3, decision 0066): the
// whole-fund waterfall (waterfall.ts) on the fund's history as the ledger stores it, its LP tiers
// over the investing entities (waterfall-allocation.ts), the GP's catch-up and carry as a party of
// its own. Pure; the issue path and its preview call it with what they read in one transaction.
import type { Share } from "./allocate.ts";
import { allocateProRata } from "./allocate.ts";
import type { Cents } from "./money.ts";
import { allocateWaterfall } from "./waterfall-allocation.ts";
import { computeWaterfall, type TierName, type WaterfallTerms } from "./waterfall.ts";

/** The stored terms' waterfall fields (fund_terms_versions), rates in basis points. */
export interface StoredWaterfallTerms {
  waterfall: "european" | "american";
  preferredReturnBps: number;
  compounding: "annual" | "none";
  dayCount: "actual_365" | "30_360";
  catchUpBps: number;
  carriedInterestBps: number;
  feesReturnedFirst: boolean;
}

/** Basis points as the per cent text the waterfall reads exactly: 800 → "8.00", 1750 → "17.50". */
export const percentOfBps = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, "0")}`;

/**
 * The stored terms as the pure waterfall takes them. The ledger ties no call or distribution to a
 * deal, so a fund on deal-by-deal terms is one pool (the same split as one deal's), as the
 * simulator's dialog does (decision 0066).
 */
export function waterfallTermsOf(terms: StoredWaterfallTerms): WaterfallTerms {
  return {
    style: "european",
    preferredReturn: percentOfBps(terms.preferredReturnBps),
    compounding: terms.compounding,
    dayCount: terms.dayCount === "30_360" ? "30/360" : "actual/365",
    catchUp: percentOfBps(terms.catchUpBps),
    carriedInterest: percentOfBps(terms.carriedInterestBps),
    returnFeesFirst: terms.feesReturnedFirst,
  };
}

/** One investing entity's paid capital: a paid call part on its payment day. */
export interface PaidContribution {
  entityId: number;
  date: string;
  amountCents: Cents;
  /** The part of it that paid management fees and fund expenses (the part's stored lines). */
  feesCents: Cents;
}

/** The fund's contributions summed per day, in date order: the simulator's history (cash-flows). */
export function contributionsPerDay(paid: readonly PaidContribution[]) {
  const byDay = new Map<string, { amountCents: Cents; feesCents: Cents }>();
  for (const row of [...paid].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const day = byDay.get(row.date) ?? { amountCents: 0, feesCents: 0 };
    day.amountCents += row.amountCents;
    day.feesCents += row.feesCents;
    byDay.set(row.date, day);
  }
  return [...byDay].map(([date, day]) => ({ date, ...day }));
}

export interface EntityTiers {
  entityId: number;
  /** The entity's part of the distribution: its four tiers added up. */
  amountCents: Cents;
  /** In the waterfall's order, every tier present (0 where the entity has none). */
  tiers: Array<{ name: TierName; amountCents: Cents }>;
  /** The GP's catch-up and carry in this distribution, split over the entities by the same weights. */
  carriedInterestWithheldCents: Cents;
}

export interface DistributionSplit {
  /** The fund's tiers: the LPs' and the GP's parts. */
  tiers: Array<{ name: TierName; lpCents: Cents; gpCents: Cents }>;
  lpCents: Cents;
  gpCatchUpCents: Cents;
  gpCarriedInterestCents: Cents;
  /** Entities with a part above 0, in the order of `participants`. */
  entities: EntityTiers[];
}

/**
 * The proposed distribution split by the waterfall over the fund's whole history (everything dated
 * on or before it), the LP tiers over the participants in proportion to the capital each paid in
 * up to the distribution's date (their commitments when none has paid anything yet), tier by
 * tier with the ledger's largest remainder.
 */
export function splitDistribution(
  terms: StoredWaterfallTerms,
  history: {
    paid: readonly PaidContribution[];
    /** Earlier distributions: their date and declared total. */
    distributions: ReadonlyArray<{ date: string; amountCents: Cents }>;
  },
  proposed: { date: string; amountCents: Cents },
  participants: ReadonlyArray<{ entityId: number; commitmentCents: Cents }>,
): DistributionSplit {
  const paid = history.paid.filter((p) => p.date <= proposed.date);
  const result = computeWaterfall(waterfallTermsOf(terms), {
    contributions: contributionsPerDay(paid).filter((c) => c.amountCents > 0),
    distributions: history.distributions.filter((d) => d.date <= proposed.date && d.amountCents > 0),
    proposed,
  });
  const paidIn = new Map<number, Cents>();
  for (const p of paid) paidIn.set(p.entityId, (paidIn.get(p.entityId) ?? 0) + p.amountCents);
  let shares: Share<number>[] = participants.map((p) => ({ id: p.entityId, weightCents: paidIn.get(p.entityId) ?? 0 }));
  if (!shares.some((s) => s.weightCents > 0)) {
    shares = participants.map((p) => ({ id: p.entityId, weightCents: p.commitmentCents }));
  }
  const allocation = allocateWaterfall(result.tiers, shares);
  const gpCents = result.gpCents;
  const eligible = shares.filter((s) => s.weightCents > 0);
  const withheld = gpCents > 0 && eligible.length ? allocateProRata(gpCents, eligible) : [];
  const entities = allocation.entities
    .map((entity, index) => ({
      entityId: entity.id,
      amountCents: entity.amountCents,
      tiers: allocation.tiers.map((tier) => ({ name: tier.name, amountCents: tier.parts[index].amountCents })),
      carriedInterestWithheldCents: withheld.find((w) => w.id === entity.id)?.amountCents ?? 0,
    }))
    .filter((entity) => entity.amountCents > 0);
  const gpOf = (name: TierName) => result.tiers.find((t) => t.name === name)?.gpCents ?? 0;
  return {
    tiers: result.tiers.map((t) => ({ name: t.name, lpCents: t.lpCents, gpCents: t.gpCents })),
    lpCents: result.lpCents,
    gpCatchUpCents: gpOf("catch_up"),
    gpCarriedInterestCents: gpOf("carried_interest_split"),
    entities,
  };
}
