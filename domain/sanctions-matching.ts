// Name matching for sanctions screening (issue 25 §4, decision 0064): pure, so the thresholds are
// tested on their own. A name survives case, accents, punctuation, word order and transliteration:
// both sides are transliterated to ASCII (any-ascii), lower-cased, stripped to letters and digits,
// and compared as sets of words.
import anyAscii from "any-ascii";
import { POSSIBLE_MATCH, STRONG_MATCH, TOKEN_MATCH } from "./kyc.ts";

export { POSSIBLE_MATCH, STRONG_MATCH, TOKEN_MATCH };

/** What each word of the longer name that matched nothing takes off the score. */
const EXTRA_WORD_PENALTY = 0.05;

// Legal forms say nothing about who a company is: "Neptune Shipping Ltd" is "Neptune Shipping".
const LEGAL_FORMS = new Set(["llc", "ltd", "inc", "corp", "co", "plc", "lp", "llp", "gmbh", "sa", "limited"]);

/** A name in ASCII, lower case, letters and digits only, single spaces. */
export function normaliseName(name: string): string {
  return anyAscii(name.normalize("NFKC"))
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of a name that identify it (legal forms left out unless nothing else is left). */
export function nameTokens(name: string): string[] {
  const words = normaliseName(name).split(" ").filter(Boolean);
  const telling = words.filter((w) => !LEGAL_FORMS.has(w));
  return telling.length > 0 ? telling : words;
}

/** Jaro-Winkler similarity of two words, 0 to 1 (prefix scale 0.1, up to 4 characters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (!bHit[j] && a[i] === b[j]) {
        aHit[i] = bHit[j] = true;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let halfTranspositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[k]) k++;
    if (a[i] !== b[k]) halfTranspositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - halfTranspositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

// The consonants of a word with doubled letters made single: transliterations disagree mostly on
// vowels ("Mohammed", "Muhammad", Arabic's "mhmd"), and this catches what Jaro-Winkler misses.
const skeleton = (word: string) => (word[0] + word.slice(1).replace(/[aeiouy]/g, "")).replace(/(.)\1+/g, "$1");

/** How alike two words are, 0 to 1; a word under TOKEN_MATCH counts as no match (0). */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  let score = jaroWinkler(a, b);
  if (a.length > 2 && b.length > 2 && skeleton(a) === skeleton(b)) score = Math.max(score, TOKEN_MATCH);
  return score >= TOKEN_MATCH ? score : 0;
}

/**
 * How alike two names are, 0 to 1, whatever the order of their words: each word of the name with
 * fewer words is paired with a different word of the other (best pairs first); the score is the
 * mean similarity of those pairs, less EXTRA_WORD_PENALTY for each word of the longer name left
 * unpaired (and once more when the shorter name is one word only: a surname alone is weak).
 */
export function nameScore(a: string | string[], b: string | string[]): number {
  const ta = typeof a === "string" ? nameTokens(a) : a;
  const tb = typeof b === "string" ? nameTokens(b) : b;
  const [shorter, longer] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  if (shorter.length === 0) return 0;
  const pairs: { i: number; j: number; s: number }[] = [];
  shorter.forEach((x, i) =>
    longer.forEach((y, j) => {
      const s = tokenSimilarity(x, y);
      if (s > 0) pairs.push({ i, j, s });
    }),
  );
  pairs.sort((p, q) => q.s - p.s);
  const usedI = new Set<number>();
  const usedJ = new Set<number>();
  let total = 0;
  for (const p of pairs) {
    if (usedI.has(p.i) || usedJ.has(p.j)) continue;
    usedI.add(p.i);
    usedJ.add(p.j);
    total += p.s;
  }
  const extra = longer.length - shorter.length + (shorter.length === 1 && longer.length > 1 ? 1 : 0);
  const score = total / shorter.length - extra * EXTRA_WORD_PENALTY;
  return Math.max(0, Math.round(score * 1000) / 1000);
}

/** A listed party with its names (the main name first, then its aliases). */
export interface ListedNames<T> {
  ref: T;
  names: readonly string[];
}

export interface NameHit<T> {
  ref: T;
  listedName: string;
  score: number;
}

/**
 * The listed parties a name possibly matches (score at or above POSSIBLE_MATCH against the main
 * name or an alias), best first; each party once, with its best-scoring name.
 */
export function screenName<T>(name: string, listed: readonly ListedNames<T>[]): NameHit<T>[] {
  const ours = nameTokens(name);
  const hits: NameHit<T>[] = [];
  for (const party of listed) {
    let best: NameHit<T> | null = null;
    for (const listedName of party.names) {
      const score = nameScore(ours, nameTokens(listedName));
      if (score >= POSSIBLE_MATCH && (!best || score > best.score)) best = { ref: party.ref, listedName, score };
    }
    if (best) hits.push(best);
  }
  return hits.sort((p, q) => q.score - p.score);
}
