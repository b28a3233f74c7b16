// The people the entity authorization matrix calls as (decision 0060, slice 6): one of each kind of
// grant on the demo's Mitchell Family Trust, a stranger and a person whose grant was revoked.
import { and, eq, isNotNull } from "drizzle-orm";
import { capitalCallParts } from "#server/platform/db/schema/fund-ledger.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { createUser, signIn } from "./auth-helpers.ts";
import type { TestContext } from "./test-app.ts";

/** Every kind of person the matrix asks about, from the entity's point of view. */
export const PRINCIPALS = ["owner", "delegate", "viewer", "notices", "stranger", "revoked"] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** What the matrix's rows name: the entity, a document and a call notice of its own, another's entity. */
export interface MatrixRecords {
  entity: number;
  document: number;
  callPart: number;
  /** The stranger's own holding: reachable by them alone. */
  strangersEntity: number;
  /** The last closed quarter, as the statements route names it ("2026-Q3"). */
  quarter: string;
}

/**
 * Signs in one person per principal on a database holding the demo content: Jordan Mitchell (the
 * trust's signatory), a delegate and a notices-only person granted now, Casey Brooks (the demo's
 * viewer on the trust), a stranger with a holding of their own, and a person whose viewer grant
 * on the trust was revoked.
 */
export async function entityPrincipals(t: TestContext, quarter: string) {
  const [trust] = await t.db
    .select({ id: investingEntities.id })
    .from(investingEntities)
    .where(eq(investingEntities.legalName, DEMO_ENTITIES.mitchellTrust.legalName));
  const grant = async (role: "delegate" | "notices" | "viewer", revoked = false) => {
    const person = await createUser(t, { role: "investor" });
    await t.db.insert(entityRoles).values({
      entityId: trust.id,
      userId: person.id,
      role,
      noticeKinds: role === "notices" ? ["capital_call_issued"] : null,
      ...(revoked ? { revokedAt: new Date() } : {}),
    });
    return signIn(t, person.username);
  };
  const stranger = await createUser(t, { role: "investor" });
  const [strangersEntity] = await t.db
    .select({ id: investingEntities.id })
    .from(investingEntities)
    .where(eq(investingEntities.personId, stranger.id));
  const cookies: Record<Principal, string> = {
    owner: await signIn(t, demoUsers.investor.username, demoUsers.investor.password),
    delegate: await grant("delegate"),
    viewer: await signIn(t, demoUsers.advisor.username, demoUsers.advisor.password),
    notices: await grant("notices"),
    stranger: await signIn(t, stranger.username),
    revoked: await grant("viewer", true),
  };
  const [callPart] = await t.db
    .select({ id: capitalCallParts.id })
    .from(capitalCallParts)
    .where(and(eq(capitalCallParts.entityId, trust.id), isNotNull(capitalCallParts.noticeDocumentId)));
  const [document] = await t.db
    .select({ id: investorDocuments.id })
    .from(investorDocuments)
    .where(eq(investorDocuments.entityId, trust.id));
  if (!callPart || !document) throw new Error("The demo trust has no call notice or document of its own");
  const records: MatrixRecords = {
    entity: trust.id,
    document: document.id,
    callPart: callPart.id,
    strangersEntity: strangersEntity.id,
    quarter,
  };
  return { cookies, records };
}
