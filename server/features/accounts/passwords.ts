import argon2 from "argon2";
import { PASSWORD_BREACHED, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "#domain/auth.ts";
import { AppError } from "#server/platform/errors.ts";
import { breachedPasswords } from "./breached-passwords.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane): ~30 ms here, fine for sign-ins.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

/** An account without a password (an invited one) verifies against the dummy: refused, in the same time. */
export async function verifyPassword(hash: string | null, password: string) {
  if (hash === null) return verifyAgainstDummy(password);
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified against when the username is unknown, so both failures take about the same time.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword("dummy password that matches nothing");
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The password policy of docs/product.md §Access rules, the one check wherever a password is set
 * (staff, invitation, reset, the account page, create-admin); null when the password is acceptable.
 * Our own short list first (its message is the product's), then the larger breached list.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_TOO_COMMON;
  if (breachedPasswords(PASSWORD_MIN_LENGTH).has(lower)) return PASSWORD_BREACHED;
  return null;
}

/** The policy as a 400 naming the field the password was typed in. */
export function assertPasswordAcceptable(password: string, field: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AppError("VALIDATION", problem, { fieldErrors: { [field]: [problem] } });
}
