import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";
import type { RateLimitResult, RateLimitRule } from "./rate-limiter.ts";

/** How often each instance adds its hits to the shared counters (and learns the others'). */
export const FLUSH_EVERY_MS = 1_000;
/** Keys remembered between flushes; beyond it, keys with nothing to flush are forgotten first. */
const MAX_KEYS = 50_000;

interface KeyState {
  /** Hits here since the last flush. */
  pending: number;
  /** The shared count (every instance's flushed hits) as of the last flush. */
  shared: number;
  /** When the shared window ends; 0 before the first flush. */
  windowEnds: number;
}

/**
 * The general per-address limit, counted without a database round trip in the request's path
 * (decision 0035). Each instance decides from the shared count it last read plus its own hits
 * since, and every FLUSH_EVERY_MS adds those hits to the same rate_limits rows the exact limiter
 * uses (one statement for all keys with hits), reading back the total of all instances. So the
 * limit counts across instances with a lag of one flush: each instance may let through, beyond
 * the limit, at most what one address sends it within one flush interval (an instance learns the
 * others' hits for a key at its own next flush of that key).
 */
export function createBatchedRateLimiter(db: Database, rule: RateLimitRule) {
  const states = new Map<string, KeyState>();
  let flushing: Promise<void> | undefined;

  const idOf = (key: string) => `${rule.name}:${key}`.slice(0, 255);

  async function flushNow() {
    const now = Date.now();
    const batch: { key: string; count: number }[] = [];
    for (const [id, state] of states) {
      if (state.pending > 0) batch.push({ key: id, count: state.pending });
      else if (state.windowEnds <= now) states.delete(id); // nothing to say, window over
    }
    if (!batch.length) return;
    for (const { key } of batch) states.get(key)!.pending = 0;
    const nowIso = new Date(now).toISOString();
    const expired = sql`${rateLimits.windowStart} <= ${new Date(now - rule.windowMs).toISOString()}::timestamptz`;
    try {
      const rows = await db
        .insert(rateLimits)
        .values(batch.map(({ key, count }) => ({ key, count, windowStart: new Date(now) })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
            windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
            blockNoted: sql`case when ${expired} then false else ${rateLimits.blockNoted} end`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart });
      for (const row of rows) {
        const state = states.get(row.key);
        if (!state) continue;
        state.shared = row.count;
        state.windowEnds = new Date(row.windowStart).getTime() + rule.windowMs;
      }
    } catch {
      // The database is away: put the hits back, to be counted at the next flush.
      for (const { key, count } of batch) {
        const state = states.get(key);
        if (state) state.pending += count;
      }
    }
  }

  const flush = () => (flushing ??= flushNow().finally(() => (flushing = undefined)));

  return {
    rule,

    /** Count a hit and decide at once, in memory. */
    hit(key: string): RateLimitResult {
      const id = idOf(key);
      const now = Date.now();
      let state = states.get(id);
      if (!state) {
        if (states.size >= MAX_KEYS) {
          for (const [other, s] of states) if (s.pending === 0) states.delete(other);
        }
        state = { pending: 0, shared: 0, windowEnds: 0 };
        states.set(id, state);
      }
      if (state.windowEnds && state.windowEnds <= now) {
        state.shared = 0;
        state.windowEnds = 0;
      }
      const used = state.shared + state.pending;
      if (used >= rule.limit) {
        const ends = state.windowEnds || now + FLUSH_EVERY_MS;
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((ends - now) / 1000)) };
      }
      state.pending++;
      return { allowed: true, remaining: rule.limit - used - 1, retryAfterSeconds: 0 };
    },

    /**
     * Add this instance's hits to the shared counters now: every FLUSH_EVERY_MS as a task of the
     * periodic runner (server/platform/http/request-limits.ts), and once more when the app closes.
     */
    flush,
  };
}

export type BatchedRateLimiter = ReturnType<typeof createBatchedRateLimiter>;
