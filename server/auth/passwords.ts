import argon2 from "argon2";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "../../domain/auth.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane): ~30 ms here, fine for sign-ins.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string) {
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

/** The password policy of docs/product.md §Access rules; null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
