// The data room as a person sees it (issue 25 §2, decision 0065): the open offerings they are
// invited to, or every open one for an existing investor (a live signatory, delegate or viewer
// grant on an entity); the confidentiality notice before the documents; each document stamped for
// them, and each opening recorded (and put on their prospect's timeline).
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { SEEING_ROLES } from "#domain/entities.ts";
import type { InvestorOffering, InvestorOfferingSummary } from "#domain/offering-inputs.ts";
import type { DataRoomAction } from "#domain/offerings.ts";
import { displayName } from "#domain/person.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { dataRoomEvents, offeringAccess, offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingAs, type Transaction } from "#server/platform/staff-write.ts";
import { readFile } from "#server/platform/storage/files.ts";
import { OFFERING_NOT_FOUND } from "./offering-reads.ts";
import { stampPdf } from "./stamp-pdf.ts";

export interface Reader {
  id: number;
  username: string;
}

export const NOTICE_FIRST = "Accept the confidentiality notice of this offering before opening its documents";
const DOCUMENT_NOT_FOUND = "Document not found";

/** The open offerings the person sees: invited (an access row) or an existing investor. */
const seenBy = (userId: number) =>
  and(
    eq(offerings.status, "open"),
    or(
      sql`exists (select 1 from ${offeringAccess} where ${offeringAccess.offeringId} = ${offerings.id} and ${offeringAccess.userId} = ${userId})`,
      sql`exists (select 1 from ${entityRoles} where ${entityRoles.userId} = ${userId} and ${entityRoles.revokedAt} is null and ${inArray(entityRoles.role, [...SEEING_ROLES])})`,
    ),
  );

const SUMMARY = {
  id: offerings.id,
  fundType: offerings.fundType,
  name: offerings.name,
  exemption: offerings.exemption,
  minimumCommitmentCents: offerings.minimumCommitmentCents,
  requiresQualifiedPurchaser: offerings.requiresQualifiedPurchaser,
  firstCloseDate: offerings.firstCloseDate,
  finalCloseDate: offerings.finalCloseDate,
  confidentialityNotice: offerings.confidentialityNotice,
  acceptedAt: offeringAccess.confidentialityAcceptedAt,
};

export function createDataRoom(db: Database, deps: { audit: AuditService; now: () => Date }) {
  const read = (userId: number, offeringId?: number, executor: Database | Transaction = db) =>
    executor
      .select(SUMMARY)
      .from(offerings)
      .leftJoin(offeringAccess, and(eq(offeringAccess.offeringId, offerings.id), eq(offeringAccess.userId, userId)))
      .where(and(seenBy(userId), offeringId === undefined ? undefined : eq(offerings.id, offeringId)))
      .orderBy(desc(offerings.createdAt), desc(offerings.id));

  async function visible(userId: number, offeringId: number, executor: Database | Transaction = db) {
    const [row] = await read(userId, offeringId, executor);
    if (!row) throw new AppError("NOT_FOUND", OFFERING_NOT_FOUND);
    return row;
  }

  return {
    /** Whether the person sees at least one offering (the portal's navigation shows Offerings then). */
    async seesAny(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: offerings.id }).from(offerings).where(seenBy(userId)).limit(1);
      return row !== undefined;
    },

    async list(reader: Reader): Promise<InvestorOfferingSummary[]> {
      const rows = await read(reader.id);
      return rows.map(({ confidentialityNotice: _notice, ...row }) => ({
        ...row,
        minimumCommitmentCents: Number(row.minimumCommitmentCents),
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
      }));
    },

    /** One offering the person sees (else 404); its documents once the notice is accepted. */
    async get(reader: Reader, offeringId: number): Promise<InvestorOffering> {
      const row = await visible(reader.id, offeringId);
      const documents = row.acceptedAt
        ? await db
            .select({
              id: offeringDocuments.id,
              kind: offeringDocuments.kind,
              title: offeringDocuments.title,
              byteSize: offeringDocuments.byteSize,
            })
            .from(offeringDocuments)
            .where(and(eq(offeringDocuments.offeringId, offeringId), isNull(offeringDocuments.removedAt)))
            .orderBy(asc(offeringDocuments.id))
        : [];
      return {
        ...row,
        minimumCommitmentCents: Number(row.minimumCommitmentCents),
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
        documents,
      };
    },

    /**
     * The person accepts the notice as it reads now: its text, the time, address and browser are
     * kept. Accepting again changes nothing (the first acceptance is the record).
     */
    async accept(reader: Reader, offeringId: number, meta: { ip: string; userAgent: string }) {
      await db.transaction(async (tx) => {
        const row = await visible(reader.id, offeringId, tx);
        if (row.acceptedAt) return;
        const at = deps.now();
        const accepted = {
          confidentialityAcceptedAt: at,
          confidentialityText: row.confidentialityNotice,
          acceptedIp: meta.ip.slice(0, 64),
          acceptedUserAgent: meta.userAgent.slice(0, 500) || null,
        };
        await tx
          .insert(offeringAccess)
          .values({ offeringId, userId: reader.id, ...accepted })
          .onConflictDoUpdate({
            target: [offeringAccess.offeringId, offeringAccess.userId],
            set: accepted,
            setWhere: isNull(offeringAccess.confidentialityAcceptedAt),
          });
        await deps.audit.record(
          {
            ...actingAs(reader, meta.ip),
            action: "offering.confidentiality_accepted",
            entityType: "offering",
            entityId: offeringId,
            summary: `${reader.username} accepted the confidentiality notice of ${row.name}`,
            details: { userAgent: accepted.acceptedUserAgent },
          },
          tx,
        );
      });
      return this.get(reader, offeringId);
    },

    /**
     * A document, stamped for the person, to open or download: 404 unless they see the offering
     * and the document is in its data room, 403 before the notice is accepted. Each is recorded.
     */
    async open(reader: Reader, offeringId: number, documentId: number, action: DataRoomAction, ip: string) {
      const row = await visible(reader.id, offeringId);
      if (!row.acceptedAt) throw new AppError("FORBIDDEN", NOTICE_FIRST);
      const [document] = await db
        .select()
        .from(offeringDocuments)
        .where(
          and(
            eq(offeringDocuments.id, documentId),
            eq(offeringDocuments.offeringId, offeringId),
            isNull(offeringDocuments.removedAt),
          ),
        );
      if (!document) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
      const [person] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, reader.id));
      const file = await readFile(db, document.fileKey);
      if (!file) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
      const at = deps.now();
      const bytes = await stampPdf(file.bytes, { name: displayName(person), email: person.email }, at);
      await db.transaction(async (tx) => {
        await tx
          .insert(dataRoomEvents)
          .values({ offeringId, documentId, userId: reader.id, action, at, ip: ip.slice(0, 64) });
        const [prospect] = await tx
          .select({ id: prospects.id })
          .from(prospects)
          .where(eq(sql`lower(${prospects.email})`, person.email.toLowerCase()));
        if (prospect) {
          await tx.insert(prospectActivities).values({
            prospectId: prospect.id,
            kind: "data_room_view",
            summary: `${action === "view" ? "Opened" : "Downloaded"} "${document.title}" of ${row.name}`,
            actorUserId: reader.id,
            details: { offeringId, documentId, action },
            at,
          });
        }
      });
      return { name: document.title, bytes };
    },
  };
}

export type DataRoom = ReturnType<typeof createDataRoom>;
