// Download a portal user's files: documents, capital call notices, statements and resources, each audited.
import { and, eq, inArray } from "drizzle-orm";
import { formatCents, formatDate } from "#domain/format.ts";
import { offListLinkReason } from "#domain/resource.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { AppError } from "#server/platform/errors.ts";
import { quarterOf } from "#domain/statement-periods.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { FundLedgerService } from "./fund-ledger.ts";
import { today } from "./ledger-values.ts";
import { recordDeliveries, recordOpening } from "#server/features/documents/document-deliveries.ts";
import {
  type Downloader,
  type FileDownload,
  DOCUMENT_NOT_FOUND,
  RESOURCE_NOT_FOUND,
  CAPITAL_CALL_NOT_FOUND,
} from "./portal-reader.ts";
import { ownsRecords, documentScope, resourceScope, investorReads } from "./internal/investor-scope.ts";
import { holdingsOf } from "#server/features/entities/entity-access.ts";

export function downloadInvestorFiles(db: Database, audit: AuditService, ledger: FundLedgerService) {
  const { recordDownload, requireConsent, holdingOf, holdingIdsOf } = investorReads(db, audit);

  return {
    /**
     * The document's file, if the user may read the document (documentScope over every entity the
     * person may see, decision 0060); another investor's
     * document is a 404 like a missing one, a pending document (no file yet) a 409, and any
     * document of an investor who has not accepted e-delivery a 403. The download is in the audit
     * log before the file is returned; an investor's download is also the delivery's evidence of
     * opening, in the same transaction (docs/decisions/0022-edelivery.md). A document in their scope
     * without a delivery row (published before deliveries were recorded) gets one first, dated at
     * the document's creation.
     */
    async downloadDocument(user: NonNullable<Downloader>, id: number, ip: string): Promise<FileDownload> {
      const scope = documentScope(user, ownsRecords(user) ? await holdingIdsOf(user) : []);
      if (!scope) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
      return db.transaction(async (tx) => {
        await requireConsent(user, tx);
        const d = investorDocuments;
        const [row] = await tx
          .select({
            id: d.id,
            entityId: d.entityId,
            name: d.name,
            expectedDate: d.expectedDate,
            createdAt: d.createdAt,
            contentType: storedFiles.contentType,
            bytes: storedFiles.bytes,
          })
          .from(d)
          .leftJoin(storedFiles, eq(storedFiles.key, d.storageKey))
          .where(and(eq(d.id, id), scope));
        if (!row) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
        if (!row.bytes || row.bytes.length === 0 || !row.contentType) {
          const expected = row.expectedDate ? `; it is expected on ${row.expectedDate}` : "";
          throw new AppError("CONFLICT", `"${row.name}" is not available for download yet${expected}`);
        }
        await recordDownload(
          user,
          ip,
          { type: "investor_document", id: row.id, name: row.name, investingEntityId: row.entityId },
          undefined,
          tx,
        );
        if (ownsRecords(user)) {
          await recordDeliveries(tx, row.id, [user.id], row.createdAt, row.entityId);
          await recordOpening(tx, row.id, user.id);
        }
        return { name: row.name, contentType: row.contentType, bytes: row.bytes };
      });
    },

    /**
     * The notice of one of the investor's own capital call parts: the notice issued with the call
     * (an investor document, so the download counts as opening it), or, for a call carried over from
     * before the fund ledger (no notice was issued), a record of the call made from its row. Anyone
     * else's part is a 404.
     */
    async downloadCapitalCallNotice(user: NonNullable<Downloader>, id: number, ip: string): Promise<FileDownload> {
      if (!ownsRecords(user)) throw new AppError("NOT_FOUND", CAPITAL_CALL_NOT_FOUND);
      await requireConsent(user);
      const p = capitalCallParts;
      const c = fundCapitalCalls;
      const [row] = await db
        .select({
          partId: p.id,
          entityId: p.entityId,
          noticeDocumentId: p.noticeDocumentId,
          amountCents: p.amountCents,
          status: p.status,
          paidOn: p.paidOn,
          fundType: c.fundType,
          number: c.number,
          callDate: c.callDate,
          dueDate: c.dueDate,
          purpose: c.purpose,
          investorName: investingEntities.legalName,
          memberId: investingEntities.memberId,
        })
        .from(p)
        .innerJoin(c, eq(c.id, p.callId))
        .innerJoin(investingEntities, eq(investingEntities.id, p.entityId))
        .where(and(eq(p.id, id), inArray(p.entityId, await holdingIdsOf(user))));
      if (!row) throw new AppError("NOT_FOUND", CAPITAL_CALL_NOT_FOUND);
      if (row.noticeDocumentId !== null) return this.downloadDocument(user, row.noticeDocumentId, ip);
      const name = `${row.fundType} Capital Call ${row.number} Record`;
      const bytes = renderPdf({
        title: name,
        date: row.callDate,
        lines: [
          `Investor: ${row.investorName}`,
          `Member ID: ${row.memberId}`,
          "",
          `Fund: ${row.fundType}`,
          `Capital call number: ${row.number}`,
          `Call date: ${formatDate(row.callDate)}`,
          `Due date: ${formatDate(row.dueDate)}`,
          `Your part: ${formatCents(row.amountCents)}`,
          `Purpose: ${row.purpose}`,
          `Status: ${row.status}${row.paidOn ? ` (received ${formatDate(row.paidOn)})` : ""}`,
          "",
          "This call was recorded before notices were issued through the portal; this record is made from it.",
        ],
      });
      await recordDownload(user, ip, { type: "capital_call", id: row.partId, name, investingEntityId: row.entityId });
      return { name, contentType: "application/pdf", bytes };
    },

    /**
     * The investor's capital account statement for a closed quarter ("2026-Q3"), made from the
     * ledger on request (so it always agrees with the portal); a quarter not yet closed, or a
     * malformed one, is a 404. Audited as a download.
     */
    async downloadStatement(user: NonNullable<Downloader>, period: string, ip: string): Promise<FileDownload> {
      const quarter = quarterOf(period);
      if (!ownsRecords(user) || !quarter || quarter.end >= today()) {
        throw new AppError("NOT_FOUND", "Statement not found");
      }
      await requireConsent(user);
      const holding = await holdingOf(user);
      if (!holding) throw new AppError("NOT_FOUND", "Statement not found");
      const { name, bytes } = await ledger.statementPdf(holding.entityId, quarter);
      // The audit row names the entity the statement is of, and (as actor) the person reading it.
      await recordDownload(
        user,
        ip,
        { type: "statement", id: holding.entityId, name, investingEntityId: holding.entityId },
        { period },
      );
      return { name, contentType: "application/pdf", bytes };
    },

    /**
     * The statement of every account (investing entity) the person may see, consolidated: each
     * entity's funds as its own statement states them, and their sum. Closed quarters only (404
     * otherwise, and for a person who may see no account). Audited as a download of the person's
     * own holding's statement, naming every entity it covers.
     */
    async downloadConsolidatedStatement(
      user: NonNullable<Downloader>,
      period: string,
      ip: string,
    ): Promise<FileDownload> {
      const quarter = quarterOf(period);
      if (!ownsRecords(user) || !quarter || quarter.end >= today()) {
        throw new AppError("NOT_FOUND", "Statement not found");
      }
      await requireConsent(user);
      const holdings = await holdingsOf(db, user);
      if (holdings.length === 0) throw new AppError("NOT_FOUND", "Statement not found");
      const addressee = holdings.find((h) => h.own) ?? holdings[0];
      const { name, bytes } = await ledger.consolidatedStatementPdf(addressee, holdings, quarter);
      await recordDownload(
        user,
        ip,
        { type: "statement", id: addressee.entityId, name, investingEntityId: addressee.entityId },
        { period, consolidated: holdings.map((h) => h.entityId) },
      );
      return { name, contentType: "application/pdf", bytes };
    },

    /**
     * A resource's file for anyone who may see it (resourceScope; anonymous callers only public
     * ones), or the link it points to when no file is stored. A resource the caller may not see is
     * a 404 like a missing one; so is one with neither a file nor a link.
     */
    async downloadResource(user: Downloader, id: number, ip: string): Promise<FileDownload | { redirectTo: string }> {
      const r = resources;
      const [row] = await db
        .select({
          id: r.id,
          title: r.title,
          downloadUrl: r.downloadUrl,
          contentType: storedFiles.contentType,
          bytes: storedFiles.bytes,
        })
        .from(r)
        .leftJoin(storedFiles, eq(storedFiles.key, r.storageKey))
        .where(and(eq(r.id, id), resourceScope(user)));
      if (!row) throw new AppError("NOT_FOUND", RESOURCE_NOT_FOUND);
      const entity = { type: "resource" as const, id: row.id, name: row.title };
      if (row.bytes && row.bytes.length > 0 && row.contentType) {
        await recordDownload(user, ip, entity);
        return { name: row.title, contentType: row.contentType, bytes: row.bytes };
      }
      // Only to an allowed site (decision 0047): a link saved before the rule is not followed.
      if (row.downloadUrl && offListLinkReason(row.downloadUrl)) {
        throw new AppError(
          "CONFLICT",
          "This resource's link leads to a site the firm does not link to. Please contact support.",
        );
      }
      if (row.downloadUrl) {
        await recordDownload(user, ip, entity, { redirectTo: row.downloadUrl });
        return { redirectTo: row.downloadUrl };
      }
      throw new AppError("NOT_FOUND", RESOURCE_NOT_FOUND);
    },
  };
}
