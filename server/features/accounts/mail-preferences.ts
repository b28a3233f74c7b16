import { eq } from "drizzle-orm";
import { OPTIONAL_MAIL_KINDS, type MailPreferences, type OptionalMailKind } from "#domain/mail.ts";
import type { Database } from "#server/platform/db/client.ts";
import { mailOptOuts } from "#server/platform/db/schema/mail-opt-outs.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { actingAs } from "#server/platform/staff-write.ts";

/**
 * Which optional notices an investor receives (all on until they turn one off). The choice is
 * applied in one place, services.mail.queue(); security messages are not a choice.
 */
export function createMailPreferenceService(db: Database, audit: AuditService) {
  async function get(userId: number): Promise<MailPreferences> {
    const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
    const off = new Set(rows.map((r) => r.kind));
    return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
  }

  return {
    get,
    async update(user: { id: number; username: string }, preferences: MailPreferences, ip: string) {
      await db.transaction(async (tx) => {
        await tx.delete(mailOptOuts).where(eq(mailOptOuts.userId, user.id));
        const off = OPTIONAL_MAIL_KINDS.filter((kind) => !preferences[kind]);
        if (off.length > 0) await tx.insert(mailOptOuts).values(off.map((kind) => ({ userId: user.id, kind })));
        await audit.record(
          {
            ...actingAs(user, ip),
            action: "user.mail_preferences_updated",
            entityType: "user",
            entityId: user.id,
            summary: off.length ? `E-mail notices off: ${off.join(", ")}` : "All e-mail notices on",
            details: { ...preferences },
          },
          tx,
        );
      });
      return get(user.id);
    },

    /**
     * One-click unsubscribe from one kind of notice (a signed token, RFC 8058): turned off like the
     * profile's switch, audited once; unsubscribing again changes nothing. False: no such account.
     */
    async unsubscribe(userId: number, kind: OptionalMailKind, ip: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
        if (!user) return false;
        const added = await tx
          .insert(mailOptOuts)
          .values({ userId, kind })
          .onConflictDoNothing()
          .returning({ kind: mailOptOuts.kind });
        if (added.length > 0) {
          await audit.record(
            {
              ...actingAs({ id: userId, username: user.username }, ip),
              action: "user.mail_unsubscribed",
              entityType: "user",
              entityId: userId,
              summary: `Unsubscribed from ${kind} e-mails (one-click link)`,
              details: { kind },
            },
            tx,
          );
        }
        return true;
      });
    },
  };
}
