import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "#domain/mail.ts";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings } from "#server/platform/db/schema/app-settings.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

// One-click unsubscribe from an optional notice (RFC 8058; docs/decisions/0047-delivery-and-uploads.md).
// The token names the account and the kind of notice, signed with HMAC-SHA256 so nobody can
// forge one for another account. The key is random, made once per database and kept in
// app_settings: every instance signs and checks alike, with nothing to configure. It does not
// expire (an unsubscribe link must keep working); turning the notice on again is the investor's.

const KEY_SETTING = "mail_unsubscribe_key";
export const UNSUBSCRIBE_PATH = "/api/mail/unsubscribe";

/**
 * This database's signing key, made on first use. It is remembered once seen committed (a row we
 * did not insert ourselves): a key inserted in a transaction that then rolls back is never kept.
 */
export function createUnsubscribeKey() {
  let known: Buffer | null = null;
  return async function unsubscribeKey(executor: Database | Transaction): Promise<Buffer> {
    if (known) return known;
    const made = await executor
      .insert(appSettings)
      .values({ key: KEY_SETTING, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing()
      .returning({ value: appSettings.value });
    if (made.length > 0) return Buffer.from(made[0].value, "base64url");
    const [row] = await executor
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, KEY_SETTING));
    known = Buffer.from(row.value, "base64url");
    return known;
  };
}

const mac = (key: Buffer, userId: number, kind: OptionalMailKind) =>
  createHmac("sha256", key).update(`unsubscribe:${userId}:${kind}`).digest("base64url").slice(0, 32);

/** "<user id>.<kind>.<signature>" */
export function unsubscribeToken(key: Buffer, userId: number, kind: OptionalMailKind) {
  return `${userId}.${kind}.${mac(key, userId, kind)}`;
}

/** The account and notice a token names, or null if it is not one we signed. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: number; kind: OptionalMailKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as OptionalMailKind;
  if (userId > 2_147_483_647 || !OPTIONAL_MAIL_KINDS.includes(kind)) return null;
  const expected = Buffer.from(mac(key, userId, kind));
  const given = Buffer.from(match[3]);
  return timingSafeEqual(expected, given) ? { userId, kind } : null;
}
