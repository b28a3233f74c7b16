// The demo prospect who signs in (`prospect` / `EdProspect-2026`, issue 25's demo): Sam Whitfield,
// who wrote through the website (demo-prospects.ts), was invited to the open Fund II offering,
// accepted its confidentiality notice, read the PPM, and began a subscription for a new trust —
// identity and owners answered, the rest to do. Dated relative to today; every record is the one
// the product would have written at each step.
import { and, eq, sql } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { PROSPECT_STAGE_LABELS } from "#domain/prospects.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { dataRoomEvents, offeringAccess, offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { nextMemberId } from "#server/features/entities/staff-entity-writes.ts";
import { completeDemoAnswers } from "./demo-answers.ts";
import { demoUsers } from "./demo-users.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY_MS = 86_400_000;

export const DEMO_PROSPECT_TRUST = "Whitfield Family Trust";
/** The browser Sam used, as the notice's acceptance records it (a plausible one; demo data). */
const DEMO_BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
/** An address of the documentation range (RFC 5737): no real client's. */
const DEMO_IP = "203.0.113.24";

export async function seedDemoProspectSubscriber(tx: Tx, now: Date, offeringId: number, adminId: number) {
  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);
  const { email } = demoUsers.prospect;
  const [person] = await tx
    .update(users)
    .set({ createdAt: daysAgo(6), mailingAddress: "22 Harbor View Road, Mill Valley, CA 94941, United States" })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const [prospect] = await tx
    .select({ id: prospects.id, stage: prospects.stage })
    .from(prospects)
    .where(eq(sql`lower(${prospects.email})`, email));
  const [offering] = await tx.select().from(offerings).where(eq(offerings.id, offeringId));
  const [ppm] = await tx
    .select({ id: offeringDocuments.id, title: offeringDocuments.title })
    .from(offeringDocuments)
    .where(and(eq(offeringDocuments.offeringId, offeringId), eq(offeringDocuments.kind, "ppm")));

  await tx.insert(offeringAccess).values({
    offeringId,
    userId: person.id,
    prospectId: prospect.id,
    invitedAt: daysAgo(6),
    invitedBy: adminId,
    confidentialityAcceptedAt: daysAgo(5),
    confidentialityText: offering.confidentialityNotice,
    acceptedIp: DEMO_IP,
    acceptedUserAgent: DEMO_BROWSER,
  });
  if (ppm) {
    await tx.insert(dataRoomEvents).values([
      { offeringId, documentId: ppm.id, userId: person.id, action: "view", at: daysAgo(5, 1), ip: DEMO_IP },
      { offeringId, documentId: ppm.id, userId: person.id, action: "download", at: daysAgo(5, 1), ip: DEMO_IP },
    ]);
  }

  const [trust] = await tx
    .insert(investingEntities)
    .values({
      kind: "trust",
      legalName: DEMO_PROSPECT_TRUST,
      memberId: await nextMemberId(tx, daysAgo(4).getUTCFullYear()),
      mailingAddress: "22 Harbor View Road, Mill Valley, CA 94941, United States",
      createdAt: daysAgo(4),
    })
    .returning({ id: investingEntities.id });
  await tx
    .insert(entityRoles)
    .values({ entityId: trust.id, userId: person.id, role: "signatory", grantedAt: daysAgo(4) });

  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      offeringId,
      entityId: trust.id,
      startedBy: person.id,
      status: "draft",
      answersVersion: 2,
      createdAt: daysAgo(4),
      updatedAt: daysAgo(1),
    })
    .returning({ id: subscriptions.id });
  // Part way: the first two sections of a complete set of answers.
  const full = completeDemoAnswers(subscription.id, {
    kind: "trust",
    legalName: DEMO_PROSPECT_TRUST,
    country: "US",
    address: { line1: "22 Harbor View Road", city: "Mill Valley", region: "CA", postalCode: "94941" },
    controlPerson: { name: "Sam Whitfield", title: "Trustee" },
    amountDollars: 400_000,
  });
  await tx
    .update(subscriptions)
    .set({ answers: { identity: full.identity, owners: full.owners } })
    .where(eq(subscriptions.id, subscription.id));
  await tx
    .insert(subscriptionEvents)
    .values({ subscriptionId: subscription.id, toStatus: "draft", actorUserId: person.id, at: daysAgo(4) });

  const timeline = [
    {
      at: daysAgo(6),
      kind: "email_sent" as const,
      summary: `Invited to the offering ${offering.name} (demo data: no e-mail was sent)`,
      actorUserId: adminId,
    },
    {
      at: daysAgo(6),
      kind: "stage_changed" as const,
      summary: `Moved from ${PROSPECT_STAGE_LABELS[prospect.stage]} to ${PROSPECT_STAGE_LABELS.invited}`,
      actorUserId: adminId,
    },
    ...(ppm
      ? [{ at: daysAgo(5, 1), kind: "data_room_view" as const, summary: `Opened ${ppm.title}`, actorUserId: person.id }]
      : []),
    {
      at: daysAgo(4),
      kind: "subscription_step" as const,
      summary: `Started a subscription for ${DEMO_PROSPECT_TRUST}`,
      actorUserId: person.id,
    },
    {
      at: daysAgo(4),
      kind: "stage_changed" as const,
      summary: `Moved from ${PROSPECT_STAGE_LABELS.invited} to ${PROSPECT_STAGE_LABELS.subscribing}`,
      actorUserId: person.id,
    },
  ];
  await tx.insert(prospectActivities).values(timeline.map((entry) => ({ ...entry, prospectId: prospect.id })));
  await tx
    .update(prospects)
    .set({
      stage: "subscribing",
      ownerId: adminId,
      nextStep: "Check in on the subscription",
      nextStepDate: addDays(todayUtc(now), 2),
      updatedAt: daysAgo(1),
    })
    .where(eq(prospects.id, prospect.id));
}
