// Exact fractions of bigints, for the distribution waterfall (docs/decisions/0066-distribution-waterfall.md):
// a preferred return of 8.25% accrued over 182/365 of a year and compounded on anniversaries is a
// fraction no float holds exactly, and the pref balance is carried from one distribution to the next.
// Every step is exact; money leaves as whole cents only through `roundHalfUp`, once per figure.

/** n/d with d > 0, in lowest terms. */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function ratio(n: bigint | number, d: bigint | number = 1n): Ratio {
  let [num, den] = [BigInt(n), BigInt(d)];
  if (den === 0n) throw new RangeError("Division by zero");
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? { n: num / g, d: den / g } : { n: num, d: den };
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);

export const add = (a: Ratio, b: Ratio) => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Ratio, b: Ratio) => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Ratio, b: Ratio) => ratio(a.n * b.n, a.d * b.d);
export const div = (a: Ratio, b: Ratio) => ratio(a.n * b.d, a.d * b.n);
/** -1, 0 or 1 as a is below, equal to or above b. */
export const compare = (a: Ratio, b: Ratio) => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const min = (a: Ratio, b: Ratio) => (compare(a, b) <= 0 ? a : b);
export const max = (a: Ratio, b: Ratio) => (compare(a, b) >= 0 ? a : b);
export const isZero = (a: Ratio) => a.n === 0n;

/** The nearest whole number, halves away from minus infinity (0.5 → 1, -0.5 → 0): floor(a + 1/2). */
export function roundHalfUp(a: Ratio): bigint {
  const twice = 2n * a.n + a.d;
  const den = 2n * a.d;
  const q = twice / den;
  // bigint division truncates toward zero; floor for a negative numerator that is not exact.
  return twice < 0n && q * den !== twice ? q - 1n : q;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "8.25" → 825/100. Plain non-negative decimals only; throws a RangeError for anything else. */
export function ratioFromDecimal(text: string): Ratio {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: "${text}"`);
  const fraction = match[2] ?? "";
  return ratio(BigInt(match[1] + fraction), 10n ** BigInt(fraction.length));
}

/** "20" (a percentage) → 1/5. */
export const ratioFromPercent = (text: string) => div(ratioFromDecimal(text), ratio(100n));
