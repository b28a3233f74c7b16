import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { EDELIVERY_NOTICE_CHANGED, type EdeliveryStatus } from "#domain/edelivery.ts";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import type { SessionUser } from "#domain/auth.ts";
import type { Database } from "#server/platform/db/client.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { actingAs, type Transaction } from "#server/platform/staff-write.ts";

type Reader = Pick<SessionUser, "id" | "role">;

/**
 * Whether the user must accept the e-delivery notice now in force: only investors are asked
 * (documents are delivered to them); consent to an older version of the notice does not count.
 */
export async function edeliveryStatusOf(db: Database | Transaction, user: Reader): Promise<EdeliveryStatus> {
  if (user.role !== "investor") return edeliveryStatusFrom(user, undefined);
  const [row] = await db
    .select({ at: users.edeliveryConsentAt, version: users.edeliveryConsentVersion })
    .from(users)
    .where(eq(users.id, user.id));
  return edeliveryStatusFrom(user, row);
}

/**
 * The status from the user's consent columns, for a caller that read them with the rest of the
 * users row (one statement for the page, decision 0041).
 */
export function edeliveryStatusFrom(
  user: Pick<SessionUser, "role">,
  row: { at: Date | null; version: string | null } | undefined,
): EdeliveryStatus {
  const version = EDELIVERY_NOTICE_VERSION;
  if (user.role !== "investor") return { required: false, version, consentedAt: null };
  const current = row?.at != null && row.version === version;
  return { required: !current, version, consentedAt: current ? row.at!.toISOString() : null };
}

/**
 * In SQL: the user's consent to the notice now in force is on record (true for anyone who is
 * not an investor, as edeliveryStatusOf says), so a read of documents can carry its own check.
 */
export function edeliveryConsentedSql(user: Reader) {
  if (user.role !== "investor") return sql`true`;
  const u = users;
  return sql`exists (select 1 from ${u} where ${u.id} = ${user.id} and ${u.edeliveryConsentAt} is not null and ${u.edeliveryConsentVersion} = ${EDELIVERY_NOTICE_VERSION})`;
}

/**
 * The investor accepts the notice of `version` (the one they were shown). Accepting it again
 * keeps the first acceptance's time and writes no second audit row; a notice no longer in force
 * is refused (409) so nobody consents to text they did not read.
 */
export async function consentToEdelivery(
  db: Database,
  audit: AuditService,
  user: Pick<SessionUser, "id" | "role" | "username">,
  version: string,
  ip: string,
): Promise<EdeliveryStatus> {
  if (user.role !== "investor") {
    throw new AppError("FORBIDDEN", "Only investors accept electronic delivery; nothing is delivered to this account");
  }
  if (version !== EDELIVERY_NOTICE_VERSION) throw new AppError("CONFLICT", EDELIVERY_NOTICE_CHANGED);
  return db.transaction(async (tx) => {
    const u = users;
    const at = new Date();
    const updated = await tx
      .update(u)
      .set({ edeliveryConsentAt: at, edeliveryConsentVersion: version })
      .where(
        and(
          eq(u.id, user.id),
          or(isNull(u.edeliveryConsentAt), isNull(u.edeliveryConsentVersion), ne(u.edeliveryConsentVersion, version)),
        ),
      )
      .returning({ id: u.id });
    if (updated.length > 0) {
      await audit.record(
        {
          ...actingAs(user, ip),
          action: "user.edelivery_consented",
          entityType: "user",
          entityId: user.id,
          summary: `Accepted electronic delivery (notice version ${version})`,
          details: { version, consentedAt: at.toISOString() },
        },
        tx,
      );
    }
    return edeliveryStatusOf(tx, user);
  });
}
