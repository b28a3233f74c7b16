import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * Independent reads, each given as a function that starts it. On the pool they all start at once
 * (one round trip's wait instead of one per read). Inside a transaction they run one after the
 * other: a transaction is one connection, which runs one statement at a time, and handing it a
 * second while the first runs is deprecated by pg (an error from pg 9).
 */
export async function readTogether<T extends readonly unknown[] | []>(
  db: Database,
  reads: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const starts = reads as unknown as ReadonlyArray<() => PromiseLike<unknown>>;
  let results: unknown[];
  if (db instanceof PgTransaction) {
    results = [];
    for (const start of starts) results.push(await start());
  } else {
    results = await Promise.all(starts.map((start) => start()));
  }
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
