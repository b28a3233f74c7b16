// Publish documents: upload for an investor or a fund, announce a K-1, replace a file, delete, bulk publish by member ID.
import { eq } from "drizzle-orm";
import { type BulkMatch, type BulkUploadData, type DocumentUploadData, type StaffDocument } from "#domain/documents.ts";
import { DOCUMENT_STATUS } from "#domain/investor-portal.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investorDocumentVersions } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { AppError } from "#server/platform/errors.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { checkPdf, deleteFiles, PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { type ActingUser, type Transaction } from "#server/platform/staff-write.ts";
import { type IncomingFile } from "./document-files.ts";
import { FILE_PREFIX, today, filedStatus, documentSteps } from "./internal/document-rows.ts";
import type { readStaffDocuments } from "./read-staff-documents.ts";

export function publishDocuments(
  db: Database,
  audit: AuditService,
  mail: MailQueue | undefined,
  reads: ReturnType<typeof readStaffDocuments>,
) {
  const { deliver, recipient, entityRecipient, audienceOf, findDocument, matchFiles } = documentSteps(db, mail);
  /** The entity a personal document belongs to: the one picked, else the person's own holding. */
  const ownerOf = (tx: Transaction, input: { userId?: number | string; entityId?: number | string }) =>
    input.entityId ? entityRecipient(tx, Number(input.entityId)) : recipient(tx, Number(input.userId));

  return {
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
        const owner = personal ? await ownerOf(tx, input) : null;
        const stored = await storeFile(tx, { bytes: file.bytes, contentType: PDF_CONTENT_TYPE, prefix: FILE_PREFIX });
        const [row] = await tx
          .insert(investorDocuments)
          .values({
            entityId: owner?.id ?? null,
            fundType: input.fundType || null,
            kind: input.kind,
            name: input.title,
            period: input.period ?? null,
            byteSize: file.bytes.length,
            documentDate: input.documentDate ?? today(),
            status: filedStatus(input.kind),
            storageKey: stored.key,
          })
          .returning();
        const audience = await audienceOf(tx, row);
        await deliver(tx, row, audience);
        await audit.record(
          {
            ...by,
            entityType: "investor_document",
            action: "document.uploaded",
            entityId: row.id,
            // The entity's audit trail shows it (decision 0060).
            investingEntityId: owner?.id,
            summary: owner
              ? `Uploaded "${row.name}" for ${owner.name} (${owner.memberId})`
              : `Uploaded "${row.name}" for ${row.fundType} (${audience.length} investors)`,
            details: { kind: row.kind, fileName: file.fileName, bytes: file.bytes.length, delivered: audience.length },
          },
          tx,
        );
        return row.id;
      });
      return reads.get(id);
    },

    /** A K-1 announced before it exists: Pending, with the date it is expected, no file, not delivered yet. */
    async announceK1(
      input: { userId?: number; entityId?: number; title: string; period?: string | null; expectedDate: string },
      by: ActingUser,
    ): Promise<StaffDocument> {
      const id = await db.transaction(async (tx) => {
        const owner = await ownerOf(tx, input);
        const [row] = await tx
          .insert(investorDocuments)
          .values({
            entityId: owner.id,
            kind: "statement_tax",
            name: input.title,
            period: input.period ?? null,
            status: DOCUMENT_STATUS.Pending,
            expectedDate: input.expectedDate,
          })
          .returning();
        await audit.record(
          {
            ...by,
            entityType: "investor_document",
            action: "document.pending",
            entityId: row.id,
            investingEntityId: owner.id,
            summary: `Announced "${row.name}" for ${owner.name} (${owner.memberId}), expected ${input.expectedDate}`,
          },
          tx,
        );
        return row.id;
      });
      return reads.get(id);
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
            byteSize: doc.byteSize,
            replacedBy: by.actor.id,
          });
        }
        const wasPending = doc.status === DOCUMENT_STATUS.Pending || doc.storageKey === null;
        await tx
          .update(investorDocuments)
          .set({
            storageKey: stored.key,
            byteSize: file.bytes.length,
            status: doc.status === DOCUMENT_STATUS.Pending ? DOCUMENT_STATUS.Final : doc.status,
            expectedDate: null,
            documentDate: wasPending ? today() : doc.documentDate,
          })
          .where(eq(investorDocuments.id, id));
        // Published now (a pending document), or delivered again to anyone added since.
        await deliver(tx, doc, await audienceOf(tx, doc), wasPending);
        await audit.record(
          {
            ...by,
            entityType: "investor_document",
            action: "document.replaced",
            entityId: id,
            summary: wasPending ? `Filed "${doc.name}" (was pending)` : `Replaced the file of "${doc.name}"`,
            details: { fileName: file.fileName, bytes: file.bytes.length, keptVersion: doc.storageKey !== null },
          },
          tx,
        );
      });
      return reads.get(id);
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
        await audit.record(
          {
            ...by,
            entityType: "investor_document",
            action: "document.deleted",
            entityId: id,
            summary: `Deleted document "${doc.name}"`,
          },
          tx,
        );
      });
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
              entityId: match.investor.id,
              kind: input.kind,
              name: input.title,
              period: input.period ?? null,
              byteSize: file.bytes.length,
              documentDate: input.documentDate ?? today(),
              status: filedStatus(input.kind),
              storageKey: stored.key,
            })
            .returning({ id: investorDocuments.id });
          const doc = { id: row.id, kind: input.kind, fundType: null, entityId: match.investor.id };
          await deliver(tx, doc, await audienceOf(tx, doc));
          await audit.record(
            {
              ...by,
              entityType: "investor_document",
              action: "document.uploaded",
              entityId: row.id,
              summary: `Uploaded "${input.title}" for ${match.investor.name} (${match.investor.memberId})`,
              details: { kind: input.kind, fileName: file.fileName, bytes: file.bytes.length, bulk: true },
            },
            tx,
          );
          published.push(row.id);
        }
        return { published, unmatched: matches.filter((m) => !m.investor) };
      });
      return { published: await reads.list(ids.published), unmatched: ids.unmatched };
    },
  };
}
