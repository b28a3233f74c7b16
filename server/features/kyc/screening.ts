// Screening an entity against the sanctions list in use (issue 25 §4, decision 0064): its legal
// name, the names of the people holding a live grant on it and the owners its subscriptions name. One transaction writes the
// screening, its possible matches and the entity's KYC status; staff then clear or confirm each
// match with a reason, and set the entity's risk rating. Every write is audited with the entity.
import { and, asc, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import { kycStatusOf, type MatchDecisionInput, type RiskRating, type ScreenedSubject } from "#domain/kyc.ts";
import { displayName } from "#domain/person.ts";
import { screenName } from "#domain/sanctions-matching.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { kycMatches, kycScreenings, sanctionsEntries } from "#server/platform/db/schema/sanctions.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { currentList } from "./sanctions-lists.ts";

export const KYC_MATCH_NOT_FOUND = "Match not found";

interface Subject {
  subject: ScreenedSubject;
  name: string;
  userId: number | null;
}

/** The entity's row, locked so screenings and decisions on it take turns (404 when missing). */
async function lockedEntity(tx: Transaction, entityId: number) {
  const [row] = await tx.select().from(investingEntities).where(eq(investingEntities.id, entityId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", ENTITY_NOT_FOUND);
  return row;
}

/**
 * The beneficial owners and control persons the entity's live subscriptions name (the answers'
 * `owners` section, contracts.md of issue 25), each name once: they need not be portal users.
 */
async function ownersOf(tx: Transaction, entityId: number): Promise<Subject[]> {
  const rows = await tx
    .select({ owners: sql<unknown>`${subscriptions.answers} -> 'owners'` })
    .from(subscriptions)
    .where(and(eq(subscriptions.entityId, entityId), notInArray(subscriptions.status, ["declined", "withdrawn"])))
    .orderBy(asc(subscriptions.id));
  const names = new Map<string, string>();
  for (const { owners } of rows) {
    const section = (owners ?? {}) as { owners?: unknown; controlPerson?: unknown };
    const people = [...(Array.isArray(section.owners) ? section.owners : []), section.controlPerson];
    for (const person of people) {
      const name = (person as { name?: unknown } | null)?.name;
      if (typeof name === "string" && name.trim()) names.set(name.trim().toLowerCase(), name.trim());
    }
  }
  return [...names.values()].map((name): Subject => ({ subject: "owner", name, userId: null }));
}

/** The names screened: the legal name, each person with a live grant who has a name, then the owners. */
async function subjectsOf(tx: Transaction, entityId: number, legalName: string): Promise<Subject[]> {
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(entityRoles)
    .innerJoin(users, eq(users.id, entityRoles.userId))
    .where(and(eq(entityRoles.entityId, entityId), isNull(entityRoles.revokedAt)))
    .orderBy(asc(users.id));
  const named = people.filter((p) => (p.firstName ?? "").trim() || (p.lastName ?? "").trim());
  return [
    { subject: "entity", name: legalName, userId: null },
    ...named.map((p): Subject => ({ subject: "person", name: displayName(p), userId: p.id })),
    ...(await ownersOf(tx, entityId)),
  ];
}

/** The latest screening of an entity, or undefined before the first. */
export async function latestScreening(db: Database | Transaction, entityId: number) {
  const [row] = await db
    .select()
    .from(kycScreenings)
    .where(eq(kycScreenings.entityId, entityId))
    .orderBy(desc(kycScreenings.screenedAt), desc(kycScreenings.id))
    .limit(1);
  return row;
}

export function createScreening(db: Database, audit: AuditService, now: () => Date) {
  return {
    /** Screens the entity now; a 409 before any list is imported. */
    async screen(by: ActingUser, entityId: number) {
      await db.transaction(async (tx) => {
        const entity = await lockedEntity(tx, entityId);
        const list = await currentList(tx);
        if (!list) throw new AppError("CONFLICT", "Import a sanctions list before screening");
        const entries = await tx
          .select({ id: sanctionsEntries.id, name: sanctionsEntries.name })
          .from(sanctionsEntries)
          .where(eq(sanctionsEntries.listId, list.id));
        const listed = entries.map((e) => ({ ref: e, names: [e.name] }));
        const subjects = await subjectsOf(tx, entityId, entity.legalName);
        const found = subjects.flatMap((s) =>
          screenName(s.name, listed).map((hit) => ({
            subject: s.subject,
            screenedName: s.name.slice(0, 255),
            userId: s.userId,
            entryId: hit.ref.id,
            listedName: hit.ref.name,
            score: hit.score,
          })),
        );
        const status = found.length > 0 ? "possible_match" : "clear";
        const [screening] = await tx
          .insert(kycScreenings)
          .values({
            entityId,
            listId: list.id,
            screenedAt: now(),
            screenedBy: by.actor.id,
            status,
            namesScreened: subjects.length,
          })
          .returning({ id: kycScreenings.id });
        if (found.length > 0) {
          await tx.insert(kycMatches).values(found.map((m) => ({ ...m, screeningId: screening.id })));
        }
        await tx.update(investingEntities).set({ kycStatus: status }).where(eq(investingEntities.id, entityId));
        await audit.record(
          {
            ...by,
            action: "kyc.entity_screened",
            entityType: "investing_entity",
            entityId,
            investingEntityId: entityId,
            summary: `"${entity.legalName}" screened against "${list.fileName}": ${
              found.length === 0 ? "clear" : `${found.length} possible match${found.length === 1 ? "" : "es"}`
            }`,
            details: { screeningId: screening.id, listId: list.id, names: subjects.length, matches: found.length },
          },
          tx,
        );
      });
    },

    /** Clears or confirms an open match of the entity's latest screening, with the reason. */
    async decide(by: ActingUser, entityId: number, matchId: number, input: MatchDecisionInput) {
      await db.transaction(async (tx) => {
        const entity = await lockedEntity(tx, entityId);
        const latest = await latestScreening(tx, entityId);
        const [match] = await tx
          .select({ match: kycMatches, entityId: kycScreenings.entityId })
          .from(kycMatches)
          .innerJoin(kycScreenings, eq(kycScreenings.id, kycMatches.screeningId))
          .where(eq(kycMatches.id, matchId));
        if (!match || match.entityId !== entityId) throw new AppError("NOT_FOUND", KYC_MATCH_NOT_FOUND);
        if (match.match.screeningId !== latest?.id) {
          throw new AppError("CONFLICT", "A newer screening replaced this match; decide the new one");
        }
        if (match.match.decision !== "open") throw new AppError("CONFLICT", "This match has already been decided");
        await tx
          .update(kycMatches)
          .set({ decision: input.decision, reason: input.reason, decidedBy: by.actor.id, decidedAt: now() })
          .where(eq(kycMatches.id, matchId));
        const decisions = await tx
          .select({ decision: kycMatches.decision })
          .from(kycMatches)
          .where(eq(kycMatches.screeningId, latest.id));
        const status = kycStatusOf(decisions.map((d) => d.decision));
        await tx.update(investingEntities).set({ kycStatus: status }).where(eq(investingEntities.id, entityId));
        await audit.record(
          {
            ...by,
            action: "kyc.match_decided",
            entityType: "investing_entity",
            entityId,
            investingEntityId: entityId,
            summary: `Possible match of "${match.match.screenedName}" with "${match.match.listedName}" ${input.decision} for "${entity.legalName}"`,
            details: { matchId, decision: input.decision, reason: input.reason, from: entity.kycStatus, to: status },
          },
          tx,
        );
      });
    },

    /** Sets (or, with null, takes off) the entity's risk rating. */
    async setRiskRating(by: ActingUser, entityId: number, riskRating: RiskRating | null) {
      await db.transaction(async (tx) => {
        const entity = await lockedEntity(tx, entityId);
        await tx.update(investingEntities).set({ riskRating }).where(eq(investingEntities.id, entityId));
        await audit.record(
          {
            ...by,
            action: "kyc.risk_rated",
            entityType: "investing_entity",
            entityId,
            investingEntityId: entityId,
            summary: `Risk rating of "${entity.legalName}": ${riskRating ?? "not rated"}`,
            details: { from: entity.riskRating, to: riskRating },
          },
          tx,
        );
      });
    },
  };
}
