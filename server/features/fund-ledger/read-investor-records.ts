// Read a portal user's records: portfolio, capital calls, documents, e-delivery, account, resources and profile.
import { and, desc, eq } from "drizzle-orm";
import { type SessionUser } from "#domain/auth.ts";
import {
  EMPTY_PORTFOLIO,
  capitalCallsOf,
  portfolioOf,
  toInvestorProfile,
  type CapitalCall,
  type InvestorDocument,
  type InvestorProfile,
  type PortalResource,
  type PortfolioSummary,
} from "#domain/investor-portal.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { FundLedgerService } from "./fund-ledger.ts";
import {
  consentToEdelivery,
  edeliveryConsentedSql,
  edeliveryStatusFrom,
  edeliveryStatusOf,
} from "#server/features/documents/edelivery.ts";
import type { EdeliveryStatus } from "#domain/edelivery.ts";
import { type PortalReader } from "./portal-reader.ts";
import {
  ownsRecords,
  documentScope,
  resourceScope,
  toPortalResource,
  toDocument,
  investorReads,
} from "./internal/investor-scope.ts";

export function readInvestorRecords(db: Database, audit: AuditService, ledger: FundLedgerService) {
  const { requireConsent, readDocuments, readProfileRow, holdingOf, holdingIdsOf } = investorReads(db, audit);
  /** The ledger of the entity the request reads (decision 0060); the empty one without. */
  const ledgerOf = async (user: PortalReader) =>
    ledger.ledgerFor(ownsRecords(user) ? ((await holdingOf(user))?.entityId ?? null) : null);

  return {
    /** The ledger of the entity the request reads: the portal's figures (empty for a viewer). */
    ledgerFor: ledgerOf,

    /** The portfolio figures, from the investor's ledger (fund-ledger.ts). */
    async portfolioFor(user: PortalReader): Promise<PortfolioSummary> {
      if (!ownsRecords(user)) return EMPTY_PORTFOLIO;
      return portfolioOf(await ledgerOf(user));
    },

    /** The investor's parts of their funds' capital calls, newest first. */
    async capitalCallsFor(user: PortalReader): Promise<CapitalCall[]> {
      if (!ownsRecords(user)) return [];
      return capitalCallsOf(await ledgerOf(user));
    },

    /**
     * Newest first (a pending document by its expected date), each with its "New" flag for an
     * investor; a 403 for an investor who has not accepted e-delivery (the pages ask edeliveryFor
     * first and show the notice instead).
     */
    async documentsFor(user: PortalReader): Promise<InvestorDocument[]> {
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
      const scope = documentScope(user, ownsRecords(user) ? await holdingIdsOf(user) : []);
      if (!scope) return null;
      await requireConsent(user);
      const [row] = await db
        .select()
        .from(investorDocuments)
        .where(and(eq(investorDocuments.id, id), scope));
      return row ? toDocument(row) : null;
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
