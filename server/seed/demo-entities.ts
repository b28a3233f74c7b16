// The demo's investing entities held together or through others (decision 0060, slice 2).
import type { EntityKind, EntityRole } from "#domain/entities.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";

/**
 * A person of the demo who holds a role on an entity: "investor" (Jordan Mitchell), "advisor"
 * (Casey Brooks, CPA) or a DEMO_LIMITED_PARTNERS key.
 */
export type DemoPerson = string;

export interface DemoEntity {
  legalName: string;
  kind: EntityKind;
  mailingAddress: string;
  /** Who holds which role on it (a joint account has two signatories). */
  grants: ReadonlyArray<{ who: DemoPerson; role: EntityRole }>;
}

/**
 * The entities a commitment of demo-timeline.ts may be held through (its `through`). Their
 * commitments are existing limited partners' commitments re-titled, not new money: every fund's
 * totals, and so every call's and distribution's split, stay as they were, and Jordan's own
 * holding keeps the sample figures of docs/product.md §Figures.
 */
export const DEMO_ENTITIES = {
  mitchellTrust: {
    legalName: "Mitchell Family Trust",
    kind: "trust",
    mailingAddress: "1450 Market Street, Apt 12B, San Francisco, CA 94103, United States",
    grants: [
      { who: "investor", role: "signatory" },
      { who: "advisor", role: "viewer" },
    ],
  },
  lindqvistJoint: {
    legalName: "Sofia Lindqvist and Erik Lindqvist, JTWROS",
    kind: "joint",
    mailingAddress: "Strandvägen 7A, 114 56 Stockholm, Sweden",
    grants: [
      { who: "lindqvist", role: "signatory" },
      { who: "erikLindqvist", role: "signatory" },
    ],
  },
  ramanIra: {
    legalName: "Equity Trust Company FBO Priya Raman IRA",
    kind: "ira",
    mailingAddress: "Equity Trust Company, 1 Equity Way, Westlake, OH 44145, United States",
    grants: [{ who: "raman", role: "signatory" }],
  },
} as const satisfies Record<string, DemoEntity>;
export type DemoEntityKey = keyof typeof DEMO_ENTITIES;

/** The demo timeline's dates these entities are dated by (demo-timeline.ts, which imports this module). */
type DemoDates = { fundIIStart: string };

/** The advisor's view-only grants on people's own holdings (the trust's is in DEMO_ENTITIES). */
export const DEMO_OWN_HOLDING_GRANTS: ReadonlyArray<{ holder: DemoPerson; who: DemoPerson; role: EntityRole }> = [
  { holder: "investor", who: "advisor", role: "viewer" },
];

/**
 * The member IDs of the demo's entities: `EDF-<year of Fund II's first close>-<9001 + index>`. A
 * person's own holding keeps the person's member ID (memberIdOf: the account id padded to 4
 * digits), so numbers from 9001 up never meet one on the demo database (a few dozen accounts).
 */
export function demoEntityMemberId(timeline: DemoDates, key: DemoEntityKey): string {
  const index = Object.keys(DEMO_ENTITIES).indexOf(key);
  return `EDF-${timeline.fundIIStart.slice(0, 4)}-${9001 + index}`;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Everyone who holds a seeing role through an entity of `key`, and the signatory `who` named. */
export const peopleOf = (commitment: { who: DemoPerson; through?: DemoEntityKey }): DemoPerson[] =>
  commitment.through ? DEMO_ENTITIES[commitment.through].grants.map((g) => g.who) : [commitment.who];

/**
 * Make the demo's entities and their grants, and the advisor's grants on people's own holdings
 * (`holdingOf` gives a person's own holding, made on first need). Returns each entity's id.
 */
export async function seedDemoEntities(
  tx: Transaction,
  timeline: DemoDates,
  idOf: (who: DemoPerson) => number,
  holdingOf: (who: DemoPerson) => Promise<number>,
): Promise<Map<DemoEntityKey, number>> {
  const ids = new Map<DemoEntityKey, number>();
  const grantedAt = new Date(Date.parse(`${timeline.fundIIStart}T16:00:00Z`));
  for (const [key, entity] of Object.entries(DEMO_ENTITIES) as Array<[DemoEntityKey, DemoEntity]>) {
    const [row] = await tx
      .insert(investingEntities)
      .values({
        legalName: entity.legalName,
        kind: entity.kind,
        memberId: demoEntityMemberId(timeline, key),
        mailingAddress: entity.mailingAddress,
        createdAt: grantedAt,
      })
      .returning({ id: investingEntities.id });
    ids.set(key, row.id);
    await tx
      .insert(entityRoles)
      .values(entity.grants.map((g) => ({ entityId: row.id, userId: idOf(g.who), role: g.role, grantedAt })));
  }
  for (const grant of DEMO_OWN_HOLDING_GRANTS) {
    const entityId = await holdingOf(grant.holder);
    await tx.insert(entityRoles).values({ entityId, userId: idOf(grant.who), role: grant.role, grantedAt });
  }
  return ids;
}
