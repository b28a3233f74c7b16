// Staff's writes to an offering (issue 25 §2): create, edit and move it along, its documents, and
// Form D's filing; each audited in its own transaction (decision 0065).
import { PDFDocument } from "pdf-lib";
import { and, eq, isNull } from "drizzle-orm";
import {
  DEFAULT_CONFIDENTIALITY_NOTICE,
  OFFERING_NEXT_STATUS,
  offeringDocumentFieldsSchema,
  type OfferingCreateInput,
  type OfferingDocumentRow,
  type OfferingUpdateInput,
} from "#domain/offering-inputs.ts";
import { OFFERING_STATUS_LABELS } from "#domain/offerings.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import { AppError } from "#server/platform/errors.ts";
import type { UploadedFile } from "#server/platform/http/uploads.ts";
import { parseOrThrow } from "#server/platform/http/staff-request.ts";
import { checkPdf, PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { OFFERING_NOT_FOUND, readOffering } from "./offering-reads.ts";

const DOCUMENT_NOT_FOUND = "Document not found";

async function lockOffering(tx: Transaction, id: number) {
  const [row] = await tx.select().from(offerings).where(eq(offerings.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", OFFERING_NOT_FOUND);
  return row;
}

/** A PDF we can stamp for each reader: checked by its bytes, then opened by pdf-lib (an encrypted one cannot be). */
async function checkStampable(file: UploadedFile | undefined) {
  if (!file) throw new AppError("VALIDATION", "Choose a PDF", { fieldErrors: { file: ["Choose a PDF"] } });
  checkPdf(file.bytes, "file", file.fileName);
  try {
    await PDFDocument.load(file.bytes, { updateMetadata: false });
  } catch {
    const message = `"${file.fileName}" cannot be opened for stamping (it may be encrypted or damaged): export it again as a plain PDF`;
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", message, { fieldErrors: { file: [message] } });
  }
}

export function createStaffOfferingWrites(db: Database, audit: AuditService, now: () => Date) {
  return {
    async create(input: OfferingCreateInput, by: ActingUser) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(offerings)
          .values({
            fundType: input.fundType,
            name: input.name,
            exemption: input.exemption,
            minimumCommitmentCents: input.minimumCommitment * 100,
            firstCloseDate: input.firstCloseDate ?? null,
            finalCloseDate: input.finalCloseDate ?? null,
            requiresQualifiedPurchaser: input.requiresQualifiedPurchaser ?? false,
            confidentialityNotice: input.confidentialityNotice || DEFAULT_CONFIDENTIALITY_NOTICE,
            createdBy: by.actor.id,
          })
          .returning({ id: offerings.id });
        await audit.record(
          {
            ...by,
            action: "offering.created",
            entityType: "offering",
            entityId: row.id,
            summary: `Created the offering ${input.name} (${input.fundType}, draft)`,
            details: { ...input },
          },
          tx,
        );
        return row.id;
      });
      return readOffering(db, id);
    },

    /** Edit the details; `status` moves one step (draft → open → closed), else a 409. */
    async update(id: number, change: OfferingUpdateInput, by: ActingUser) {
      await db.transaction(async (tx) => {
        const before = await lockOffering(tx, id);
        if (change.status !== undefined && change.status !== before.status) {
          if (OFFERING_NEXT_STATUS[before.status] !== change.status) {
            throw new AppError(
              "CONFLICT",
              `A ${OFFERING_STATUS_LABELS[before.status].toLowerCase()} offering cannot become ${OFFERING_STATUS_LABELS[change.status].toLowerCase()}`,
              { fieldErrors: { status: ["Offerings go from draft to open to closed, one step at a time"] } },
            );
          }
        }
        const first = change.firstCloseDate === undefined ? before.firstCloseDate : change.firstCloseDate;
        const final = change.finalCloseDate === undefined ? before.finalCloseDate : change.finalCloseDate;
        if (first && final && final < first) {
          throw new AppError("VALIDATION", "Check the close dates", {
            fieldErrors: { finalCloseDate: ["The final close must be on or after the first close"] },
          });
        }
        const { minimumCommitment, confidentialityNotice, ...rest } = change;
        const set: Partial<typeof offerings.$inferInsert> = { ...rest, updatedAt: now() };
        if (minimumCommitment !== undefined) set.minimumCommitmentCents = minimumCommitment * 100;
        if (confidentialityNotice !== undefined) {
          set.confidentialityNotice = confidentialityNotice || DEFAULT_CONFIDENTIALITY_NOTICE;
        }
        await tx.update(offerings).set(set).where(eq(offerings.id, id));
        const moved = change.status !== undefined && change.status !== before.status;
        await audit.record(
          {
            ...by,
            action: "offering.updated",
            entityType: "offering",
            entityId: id,
            summary: moved
              ? `Moved the offering ${before.name} from ${OFFERING_STATUS_LABELS[before.status]} to ${OFFERING_STATUS_LABELS[change.status!]}`
              : `Edited the offering ${before.name}`,
            details: { ...change },
          },
          tx,
        );
      });
      return readOffering(db, id);
    },

    /** A PDF for the data room (multipart: kind, title, file). */
    async addDocument(
      id: number,
      fields: Record<string, string>,
      file: UploadedFile | undefined,
      by: ActingUser,
    ): Promise<OfferingDocumentRow> {
      const input = parseOrThrow(offeringDocumentFieldsSchema, fields);
      await checkStampable(file);
      const upload = file!;
      return db.transaction(async (tx) => {
        const offering = await lockOffering(tx, id);
        const { key } = await storeFile(tx, {
          bytes: upload.bytes,
          contentType: PDF_CONTENT_TYPE,
          prefix: "offerings",
        });
        const [row] = await tx
          .insert(offeringDocuments)
          .values({
            offeringId: id,
            kind: input.kind,
            title: input.title,
            fileName: upload.fileName.slice(0, 255) || "document.pdf",
            fileKey: key,
            byteSize: upload.bytes.length,
            uploadedBy: by.actor.id,
          })
          .returning();
        await tx.update(offerings).set({ updatedAt: now() }).where(eq(offerings.id, id));
        await audit.record(
          {
            ...by,
            action: "offering.document_added",
            entityType: "offering",
            entityId: id,
            summary: `Added "${input.title}" to the data room of ${offering.name}`,
            details: { documentId: row.id, kind: input.kind, fileName: row.fileName, byteSize: row.byteSize },
          },
          tx,
        );
        return {
          id: row.id,
          kind: row.kind,
          title: row.title,
          fileName: row.fileName,
          byteSize: row.byteSize,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    /** A removed document leaves the data room; its row stays for the views recorded against it. */
    async removeDocument(id: number, documentId: number, by: ActingUser) {
      await db.transaction(async (tx) => {
        const offering = await lockOffering(tx, id);
        const [row] = await tx
          .update(offeringDocuments)
          .set({ removedAt: now() })
          .where(
            and(
              eq(offeringDocuments.id, documentId),
              eq(offeringDocuments.offeringId, id),
              isNull(offeringDocuments.removedAt),
            ),
          )
          .returning();
        if (!row) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
        await audit.record(
          {
            ...by,
            action: "offering.document_removed",
            entityType: "offering",
            entityId: id,
            summary: `Removed "${row.title}" from the data room of ${offering.name}`,
            details: { documentId },
          },
          tx,
        );
      });
    },

    /** Form D filed with the SEC: the reminder stops (a second click is a 409). */
    async markFormDFiled(id: number, by: ActingUser) {
      await db.transaction(async (tx) => {
        const offering = await lockOffering(tx, id);
        if (offering.formDFiledAt) throw new AppError("CONFLICT", "Form D is already recorded as filed");
        const at = now();
        await tx.update(offerings).set({ formDFiledAt: at, updatedAt: at }).where(eq(offerings.id, id));
        await audit.record(
          {
            ...by,
            action: "offering.form_d_filed",
            entityType: "offering",
            entityId: id,
            summary: `Recorded Form D as filed for ${offering.name}`,
          },
          tx,
        );
      });
      return readOffering(db, id);
    },
  };
}
