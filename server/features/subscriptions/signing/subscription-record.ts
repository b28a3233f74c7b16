// A subscription as the signing and execution use cases read it: the row with its offering and
// entity, who may see it, the document as it stands (and its SHA-256), its live signatures and the
// entity's live signatories. Reads only, in the caller's transaction when given.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { EntityRole } from "#domain/entities.ts";
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import { SUBSCRIPTION_NOT_FOUND } from "#domain/subscription-signing.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { subscriptionSignatures, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { describeAnswers } from "#domain/subscription-answers.ts";
import type { Answers } from "#domain/subscription-questions.ts";
import { appendCertificate, renderCertificatePage, type CertificateSignature } from "./certificate-page.ts";
import { sha256Hex } from "./seal.ts";
import { renderSubscriptionDocument, type SubscriptionDocumentFacts } from "./subscription-document.ts";

type Db = Database | Transaction;

export { SUBSCRIPTION_NOT_FOUND };
export const notFound = () => new AppError("NOT_FOUND", SUBSCRIPTION_NOT_FOUND);

export type SubscriptionRecord = Awaited<ReturnType<typeof loadSubscription>>;

/** The subscription with its offering and entity (locked for update when `lock`), or a 404. */
export async function loadSubscription(db: Db, id: number, lock = false) {
  const query = db
    .select({ sub: subscriptions, offering: offerings, entity: investingEntities })
    .from(subscriptions)
    .innerJoin(offerings, eq(offerings.id, subscriptions.offeringId))
    .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId))
    .where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for("update", { of: subscriptions }) : await query;
  if (!row) throw notFound();
  return row;
}

/** Staff see every subscription; a person sees their entities' (their live role), else null. */
export async function accessOf(db: Db, user: Pick<SessionUser, "id" | "role">, entityId: number) {
  if (user.role === "admin" || user.role === "super_admin") return "staff" as const;
  if (user.role !== "investor") return null;
  const [grant] = await db
    .select({ role: entityRoles.role })
    .from(entityRoles)
    .where(and(eq(entityRoles.entityId, entityId), eq(entityRoles.userId, user.id), isNull(entityRoles.revokedAt)));
  return grant && grant.role !== "notices" ? (grant.role as Exclude<EntityRole, "notices">) : null;
}

/** The facts the document states, from the row as it is now. */
export function factsOf({ sub, offering, entity }: SubscriptionRecord): SubscriptionDocumentFacts {
  return {
    subscriptionId: sub.id,
    offering: { name: offering.name, fundType: offering.fundType, exemption: offering.exemption },
    entity: { legalName: entity.legalName, memberId: entity.memberId, kind: entity.kind },
    commitmentCents: sub.commitmentCents,
    sections: describeAnswers(sub.answers as Answers, {
      kind: entity.kind,
      exemption: offering.exemption,
      requiresQualifiedPurchaser: offering.requiresQualifiedPurchaser,
      minimumCommitmentCents: offering.minimumCommitmentCents,
    }),
    preparedOn: sub.createdAt.toISOString().slice(0, 10),
  };
}

/** The document to sign as the answers stand, and its SHA-256 (what a signature names). */
export function documentOf(record: SubscriptionRecord) {
  const bytes = renderSubscriptionDocument(factsOf(record));
  return { bytes, sha256: sha256Hex(bytes) };
}

/** The live signatures, oldest first (the certificate's order). */
export function liveSignatures(db: Db, subscriptionId: number) {
  return db
    .select()
    .from(subscriptionSignatures)
    .where(and(eq(subscriptionSignatures.subscriptionId, subscriptionId), isNull(subscriptionSignatures.voidedAt)))
    .orderBy(asc(subscriptionSignatures.signedAt), asc(subscriptionSignatures.id));
}

/** The entity's live signatories (who must all sign), in grant order. */
export async function liveSignatories(db: Db, entityId: number) {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(entityRoles)
    .innerJoin(users, eq(users.id, entityRoles.userId))
    .where(and(eq(entityRoles.entityId, entityId), eq(entityRoles.role, "signatory"), isNull(entityRoles.revokedAt)))
    .orderBy(asc(entityRoles.id));
  return rows.map((row) => ({ userId: row.userId, email: row.email, name: displayName(row) }));
}

/** The document with the certificate of the given signatures after it: what is downloaded and sealed. */
export async function documentWithCertificate(
  record: SubscriptionRecord,
  signatures: readonly CertificateSignature[],
  at: Date,
) {
  const document = documentOf(record);
  const certificate = renderCertificatePage({
    subscriptionId: record.sub.id,
    documentSha256: document.sha256,
    signatures,
    at,
  });
  return { ...document, pdf: await appendCertificate(document.bytes, certificate) };
}
