// Money in the ledger is integer cents held in a `number` that is a safe integer
// (Number.isSafeInteger), never a float of dollars and never a bigint. The database's largest
// amount, numeric(15,2)'s 9999999999999.99, is 999,999,999,999,999 cents: below 2^53, so every
// stored amount fits exactly, and a `number` crosses JSON and loader boundaries where a bigint
// cannot. Where a product of two amounts could pass 2^53 (pro rata shares), the arithmetic is done
// in bigint inside the function and the result comes back as a safe integer.
// Why: docs/decisions/0019-ledger.md.

/** Integer cents; a safe integer. */
export type Cents = number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Throws unless `cents` is a safe integer: the guard every ledger entry point uses. */
export function assertCents(cents: number, what = "amount"): asserts cents is Cents {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be whole cents, got ${cents}`);
}

/**
 * "1500000.00" → 150000000. Exact: the digits are joined as text and read once as an integer, so
 * no amount passes through a fraction of a dollar in floating point. Accepts what PostgreSQL's
 * numeric gives ("12", "12.5", "-0.05", "12.500"); refuses anything finer than a cent ("0.001")
 * rather than rounding it away, and anything that is not a plain decimal ("1e3", " 1", "1,000").
 */
export function centsFromDecimal(text: string): Cents {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign, whole, fraction = ""] = match;
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`"${text}" is finer than a cent`);
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`"${text}" is too large for the ledger`);
  return sign && cents !== 0 ? -cents : cents;
}

/** 150000000 → "1500000.00", -5 → "-0.05": the form the database stores. */
export function decimalFromCents(cents: Cents): string {
  assertCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return `${cents < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
