// A distribution's waterfall over its parties: each tier's limited-partner amount split over the
// investing entities by their weights (largest remainder, allocate.ts), the general partner's carry
// as a party of its own. Every cent of every tier is allocated (docs/decisions/0066-distribution-waterfall.md).
import { allocateProRata, type InvestorId, type Part, type Share } from "./allocate.ts";
import type { Cents } from "./money.ts";
import type { TierName, TierSplit } from "./waterfall-pool.ts";

export interface TierAllocation<Id extends InvestorId> {
  name: TierName;
  /** Each entity's part of the tier's LP amount, in the order of the shares with a positive weight. */
  parts: Part<Id>[];
  /** The general partner's carry in this tier. */
  gpCents: Cents;
}

export interface WaterfallAllocation<Id extends InvestorId> {
  tiers: TierAllocation<Id>[];
  /** Each entity's total over the tiers. */
  entities: Part<Id>[];
  gpCents: Cents;
}

/**
 * Splits each tier's LP amount over the entities with a positive weight (their commitments, or
 * their contributed capital: the caller's choice). Each tier is allocated on its own, so an entity's
 * part of, say, the preferred return is within a cent of its exact share; the entities' totals
 * are those parts summed. Throws (as allocateProRata) when an LP amount has no one to go to.
 */
export function allocateWaterfall<Id extends InvestorId>(
  tiers: readonly TierSplit[],
  shares: readonly Share<Id>[],
): WaterfallAllocation<Id> {
  const eligible = shares.filter((share) => share.weightCents > 0);
  const allocated = tiers.map((tier) => ({
    name: tier.name,
    parts:
      tier.lpCents > 0
        ? allocateProRata(tier.lpCents, eligible)
        : eligible.map((share) => ({ id: share.id, amountCents: 0 })),
    gpCents: tier.gpCents,
  }));
  const entities = eligible.map((share, index) => ({
    id: share.id,
    amountCents: allocated.reduce((sum, tier) => sum + tier.parts[index].amountCents, 0),
  }));
  return { tiers: allocated, entities, gpCents: tiers.reduce((sum, tier) => sum + tier.gpCents, 0) };
}
