// Over 300 lines: the portal's reads of one investor's records; the split by read model belongs to the feature folders of issue 23.
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { isStaff, type SessionUser } from "#domain/auth.ts";
import { formatCents, formatDate } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import {
  EMPTY_PORTFOLIO,
  memberIdOf,
  capitalCallsOf,
  portfolioOf,
  toInvestorProfile,
  type CapitalCall,
  type DocumentFund,
  type DocumentKind,
  type InvestorDocument,
  type InvestorProfile,
  type PortalResource,
  type PortalResourceFund,
  type PortfolioSummary,
} from "#domain/investor-portal.ts";
import { FUND_ACCESS_LABELS, offListLinkReason, type FundAccess } from "#domain/resource.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { renderPdf } from "#server/documents/pdf.ts";
import { AppError } from "#server/platform/errors.ts";
import { EDELIVERY_CONSENT_REQUIRED } from "#domain/edelivery.ts";
import { quarterOf } from "#domain/fund-operations.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { today, type FundLedgerService } from "./fund-ledger.ts";
import { recordDeliveries, recordOpening } from "./document-deliveries.ts";
import { consentToEdelivery, edeliveryConsentedSql, edeliveryStatusFrom, edeliveryStatusOf } from "./edelivery.ts";
import type { EdeliveryStatus } from "#domain/edelivery.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { DOCUMENT_DOWNLOADED } from "./stats.ts";

/** The portal user reading: only the id, role and fund access matter here. */
export type PortalReader = Pick<SessionUser, "id" | "role" | "fundIAccess" | "fundIIAccess">;

/** Who downloads (for the audit log): a signed-in user, or nobody for a public resource. */
export type Downloader = (PortalReader & Pick<SessionUser, "username">) | null;

/** A file to send: its bytes, type and the name it is saved under (without extension). */
export interface FileDownload {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export const DOCUMENT_NOT_FOUND = "Document not found";
export const RESOURCE_NOT_FOUND = "Resource not found";
export const CAPITAL_CALL_NOT_FOUND = "Capital call not found";

/** Only investors own records; a viewer (or anyone else) sees none of anyone's. */
const ownsRecords = (user: PortalReader) => user.role === "investor";

/** The fund-wide documents' funds the user may see: 'Both Funds' needs access to either fund. */
function fundsVisibleTo(user: PortalReader): DocumentFund[] {
  const funds: DocumentFund[] = [];
  if (user.fundIAccess) funds.push("Fund I");
  if (user.fundIIAccess) funds.push("Fund II");
  if (funds.length > 0) funds.push("Both Funds");
  return funds;
}

/** Which documents the user may read: their own (investors) and fund-wide ones of their funds. */
function documentScope(user: PortalReader): SQL | undefined {
  const d = investorDocuments;
  const funds = fundsVisibleTo(user);
  const fundWide = funds.length > 0 ? and(isNull(d.userId), inArray(d.fundType, funds)) : undefined;
  const own = ownsRecords(user) ? eq(d.userId, user.id) : undefined;
  if (own && fundWide) return or(own, fundWide);
  return own ?? fundWide;
}

/**
 * Which resources the user may see and download: public ones for anyone; general ones for every
 * portal user; a fund's for portal users with access to it ("both_funds": either fund); all of
 * them for staff.
 */
function resourceScope(user: PortalReader | null): SQL | undefined {
  const r = resources;
  if (user && isStaff(user.role)) return undefined;
  const visible: SQL[] = [eq(r.isPublic, true)];
  if (user && (user.role === "investor" || user.role === "viewer")) {
    const funds: FundAccess[] = ["general"];
    if (user.fundIAccess) funds.push("fund_i");
    if (user.fundIIAccess) funds.push("fund_ii");
    if (user.fundIAccess || user.fundIIAccess) funds.push("both_funds");
    visible.push(inArray(r.fundAccess, funds));
  }
  return or(...visible);
}

const toPortalResource = (row: typeof resources.$inferSelect): PortalResource => ({
  id: row.id,
  name: row.title,
  description: row.description,
  category: row.category,
  type: row.fileType,
  format: row.fileFormat,
  size: row.fileSize,
  updatedDate: row.updatedAt.toISOString().slice(0, 10),
  fund: FUND_ACCESS_LABELS[row.fundAccess as FundAccess] as PortalResourceFund,
  accessLevel: row.isPublic || row.fundAccess === "general" ? "All Investors" : "Individual Investors",
  tags: row.tags,
  isResearchReport: row.isResearchReport,
  downloadable: row.storageKey !== null || row.downloadUrl !== null,
});

/**
 * "New": delivered to this investor and not opened yet. A document without a delivery row (one
 * published before deliveries were recorded) is not new: nothing says when it was delivered.
 */
const toDocument = (
  row: typeof investorDocuments.$inferSelect,
  delivery: { firstOpenedAt: Date | null } | null = null,
): InvestorDocument => ({
  id: row.id,
  kind: row.kind as DocumentKind,
  name: row.name,
  fundType: row.fundType as DocumentFund | null,
  personal: row.userId !== null,
  period: row.period,
  fileSize: row.fileSize,
  documentDate: row.documentDate,
  status: row.status,
  expectedDate: row.expectedDate,
  available: row.storageKey !== null,
  isNew: delivery !== null && delivery.firstOpenedAt === null,
});

/**
 * The signed-in portal user's own records: commitments (summarised by summarizeCommitments),
 * capital calls and documents. Every read is scoped to the user; another investor's record is
 * indistinguishable from a missing one.
 */
export function createInvestorRecordsService(db: Database, audit: AuditService, ledger: FundLedgerService) {
  /** The download's audit row, written before the file is handed out (stats count these). */
  const recordDownload = (
    by: Downloader,
    ip: string,
    entity: { type: "investor_document" | "resource" | "capital_call" | "statement"; id: number; name: string },
    details?: Record<string, unknown>,
    tx?: Transaction,
  ) =>
    audit.record(
      {
        actor: by ? { id: by.id, username: by.username } : null,
        action: DOCUMENT_DOWNLOADED,
        entityType: entity.type,
        entityId: entity.id,
        summary: `Downloaded ${entity.type === "resource" ? "resource" : "document"} "${entity.name}"`,
        ip,
        details,
      },
      tx,
    );

  /** An investor's documents stay withheld until they accept the e-delivery notice (403). */
  const requireConsent = async (user: PortalReader, tx: Transaction | Database = db) => {
    if ((await edeliveryStatusOf(tx, user)).required) throw new AppError("FORBIDDEN", EDELIVERY_CONSENT_REQUIRED);
  };

  /** The documents in the user's scope, newest first, with the "New" flag; `also` narrows them. */
  const readDocuments = async (user: PortalReader, also?: SQL): Promise<InvestorDocument[]> => {
    const scope = documentScope(user);
    if (!scope) return [];
    const d = investorDocuments;
    const dd = documentDeliveries;
    const rows = await db
      .select({ document: d, firstOpenedAt: dd.firstOpenedAt, delivered: dd.userId })
      .from(d)
      .leftJoin(dd, and(eq(dd.documentId, d.id), eq(dd.userId, ownsRecords(user) ? user.id : -1)))
      .where(also ? and(scope, also) : scope)
      .orderBy(sql`coalesce(${d.documentDate}, ${d.expectedDate}) desc nulls last`, desc(d.id));
    return rows.map((r) => toDocument(r.document, r.delivered === null ? null : { firstOpenedAt: r.firstOpenedAt }));
  };

  /** The users row's profile columns and e-delivery consent. */
  const readProfileRow = async (user: Pick<SessionUser, "id">) => {
    const u = users;
    const [row] = await db
      .select({
        id: u.id,
        username: u.username,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        investorType: u.investorType,
        membershipLevel: u.membershipLevel,
        phone: u.phone,
        mailingAddress: u.mailingAddress,
        fundIAccess: u.fundIAccess,
        fundIIAccess: u.fundIIAccess,
        fundIAccessGrantedAt: u.fundIAccessGrantedAt,
        fundIIAccessGrantedAt: u.fundIIAccessGrantedAt,
        createdAt: u.createdAt,
        consentAt: u.edeliveryConsentAt,
        consentVersion: u.edeliveryConsentVersion,
        // A sign-in before this session's: "Welcome back" only to someone who has been here.
        returning: sql<boolean>`exists (select 1 from audit_log a where a.entity_type = 'user' and a.entity_id = ${String(user.id)} and a.action = 'login.succeeded' offset 1)`,
      })
      .from(u)
      .where(eq(u.id, user.id));
    // The session was just checked; an account deleted since then is signed out.
    if (!row) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
    return row;
  };

  return {
    /** The portfolio figures, from the investor's ledger (fund-ledger.ts). */
    async portfolioFor(user: PortalReader): Promise<PortfolioSummary> {
      if (!ownsRecords(user)) return EMPTY_PORTFOLIO;
      return portfolioOf(await ledger.ledgerFor(user));
    },

    /** The investor's parts of their funds' capital calls, newest first. */
    async capitalCallsFor(user: PortalReader): Promise<CapitalCall[]> {
      if (!ownsRecords(user)) return [];
      return capitalCallsOf(await ledger.ledgerFor(user));
    },

    /**
     * Newest first (a pending document by its expected date), each with its "New" flag for an
     * investor; a 403 for an investor who has not accepted e-delivery (the pages ask edeliveryFor
     * first and show the notice instead).
     */
    async documentsFor(user: PortalReader): Promise<InvestorDocument[]> {
      if (!documentScope(user)) return [];
      await requireConsent(user);
      return readDocuments(user);
    },

    /**
     * The documents for a page that shows the e-delivery notice instead of them: none until the
     * investor consented (the check is in the same statement, no separate read of the users row).
     */
    consentedDocumentsFor: (user: PortalReader) => readDocuments(user, edeliveryConsentedSql(user)),

    /** Whether the user must accept the e-delivery notice before seeing documents (investors only). */
    edeliveryFor: (user: Pick<SessionUser, "id" | "role">) => edeliveryStatusOf(db, user),

    /**
     * The profile and the e-delivery status from one read of the users row (the portal pages show
     * both; decision 0041).
     */
    async accountFor(
      user: Pick<SessionUser, "id" | "role">,
    ): Promise<{ profile: InvestorProfile; edelivery: EdeliveryStatus; returning: boolean }> {
      const row = await readProfileRow(user);
      const { consentAt, consentVersion, returning, ...profile } = row;
      return {
        returning,
        profile: toInvestorProfile(profile),
        edelivery: edeliveryStatusFrom(user, { at: consentAt, version: consentVersion }),
      };
    },

    /** The investor accepts the e-delivery notice of `version`: time and version stored, audited. */
    consentToEdelivery: (user: Pick<SessionUser, "id" | "role" | "username">, version: string, ip: string) =>
      consentToEdelivery(db, audit, user, version, ip),

    /** The document if the user may read it; null when it is missing or not theirs to read. */
    async documentFor(user: PortalReader, id: number): Promise<InvestorDocument | null> {
      const scope = documentScope(user);
      if (!scope) return null;
      await requireConsent(user);
      const [row] = await db
        .select()
        .from(investorDocuments)
        .where(and(eq(investorDocuments.id, id), scope));
      return row ? toDocument(row) : null;
    },

    /**
     * The document's file, if the user may read the document (documentScope); another investor's
     * document is a 404 like a missing one, a pending document (no file yet) a 409, and any
     * document of an investor who has not accepted e-delivery a 403. The download is in the audit
     * log before the file is returned; an investor's download is also the delivery's evidence of
     * opening, in the same transaction (docs/decisions/0022-edelivery.md). A document in their scope
     * without a delivery row (published before deliveries were recorded) gets one first, dated at
     * the document's creation.
     */
    async downloadDocument(user: NonNullable<Downloader>, id: number, ip: string): Promise<FileDownload> {
      const scope = documentScope(user);
      if (!scope) throw new AppError("NOT_FOUND", DOCUMENT_NOT_FOUND);
      return db.transaction(async (tx) => {
        await requireConsent(user, tx);
        const d = investorDocuments;
        const [row] = await tx
          .select({
            id: d.id,
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
        await recordDownload(user, ip, { type: "investor_document", id: row.id, name: row.name }, undefined, tx);
        if (ownsRecords(user)) {
          await recordDeliveries(tx, row.id, [user.id], row.createdAt);
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
          noticeDocumentId: p.noticeDocumentId,
          amountCents: p.amountCents,
          status: p.status,
          paidOn: p.paidOn,
          fundType: c.fundType,
          number: c.number,
          callDate: c.callDate,
          dueDate: c.dueDate,
          purpose: c.purpose,
          userId: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: users.createdAt,
        })
        .from(p)
        .innerJoin(c, eq(c.id, p.callId))
        .innerJoin(users, eq(users.id, p.userId))
        .where(and(eq(p.id, id), eq(p.userId, user.id)));
      if (!row) throw new AppError("NOT_FOUND", CAPITAL_CALL_NOT_FOUND);
      if (row.noticeDocumentId !== null) return this.downloadDocument(user, row.noticeDocumentId, ip);
      const name = `${row.fundType} Capital Call ${row.number} Record`;
      const bytes = renderPdf({
        title: name,
        date: row.callDate,
        lines: [
          `Investor: ${displayName(row)}`,
          `Member ID: ${memberIdOf({ id: row.userId, createdAt: row.createdAt })}`,
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
      await recordDownload(user, ip, { type: "capital_call", id: row.partId, name });
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
      const { name, bytes } = await ledger.statementPdf(user.id, quarter);
      await recordDownload(user, ip, { type: "statement", id: user.id, name }, { period });
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

    /** The resources the portal user may see, newest first. */
    async resourcesFor(user: PortalReader): Promise<PortalResource[]> {
      const rows = await db
        .select()
        .from(resources)
        .where(resourceScope(user))
        .orderBy(desc(resources.updatedAt), desc(resources.id));
      return rows.map(toPortalResource);
    },

    /** The user's own account data for the profile (any signed-in user's own account). */
    async profileFor(user: Pick<SessionUser, "id">): Promise<InvestorProfile> {
      const {
        consentAt: _at,
        consentVersion: _version,
        returning: _returning,
        ...profile
      } = await readProfileRow(user);
      return toInvestorProfile(profile);
    },
  };
}

export type InvestorRecordsService = ReturnType<typeof createInvestorRecordsService>;
