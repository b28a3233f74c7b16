import { and, count, desc, eq, getTableColumns, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Resource, ResourceData, ResourceWithFileData } from "#domain/resource.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { containsPattern } from "#server/platform/db/contains-pattern.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import { checkPdf, deleteFiles, PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { exactTime, keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import type { IncomingFile } from "#server/features/documents/document-files.ts";
import { isoTimestamps, type ActingUser, type Transaction } from "#server/platform/staff-write.ts";

const notFound = () => new AppError("NOT_FOUND", "Resource not found");

/** The admin form's words to stored columns: type → fileType, url → downloadUrl. */
function toColumns({ type, url, ...rest }: ResourceData | ResourceWithFileData) {
  return { ...rest, fileType: type, downloadUrl: url ?? null };
}

/** The stored file's key stays on the server (the portal's download route serves the file). */
const toResource = ({ storageKey, ...row }: typeof resources.$inferSelect) =>
  ({ ...isoTimestamps(row), hasFile: storageKey !== null }) as Resource;

// The Resources tab's orders (decision 0039), each with an index in migration content_list_indexes.
type ResourceRow = typeof resources.$inferSelect & { exactCreatedAt: string; sortTitle: string };
const LOWER_TITLE = sql`lower(${resources.title})`;
const RESOURCE_ID: SortKey<ResourceRow> = { expr: sql`${resources.id}`, kind: "integer", value: (row) => row.id };
const RESOURCE_ORDERS: Record<string, Array<SortKey<ResourceRow>>> = {
  created: [{ expr: sql`${resources.createdAt}`, kind: "timestamp", value: (row) => row.exactCreatedAt }, RESOURCE_ID],
  title: [{ expr: LOWER_TITLE, kind: "text", value: (row) => row.sortTitle }, RESOURCE_ID],
};
/** The search of the list and the tab: title, description or category contain the text, any case. */
function searchOf(search?: string): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return pattern
    ? or(ilike(resources.title, pattern), ilike(resources.description, pattern), ilike(resources.category, pattern))
    : undefined;
}

const OWN_RESOURCE_DOWNLOAD = /^\/api\/investor\/resources\/([1-9]\d{0,9})\/download$/;
const OWN_DOCUMENT_DOWNLOAD = /^\/api\/investor\/documents\/([1-9]\d{0,9})\/download$/;

/**
 * A link to one of our own API paths must lead somewhere: a resource download whose resource has
 * a file (or a link of its own), or a document download whose document has a file. Any other /api
 * path is refused; other site paths (pages, public files) and external links are taken as given
 * (domain/resource.ts brokenLinkReason has refused the plainly broken ones).
 */
async function checkOwnLink(tx: Transaction, url: string | null | undefined, self?: number) {
  if (!url || !url.startsWith("/api/")) return;
  const path = url.split(/[?#]/)[0];
  const broken = () => invalidFields({ url: ["URL is a download path on this site that leads nowhere"] });
  const resource = OWN_RESOURCE_DOWNLOAD.exec(path);
  if (resource) {
    const id = Number(resource[1]);
    if (id === self) throw broken();
    const [row] = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, id), or(isNotNull(resources.storageKey), isNotNull(resources.downloadUrl))));
    if (!row) throw broken();
    return;
  }
  const document = OWN_DOCUMENT_DOWNLOAD.exec(path);
  if (document) {
    const [row] = await tx
      .select({ id: investorDocuments.id })
      .from(investorDocuments)
      .where(and(eq(investorDocuments.id, Number(document[1])), isNotNull(investorDocuments.storageKey)));
    if (!row) throw broken();
    return;
  }
  throw broken();
}

/** A resource's uploaded file, checked by its bytes and stored in the write's transaction. */
async function storeResourceFile(tx: Transaction, file: IncomingFile) {
  const stored = await storeFile(tx, { bytes: file.bytes, contentType: PDF_CONTENT_TYPE, prefix: "resources" });
  // The listed size is the stored file's real size, never what the form said.
  return { storageKey: stored.key, fileSize: stored.size, fileFormat: "PDF" };
}

/** Resources (staff): list (optionally searched), create, update, delete; writes are audited. */
export function createResourceService(db: Database, audit: AuditService) {
  return {
    /** Newest first; `search` matches title, description or category, case-insensitively. */
    async list(search?: string): Promise<Resource[]> {
      const rows = await db
        .select()
        .from(resources)
        .where(searchOf(search))
        .orderBy(desc(resources.createdAt), desc(resources.id));
      return rows.map(toResource);
    },

    /** One page of the Resources tab (decision 0039): searched like `list`, by date added or title. */
    async listPage(filter: { q?: string }, request: PageRequest): Promise<Page<Resource>> {
      const where = searchOf(filter.q);
      const page = await keysetPage<ResourceRow>({
        request,
        orders: RESOURCE_ORDERS,
        defaultSort: "created",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...getTableColumns(resources),
              exactCreatedAt: exactTime(resources.createdAt),
              sortTitle: sql<string>`${LOWER_TITLE}`,
            })
            .from(resources)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () => (await db.select({ n: count() }).from(resources).where(where))[0].n,
      });
      return { ...page, items: page.items.map(({ exactCreatedAt: _c, sortTitle: _t, ...row }) => toResource(row)) };
    },

    /** Create, with an uploaded PDF when given (then the URL may be left out). */
    async create(data: ResourceData | ResourceWithFileData, by: ActingUser, file?: IncomingFile): Promise<Resource> {
      if (file) checkPdf(file.bytes, "file", file.fileName);
      if (!file && !data.url) throw invalidFields({ url: ["URL is required unless a file is uploaded"] });
      return db.transaction(async (tx) => {
        await checkOwnLink(tx, data.url);
        const stored = file ? await storeResourceFile(tx, file) : {};
        const [row] = await tx
          .insert(resources)
          .values({ ...toColumns(data), ...stored })
          .returning();
        await audit.record(
          {
            ...by,
            entityType: "resource",
            action: "resource.created",
            entityId: row.id,
            summary: `Created resource "${row.title}"`,
            ...(file ? { details: { fileName: file.fileName, bytes: file.bytes.length } } : {}),
          },
          tx,
        );
        return toResource(row);
      });
    },

    /**
     * Update, replacing the stored file when one is uploaded. A resource with a stored file keeps
     * its real size and format whatever the form says, and needs no URL.
     */
    async update(
      id: number,
      data: ResourceData | ResourceWithFileData,
      by: ActingUser,
      file?: IncomingFile,
    ): Promise<Resource> {
      if (file) checkPdf(file.bytes, "file", file.fileName);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(resources).where(eq(resources.id, id)).for("update");
        if (!current) throw notFound();
        if (!file && !current.storageKey && !data.url) {
          throw invalidFields({ url: ["URL is required unless a file is uploaded"] });
        }
        await checkOwnLink(tx, data.url, id);
        const columns = toColumns(data);
        const stored = file ? await storeResourceFile(tx, file) : {};
        const [row] = await tx
          .update(resources)
          .set(
            file || current.storageKey
              ? { ...columns, fileSize: current.fileSize, fileFormat: current.fileFormat, ...stored }
              : columns,
          )
          .where(eq(resources.id, id))
          .returning();
        if (file && current.storageKey) await deleteFiles(tx, [current.storageKey]);
        await audit.record(
          {
            ...by,
            entityType: "resource",
            action: "resource.updated",
            entityId: row.id,
            summary: file ? `Updated resource "${row.title}" with a new file` : `Updated resource "${row.title}"`,
            ...(file ? { details: { fileName: file.fileName, bytes: file.bytes.length } } : {}),
          },
          tx,
        );
        return toResource(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(resources)
          .where(eq(resources.id, id))
          .returning({ id: resources.id, title: resources.title, storageKey: resources.storageKey });
        if (!row) throw notFound();
        if (row.storageKey) await deleteFiles(tx, [row.storageKey]);
        await audit.record(
          {
            ...by,
            entityType: "resource",
            action: "resource.deleted",
            entityId: row.id,
            summary: `Deleted resource "${row.title}"`,
          },
          tx,
        );
      });
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
