// "A person can download their personal data" (issue 25, for the EU and UK investors' GDPR right of
// access, and for anyone): everything the firm's database holds about the signed-in person, read
// in one snapshot and answered as one JSON document. Secrets are never in it: no password hash,
// no two-factor secret, no session token; sealed tax IDs and bank numbers stay masked (their last
// four digits), as every page shows them (decision 0062).
import { desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { mailOptOuts } from "#server/platform/db/schema/mail-opt-outs.ts";
import { dataRoomEvents, offeringAccess, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { subscriptionSignatures, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";

/** The format's version, so a reader of an old download knows what it holds. */
export const PERSONAL_DATA_FORMAT = "edfutures-personal-data/1";

export async function readPersonalData(db: Database, userId: number, now: Date) {
  // One read-only transaction: the parts agree with each other (PostgreSQL's snapshot).
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        phone: users.phone,
        mailingAddress: users.mailingAddress,
        investorType: users.investorType,
        isActive: users.isActive,
        lastLogin: users.lastLogin,
        edeliveryConsentAt: users.edeliveryConsentAt,
        edeliveryConsentVersion: users.edeliveryConsentVersion,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!profile) throw new AppError("NOT_FOUND", "Account not found");
    const email = profile.email.toLowerCase();

    const [sessions, roles, optOuts, mail, activity, prospect, access, dataRoom, started, signatures] =
      await Promise.all([
        tx
          .select({
            signedInAt: userSessions.createdAt,
            lastSeenAt: userSessions.lastSeenAt,
            ipAddress: userSessions.ipAddress,
            userAgent: userSessions.userAgent,
          })
          .from(userSessions)
          .where(eq(userSessions.userId, userId)),
        tx
          .select({
            entity: investingEntities.legalName,
            memberId: investingEntities.memberId,
            kind: investingEntities.kind,
            role: entityRoles.role,
            grantedAt: entityRoles.grantedAt,
            revokedAt: entityRoles.revokedAt,
          })
          .from(entityRoles)
          .innerJoin(investingEntities, eq(investingEntities.id, entityRoles.entityId))
          .where(eq(entityRoles.userId, userId)),
        tx
          .select({ kind: mailOptOuts.kind, since: mailOptOuts.createdAt })
          .from(mailOptOuts)
          .where(eq(mailOptOuts.userId, userId)),
        tx
          .select({
            kind: mailMessages.kind,
            to: mailMessages.toAddress,
            subject: mailMessages.subject,
            status: mailMessages.status,
            createdAt: mailMessages.createdAt,
            sentAt: mailMessages.sentAt,
          })
          .from(mailMessages)
          .where(or(eq(mailMessages.userId, userId), sql`lower(${mailMessages.toAddress}) = ${email}`))
          .orderBy(desc(mailMessages.createdAt)),
        tx
          .select({
            at: auditLog.at,
            action: auditLog.action,
            summary: auditLog.summary,
            ipAddress: auditLog.ipAddress,
          })
          .from(auditLog)
          .where(eq(auditLog.actorUserId, userId))
          .orderBy(desc(auditLog.at)),
        tx
          .select({
            id: prospects.id,
            firstName: prospects.firstName,
            lastName: prospects.lastName,
            email: prospects.email,
            stage: prospects.stage,
            interest: prospects.interest,
            createdAt: prospects.createdAt,
          })
          .from(prospects)
          .where(sql`lower(${prospects.email}) = ${email}`),
        tx
          .select({
            offering: offerings.name,
            invitedAt: offeringAccess.invitedAt,
            confidentialityAcceptedAt: offeringAccess.confidentialityAcceptedAt,
            acceptedIp: offeringAccess.acceptedIp,
            acceptedUserAgent: offeringAccess.acceptedUserAgent,
          })
          .from(offeringAccess)
          .innerJoin(offerings, eq(offerings.id, offeringAccess.offeringId))
          .where(eq(offeringAccess.userId, userId)),
        tx
          .select({
            offeringId: dataRoomEvents.offeringId,
            documentId: dataRoomEvents.documentId,
            action: dataRoomEvents.action,
            at: dataRoomEvents.at,
            ip: dataRoomEvents.ip,
          })
          .from(dataRoomEvents)
          .where(eq(dataRoomEvents.userId, userId)),
        tx
          .select({
            id: subscriptions.id,
            offeringId: subscriptions.offeringId,
            entityId: subscriptions.entityId,
            status: subscriptions.status,
            createdAt: subscriptions.createdAt,
          })
          .from(subscriptions)
          .where(eq(subscriptions.startedBy, userId)),
        tx
          .select({
            subscriptionId: subscriptionSignatures.subscriptionId,
            role: subscriptionSignatures.role,
            typedName: subscriptionSignatures.typedName,
            signedAt: subscriptionSignatures.signedAt,
            ip: subscriptionSignatures.ip,
            userAgent: subscriptionSignatures.userAgent,
            signInMethod: subscriptionSignatures.signInMethod,
            voidedAt: subscriptionSignatures.voidedAt,
          })
          .from(subscriptionSignatures)
          .where(eq(subscriptionSignatures.userId, userId)),
      ]);

    const prospectIds = prospect.map((p) => p.id);
    const timeline = prospectIds.length
      ? await tx
          .select({ at: prospectActivities.at, kind: prospectActivities.kind, summary: prospectActivities.summary })
          .from(prospectActivities)
          .where(sql`${prospectActivities.prospectId} in ${prospectIds}`)
          .orderBy(prospectActivities.at)
      : [];

    return {
      format: PERSONAL_DATA_FORMAT,
      generatedAt: now.toISOString(),
      profile,
      sessions,
      investingEntityRoles: roles,
      mailOptOuts: optOuts,
      mailSentToYou: mail,
      yourActions: activity,
      prospect: prospect.map((p) => ({ ...p, timeline })),
      offeringAccess: access,
      dataRoomEvents: dataRoom,
      subscriptionsStarted: started,
      signatures,
    };
  });
}
