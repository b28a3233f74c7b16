import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { InvestorConsent, PaperRecipient } from "#domain/edelivery.ts";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";

// Electronic delivery versus paper (docs/product.md §E-delivery, deliveryChannelOf in
// domain/edelivery.ts): the SQL form of the one rule, for the staff figures and lists. A delivery
// row says a document was published to an investor; it reached them electronically only if they
// have accepted the notice in force, or have opened it. The rest are awaiting consent: paper.

/** In SQL: the users row has accepted the e-delivery notice now in force. */
// (Never null: "not" of it must keep every investor without consent.)
export const consentedSql = sql<boolean>`(${users.edeliveryConsentAt} is not null and ${users.edeliveryConsentVersion} is not null and ${users.edeliveryConsentVersion} = ${EDELIVERY_NOTICE_VERSION})`;

/** In SQL: this delivery row (joined to its users row) reached its investor electronically. */
export const electronicSql = sql<boolean>`(${documentDeliveries.firstOpenedAt} is not null or ${consentedSql})`;

/** How many of a document's deliveries were electronic (a correlated subquery on its id). */
export const electronicCountOf = (documentId: unknown) =>
  sql<number>`(select count(*)::int from ${documentDeliveries} inner join ${users} on ${users.id} = ${documentDeliveries.userId} where ${documentDeliveries.documentId} = ${documentId} and ${electronicSql})`;

/** Active, non-archived investors: the accounts documents are delivered to. */
const deliverable = () => and(eq(users.role, "investor"), isNull(users.archivedAt), eq(users.isActive, true));

const person = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
};

/** Staff's view of e-delivery consent: per investor, and who must get a document on paper. */
export function createDeliveryChannelService(db: Database) {
  return {
    /** Every active investor with their consent, by name; "paper" keeps those without it. */
    async consents(filter: "all" | "paper" | "electronic"): Promise<InvestorConsent[]> {
      const rows = await db
        .select({
          ...person,
          fundIAccess: users.fundIAccess,
          fundIIAccess: users.fundIIAccess,
          consentedAt: users.edeliveryConsentAt,
          version: users.edeliveryConsentVersion,
          consented: consentedSql,
        })
        .from(users)
        .where(
          and(
            deliverable(),
            filter === "paper" ? sql`not ${consentedSql}` : filter === "electronic" ? consentedSql : undefined,
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map((r) => ({
        userId: r.id,
        name: displayName(r),
        memberId: memberIdOf(r),
        email: r.email,
        funds: [...(r.fundIAccess ? (["Fund I"] as const) : []), ...(r.fundIIAccess ? (["Fund II"] as const) : [])],
        consentedAt: r.consented && r.consentedAt ? r.consentedAt.toISOString() : null,
        earlierVersion: !r.consented && r.consentedAt && r.version ? r.version : null,
      }));
    },

    /** The investors a document was published to who must be sent it on paper (awaiting consent). */
    async paperRecipients(documentId: number): Promise<PaperRecipient[]> {
      const [doc] = await db
        .select({ id: investorDocuments.id })
        .from(investorDocuments)
        .where(eq(investorDocuments.id, documentId));
      if (!doc) throw new AppError("NOT_FOUND", "Document not found");
      const rows = await db
        .select({ ...person, deliveredAt: documentDeliveries.deliveredAt })
        .from(documentDeliveries)
        .innerJoin(users, eq(users.id, documentDeliveries.userId))
        .where(and(eq(documentDeliveries.documentId, documentId), sql`not ${electronicSql}`))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map((r) => ({
        userId: r.id,
        name: displayName(r),
        memberId: memberIdOf(r),
        email: r.email,
        deliveredAt: r.deliveredAt.toISOString(),
      }));
    },
  };
}

export type DeliveryChannelService = ReturnType<typeof createDeliveryChannelService>;
