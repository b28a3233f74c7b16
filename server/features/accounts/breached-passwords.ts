import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The larger list of breached and common passwords (docs/decisions/0027): the 49,233 passwords of
 * @zxcvbn-ts/language-common (MIT; zxcvbn's list, drawn from leaked password corpora), read from
 * the installed package on this machine, never fetched. Server only: nothing under app/ imports it,
 * so it never reaches a browser bundle.
 *
 * Loaded once, on the first password check, and kept as a Set of the entries of at least
 * PASSWORD_MIN_LENGTH characters (lower-case): a shorter password is refused by the length rule
 * before it is looked up, so keeping those would only cost memory (17,950 entries are kept, about 1.1 MB of heap).
 */
const SOURCE = "@zxcvbn-ts/language-common/src/passwords.json";

let loaded: ReadonlySet<string> | undefined;

export function breachedPasswords(minLength: number): ReadonlySet<string> {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve(SOURCE);
  const entries = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(entries) || entries.length < 10_000) {
    throw new Error(`${SOURCE} is not the password list it should be`);
  }
  loaded = new Set(
    entries.filter((e): e is string => typeof e === "string" && e.length >= minLength).map((e) => e.toLowerCase()),
  );
  return loaded;
}
