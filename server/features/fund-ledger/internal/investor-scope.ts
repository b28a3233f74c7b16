// The scope of one portal user's records (documents, resources) and the reads the portal's use cases share.
import { formatStoredSize } from "#domain/format.ts";
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { isStaff, type SessionUser } from "#domain/auth.ts";
import {
  type DocumentFund,
  type DocumentKind,
  type InvestorDocument,
  type PortalResource,
  type PortalResourceFund,
} from "#domain/investor-portal.ts";
import { FUND_ACCESS_LABELS, type FundAccess } from "#domain/resource.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { EDELIVERY_CONSENT_REQUIRED } from "#domain/edelivery.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { edeliveryStatusOf } from "#server/features/documents/edelivery.ts";
import { actingAs, type Transaction } from "#server/platform/staff-write.ts";
import { DOCUMENT_DOWNLOADED } from "#server/features/staff/stats.ts";
import { type PortalReader, type Downloader } from "#server/features/fund-ledger/portal-reader.ts";
import { holdingsOf, portalHoldingOf } from "#server/features/entities/entity-access.ts";

/** Only investors own records; a viewer (or anyone else) sees none of anyone's. */
export const ownsRecords = (user: PortalReader) => user.role === "investor";

/** The fund-wide documents' funds the user may see: 'Both Funds' needs access to either fund. */
export function fundsVisibleTo(user: PortalReader): DocumentFund[] {
  const funds: DocumentFund[] = [];
  if (user.fundIAccess) funds.push("Fund I");
  if (user.fundIIAccess) funds.push("Fund II");
  if (funds.length > 0) funds.push("Both Funds");
  return funds;
}

/**
 * Which documents the user may read: the given entities' own (those the person holds a seeing
 * grant on, resolved by the caller) and the fund-wide ones of their funds.
 */
export function documentScope(user: PortalReader, entityIds: readonly number[]): SQL | undefined {
  const d = investorDocuments;
  const funds = fundsVisibleTo(user);
  const fundWide = funds.length > 0 ? and(isNull(d.entityId), inArray(d.fundType, funds)) : undefined;
  const own = ownsRecords(user) && entityIds.length > 0 ? inArray(d.entityId, [...entityIds]) : undefined;
  if (own && fundWide) return or(own, fundWide);
  return own ?? fundWide;
}

/**
 * Which resources the user may see and download: public ones for anyone; general ones for every
 * portal user; a fund's for portal users with access to it ("both_funds": either fund); all of
 * them for staff.
 */
export function resourceScope(user: PortalReader | null): SQL | undefined {
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

export const toPortalResource = (row: typeof resources.$inferSelect): PortalResource => ({
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
export const toDocument = (
  row: typeof investorDocuments.$inferSelect,
  delivery: { firstOpenedAt: Date | null } | null = null,
): InvestorDocument => ({
  id: row.id,
  kind: row.kind as DocumentKind,
  name: row.name,
  fundType: row.fundType as DocumentFund | null,
  personal: row.entityId !== null,
  period: row.period,
  fileSize: formatStoredSize(row.byteSize),
  documentDate: row.documentDate,
  status: row.status,
  expectedDate: row.expectedDate,
  available: row.storageKey !== null,
  isNew: delivery !== null && delivery.firstOpenedAt === null,
});

/** The reads and the download audit row the portal's use cases share, bound to the database. */
export function investorReads(db: Database, audit: AuditService) {
  /** The download's audit row, written before the file is handed out (stats count these). */
  const recordDownload = (
    by: Downloader,
    ip: string,
    // investingEntityId: the entity the file belongs to (decision 0060: the row names the person and the entity).
    entity: {
      type: "investor_document" | "resource" | "capital_call" | "statement";
      id: number;
      name: string;
      investingEntityId?: number | null;
    },
    details?: Record<string, unknown>,
    tx?: Transaction,
  ) =>
    audit.record(
      {
        ...(by ? actingAs(by, ip) : { actor: null, ip }),
        action: DOCUMENT_DOWNLOADED,
        entityType: entity.type,
        entityId: entity.id,
        summary: `Downloaded ${entity.type === "resource" ? "resource" : "document"} "${entity.name}"`,
        details,
        investingEntityId: entity.investingEntityId ?? undefined,
      },
      tx,
    );

  /** An investor's documents stay withheld until they accept the e-delivery notice (403). */
  const requireConsent = async (user: PortalReader, tx: Transaction | Database = db) => {
    if ((await edeliveryStatusOf(tx, user)).required) throw new AppError("FORBIDDEN", EDELIVERY_CONSENT_REQUIRED);
  };

  /** The entity the request reads (the one it names, else the person's own); null for none. */
  const holdingOf = (user: PortalReader) => portalHoldingOf(db, user, user.entityId);

  /** Every entity whose documents the person may open (a link may name any of them). */
  const holdingIdsOf = async (user: PortalReader) => (await holdingsOf(db, user)).map((h) => h.entityId);

  /**
   * The documents of the request's entity and the fund-wide ones, newest first, with the "New"
   * flag; `also` narrows them.
   */
  const readDocuments = async (user: PortalReader, also?: SQL): Promise<InvestorDocument[]> => {
    const holding = ownsRecords(user) ? await holdingOf(user) : null;
    const scope = documentScope(user, holding ? [holding.entityId] : []);
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

  return { recordDownload, requireConsent, readDocuments, readProfileRow, holdingOf, holdingIdsOf };
}
