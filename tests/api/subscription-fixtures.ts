// Offerings, entities and subscriptions made directly in the database for the staff review tests
// (the investor's questionnaire is another slice's; decision 0065).
import type { OfferingExemption } from "#domain/offerings.ts";
import type { EntityKind } from "#domain/entities.ts";
import type { SubscriptionStatus } from "#domain/subscriptions.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { createUser } from "./auth-helpers.ts";
import type { TestContext } from "./test-app.ts";

let n = 0;

export async function makeOffering(
  t: TestContext,
  values: Partial<typeof offerings.$inferInsert> & { exemption?: OfferingExemption } = {},
) {
  const [row] = await t.db
    .insert(offerings)
    .values({
      fundType: "Fund II",
      name: `Fund II offering ${++n}`,
      status: "open",
      exemption: "506b",
      minimumCommitmentCents: 100_000_00,
      confidentialityNotice: "Keep it to yourself.",
      ...values,
    })
    .returning();
  return row;
}

/** An entity with one signatory (a new investor), KYC clear unless said otherwise. */
export async function makeEntity(
  t: TestContext,
  values: { legalName?: string; kind?: EntityKind; kycStatus?: "clear" | "not_screened" | "possible_match" } = {},
) {
  const signer = await createUser(t);
  const [entity] = await t.db
    .insert(investingEntities)
    .values({
      kind: values.kind ?? "trust",
      legalName: values.legalName ?? `Review Trust ${++n}`,
      memberId: `EDF-2026-9${String(++n).padStart(3, "0")}`,
      kycStatus: values.kycStatus ?? "clear",
    })
    .returning();
  await t.db.insert(entityRoles).values({ entityId: entity.id, userId: signer.id, role: "signatory" });
  return { entity, signer };
}

/** The answers a finished questionnaire holds (contracts.md's keys), for `amount` whole dollars. */
export function answersFor(legalName: string, amount: number, extra: Record<string, unknown> = {}) {
  return {
    identity: { legalName, country: "US" },
    owners: {
      owners: [{ name: "Alice Owner", country: "US", percent: 60 }],
      controlPerson: { name: "Carl Control", title: "Trustee" },
    },
    commitment: { amount },
    investorStatus: { accredited: true, bases: ["net_worth"] },
    ...extra,
  };
}

/** A subscription in `status` (submitted unless said), with answers and its commitment. */
export async function makeSubscription(
  t: TestContext,
  options: {
    status?: SubscriptionStatus;
    offeringId?: number;
    entity?: Awaited<ReturnType<typeof makeEntity>>;
    amount?: number;
    submittedAt?: Date;
  } = {},
) {
  const offeringId = options.offeringId ?? (await makeOffering(t)).id;
  const { entity, signer } = options.entity ?? (await makeEntity(t));
  const amount = options.amount ?? 250_000;
  const status = options.status ?? "submitted";
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      offeringId,
      entityId: entity.id,
      startedBy: signer.id,
      status,
      answers: answersFor(entity.legalName, amount),
      answersVersion: 3,
      commitmentCents: amount * 100,
      submittedAt: status === "draft" ? null : (options.submittedAt ?? new Date()),
    })
    .returning();
  return { subscription: row, entity, signer, offeringId };
}
