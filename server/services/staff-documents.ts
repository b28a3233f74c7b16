// Over 300 lines: uploads, replacements and the paged list of staff documents; delivery channels already live apart (delivery-channels.ts); the rest splits with the documents feature folder (issue 23).
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DocumentPageFilter } from "#domain/documents.ts";
import type { Page } from "#domain/paging.ts";
import {
  memberIdInFileName,
  type BulkMatch,
  type BulkUploadData,
  type DocumentRecipient,
  type DocumentUploadData,
  type DocumentVersion,
  type StaffDocument,
  type UnopenedDelivery,
} from "#domain/documents.ts";
import {
  DOCUMENT_STATUS,
  memberIdOf,
  type DocumentFund,
  type DocumentKind,
  type DocumentStatus,
} from "#domain/investor-portal.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { documentDeliveries, investorDocumentVersions } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { documentDelivered, queueNotices } from "#server/mail/messages/notices.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { checkPdf, deleteFiles, PDF_CONTENT_TYPE, readFile, storeFile } from "#server/platform/storage/files.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { consentedSql, electronicCountOf, electronicSql } from "./delivery-channels.ts";
import { recordDeliveries } from "./document-deliveries.ts";
import type { FileDownload } from "#server/features/fund-ledger/portal-reader.ts";
import { auditTrail, type ActingUser, type Transaction } from "#server/platform/staff-write.ts";
import { containsPattern, exactTime, keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import { USER_NAME_KEY, userFilterOf } from "./users.ts";

export const STAFF_DOCUMENT_NOT_FOUND = "Document not found";
const notFound = () => new AppError("NOT_FOUND", STAFF_DOCUMENT_NOT_FOUND);
const FILE_PREFIX = "documents";

/** A file as the upload routes hand it over (checked here, by its bytes). */
export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The status a newly filed document has: a subscription document is Executed, the rest Final. */
const filedStatus = (kind: DocumentKind): DocumentStatus =>
  kind === "subscription" ? DOCUMENT_STATUS.Executed : DOCUMENT_STATUS.Final;

type DocumentRow = {
  doc: typeof investorDocuments.$inferSelect;
  owner: { id: number; firstName: string | null; lastName: string | null; username: string; createdAt: Date } | null;
  delivered: number | null;
  opened: number | null;
  electronic: number | null;
  versions: number | null;
};

function toStaffDocument({ doc, owner, delivered, opened, electronic, versions }: DocumentRow): StaffDocument {
  return {
    id: doc.id,
    kind: doc.kind as DocumentKind,
    title: doc.name,
    period: doc.period,
    fundType: doc.fundType as DocumentFund | null,
    status: doc.status,
    fileSize: doc.fileSize,
    documentDate: doc.documentDate,
    expectedDate: doc.expectedDate,
    investor: owner?.id != null ? { id: owner.id, name: displayName(owner), memberId: memberIdOf(owner) } : null,
    available: doc.storageKey !== null,
    deliveredCount: delivered ?? 0,
    electronicCount: electronic ?? 0,
    paperCount: (delivered ?? 0) - (electronic ?? 0),
    openedCount: opened ?? 0,
    versionCount: versions ?? 0,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** "EDF-2023-0001" (memberIdOf) names account 1. */
const MEMBER_ID = /^EDF-\d{4}-(\d{1,10})$/i;

/** The staff list's search and filters: title or investor (name, member ID), type, fund. */
function documentFilterOf({ q, type, fund }: DocumentPageFilter): SQL | undefined {
  const d = investorDocuments;
  const member = q ? MEMBER_ID.exec(q) : null;
  const pattern = q ? containsPattern(q) : "";
  return and(
    type ? eq(d.kind, type) : undefined,
    fund ? eq(d.fundType, fund) : undefined,
    member
      ? eq(d.userId, Math.min(Number(member[1]), 2_147_483_647))
      : q
        ? or(
            ilike(d.name, pattern),
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
          )
        : undefined,
  );
}

type PagedDocumentRow = DocumentRow & { exactCreatedAt: string };
const DOCUMENT_ORDERS: Record<string, Array<SortKey<PagedDocumentRow>>> = {
  date: [
    { expr: sql`${investorDocuments.createdAt}`, kind: "timestamp", value: (r) => r.exactCreatedAt },
    { expr: sql`${investorDocuments.id}`, kind: "integer", value: (r) => r.doc.id },
  ],
};

/** Active, non-archived investors: the only accounts documents are delivered to. */
const deliverable = () => and(eq(users.role, "investor"), isNull(users.archivedAt), eq(users.isActive, true));

/** Who gets a fund-wide document of this fund ("Both Funds": investors of either fund). */
function fundAudience(fund: DocumentFund) {
  if (fund === "Fund I") return eq(users.fundIAccess, true);
  if (fund === "Fund II") return eq(users.fundIIAccess, true);
  return or(eq(users.fundIAccess, true), eq(users.fundIIAccess, true));
}

const toRecipient = (row: {
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

type RecipientRow = Parameters<typeof toRecipient>[0];
const recipientColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  fundIAccess: users.fundIAccess,
  fundIIAccess: users.fundIIAccess,
};

/**
 * Staff document delivery (docs/decisions/0021-document-delivery.md): upload a PDF for one
 * investor or a whole fund, announce a K-1 and file it later, replace a file (the earlier one is
 * kept as a version), bulk upload by member ID, and the delivery evidence of each document. Every
 * write stores its file, rows, delivery rows and audit row in one transaction.
 */
export function createStaffDocumentService(db: Database, audit: AuditService, mail?: MailQueue) {
  const trail = auditTrail(audit, "investor_document");

  /** Deliver a published document and queue the "new document" notice to each investor it is new to. */
  async function deliver(
    tx: Transaction,
    doc: { id: number; kind: string; fundType: string | null },
    userIds: number[],
  ) {
    const fresh = await recordDeliveries(tx, doc.id, userIds);
    await queueNotices(mail, tx, fresh, (recipient) =>
      documentDelivered(mail!, recipient, { kind: doc.kind as DocumentKind, fund: doc.fundType }),
    );
  }

  /** The investor a personal document goes to, or a 400 naming the field. */
  async function recipient(tx: Transaction, userId: number) {
    const [row] = await tx
      .select(recipientColumns)
      .from(users)
      .where(and(eq(users.id, userId), deliverable()));
    if (!row) {
      throw new AppError("VALIDATION", "Investor is not an active investor: userId", {
        fieldErrors: { userId: ["Choose an active investor"] },
      });
    }
    return row;
  }

  /** Who a published document is delivered to: its investor, or every investor of its fund. */
  async function audienceOf(tx: Transaction, doc: { userId: number | null; fundType: string | null }) {
    if (doc.userId !== null) return [doc.userId];
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

  /** Match file names to active investors by the member ID each carries. */
  async function matchFiles(tx: Transaction | Database, fileNames: readonly string[]): Promise<BulkMatch[]> {
    const wanted = fileNames.map((fileName) => {
      const memberId = memberIdInFileName(fileName);
      return { fileName, memberId, id: memberId ? Number(memberId.split("-")[2]) : null };
    });
    const ids = [...new Set(wanted.flatMap((w) => (w.id !== null && w.id <= 2_147_483_647 ? [w.id] : [])))];
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select(recipientColumns)
            .from(users)
            .where(and(inArray(users.id, ids), deliverable()));
    const byMemberId = new Map(rows.map((row) => [memberIdOf(row), toRecipient(row)]));
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

  return {
    /**
     * Investors documents can be delivered to, a page at a time by name, found by name, e-mail,
     * username or member ID (the users list's search and its trigram indexes).
     */
    async recipients(filter: { q?: string }, request: PageRequest): Promise<Page<DocumentRecipient>> {
      // deliverable() already keeps investors only: the role filter for admins adds nothing.
      const where = and(deliverable(), userFilterOf({ visibleTo: "super_admin", q: filter.q }));
      const page = await keysetPage<RecipientRow & { nameKey: string }>({
        request,
        orders: {
          name: [
            { expr: USER_NAME_KEY, kind: "text", value: (r) => r.nameKey },
            { expr: sql`${users.id}`, kind: "integer", value: (r) => r.id },
          ],
        },
        defaultSort: "name",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({ ...recipientColumns, nameKey: sql<string>`${USER_NAME_KEY}` })
            .from(users)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
      });
      return { ...page, items: page.items.map(toRecipient) };
    },

    /**
     * Every document (or only these), newest first, with delivered / opened counts and how many
     * earlier files it has.
     */
    async list(only?: readonly number[]): Promise<StaffDocument[]> {
      const d = investorDocuments;
      const delivered = db
        .select({
          documentId: documentDeliveries.documentId,
          delivered: sql<number>`count(*)::int`.as("delivered"),
          opened: sql<number>`count(${documentDeliveries.firstOpenedAt})::int`.as("opened"),
          electronic: sql<number>`(count(*) filter (where ${electronicSql}))::int`.as("electronic"),
        })
        .from(documentDeliveries)
        .innerJoin(users, eq(users.id, documentDeliveries.userId))
        .groupBy(documentDeliveries.documentId)
        .as("delivered");
      const versions = db
        .select({
          documentId: investorDocumentVersions.documentId,
          versions: sql<number>`count(*)::int`.as("versions"),
        })
        .from(investorDocumentVersions)
        .groupBy(investorDocumentVersions.documentId)
        .as("versions");
      const rows = await db
        .select({
          doc: d,
          owner: recipientColumns,
          delivered: delivered.delivered,
          opened: delivered.opened,
          electronic: delivered.electronic,
          versions: versions.versions,
        })
        .from(d)
        .leftJoin(users, eq(users.id, d.userId))
        .leftJoin(delivered, eq(delivered.documentId, d.id))
        .leftJoin(versions, eq(versions.documentId, d.id))
        .where(only ? inArray(d.id, only.length > 0 ? [...only] : [0]) : undefined)
        .orderBy(desc(d.createdAt), desc(d.id));
      return rows.map(toStaffDocument);
    },

    /**
     * One page of the staff list, newest first (decision 0040): searched and filtered, with the
     * delivery counts of the page's documents only (counted per document through the indexes).
     */
    async listPage(filter: DocumentPageFilter, request: PageRequest): Promise<Page<StaffDocument>> {
      const d = investorDocuments;
      const where = documentFilterOf(filter);
      const page = await keysetPage<PagedDocumentRow>({
        request,
        orders: DOCUMENT_ORDERS,
        defaultSort: "date",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              doc: d,
              owner: recipientColumns,
              delivered: sql<number>`(select count(*)::int from ${documentDeliveries} where ${documentDeliveries.documentId} = ${d.id})`,
              opened: sql<number>`(select count(${documentDeliveries.firstOpenedAt})::int from ${documentDeliveries} where ${documentDeliveries.documentId} = ${d.id})`,
              electronic: electronicCountOf(d.id),
              versions: sql<number>`(select count(*)::int from ${investorDocumentVersions} where ${investorDocumentVersions.documentId} = ${d.id})`,
              exactCreatedAt: exactTime(d.createdAt),
            })
            .from(d)
            .leftJoin(users, eq(users.id, d.userId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit) as Promise<PagedDocumentRow[]>,
        count: async () =>
          (await db.select({ n: count() }).from(d).leftJoin(users, eq(users.id, d.userId)).where(where))[0].n,
      });
      return { ...page, items: page.items.map(toStaffDocument) };
    },

    /** The investors a document was delivered to electronically who have not opened it yet (not those on paper). */
    async unopened(id: number): Promise<UnopenedDelivery[]> {
      await findDocument(db, id);
      const rows = await db
        .select({ deliveredAt: documentDeliveries.deliveredAt, user: recipientColumns })
        .from(documentDeliveries)
        .innerJoin(users, eq(users.id, documentDeliveries.userId))
        .where(and(eq(documentDeliveries.documentId, id), isNull(documentDeliveries.firstOpenedAt), consentedSql))
        .orderBy(users.lastName, users.firstName, users.id);
      return rows.map(({ deliveredAt, user }) => ({
        userId: user.id,
        name: displayName(user),
        memberId: memberIdOf(user),
        deliveredAt: deliveredAt.toISOString(),
      }));
    },

    /**
     * Publish a PDF: one investor's document, or a fund-wide report delivered to every active
     * investor of its fund. File, document, deliveries and audit row in one transaction.
     */
    async upload(input: DocumentUploadData, file: IncomingFile | undefined, by: ActingUser): Promise<StaffDocument> {
      if (!file) {
        throw new AppError("VALIDATION", "Choose a PDF to upload: file", {
          fieldErrors: { file: ["Choose a PDF to upload"] },
        });
      }
      checkPdf(file.bytes, "file", file.fileName);
      const id = await db.transaction(async (tx) => {
        const personal = input.kind !== "report";
        const owner = personal ? await recipient(tx, Number(input.userId)) : null;
        const stored = await storeFile(tx, { bytes: file.bytes, contentType: PDF_CONTENT_TYPE, prefix: FILE_PREFIX });
        const [row] = await tx
          .insert(investorDocuments)
          .values({
            userId: owner?.id ?? null,
            fundType: input.fundType || null,
            kind: input.kind,
            name: input.title,
            period: input.period ?? null,
            fileSize: stored.size,
            documentDate: input.documentDate ?? today(),
            status: filedStatus(input.kind),
            storageKey: stored.key,
          })
          .returning();
        const audience = await audienceOf(tx, row);
        await deliver(tx, row, audience);
        await trail(tx, by, {
          action: "document.uploaded",
          entityId: row.id,
          summary: owner
            ? `Uploaded "${row.name}" for ${displayName(owner)} (${memberIdOf(owner)})`
            : `Uploaded "${row.name}" for ${row.fundType} (${audience.length} investors)`,
          details: { kind: row.kind, fileName: file.fileName, bytes: file.bytes.length, delivered: audience.length },
        });
        return row.id;
      });
      return this.get(id);
    },

    /** A K-1 announced before it exists: Pending, with the date it is expected, no file, not delivered yet. */
    async announceK1(
      input: { userId: number; title: string; period?: string | null; expectedDate: string },
      by: ActingUser,
    ): Promise<StaffDocument> {
      const id = await db.transaction(async (tx) => {
        const owner = await recipient(tx, input.userId);
        const [row] = await tx
          .insert(investorDocuments)
          .values({
            userId: owner.id,
            kind: "statement_tax",
            name: input.title,
            period: input.period ?? null,
            status: DOCUMENT_STATUS.Pending,
            expectedDate: input.expectedDate,
          })
          .returning();
        await trail(tx, by, {
          action: "document.pending",
          entityId: row.id,
          summary: `Announced "${row.name}" for ${displayName(owner)} (${memberIdOf(owner)}), expected ${input.expectedDate}`,
        });
        return row.id;
      });
      return this.get(id);
    },

    /**
     * A new file for a document: the earlier file is kept as a version (staff only); a pending
     * document becomes Final and is delivered now.
     */
    async replaceFile(id: number, file: IncomingFile | undefined, by: ActingUser): Promise<StaffDocument> {
      if (!file) {
        throw new AppError("VALIDATION", "Choose a PDF to upload: file", {
          fieldErrors: { file: ["Choose a PDF to upload"] },
        });
      }
      checkPdf(file.bytes, "file", file.fileName);
      await db.transaction(async (tx) => {
        const doc = await findDocument(tx, id, true);
        const stored = await storeFile(tx, { bytes: file.bytes, contentType: PDF_CONTENT_TYPE, prefix: FILE_PREFIX });
        if (doc.storageKey) {
          await tx.insert(investorDocumentVersions).values({
            documentId: id,
            storageKey: doc.storageKey,
            fileSize: doc.fileSize,
            replacedBy: by.actor.id,
          });
        }
        const wasPending = doc.status === DOCUMENT_STATUS.Pending || doc.storageKey === null;
        await tx
          .update(investorDocuments)
          .set({
            storageKey: stored.key,
            fileSize: stored.size,
            status: doc.status === DOCUMENT_STATUS.Pending ? DOCUMENT_STATUS.Final : doc.status,
            expectedDate: null,
            documentDate: wasPending ? today() : doc.documentDate,
          })
          .where(eq(investorDocuments.id, id));
        // Published now (a pending document), or delivered again to anyone added since.
        await deliver(tx, doc, await audienceOf(tx, doc));
        await trail(tx, by, {
          action: "document.replaced",
          entityId: id,
          summary: wasPending ? `Filed "${doc.name}" (was pending)` : `Replaced the file of "${doc.name}"`,
          details: { fileName: file.fileName, bytes: file.bytes.length, keptVersion: doc.storageKey !== null },
        });
      });
      return this.get(id);
    },

    /** Delete a document with its versions, deliveries and files. */
    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const doc = await findDocument(tx, id, true);
        const versions = await tx
          .select({ key: investorDocumentVersions.storageKey })
          .from(investorDocumentVersions)
          .where(eq(investorDocumentVersions.documentId, id));
        await tx.delete(investorDocuments).where(eq(investorDocuments.id, id));
        await deleteFiles(tx, [...(doc.storageKey ? [doc.storageKey] : []), ...versions.map((v) => v.key)]);
        await trail(tx, by, { action: "document.deleted", entityId: id, summary: `Deleted document "${doc.name}"` });
      });
    },

    async get(id: number): Promise<StaffDocument> {
      const [found] = await this.list([id]);
      if (!found) throw notFound();
      return found;
    },

    /** Earlier files of a document, newest first. */
    async versions(id: number): Promise<DocumentVersion[]> {
      await findDocument(db, id);
      const v = investorDocumentVersions;
      const rows = await db
        .select({ id: v.id, fileSize: v.fileSize, createdAt: v.createdAt, by: users.username })
        .from(v)
        .leftJoin(users, eq(users.id, v.replacedBy))
        .where(eq(v.documentId, id))
        .orderBy(desc(v.createdAt), desc(v.id));
      return rows.map((r) => ({
        id: r.id,
        fileSize: r.fileSize,
        replacedAt: r.createdAt.toISOString(),
        replacedBy: r.by,
      }));
    },

    /** The current file (staff see every document). */
    async download(id: number): Promise<FileDownload> {
      const doc = await findDocument(db, id);
      const file = doc.storageKey ? await readFile(db, doc.storageKey) : null;
      if (!file) throw new AppError("CONFLICT", `"${doc.name}" has no file yet`);
      return { name: doc.name, contentType: file.contentType, bytes: file.bytes };
    },

    /** An earlier file of the document (staff only; investors only ever get the current one). */
    async downloadVersion(id: number, versionId: number): Promise<FileDownload> {
      const doc = await findDocument(db, id);
      const v = investorDocumentVersions;
      const [version] = await db
        .select()
        .from(v)
        .where(and(eq(v.id, versionId), eq(v.documentId, id)));
      const file = version ? await readFile(db, version.storageKey) : null;
      if (!file) throw notFound();
      return { name: `${doc.name} (earlier version ${versionId})`, contentType: file.contentType, bytes: file.bytes };
    },

    /** Which investor each file name goes to (nothing is stored). */
    preview(fileNames: readonly string[]): Promise<BulkMatch[]> {
      return matchFiles(db, fileNames);
    },

    /**
     * Publish every matched file as that investor's document, in one transaction: any file that is
     * not a PDF refuses the whole upload. Unmatched files are not stored and are answered back.
     */
    async bulkPublish(
      input: BulkUploadData,
      files: readonly IncomingFile[],
      by: ActingUser,
    ): Promise<{ published: StaffDocument[]; unmatched: BulkMatch[] }> {
      if (files.length === 0) {
        throw new AppError("VALIDATION", "Choose at least one PDF: files", {
          fieldErrors: { files: ["Choose at least one PDF"] },
        });
      }
      for (const file of files) checkPdf(file.bytes, "files", file.fileName);
      const ids = await db.transaction(async (tx) => {
        const matches = await matchFiles(
          tx,
          files.map((f) => f.fileName),
        );
        if (!matches.some((m) => m.investor)) {
          throw new AppError("VALIDATION", "No file name carries an active investor's member ID: files", {
            fieldErrors: { files: ["No file name carries an active investor's member ID"] },
          });
        }
        const published: number[] = [];
        for (const [i, match] of matches.entries()) {
          if (!match.investor) continue;
          const file = files[i];
          const stored = await storeFile(tx, { bytes: file.bytes, contentType: PDF_CONTENT_TYPE, prefix: FILE_PREFIX });
          const [row] = await tx
            .insert(investorDocuments)
            .values({
              userId: match.investor.id,
              kind: input.kind,
              name: input.title,
              period: input.period ?? null,
              fileSize: stored.size,
              documentDate: input.documentDate ?? today(),
              status: filedStatus(input.kind),
              storageKey: stored.key,
            })
            .returning({ id: investorDocuments.id });
          await deliver(tx, { id: row.id, kind: input.kind, fundType: null }, [match.investor.id]);
          await trail(tx, by, {
            action: "document.uploaded",
            entityId: row.id,
            summary: `Uploaded "${input.title}" for ${match.investor.name} (${match.investor.memberId})`,
            details: { kind: input.kind, fileName: file.fileName, bytes: file.bytes.length, bulk: true },
          });
          published.push(row.id);
        }
        return { published, unmatched: matches.filter((m) => !m.investor) };
      });
      return { published: await this.list(ids.published), unmatched: ids.unmatched };
    },
  };
}

export type StaffDocumentService = ReturnType<typeof createStaffDocumentService>;
