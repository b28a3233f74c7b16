import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { LinkState } from "#domain/account-links.ts";
import { hashToken } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { accountTokens } from "#server/platform/db/schema/account-tokens.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

/** docs/decisions/0027: the two kinds of single-use link. */
export type TokenPurpose = "invitation" | "password_reset";

type Executor = Database | Transaction;
type UserRow = typeof users.$inferSelect;

/** Mark the user's unused, unrevoked tokens of a purpose revoked; how many were. */
export async function revokeUnusedTokens(tx: Executor, userId: number, purpose: TokenPurpose, at = new Date()) {
  const rows = await tx
    .update(accountTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    )
    .returning({ id: accountTokens.id });
  return rows.length;
}

/**
 * A new link for a user: 256 random bits, base64url, of which only the sha256 is stored. Every
 * earlier unused link of the same purpose dies with it, so only the newest e-mail works.
 */
export async function issueToken(
  tx: Executor,
  input: { userId: number; purpose: TokenPurpose; ttlMs: number; createdBy: number | null },
  now = new Date(),
) {
  await revokeUnusedTokens(tx, input.userId, input.purpose, now);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt,
    createdBy: input.createdBy,
  });
  return { token, expiresAt };
}

export type TokenCheck =
  { status: "valid"; tokenId: number; user: UserRow } | { status: "expired" | "used" | "invalid"; user?: undefined };

/**
 * What a presented token is worth. With `lock`, inside a transaction, the token row is locked so
 * two submissions of one link cannot both use it (the second waits, then finds it used).
 * Revoked, unknown and wrong-purpose tokens are all "invalid"; an archived account's links too.
 */
export async function checkToken(
  tx: Executor,
  token: string,
  purpose: TokenPurpose,
  options: { lock?: boolean; now?: Date } = {},
): Promise<TokenCheck> {
  const query = tx
    .select({ token: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: accountTokens }) : await query;
  if (!row || row.token.revokedAt || row.user.archivedAt) return { status: "invalid" };
  if (row.token.usedAt) return { status: "used" };
  if (row.token.expiresAt.getTime() <= (options.now ?? new Date()).getTime()) return { status: "expired" };
  return { status: "valid", tokenId: row.token.id, user: row.user };
}

export async function markUsed(tx: Executor, tokenId: number, at = new Date()) {
  await tx.update(accountTokens).set({ usedAt: at }).where(eq(accountTokens.id, tokenId));
}

/** The page's view of a link (LinkState): greet the user, or say why it no longer works. */
export function linkStateOf(check: TokenCheck): LinkState {
  if (check.status !== "valid") return { status: check.status };
  const { firstName, username, role } = check.user;
  return {
    status: "valid",
    firstName,
    username,
    portal: role === "admin" || role === "super_admin" ? "admin" : "partner",
  };
}

/** The newest invitation of each user given (for the users list), newest first per user. */
export async function latestInvitations(db: Executor, userIds: number[]) {
  const latest = new Map<number, typeof accountTokens.$inferSelect>();
  if (userIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, "invitation"), inArray(accountTokens.userId, userIds)))
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, row);
  return latest;
}
