import { randomUUID } from "node:crypto";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { formatFileSize } from "#domain/format.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investorDocumentVersions } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { mediaAssets } from "#server/platform/db/schema/media-assets.ts";
import { podcastEpisodes } from "#server/platform/db/schema/podcast-episodes.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { videos } from "#server/platform/db/schema/videos.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import type { ObjectStore } from "./object-store.ts";
import { activeContentOf } from "./pdf-active-content.ts";

/**
 * The one way file bytes are stored and read (docs/decisions/0021-document-delivery.md): rows of
 * stored_files, in the same database and transaction as the rows naming them, so a document and
 * its file are committed together or not at all. With an object store (S3_BUCKET, decision 0036)
 * the bytes go there instead, written before the row; the row still commits with the caller's
 * transaction, and objects no committed row names are swept later (sweepOrphanObjects).
 */

let objectStore: ObjectStore | null = null;

/** Where new files' bytes go from now on: the object store, or (null, the default) the database. */
export function useObjectStore(store: ObjectStore | null) {
  objectStore = store;
}

/** The largest file staff may upload: 20 MB (statements and reports are far smaller). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const PDF_CONTENT_TYPE = "application/pdf";

const PDF_HEADER = Buffer.from("%PDF-");
const PDF_TRAILER = Buffer.from("%%EOF");
// PDF writers may put whitespace or junk after the trailer; readers look in the last 1 KB (ISO 32000-1 §7.5.5).
const TRAILER_WINDOW = 1024;

/** Whether the bytes are a PDF: they start with %PDF- and end (within 1 KB) with %%EOF. */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < PDF_HEADER.length + PDF_TRAILER.length) return false;
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return false;
  return bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)).includes(PDF_TRAILER);
}

/**
 * The uploaded file as a PDF, checked by its bytes (never by its name or declared type): an empty
 * one is a 400 naming the field, anything but a PDF, or a PDF with active content, a 415, one over
 * MAX_FILE_BYTES a 413.
 */
export function checkPdf(bytes: Buffer, field: string, fileName?: string): void {
  const label = fileName ? `"${fileName}"` : "The file";
  if (bytes.length === 0) {
    throw new AppError("VALIDATION", `${label} is empty: ${field}`, {
      fieldErrors: { [field]: [`${label} is empty`] },
    });
  }
  if (bytes.length > MAX_FILE_BYTES) {
    const message = `${label} is larger than ${formatFileSize(MAX_FILE_BYTES)}`;
    throw new AppError("PAYLOAD_TOO_LARGE", message, { fieldErrors: { [field]: [message] } });
  }
  if (!isPdf(bytes)) {
    const message = `${label} is not a PDF (its contents are not a PDF document)`;
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", message, { fieldErrors: { [field]: [message] } });
  }
  // Active content is refused, never delivered (decision 0047).
  const active = activeContentOf(bytes);
  if (active) {
    const message = `${label} contains active content (${active}): export it again as a plain PDF, without scripts, forms, attachments or media`;
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", message, { fieldErrors: { [field]: [message] } });
  }
}

// The size shown beside a document, resource or image; the pages show it too.
export { formatFileSize } from "#domain/format.ts";

export interface StoredFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

/** Store the bytes under a new key (in the caller's transaction); answers the key and shown size. */
export async function storeFile(
  tx: Transaction | Database,
  file: { bytes: Buffer; contentType: string; prefix: string },
): Promise<{ key: string; size: string }> {
  const key = `${file.prefix}/${randomUUID()}`;
  if (objectStore) {
    // Before the row: a committed row always has its object. A rolled-back row leaves an orphan.
    await objectStore.put(key, file.bytes, file.contentType);
    await tx.insert(storedFiles).values({ key, contentType: file.contentType, storage: "s3", bytes: null });
  } else {
    await tx.insert(storedFiles).values({ key, contentType: file.contentType, bytes: file.bytes });
  }
  return { key, size: formatFileSize(file.bytes.length) };
}

/** The stored file, or null when no file has that key. */
export async function readFile(db: Transaction | Database, key: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      storage: storedFiles.storage,
      bytes: storedFiles.bytes,
    })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  if (!row) return null;
  if (row.storage === "database") return { key: row.key, contentType: row.contentType, bytes: row.bytes! };
  if (!objectStore) throw new Error(`File ${key} is in the object store, and none is configured (S3_BUCKET)`);
  const bytes = await objectStore.get(key);
  if (!bytes) throw new Error(`File ${key} is missing from the object store`);
  return { key: row.key, contentType: row.contentType, bytes };
}

/**
 * Remove these files if no row names them any more (call after deleting or repointing the rows
 * that did, in that transaction); a file another document or resource still names is kept. An
 * object-store file loses its row here; its object goes at the next sweep (deleting it now would
 * lose the bytes if the caller's transaction rolled back).
 */
export async function deleteFiles(tx: Transaction | Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const k = storedFiles.key;
  await tx
    .delete(storedFiles)
    .where(
      and(
        inArray(k, [...new Set(keys)]),
        notExists(tx.select().from(investorDocuments).where(eq(investorDocuments.storageKey, k))),
        notExists(tx.select().from(investorDocumentVersions).where(eq(investorDocumentVersions.storageKey, k))),
        notExists(tx.select().from(resources).where(eq(resources.storageKey, k))),
        notExists(tx.select().from(mediaAssets).where(eq(mediaAssets.storageKey, k))),
        notExists(tx.select().from(podcastEpisodes).where(eq(podcastEpisodes.storageKey, k))),
        notExists(tx.select().from(videos).where(eq(videos.storageKey, k))),
      ),
    );
}

/**
 * `length` bytes of the stored file from byte `start` (0-based), read in the database so a Range
 * request for a few seconds of a long recording does not load the whole file; null without the key.
 */
export async function readFileSlice(
  db: Transaction | Database,
  key: string,
  start: number,
  length: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({
      storage: storedFiles.storage,
      bytes: sql<Buffer | null>`substring(${storedFiles.bytes} from ${start + 1} for ${length})`.mapWith(
        storedFiles.bytes,
      ),
    })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  if (!row) return null;
  if (row.storage === "database") return row.bytes;
  if (!objectStore) throw new Error(`File ${key} is in the object store, and none is configured (S3_BUCKET)`);
  return objectStore.get(key, { start, length });
}

/**
 * Delete objects of the object store that no stored_files row names, once older than the grace
 * period (server/platform/storage/object-store.ts). Each instance runs it hourly; running it twice at
 * once deletes nothing twice that matters.
 */
export async function sweepOrphanObjects(db: Database, now = Date.now()): Promise<number> {
  if (!objectStore) return 0;
  return objectStore.sweep(async (keys) => {
    const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys));
    return new Set(rows.map((row) => row.key));
  }, now);
}
