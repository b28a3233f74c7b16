// An entity's tax details (decision 0060, slice 5): the tax ID sealed at rest and shown masked,
// every reveal audited, and the tax form's PDF with the status staff give it.
import { eq } from "drizzle-orm";
import { formatTaxId, taxIdKindOf, type TaxFormReview } from "#domain/entity-tax-bank.ts";
import { taxDetailsSchema } from "#domain/entity-tax-bank-inputs.ts";
import type { TaxFormKind } from "#domain/entity-details.ts";
import { entityRoleMay } from "#domain/entities.ts";
import type { z } from "zod/mini";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { AppError } from "#server/platform/errors.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { checkPdf, deleteFiles, PDF_CONTENT_TYPE, readFile, storeFile } from "#server/platform/storage/files.ts";
import type { IncomingFile } from "#server/features/documents/document-files.ts";
import type { FileDownload } from "#server/features/fund-ledger/portal-reader.ts";
import type { Holding } from "./entity-access.ts";
import { entityRow, lastFour, sealContext } from "./tax-bank-reads.ts";

export const TAX_FORM_NOT_FOUND = "No tax form on file";

/** Who acts for an entity: the person (actor, ip) and their live grant on it. */
export type EntityActor = ActingUser & { holding: Holding };

const forEntity = (by: EntityActor) => ({ actor: by.actor, ip: by.ip, investingEntityId: by.holding.entityId });

export function createTaxDetails(db: Database, audit: AuditService) {
  return {
    /** Set the classification and tax ID (act): the number sealed, its last 4 kept for the mask. */
    async setTaxDetails(by: EntityActor, input: z.output<typeof taxDetailsSchema>) {
      const entityId = by.holding.entityId;
      await db.transaction(async (tx) => {
        await tx
          .update(investingEntities)
          .set({
            taxClassification: input.taxClassification,
            taxIdEncrypted: fieldCipher().seal(input.taxId, sealContext.taxId(entityId)),
            taxIdLast4: lastFour(input.taxId),
            updatedAt: new Date(),
          })
          .where(eq(investingEntities.id, entityId));
        // The row names the classification and the last 4 digits, never the number.
        await audit.record(
          {
            ...forEntity(by),
            action: "entity.tax_details_updated",
            entityType: "investing_entity",
            entityId,
            summary: `Tax details of "${by.holding.legalName}" updated (tax ID ending ${lastFour(input.taxId)})`,
            details: { taxClassification: input.taxClassification },
          },
          tx,
        );
      });
    },

    /** The full tax ID (reveal_tax_id): audited before it is answered, every time. */
    async revealTaxId(by: EntityActor): Promise<{ taxId: string }> {
      const row = await entityRow(db, by.holding.entityId);
      if (!row.taxIdEncrypted) throw new AppError("NOT_FOUND", "No tax ID on file");
      const digits = fieldCipher().open(row.taxIdEncrypted, sealContext.taxId(row.id));
      await audit.record({
        ...forEntity(by),
        action: "entity.tax_id_revealed",
        entityType: "investing_entity",
        entityId: row.id,
        summary: `Full tax ID of "${row.legalName}" shown`,
      });
      return { taxId: formatTaxId(digits, taxIdKindOf(row.taxClassification)) };
    },

    /** The entity's tax form (act): a checked PDF, status received; the earlier file goes. */
    async uploadTaxForm(by: EntityActor, kind: TaxFormKind, file: IncomingFile | undefined) {
      if (!file)
        throw new AppError("VALIDATION", "Choose the form's PDF", { fieldErrors: { file: ["Choose the form's PDF"] } });
      checkPdf(file.bytes, "file", file.fileName);
      const entityId = by.holding.entityId;
      await db.transaction(async (tx) => {
        const row = await entityRow(tx, entityId);
        const { key } = await storeFile(tx, { bytes: file.bytes, contentType: PDF_CONTENT_TYPE, prefix: "tax-forms" });
        await tx
          .update(investingEntities)
          .set({ taxFormKind: kind, taxFormStatus: "received", taxFormFileKey: key, taxFormReceivedAt: new Date() })
          .where(eq(investingEntities.id, entityId));
        if (row.taxFormFileKey) await deleteFiles(tx, [row.taxFormFileKey]);
        await audit.record(
          {
            ...forEntity(by),
            action: "entity.tax_form_uploaded",
            entityType: "investing_entity",
            entityId,
            summary: `${kind} of "${row.legalName}" uploaded`,
            details: { kind, fileName: file.fileName.slice(0, 200) },
          },
          tx,
        );
      });
    },

    /** The tax form's PDF, for anyone who sees the entity or staff: audited as every download is. */
    async downloadTaxForm(by: ActingUser, entityId: number): Promise<FileDownload> {
      const row = await entityRow(db, entityId);
      const file = row.taxFormFileKey ? await readFile(db, row.taxFormFileKey) : null;
      if (!file) throw new AppError("NOT_FOUND", TAX_FORM_NOT_FOUND);
      const name = `${row.taxFormKind ?? "Tax form"} ${row.legalName}.pdf`;
      await audit.record({
        ...by,
        action: "document.downloaded",
        entityType: "tax_form",
        entityId,
        investingEntityId: entityId,
        summary: `Downloaded document "${name}"`,
      });
      return { name, contentType: file.contentType, bytes: file.bytes };
    },

    /** Staff accept or reject a received form (a form must be on file). */
    async reviewTaxForm(by: ActingUser, entityId: number, status: TaxFormReview) {
      await db.transaction(async (tx) => {
        const row = await entityRow(tx, entityId);
        if (!row.taxFormFileKey) throw new AppError("CONFLICT", "No tax form has been received to review");
        await tx.update(investingEntities).set({ taxFormStatus: status }).where(eq(investingEntities.id, entityId));
        await audit.record(
          {
            ...by,
            action: "entity.tax_form_reviewed",
            entityType: "investing_entity",
            entityId,
            investingEntityId: entityId,
            summary: `${row.taxFormKind ?? "Tax form"} of "${row.legalName}" ${status}`,
            details: { from: row.taxFormStatus, to: status },
          },
          tx,
        );
      });
    },
  };
}

/** Whether the person's role lets them do it (for the page's answer: what to offer). */
export const mayOf = (holding: Holding) => ({
  act: entityRoleMay(holding.role, "act"),
  revealTaxId: entityRoleMay(holding.role, "reveal_tax_id"),
  changeBank: entityRoleMay(holding.role, "change_bank"),
});
