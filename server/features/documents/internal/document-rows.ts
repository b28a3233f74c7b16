import { formatStoredSize } from "#domain/format.ts";
import { todayUtc } from "#domain/dates.ts";
// The staff documents' shared rows, filters and steps (delivery, recipients, bulk matching).
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DocumentPageFilter } from "#domain/documents.ts";
import { SEEING_ROLES } from "#domain/entities.ts";
import { memberIdInFileName, type BulkMatch, type DocumentRecipient, type StaffDocument } from "#domain/documents.ts";
import {
  DOCUMENT_STATUS,
  memberIdOf,
  type DocumentFund,
  type DocumentKind,
  type DocumentStatus,
} from "#domain/investor-portal.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { recipientsOf } from "#server/features/entities/entity-access.ts";
import { ensureOwnHolding } from "#server/features/entities/own-holding.ts";
import { AppError } from "#server/platform/errors.ts";
import { DOCUMENT_WORDS, documentDelivered, queueNotices } from "#server/features/documents/notice-messages.ts";
import { queueNoticesOnly } from "#server/features/entities/notices-only.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { recordDeliveries } from "#server/features/documents/document-deliveries.ts";
import { type Transaction } from "#server/platform/staff-write.ts";
import { containsPattern, type SortKey } from "#server/platform/keyset.ts";
import { STAFF_DOCUMENT_NOT_FOUND } from "#server/features/documents/document-files.ts";

export const notFound = () => new AppError("NOT_FOUND", STAFF_DOCUMENT_NOT_FOUND);
export const FILE_PREFIX = "documents";

export const today = () => todayUtc(new Date());

/** The status a newly filed document has: a subscription document is Executed, the rest Final. */
export const filedStatus = (kind: DocumentKind): DocumentStatus =>
  kind === "subscription" ? DOCUMENT_STATUS.Executed : DOCUMENT_STATUS.Final;

export type DocumentRow = {
  doc: typeof investorDocuments.$inferSelect;
  /** The entity an entity's own document belongs to (decision 0060); null for a fund-wide one. */
  owner: { id: number | null; name: string | null; memberId: string | null } | null;
  delivered: number | null;
  opened: number | null;
  electronic: number | null;
  versions: number | null;
};

export function toStaffDocument({ doc, owner, delivered, opened, electronic, versions }: DocumentRow): StaffDocument {
  return {
    id: doc.id,
    kind: doc.kind as DocumentKind,
    title: doc.name,
    period: doc.period,
    fundType: doc.fundType as DocumentFund | null,
    status: doc.status,
    fileSize: formatStoredSize(doc.byteSize),
    documentDate: doc.documentDate,
    expectedDate: doc.expectedDate,
    investor: owner?.id != null ? { id: owner.id, name: owner.name ?? "", memberId: owner.memberId ?? "" } : null,
    available: doc.storageKey !== null,
    deliveredCount: delivered ?? 0,
    electronicCount: electronic ?? 0,
    paperCount: (delivered ?? 0) - (electronic ?? 0),
    openedCount: opened ?? 0,
    versionCount: versions ?? 0,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** "EDF-2023-0001": an entity's member ID. */
export const MEMBER_ID = /^EDF-\d{4}-L?\d{1,10}$/i;

/** A document's entity, as the staff list shows it (joined on investor_documents.entity_id). */
export const ownerColumns = {
  id: investingEntities.id,
  name: investingEntities.legalName,
  memberId: investingEntities.memberId,
};

/** The staff list's search and filters: title or investor (name, member ID), type, fund. */
export function documentFilterOf({ q, type, fund }: DocumentPageFilter): SQL | undefined {
  const d = investorDocuments;
  const member = q ? MEMBER_ID.test(q.trim()) : false;
  const pattern = q ? containsPattern(q) : "";
  return and(
    type ? eq(d.kind, type) : undefined,
    fund ? eq(d.fundType, fund) : undefined,
    member
      ? eq(sql`upper(${investingEntities.memberId})`, q!.trim().toUpperCase())
      : q
        ? or(ilike(d.name, pattern), ilike(investingEntities.legalName, pattern))
        : undefined,
  );
}

export type PagedDocumentRow = DocumentRow & { exactCreatedAt: string };
export const DOCUMENT_ORDERS: Record<string, Array<SortKey<PagedDocumentRow>>> = {
  date: [
    { expr: sql`${investorDocuments.createdAt}`, kind: "timestamp", value: (r) => r.exactCreatedAt },
    { expr: sql`${investorDocuments.id}`, kind: "integer", value: (r) => r.doc.id },
  ],
};

/** Active, non-archived investors: the only accounts documents are delivered to. */
export const deliverable = () => and(eq(users.role, "investor"), isNull(users.archivedAt), eq(users.isActive, true));

/** Who gets a fund-wide document of this fund ("Both Funds": investors of either fund). */
export function fundAudience(fund: DocumentFund) {
  if (fund === "Fund I") return eq(users.fundIAccess, true);
  if (fund === "Fund II") return eq(users.fundIIAccess, true);
  return or(eq(users.fundIAccess, true), eq(users.fundIIAccess, true));
}

export const toRecipient = (row: {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  fundIAccess: boolean;
  fundIIAccess: boolean;
}): DocumentRecipient => ({
  id: row.id,
  name: displayName(row),
  memberId: memberIdOf(row),
  funds: [...(row.fundIAccess ? (["Fund I"] as const) : []), ...(row.fundIIAccess ? (["Fund II"] as const) : [])],
});

export type RecipientRow = Parameters<typeof toRecipient>[0];
export const recipientColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  fundIAccess: users.fundIAccess,
  fundIIAccess: users.fundIIAccess,
};

/** The steps the staff documents' use cases share, bound to the database and the mail queue. */
export function documentSteps(db: Database, mail?: MailQueue) {
  /**
   * Deliver a published document and queue the "new document" notice to each person it is new to;
   * when it is `announced` (published now, not a replaced file), an entity's notices-only people
   * who chose document notices are told too (decision 0060).
   */
  async function deliver(
    tx: Transaction,
    doc: { id: number; kind: string; fundType: string | null; entityId: number | null },
    userIds: number[],
    announced = true,
  ) {
    const fresh = await recordDeliveries(tx, doc.id, userIds, new Date(), doc.entityId);
    const people = doc.entityId === null ? fresh : fresh.map((userId) => ({ userId, entityId: doc.entityId! }));
    await queueNotices(mail, tx, people, (recipient) =>
      documentDelivered(mail!, recipient, { kind: doc.kind as DocumentKind, fund: doc.fundType }),
    );
    if (announced && doc.entityId !== null) {
      const facts = {
        kind: "document_delivered" as const,
        document: DOCUMENT_WORDS[doc.kind as DocumentKind],
        fund: doc.fundType,
      };
      await queueNoticesOnly(mail, tx, [{ entityId: doc.entityId, facts }]);
    }
  }

  /**
   * The investor a personal document goes to, or a 400 naming the field; the document belongs to
   * their own holding (`entity`, made if they have none yet: decision 0060).
   */
  async function recipient(tx: Transaction, userId: number) {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), deliverable()));
    if (!row) {
      throw new AppError("VALIDATION", "Investor is not an active investor: userId", {
        fieldErrors: { userId: ["Choose an active investor"] },
      });
    }
    const entityId = await ensureOwnHolding(tx, row);
    const [entity] = await tx
      .select({ id: investingEntities.id, name: investingEntities.legalName, memberId: investingEntities.memberId })
      .from(investingEntities)
      .where(eq(investingEntities.id, entityId));
    return entity;
  }

  /** The investing entity a personal document goes to (decision 0060, slice 4), or a 400 naming the field. */
  async function entityRecipient(tx: Transaction, entityId: number) {
    const [entity] = await tx
      .select({ id: investingEntities.id, name: investingEntities.legalName, memberId: investingEntities.memberId })
      .from(investingEntities)
      .where(and(eq(investingEntities.id, entityId), isNull(investingEntities.archivedAt)));
    if (!entity) {
      throw new AppError("VALIDATION", "Not a current investing entity: entityId", {
        fieldErrors: { entityId: ["Choose a current investing entity"] },
      });
    }
    return entity;
  }

  /**
   * Who a published document is delivered to: the people of its entity who may see it (active
   * investor accounts), or every investor of its fund.
   */
  async function audienceOf(tx: Transaction, doc: { entityId: number | null; fundType: string | null }) {
    if (doc.entityId !== null) {
      const people = (await recipientsOf(tx, [doc.entityId])).map((r) => r.userId);
      if (people.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, people), deliverable()));
      const active = new Set(rows.map((r) => r.id));
      return people.filter((id) => active.has(id));
    }
    if (!doc.fundType) return [];
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(deliverable(), fundAudience(doc.fundType as DocumentFund)));
    return rows.map((r) => r.id);
  }

  async function findDocument(tx: Transaction | Database, id: number, lock = false) {
    const query = tx.select().from(investorDocuments).where(eq(investorDocuments.id, id));
    // A write locks the row: two replacements at once must not both keep the same earlier file.
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound();
    return row;
  }

  /**
   * Match file names to investors by the member ID each carries: an entity not archived with at
   * least one active person to deliver to (decision 0060).
   */
  async function matchFiles(tx: Transaction | Database, fileNames: readonly string[]): Promise<BulkMatch[]> {
    const wanted = fileNames.map((fileName) => ({ fileName, memberId: memberIdInFileName(fileName) }));
    const memberIds = [...new Set(wanted.flatMap((w) => (w.memberId ? [w.memberId] : [])))];
    const e = investingEntities;
    const rows =
      memberIds.length === 0
        ? []
        : await tx
            .select({ id: e.id, name: e.legalName, memberId: e.memberId })
            .from(e)
            .where(
              and(
                inArray(sql`upper(${e.memberId})`, memberIds),
                isNull(e.archivedAt),
                sql`exists (select 1 from ${entityRoles} join ${users} on ${users.id} = ${entityRoles.userId}
                      where ${entityRoles.entityId} = ${e.id} and ${entityRoles.revokedAt} is null
                      and ${inArray(entityRoles.role, [...SEEING_ROLES])} and ${deliverable()})`,
              ),
            );
    const byMemberId = new Map(rows.map((row) => [row.memberId.toUpperCase(), row]));
    return wanted.map(({ fileName, memberId }) => {
      if (!memberId)
        return { fileName, memberId, investor: null, reason: "No member ID (EDF-YYYY-NNNN) in the file name" };
      const found = byMemberId.get(memberId);
      if (!found) return { fileName, memberId, investor: null, reason: `No active investor has member ID ${memberId}` };
      return {
        fileName,
        memberId,
        investor: { id: found.id, name: found.name, memberId: found.memberId },
        reason: null,
      };
    });
  }

  return { deliver, recipient, entityRecipient, audienceOf, findDocument, matchFiles };
}
