import { centsFromDecimal, type Cents } from "#domain/ledger/money.ts";

// Small helpers of the fund operations screens.

export const NO_SETTINGS = "Enter wire instructions before issuing a notice";

const TYPED_AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * An amount as staff type it ("250,000.50") in cents, for the live total beside a form: 0 when
 * empty, null when it is not an amount yet (the schema names the problem on submit).
 */
export function typedCents(text: string): Cents | null {
  const value = text.trim().replaceAll(",", "");
  if (value === "") return 0;
  return TYPED_AMOUNT.test(value) ? centsFromDecimal(value) : null;
}

/** A part of a whole as a width for a bar, 0–100; 0 when the whole is not positive. */
export const share = (part: Cents, whole: Cents) => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0);

export const plural = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`;
