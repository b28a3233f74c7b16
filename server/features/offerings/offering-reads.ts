// How staff read offerings: the list with its counts, and one offering with its documents, the
// people with access and what each did with each document (issue 25 §2).
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { addDays } from "#domain/ledger/dates.ts";
import { FORM_D_DUE_DAYS } from "#domain/offerings.ts";
import type { DocumentActivity, OfferingDetail, OfferingPerson, OfferingSummary } from "#domain/offering-inputs.ts";
import { displayName } from "#domain/person.ts";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/platform/db/client.ts";
import { dataRoomEvents, offeringAccess, offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;
export const OFFERING_NOT_FOUND = "Offering not found";

const o = offerings;
const SUMMARY = {
  offering: o,
  documentCount:
    sql<number>`(select count(*) from ${offeringDocuments} d where d.offering_id = ${o.id} and d.removed_at is null)`.mapWith(
      Number,
    ),
  peopleCount: sql<number>`(select count(*) from ${offeringAccess} a where a.offering_id = ${o.id})`.mapWith(Number),
};

type OfferingRow = typeof offerings.$inferSelect;

export function toSummary(row: OfferingRow, counts: { documentCount: number; peopleCount: number }): OfferingSummary {
  const { createdBy: _by, minimumCommitmentCents, formDFiledAt, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    minimumCommitmentCents: Number(minimumCommitmentCents),
    formDFiledAt: formDFiledAt?.toISOString() ?? null,
    formDDueDate: row.firstSaleDate && !formDFiledAt ? addDays(row.firstSaleDate, FORM_D_DUE_DAYS) : null,
    ...counts,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

async function summaries(db: Db, where?: SQL): Promise<OfferingSummary[]> {
  const rows = await db.select(SUMMARY).from(o).where(where).orderBy(desc(o.createdAt), desc(o.id));
  return rows.map(({ offering, ...counts }) => toSummary(offering, counts));
}

export const listOfferings = (db: Db) => summaries(db);

export async function readOffering(db: Db, id: number): Promise<OfferingSummary> {
  const [found] = await summaries(db, eq(o.id, id));
  if (!found) throw new AppError("NOT_FOUND", OFFERING_NOT_FOUND);
  return found;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One offering for its staff page: live documents, the people with access, their reading. */
export async function readOfferingDetail(db: Db, id: number): Promise<OfferingDetail> {
  const summary = await readOffering(db, id);
  const inviter = alias(users, "inviter");
  const [documents, people, activity] = await Promise.all([
    db
      .select({
        id: offeringDocuments.id,
        kind: offeringDocuments.kind,
        title: offeringDocuments.title,
        fileName: offeringDocuments.fileName,
        byteSize: offeringDocuments.byteSize,
        createdAt: offeringDocuments.createdAt,
      })
      .from(offeringDocuments)
      .where(and(eq(offeringDocuments.offeringId, id), isNull(offeringDocuments.removedAt)))
      .orderBy(asc(offeringDocuments.id)),
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        prospectId: offeringAccess.prospectId,
        invitedAt: offeringAccess.invitedAt,
        acceptedAt: offeringAccess.confidentialityAcceptedAt,
        inviterFirst: inviter.firstName,
        inviterLast: inviter.lastName,
        inviterUsername: inviter.username,
      })
      .from(offeringAccess)
      .innerJoin(users, eq(users.id, offeringAccess.userId))
      .leftJoin(inviter, eq(inviter.id, offeringAccess.invitedBy))
      .where(eq(offeringAccess.offeringId, id))
      .orderBy(asc(offeringAccess.id)),
    db
      .select({
        userId: dataRoomEvents.userId,
        documentId: dataRoomEvents.documentId,
        action: dataRoomEvents.action,
        n: sql<number>`count(*)`.mapWith(Number),
        first: sql<string>`min(${dataRoomEvents.at})`,
        last: sql<string>`max(${dataRoomEvents.at})`,
      })
      .from(dataRoomEvents)
      .where(eq(dataRoomEvents.offeringId, id))
      .groupBy(dataRoomEvents.userId, dataRoomEvents.documentId, dataRoomEvents.action),
  ]);
  const byPerson = new Map<number, Map<number, DocumentActivity>>();
  for (const row of activity) {
    const docs = byPerson.get(row.userId) ?? new Map<number, DocumentActivity>();
    byPerson.set(row.userId, docs);
    const entry = docs.get(row.documentId) ?? {
      documentId: row.documentId,
      views: 0,
      firstViewedAt: null,
      lastViewedAt: null,
      downloads: 0,
      firstDownloadedAt: null,
      lastDownloadedAt: null,
    };
    if (row.action === "view")
      Object.assign(entry, { views: row.n, firstViewedAt: iso(row.first), lastViewedAt: iso(row.last) });
    else Object.assign(entry, { downloads: row.n, firstDownloadedAt: iso(row.first), lastDownloadedAt: iso(row.last) });
    docs.set(row.documentId, entry);
  }
  return {
    ...summary,
    documents: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    people: people.map((p): OfferingPerson => ({
      userId: p.userId,
      name: displayName(p),
      email: p.email,
      prospectId: p.prospectId,
      invitedAt: iso(p.invitedAt),
      invitedByName:
        p.inviterUsername === null
          ? null
          : displayName({ firstName: p.inviterFirst, lastName: p.inviterLast, username: p.inviterUsername }),
      acceptedAt: iso(p.acceptedAt),
      activity: [...(byPerson.get(p.userId)?.values() ?? [])].sort((a, b) => a.documentId - b.documentId),
    })),
  };
}
