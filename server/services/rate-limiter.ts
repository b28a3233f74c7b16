import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";

export interface RateLimitRule {
  /** What is limited, e.g. "contact"; combined with the caller's key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

const MAX_BLOCKED = 10_000;

/**
 * Fixed-window counting in the database, so every instance shares the same counters: one
 * statement per hit inserts, increments within the window, or restarts an expired window.
 * Keys already over their limit are remembered in this instance until their window ends, so a
 * flood from one address is refused without a database write per request.
 */
export function createRateLimiter(db: Database) {
  const blockedUntil = new Map<string, number>();

  return {
    /** Whether the key is already over its limit, without counting this call. */
    async check(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
      const id = `${rule.name}:${key}`.slice(0, 255);
      const now = Date.now();
      const blocked = blockedUntil.get(id);
      if (blocked !== undefined && blocked > now) {
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil((blocked - now) / 1000) };
      }
      const [row] = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, id));
      const windowEnds = row ? row.windowStart.getTime() + rule.windowMs : 0;
      if (!row || windowEnds <= now || row.count < rule.limit) {
        return { allowed: true, remaining: rule.limit - (row && windowEnds > now ? row.count : 0), retryAfterSeconds: 0 };
      }
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)) };
    },

    /** Forget a key's count (e.g. an account's failures after a successful sign-in). */
    async reset(rule: RateLimitRule, key: string) {
      const id = `${rule.name}:${key}`.slice(0, 255);
      blockedUntil.delete(id);
      await db.delete(rateLimits).where(eq(rateLimits.key, id));
    },

    async hit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
      const id = `${rule.name}:${key}`.slice(0, 255);
      const now = Date.now();
      const blocked = blockedUntil.get(id);
      if (blocked !== undefined) {
        if (blocked > now) return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil((blocked - now) / 1000) };
        blockedUntil.delete(id);
      }

      const nowIso = new Date(now).toISOString();
      const expired = sql`${rateLimits.windowStart} <= ${new Date(now - rule.windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: id, windowStart: new Date(now), count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });

      const windowEnds = new Date(row.windowStart).getTime() + rule.windowMs;
      if (row.count > rule.limit) {
        if (blockedUntil.size >= MAX_BLOCKED) blockedUntil.clear();
        blockedUntil.set(id, windowEnds);
      }
      return {
        allowed: row.count <= rule.limit,
        remaining: Math.max(0, rule.limit - row.count),
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
