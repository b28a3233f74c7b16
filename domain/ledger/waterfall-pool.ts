// One pool of the distribution waterfall: a whole fund (european) or one deal (american). It holds
// the contributions still owed capital or preferred return and what the tiers have paid so far, so
// each distribution is split cumulatively, as of the fund's whole history. The conventions (accrual,
// compounding, the order capital and pref are paid in, the catch-up, rounding) are decision 0066's
// (docs/decisions/0066-distribution-waterfall.md); waterfall.ts builds pools from the inputs.
import { anniversary, dayOf, daysBetween, type Day, type DayCount } from "./day-count.ts";
import type { Cents } from "./money.ts";
import { add, compare, div, isZero, mul, ratio, roundHalfUp, sub, type Ratio } from "./ratio.ts";

// The preferred return is carried in units of 10^-20 of a cent (UNIT cents), whole numbers: a
// year's accrual on a balance is base × rate × days / (100 × 365 or 360), rounded half up to the
// unit. A fund's whole life is at most millions of such steps, so what they drop stays below 10^-13
// of a cent: it can only move the rounding of a figure to a cent when the exact figure is within
// that of a half cent. Exact fractions (ratio.ts) grew too large to keep for every contribution
// and day (seconds for a few hundred contributions compounded over years), these stay 130 bits.
const UNIT = 10n ** 20n;

export const TIER_NAMES = ["return_of_capital", "preferred_return", "catch_up", "carried_interest_split"] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** One tier's part of a distribution: the limited partners' and the general partner's (carry). */
export interface TierSplit {
  name: TierName;
  lpCents: Cents;
  gpCents: Cents;
}

/** The terms as exact fractions (rates per year; catch-up and carry as shares of a dollar). */
export interface PoolRates {
  preferredReturn: Ratio;
  compounding: "annual" | "none";
  dayCount: DayCount;
  catchUp: Ratio;
  carriedInterest: Ratio;
}

/** What a pool has paid and still owes, in cents, after its latest distribution. */
export interface PoolState {
  /** Capital contributed (returnable capital, decision 0066's fees rule applied). */
  contributedCents: Cents;
  /** Capital returned (tier 1). */
  returnedCents: Cents;
  /** Preferred return paid (tier 2). */
  prefPaidCents: Cents;
  /** Preferred return accrued and not paid, as of the latest distribution, rounded to a cent. */
  prefOwedCents: Cents;
  /** Paid in the catch-up tier (GP's and LP's parts). */
  catchUpCents: Cents;
  /** Paid in the carried interest split (GP's and LP's parts). */
  splitCents: Cents;
  /** The general partner's carry: its parts of the catch-up and the split. */
  gpCents: Cents;
}

/** A contribution still in the pool: its capital not yet returned and its pref not yet paid. */
interface Tranche {
  date: string;
  capital: bigint;
  /** Accrued, unpaid preferred return, in UNITs. */
  pref: bigint;
  /** The part of `pref` capitalised on an anniversary, which earns pref itself (annual compounding). */
  compounding: bigint;
  accruedTo: string;
  /** Anniversaries passed, and the next one. */
  years: number;
  nextAnniversary: string;
}

const cents = (value: bigint): Cents => Number(value);
const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
/** UNITs to whole cents, halves up (amounts here are never negative). */
const unitsToCents = (units: bigint) => (units + UNIT / 2n) / UNIT;

export function createPool(rates: PoolRates) {
  if (compare(rates.carriedInterest, ratio(1)) >= 0) throw new RangeError("The carried interest must be below 100%");
  if (!isZero(rates.catchUp) && compare(rates.catchUp, rates.carriedInterest) <= 0) {
    throw new RangeError("The catch-up must be 0 or more than the carried interest");
  }
  const tranches: Tranche[] = [];
  let contributed = 0n;
  let returned = 0n;
  let prefPaid = 0n;
  let catchUp = 0n;
  let split = 0n;
  let latest = "";

  // The GP's carry so far, exact: its share of every catch-up dollar and of every split dollar.
  // Rounded only where a tier ends, so the tiers' GP parts telescope and no cent drifts.
  const gpExact = () => add(mul(rates.catchUp, ratio(catchUp)), mul(rates.carriedInterest, ratio(split)));

  // A year's pref on one unit, as numerator / denominator: rate × days / days in a year.
  const rate = rates.preferredReturn;
  const yearDays = rates.dayCount === "actual/365" ? 365n : 360n;

  // Each day read once per pool: a distribution accrues every contribution still owed something.
  const days = new Map<string, Day>();
  const day = (date: string) => {
    let known = days.get(date);
    if (!known) days.set(date, (known = dayOf(date)));
    return known;
  };

  function accrue(tranche: Tranche, to: string) {
    if (to <= tranche.accruedTo) return;
    const base = tranche.capital * UNIT + tranche.compounding;
    if (base > 0n && rate.n > 0n) {
      const numerator = base * rate.n * BigInt(daysBetween(day(tranche.accruedTo), day(to), rates.dayCount));
      const denominator = rate.d * yearDays;
      tranche.pref += (2n * numerator + denominator) / (2n * denominator);
    }
    tranche.accruedTo = to;
  }

  /** Brings each tranche's pref up to `date`, capitalising the unpaid pref on each anniversary. */
  function accrueTo(date: string) {
    for (const tranche of tranches) {
      if (tranche.capital === 0n && tranche.pref === 0n) {
        tranche.accruedTo = date; // nothing owed: nothing accrues
        continue;
      }
      while (tranche.nextAnniversary <= date) {
        accrue(tranche, tranche.nextAnniversary);
        tranche.years += 1;
        tranche.nextAnniversary = anniversary(tranche.date, tranche.years + 1);
        if (rates.compounding === "annual") tranche.compounding = tranche.pref;
      }
      accrue(tranche, date);
    }
  }

  const owed = () => tranches.reduce((sum, t) => sum + t.pref, 0n);

  return {
    contribute(date: string, capitalCents: Cents) {
      if (date < latest) throw new RangeError("Contributions and distributions must come in date order");
      latest = date;
      if (capitalCents <= 0) return;
      contributed += BigInt(capitalCents);
      // Contributions of one day accrue alike: one tranche (until a distribution touches it).
      const last = tranches.at(-1);
      if (last && last.date === date && last.accruedTo === date && last.pref === 0n) {
        last.capital += BigInt(capitalCents);
        return;
      }
      tranches.push({
        date,
        capital: BigInt(capitalCents),
        pref: 0n,
        compounding: 0n,
        accruedTo: date,
        years: 0,
        nextAnniversary: anniversary(date, 1),
      });
    },

    /** Splits a distribution over the four tiers, after everything before it; updates the pool. */
    distribute(date: string, amountCents: Cents): TierSplit[] {
      if (date < latest) throw new RangeError("Contributions and distributions must come in date order");
      latest = date;
      accrueTo(date);
      let left = BigInt(amountCents);

      // 1. Return of capital, the oldest contributions first.
      let roc = 0n;
      for (const tranche of tranches) {
        const take = tranche.capital < left - roc ? tranche.capital : left - roc;
        tranche.capital -= take;
        roc += take;
      }
      left -= roc;
      returned += roc;

      // 2. Preferred return: what is owed, rounded to a cent once, here; oldest accruals first.
      const due = unitsToCents(owed());
      const pref = minBig(due, left);
      if (pref === due) {
        for (const tranche of tranches) [tranche.pref, tranche.compounding] = [0n, 0n];
      } else {
        let remaining = pref * UNIT;
        for (const tranche of tranches) {
          const take = minBig(tranche.pref, remaining);
          tranche.pref -= take;
          // Paid pref is taken from the capitalised part first: it stops compounding.
          tranche.compounding = tranche.compounding > take ? tranche.compounding - take : 0n;
          remaining -= take;
        }
      }
      left -= pref;
      prefPaid += pref;

      // 3. Catch-up: the GP takes `catchUp` of each dollar until its carry is `carriedInterest` of
      // the profit paid so far (pref + catch-up), never of returned capital:
      //   catchUp × T = carry × (prefPaid + T)  ⇒  T = carry × prefPaid / (catchUp − carry).
      const gpBefore = roundHalfUp(gpExact());
      let caught = 0n;
      if (!isZero(rates.catchUp)) {
        const target = roundHalfUp(
          div(mul(rates.carriedInterest, ratio(prefPaid)), sub(rates.catchUp, rates.carriedInterest)),
        );
        const open = target > catchUp ? target - catchUp : 0n;
        caught = open < left ? open : left;
      }
      catchUp += caught;
      left -= caught;
      const gpAfterCatchUp = roundHalfUp(gpExact());

      // 4. The rest is split: carriedInterest to the GP, the rest to the LPs.
      split += left;
      const gpAfter = roundHalfUp(gpExact());

      return [
        { name: "return_of_capital", lpCents: cents(roc), gpCents: 0 },
        { name: "preferred_return", lpCents: cents(pref), gpCents: 0 },
        {
          name: "catch_up",
          lpCents: cents(caught - (gpAfterCatchUp - gpBefore)),
          gpCents: cents(gpAfterCatchUp - gpBefore),
        },
        {
          name: "carried_interest_split",
          lpCents: cents(left - (gpAfter - gpAfterCatchUp)),
          gpCents: cents(gpAfter - gpAfterCatchUp),
        },
      ];
    },

    state(): PoolState {
      return {
        contributedCents: cents(contributed),
        returnedCents: cents(returned),
        prefPaidCents: cents(prefPaid),
        prefOwedCents: cents(unitsToCents(owed())),
        catchUpCents: cents(catchUp),
        splitCents: cents(split),
        gpCents: cents(roundHalfUp(gpExact())),
      };
    },
  };
}

export type Pool = ReturnType<typeof createPool>;
