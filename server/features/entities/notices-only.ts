// Notices by role and preference (decision 0060, slice 3): a person holding a live `notices` grant
// on an entity receives the notice kinds chosen on their grant, and nothing else. They see nothing
// in the portal, so their e-mail states the facts (noticesOnlyMail) and no delivery row is written
// for them: e-delivery evidence is for the people who can open the document.
import { and, arrayContains, asc, eq, inArray, isNull } from "drizzle-orm";
import type { OptionalMailKind } from "#domain/mail.ts";
import { displayName } from "#domain/person.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { noticesOnlyMail, type NoticeFacts } from "./entity-people-messages.ts";

/** The people of these entities whose live notices grant includes `kind` (active, not archived). */
export async function noticeHoldersOf(tx: Transaction, entityIds: readonly number[], kind: OptionalMailKind) {
  if (entityIds.length === 0) return [];
  const r = entityRoles;
  return tx
    .select({
      entityId: r.entityId,
      entityName: investingEntities.legalName,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .innerJoin(investingEntities, eq(investingEntities.id, r.entityId))
    .where(
      and(
        inArray(r.entityId, [...entityIds]),
        isNull(r.revokedAt),
        eq(r.role, "notices"),
        arrayContains(r.noticeKinds, [kind]),
        eq(users.isActive, true),
        isNull(users.archivedAt),
      ),
    )
    .orderBy(asc(r.entityId), asc(r.id));
}

/**
 * Queue each entity's notices-only e-mail in the caller's transaction, with the facts of that
 * entity's notice. Without a mail queue (the demo seed's history) nothing is queued.
 */
export async function queueNoticesOnly(
  mail: MailQueue | undefined,
  tx: Transaction,
  notices: ReadonlyArray<{ entityId: number; facts: NoticeFacts }>,
) {
  if (!mail || notices.length === 0) return;
  const kind = notices[0].facts.kind;
  const holders = await noticeHoldersOf(
    tx,
    notices.map((n) => n.entityId),
    kind,
  );
  const factsOf = new Map(notices.map((n) => [n.entityId, n.facts]));
  for (const holder of holders) {
    const facts = factsOf.get(holder.entityId);
    if (!facts) continue;
    const recipient = { ...holder, name: displayName(holder) };
    await mail.queue(noticesOnlyMail(recipient, facts), tx);
  }
}
