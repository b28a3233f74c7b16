import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../domain/auth.ts";
import type { FundType } from "../../domain/investment.ts";
import {
  EMPTY_PORTFOLIO,
  summarizeCommitments,
  type CapitalCall,
  type DocumentFund,
  type DocumentKind,
  type InvestorDocument,
  type PortfolioSummary,
} from "../../domain/investor-portal.ts";
import type { Database } from "../db/client.ts";
import { capitalCalls } from "../db/schema/capital-calls.ts";
import { capitalCommitments } from "../db/schema/capital-commitments.ts";
import { investorDocuments } from "../db/schema/investor-documents.ts";

/** The portal user reading: only the id, role and fund access matter here. */
export type PortalReader = Pick<SessionUser, "id" | "role" | "fundIAccess" | "fundIIAccess">;

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

const toDocument = (row: typeof investorDocuments.$inferSelect): InvestorDocument => ({
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
});

/**
 * The signed-in portal user's own records: commitments (summarised by summarizeCommitments),
 * capital calls and documents. Every read is scoped to the user; another investor's record is
 * indistinguishable from a missing one.
 */
export function createInvestorRecordsService(db: Database) {
  return {
    async portfolioFor(user: PortalReader): Promise<PortfolioSummary> {
      if (!ownsRecords(user)) return EMPTY_PORTFOLIO;
      const rows = await db
        .select({
          fundType: capitalCommitments.fundType,
          commitmentAmount: capitalCommitments.commitmentAmount,
          calledAmount: capitalCommitments.calledAmount,
          commitmentDate: capitalCommitments.commitmentDate,
        })
        .from(capitalCommitments)
        .where(eq(capitalCommitments.userId, user.id));
      return summarizeCommitments(rows);
    },

    /** Newest first. */
    async capitalCallsFor(user: PortalReader): Promise<CapitalCall[]> {
      if (!ownsRecords(user)) return [];
      const c = capitalCalls;
      const rows = await db
        .select()
        .from(c)
        .where(eq(c.userId, user.id))
        .orderBy(desc(c.callDate), desc(c.callNumber), desc(c.id));
      return rows.map((row) => ({
        id: row.id,
        fundType: row.fundType as FundType,
        callNumber: row.callNumber,
        amount: Number(row.amount),
        purpose: row.purpose,
        status: row.status,
        callDate: row.callDate,
      }));
    },

    /** Newest first (a pending document by its expected date). */
    async documentsFor(user: PortalReader): Promise<InvestorDocument[]> {
      const scope = documentScope(user);
      if (!scope) return [];
      const d = investorDocuments;
      const rows = await db
        .select()
        .from(d)
        .where(scope)
        .orderBy(sql`coalesce(${d.documentDate}, ${d.expectedDate}) desc nulls last`, desc(d.id));
      return rows.map(toDocument);
    },

    /** The document if the user may read it; null when it is missing or not theirs to read. */
    async documentFor(user: PortalReader, id: number): Promise<InvestorDocument | null> {
      const scope = documentScope(user);
      if (!scope) return null;
      const [row] = await db
        .select()
        .from(investorDocuments)
        .where(and(eq(investorDocuments.id, id), scope));
      return row ? toDocument(row) : null;
    },
  };
}

export type InvestorRecordsService = ReturnType<typeof createInvestorRecordsService>;
