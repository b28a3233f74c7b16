// The KYC service (issue 25 §4, decision 0064): staff import the sanctions list, screen an
// entity, decide its possible matches and rate its risk. Each write answers with the entity's
// KYC as it now stands.
import { alias } from "drizzle-orm/pg-core";
import { asc, eq } from "drizzle-orm";
import type { EntityKyc, MatchDecisionInput, RiskRating } from "#domain/kyc.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { kycMatches, sanctionsEntries } from "#server/platform/db/schema/sanctions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { entityRow } from "#server/features/entities/tax-bank-reads.ts";
import { createScreening, latestScreening } from "./screening.ts";
import { currentList, importSanctionsList } from "./sanctions-lists.ts";

const decider = alias(users, "decider");

/** The entity's KYC: status, risk rating, its latest screening and that screening's matches. */
async function kycOf(db: Database, entityId: number): Promise<EntityKyc> {
  const entity = await entityRow(db, entityId);
  const latest = await latestScreening(db, entityId);
  if (!latest) {
    return { entityId, status: entity.kycStatus, riskRating: entity.riskRating, lastScreening: null, matches: [] };
  }
  const [screener] = latest.screenedBy
    ? await db.select({ username: users.username }).from(users).where(eq(users.id, latest.screenedBy))
    : [];
  const rows = await db
    .select({
      match: kycMatches,
      entNum: sanctionsEntries.entNum,
      programs: sanctionsEntries.programs,
      by: decider.username,
    })
    .from(kycMatches)
    .innerJoin(sanctionsEntries, eq(sanctionsEntries.id, kycMatches.entryId))
    .leftJoin(decider, eq(decider.id, kycMatches.decidedBy))
    .where(eq(kycMatches.screeningId, latest.id))
    .orderBy(asc(kycMatches.id));
  return {
    entityId,
    status: entity.kycStatus,
    riskRating: entity.riskRating,
    lastScreening: {
      id: latest.id,
      screenedAt: latest.screenedAt.toISOString(),
      screenedBy: screener?.username ?? null,
      listId: latest.listId,
      status: latest.status,
      namesScreened: latest.namesScreened,
    },
    matches: rows.map(({ match: m, entNum, programs, by }) => ({
      id: m.id,
      subject: m.subject,
      screenedName: m.screenedName,
      userId: m.userId,
      listedName: m.listedName,
      entNum,
      programs,
      score: Math.round(m.score * 1000) / 1000,
      decision: m.decision,
      decidedBy: by,
      decidedAt: m.decidedAt?.toISOString() ?? null,
      reason: m.reason,
    })),
  };
}

export function createKycService(db: Database, deps: { audit: AuditService; now: () => Date }) {
  const screening = createScreening(db, deps.audit, deps.now);
  return {
    currentList: () => currentList(db),
    importList: (by: ActingUser, file: { name: string; text: string }, alt?: { name: string; text: string }) =>
      importSanctionsList(db, deps.audit, by, file, alt),
    view: (entityId: number) => kycOf(db, entityId),
    async screen(by: ActingUser, entityId: number) {
      await screening.screen(by, entityId);
      return kycOf(db, entityId);
    },
    async decide(by: ActingUser, entityId: number, matchId: number, input: MatchDecisionInput) {
      await screening.decide(by, entityId, matchId, input);
      return kycOf(db, entityId);
    },
    async setRiskRating(by: ActingUser, entityId: number, riskRating: RiskRating | null) {
      await screening.setRiskRating(by, entityId, riskRating);
      return kycOf(db, entityId);
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
