import { randomUUID } from "node:crypto";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { investorDocumentVersions } from "../db/schema/document-deliveries.ts";
import { investorDocuments } from "../db/schema/investor-documents.ts";
import { resources } from "../db/schema/resources.ts";
import { storedFiles } from "../db/schema/stored-files.ts";
import { AppError } from "../errors.ts";
import type { Transaction } from "../services/staff-write.ts";

/**
 * The one way file bytes are stored and read (docs/decisions/0021-document-delivery.md): rows of
 * stored_files, in the same database and transaction as the rows naming them, so a document and
 * its file are committed together or not at all.
 */

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
 * one is a 400 naming the field, anything but a PDF a 415, one over MAX_FILE_BYTES a 413.
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
}

/** "842 B", "12.3 KB", "2.4 MB": the size shown beside a document or resource. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

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
  await tx.insert(storedFiles).values({ key, contentType: file.contentType, bytes: file.bytes });
  return { key, size: formatFileSize(file.bytes.length) };
}

/** The stored file, or null when no file has that key. */
export async function readFile(db: Transaction | Database, key: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({ key: storedFiles.key, contentType: storedFiles.contentType, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row ?? null;
}

/**
 * Remove these files if no row names them any more (call after deleting or repointing the rows
 * that did, in that transaction); a file another document or resource still names is kept.
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
      ),
    );
}
