// Over 300 lines: the limiter's counted statements (hit, attempt, release) share one prepared-statement set; splitting them would spread one atomic contract over files (decision 0045).
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { preparedStatement } from "#server/platform/db/prepared.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";

export interface RateLimitRule {
  /** What is limited, e.g. "contact"; combined with the caller's key. */
  name: string;
  limit: number;
  /** At most RATE_LIMIT_RETENTION_MS. */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimitCheck extends RateLimitResult {
  /**
   * True for exactly one refused check per key and window, across all instances: the one that
   * found the block first. Callers report a block with it once rather than once per attempt.
   */
  firstRefusal: boolean;
}

const MAX_BLOCKED = 10_000;
/** How long an instance refuses a full key's attempts from memory before asking the database again. */
const ATTEMPT_BLOCK_MEMORY_MS = 5_000;

/** The place an allowed attempt took in its key's window (see attempt and release). */
export interface AttemptTaken {
  id: string;
  windowStart: string;
}

/**
 * Rows whose window started this long ago have expired under every rule, and are deleted. Every
 * rule's window must be shorter (hit and attempt refuse a longer one).
 */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;
/** Each instance prunes at most this often, from the first hit after the interval... */
const PRUNE_EVERY_MS = 60_000;
/** ...deleting at most this many rows per statement and PRUNE_MAX_BATCHES statements per run. */
const PRUNE_BATCH = 1_000;
const PRUNE_MAX_BATCHES = 10;

/**
 * A write that hitThenWrite runs only when the hit is within the limit. Its statement is built
 * once (a prepared statement named after it): `build` gets the condition "this hit is within the
 * limit" for its WHERE and puts `sql.placeholder(name)` where each run's values go. It must be an
 * INSERT ... SELECT ... WHERE that condition, RETURNING its row as the one column `written`
 * (row_to_json).
 */
export interface LimitedWrite {
  name: string;
  build(withinLimit: SQL): SQL;
}

/** The placeholders hitThenWrite fills for the hit itself (a write's own must differ). */
const HIT = {
  key: "rateLimitKey",
  now: "rateLimitNow",
  expiredBefore: "rateLimitExpiredBefore",
  limit: "rateLimitMax",
};

/** The placeholders of a second hit counted in the same statement (hitThenWrite's `also`). */
const ALSO = {
  key: "alsoRateLimitKey",
  now: "alsoRateLimitNow",
  expiredBefore: "alsoRateLimitExpiredBefore",
  limit: "alsoRateLimitMax",
};

/** Another limit that a hitThenWrite counts in its statement: the writes tier of the request's address. */
export interface AlsoCounted {
  rule: RateLimitRule;
  key: string;
}

/**
 * Fixed-window counting in the database, so every instance shares the same counters: one
 * statement per hit inserts, increments within the window, or restarts an expired window.
 * Keys already over their limit are remembered in this instance until their window ends, so a
 * flood from one address is refused without a database write per request. Expired rows are pruned
 * in bounded batches as hits come in (see prune).
 */
export function createRateLimiter(db: Database) {
  const blockedUntil = new Map<string, number>();
  let lastPrune = Number.NEGATIVE_INFINITY;

  const idOf = (rule: RateLimitRule, key: string) => {
    if (rule.windowMs > RATE_LIMIT_RETENTION_MS) {
      throw new Error(`Rate limit "${rule.name}": windows longer than RATE_LIMIT_RETENTION_MS would be pruned early`);
    }
    return `${rule.name}:${key}`.slice(0, 255);
  };
  /** Keys attempt found full: asked again after ATTEMPT_BLOCK_MEMORY_MS (see attempt). */
  const attemptBlocks = new Map<string, { recheckAt: number; windowEnds: number }>();
  const expiredSql = () => sql`${rateLimits.windowStart} <= ${sql.placeholder(HIT.expiredBefore)}::timestamptz`;
  const refusal = (windowEnds: number, now: number): RateLimitResult => ({
    allowed: false,
    remaining: 0,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
  });
  const rememberBlock = (id: string, until: number) => {
    if (blockedUntil.size >= MAX_BLOCKED) blockedUntil.clear();
    blockedUntil.set(id, until);
  };

  /**
   * Delete rows whose window expired under every rule. Several instances may run this at once:
   * each takes rows the others have not locked (skip locked), and no statement deletes more than
   * PRUNE_BATCH rows, so neither hits nor other instances wait long. Returns how many it deleted.
   */
  async function prune(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - RATE_LIMIT_RETENTION_MS).toISOString();
    let deleted = 0;
    for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
      const rows = await db.execute(sql`
        delete from ${rateLimits} where ${rateLimits.key} in (
          select ${rateLimits.key} from ${rateLimits}
          where ${rateLimits.windowStart} < ${cutoff}::timestamptz
          limit ${PRUNE_BATCH} for update skip locked
        ) returning 1`);
      deleted += rows.rows.length;
      if (rows.rows.length < PRUNE_BATCH) break;
    }
    return deleted;
  }

  /** A refusal from this instance's memory of keys over their limit, or null: ask the database. */
  function knownBlock(id: string, now: number): RateLimitResult | null {
    const blocked = blockedUntil.get(id);
    if (blocked === undefined) return null;
    if (blocked > now) return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil((blocked - now) / 1000) };
    blockedUntil.delete(id);
    return null;
  }

  /**
   * One statement inserts the key's row, increments it within the window, or restarts an expired
   * window. Built once, with placeholders (HIT) for the key and the times: every write request
   * runs it (the writes tier), and building its text was most of Drizzle's CPU (decision 0038).
   */
  function upsertHit(names: typeof HIT = HIT) {
    const at = sql`${sql.placeholder(names.now)}::timestamptz`;
    const expired = sql`${rateLimits.windowStart} <= ${sql.placeholder(names.expiredBefore)}::timestamptz`;
    return db
      .insert(rateLimits)
      .values({ key: sql.placeholder(names.key), windowStart: at, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${at} else ${rateLimits.windowStart} end`,
          blockNoted: sql`case when ${expired} then false else ${rateLimits.blockNoted} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  }
  const hitValues = (id: string, rule: RateLimitRule, now: number, names: typeof HIT = HIT) => ({
    [names.key]: id,
    [names.now]: new Date(now).toISOString(),
    [names.expiredBefore]: new Date(now - rule.windowMs).toISOString(),
    [names.limit]: rule.limit,
  });
  const hitStatement = upsertHit().prepare("rate_limit_hit");
  /** upsertHit that counts only while the count is below the limit (or the window expired): attempt. */
  const attemptStatement = db
    .insert(rateLimits)
    .values({ key: sql.placeholder(HIT.key), windowStart: sql`${sql.placeholder(HIT.now)}::timestamptz`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expiredSql()} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expiredSql()} then ${sql.placeholder(HIT.now)}::timestamptz else ${rateLimits.windowStart} end`,
        blockNoted: sql`case when ${expiredSql()} then false else ${rateLimits.blockNoted} end`,
      },
      setWhere: sql`${expiredSql()} or ${rateLimits.count} < ${sql.placeholder(HIT.limit)}::integer`,
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .prepare("rate_limit_attempt");

  const hitThenWriteStatements = new Map<string, ReturnType<typeof preparedStatement>>();
  /**
   * hitThenWrite's statement for one write, built once: the hits' values are placeholders too.
   * With `also`, a second key is counted in the same statement and the write needs both within
   * their limits.
   */
  function hitThenWriteStatement<T>(write: LimitedWrite, also: boolean) {
    const name = `${also ? "hits" : "hit"}_then_${write.name}`;
    let statement = hitThenWriteStatements.get(name);
    if (!statement) {
      const within = (cte: string, names: typeof HIT) =>
        sql`(select count from ${sql.identifier(cte)}) <= ${sql.placeholder(names.limit)}::integer`;
      const withinLimit = also ? sql`${within("hit", HIT)} and ${within("also", ALSO)}` : within("hit", HIT);
      // An embedded query builder comes wrapped in parentheses: `with hit as (insert ... returning ...)`.
      statement = preparedStatement(
        name,
        also
          ? sql`with hit as ${upsertHit()}, also as ${upsertHit(ALSO)}, done as (${write.build(withinLimit)})
              select hit.count, hit.window_start, also.count as also_count, also.window_start as also_window_start,
                (select written from done) as written from hit, also`
          : sql`with hit as ${upsertHit()}, done as (${write.build(withinLimit)})
              select hit.count, hit.window_start, (select written from done) as written from hit`,
      );
      hitThenWriteStatements.set(name, statement);
    }
    return statement as (
      db: Database,
      values: Record<string, unknown>,
    ) => Promise<
      Array<{
        count: number;
        window_start: string | Date;
        also_count?: number;
        also_window_start?: string | Date;
        written: T | null;
      }>
    >;
  }

  /** The hit's verdict from the counted row; remembers a block, and prunes now and then. */
  async function settle(
    id: string,
    rule: RateLimitRule,
    now: number,
    row: { count: number; windowStart: Date },
  ): Promise<RateLimitResult> {
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now;
      await prune(now);
    }
    const windowEnds = new Date(row.windowStart).getTime() + rule.windowMs;
    if (row.count > rule.limit) rememberBlock(id, windowEnds);
    return {
      allowed: row.count <= rule.limit,
      remaining: Math.max(0, rule.limit - row.count),
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
    };
  }

  async function hit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
    const id = idOf(rule, key);
    const now = Date.now();
    const refused = knownBlock(id, now);
    if (refused) return refused;
    const [row] = await hitStatement.execute(hitValues(id, rule, now));
    return settle(id, rule, now, row);
  }

  return {
    /**
     * Take one of a key's places in its window before checking a secret (a password, a code), or
     * be refused: one statement counts the attempt only while the count is below the limit, so
     * guesses sent at once can never be checked more than `limit` times per window, on any number
     * of instances (decision 0045; a read before the check and a count after let 30 parallel
     * guesses through). A wrong secret keeps its place; a right one gives it back (release) or
     * clears the key (reset). The first refusal of a window marks the row (block_noted, a
     * conditional update), so exactly one caller on one instance gets firstRefusal.
     */
    async attempt(rule: RateLimitRule, key: string): Promise<RateLimitCheck & { taken?: AttemptTaken }> {
      const id = idOf(rule, key);
      const now = Date.now();
      const remembered = attemptBlocks.get(id);
      if (remembered && remembered.recheckAt > now) {
        return { ...refusal(remembered.windowEnds, now), firstRefusal: false };
      }
      const [row] = await attemptStatement.execute(hitValues(id, rule, now));
      if (row) {
        attemptBlocks.delete(id);
        return {
          allowed: true,
          remaining: Math.max(0, rule.limit - row.count),
          retryAfterSeconds: 0,
          firstRefusal: false,
          taken: { id, windowStart: new Date(row.windowStart).toISOString() },
        };
      }
      const live = sql`${rateLimits.windowStart} > ${new Date(now - rule.windowMs).toISOString()}::timestamptz`;
      const [noted] = await db
        .update(rateLimits)
        .set({ blockNoted: true })
        .where(and(eq(rateLimits.key, id), eq(rateLimits.blockNoted, false), live))
        .returning({ windowStart: rateLimits.windowStart });
      const [current] = noted
        ? [noted]
        : await db.select({ windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, id));
      const windowEnds = current ? new Date(current.windowStart).getTime() + rule.windowMs : now + 1000;
      // Remembered briefly, not to the window's end: a place given back (a right secret sent
      // alongside the guesses) may open the key again before then.
      if (attemptBlocks.size >= MAX_BLOCKED) attemptBlocks.clear();
      attemptBlocks.set(id, { recheckAt: Math.min(windowEnds, now + ATTEMPT_BLOCK_MEMORY_MS), windowEnds });
      return { ...refusal(windowEnds, now), firstRefusal: noted !== undefined };
    },

    /** Give back the place an attempt took (its secret was right, or nothing was checked). */
    async release(taken: AttemptTaken | undefined) {
      if (!taken) return;
      attemptBlocks.delete(taken.id);
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(
          and(
            eq(rateLimits.key, taken.id),
            // Only in the window the place was taken in: a new window owes this attempt nothing.
            eq(rateLimits.windowStart, sql`${taken.windowStart}::timestamptz`),
            sql`${rateLimits.count} > 0`,
          ),
        );
    },

    /** Forget a key's count (e.g. an account's failures after a successful sign-in). */
    async reset(rule: RateLimitRule, key: string) {
      const id = idOf(rule, key);
      blockedUntil.delete(id);
      attemptBlocks.delete(id);
      await db.delete(rateLimits).where(eq(rateLimits.key, id));
    },

    hit,

    /**
     * A hit and, only when it is allowed, the caller's write (see LimitedWrite), in one statement:
     * one round trip and one commit instead of two (the inquiry form's insert, decision 0038). The
     * count is taken whether or not the write runs, as `hit` does. `also` is counted in the same
     * statement (the request's writes tier, which then costs no statement of its own), and the
     * write runs only when both are within their limits; `alsoLimit` is its verdict.
     */
    async hitThenWrite<T>(
      rule: RateLimitRule,
      key: string,
      write: LimitedWrite,
      values: Record<string, unknown>,
      also?: AlsoCounted,
    ): Promise<{ limit: RateLimitResult; alsoLimit?: RateLimitResult; written: T | null }> {
      const id = idOf(rule, key);
      const alsoId = also && idOf(also.rule, also.key);
      const now = Date.now();
      const alsoRefused = alsoId ? knownBlock(alsoId, now) : null;
      // Refused by the other tier: this limit is not counted, as when the tier refused on its own.
      if (alsoRefused)
        return {
          limit: { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 },
          alsoLimit: alsoRefused,
          written: null,
        };
      const refused = knownBlock(id, now);
      if (refused) {
        // The other tier still counts the request, as it counts every write.
        return { limit: refused, alsoLimit: also && (await hit(also.rule, also.key)), written: null };
      }
      const [row] = await hitThenWriteStatement<T>(write, Boolean(also))(db, {
        ...values,
        ...hitValues(id, rule, now),
        ...(also && alsoId ? hitValues(alsoId, also.rule, now, ALSO) : {}),
      });
      const limit = await settle(id, rule, now, { count: Number(row.count), windowStart: new Date(row.window_start) });
      const alsoLimit =
        also && alsoId
          ? await settle(alsoId, also.rule, now, {
              count: Number(row.also_count),
              windowStart: new Date(row.also_window_start!),
            })
          : undefined;
      return { limit, alsoLimit, written: row.written };
    },

    prune,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
