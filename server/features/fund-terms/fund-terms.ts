// A fund's terms, side letters and management fees (issue 26 §1–2, decision 0068). One file per
// use case beside this one; this file binds them to one database, audit log and clock.
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { proposeTerms } from "./propose-terms.ts";
import { readTerms } from "./read-terms.ts";
import { reviewTerms } from "./review-terms.ts";
import { sideLetters } from "./side-letters.ts";

export function createFundTermsService(db: Database, audit: AuditService, clock: () => string) {
  const deps = { db, audit, clock };
  return { ...readTerms(deps), ...proposeTerms(deps), ...reviewTerms(deps), ...sideLetters(deps) };
}

export type FundTermsService = ReturnType<typeof createFundTermsService>;
