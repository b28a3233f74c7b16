// Staff document delivery; one file per use case beside this one.
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { publishDocuments } from "./publish-documents.ts";
import { readStaffDocuments } from "./read-staff-documents.ts";

/**
 * Staff document delivery (docs/decisions/0021-document-delivery.md): upload a PDF for one
 * investor or a whole fund, announce a K-1 and file it later, replace a file (the earlier one is
 * kept as a version), bulk upload by member ID, and the delivery evidence of each document. Every
 * write stores its file, rows, delivery rows and audit row in one transaction.
 */
export function createStaffDocumentService(db: Database, audit: AuditService, mail?: MailQueue) {
  const reads = readStaffDocuments(db);
  return { ...reads, ...publishDocuments(db, audit, mail, reads) };
}

export type StaffDocumentService = ReturnType<typeof createStaffDocumentService>;
