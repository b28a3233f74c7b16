// Read staff documents: recipients, the list and its pages, unopened deliveries, versions and downloads, a bulk preview.
import { formatStoredSize } from "#domain/format.ts";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DocumentPageFilter } from "#domain/documents.ts";
import type { Page } from "#domain/paging.ts";
import {
  type BulkMatch,
  type DocumentRecipient,
  type DocumentVersion,
  type StaffDocument,
  type UnopenedDelivery,
} from "#domain/documents.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { documentDeliveries, investorDocumentVersions } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { readFile } from "#server/platform/storage/files.ts";
import { consentedSql, electronicCountOf, electronicSql } from "./delivery-channels.ts";
import type { FileDownload } from "#server/features/fund-ledger/portal-reader.ts";
import { exactTime, keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import { USER_NAME_KEY, userFilterOf } from "#server/features/accounts/user-queries.ts";
import {
  notFound,
  toStaffDocument,
  documentFilterOf,
  type PagedDocumentRow,
  DOCUMENT_ORDERS,
  deliverable,
  toRecipient,
  type RecipientRow,
  recipientColumns,
  ownerColumns,
  documentSteps,
} from "./internal/document-rows.ts";

export function readStaffDocuments(db: Database) {
  const { findDocument, matchFiles } = documentSteps(db);

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
          owner: ownerColumns,
          delivered: delivered.delivered,
          opened: delivered.opened,
          electronic: delivered.electronic,
          versions: versions.versions,
        })
        .from(d)
        .leftJoin(investingEntities, eq(investingEntities.id, d.entityId))
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
              owner: ownerColumns,
              delivered: sql<number>`(select count(*)::int from ${documentDeliveries} where ${documentDeliveries.documentId} = ${d.id})`,
              opened: sql<number>`(select count(${documentDeliveries.firstOpenedAt})::int from ${documentDeliveries} where ${documentDeliveries.documentId} = ${d.id})`,
              electronic: electronicCountOf(d.id),
              versions: sql<number>`(select count(*)::int from ${investorDocumentVersions} where ${investorDocumentVersions.documentId} = ${d.id})`,
              exactCreatedAt: exactTime(d.createdAt),
            })
            .from(d)
            .leftJoin(investingEntities, eq(investingEntities.id, d.entityId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit) as Promise<PagedDocumentRow[]>,
        count: async () =>
          (
            await db
              .select({ n: count() })
              .from(d)
              .leftJoin(investingEntities, eq(investingEntities.id, d.entityId))
              .where(where)
          )[0].n,
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
        .select({ id: v.id, byteSize: v.byteSize, createdAt: v.createdAt, by: users.username })
        .from(v)
        .leftJoin(users, eq(users.id, v.replacedBy))
        .where(eq(v.documentId, id))
        .orderBy(desc(v.createdAt), desc(v.id));
      return rows.map((r) => ({
        id: r.id,
        fileSize: formatStoredSize(r.byteSize),
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
  };
}
