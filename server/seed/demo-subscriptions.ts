// The demo's subscriptions for staff review (issue 25's demo content, decision 0065): to the open
// Fund II offering (demo-offerings.ts), one in every state of the staff list. Each starts as the
// draft the investor left, its answers complete (demo-answers.ts); demo-subscription-flows.ts then
// takes it to its state through the services the pages call, after the funds' history is issued.
//   draft: Priya Raman's IRA, and the demo prospect's trust (demo-prospect-subscriber.ts);
//   submitted: the Mitchell Family Trust's (accreditation verified, ready to approve) and the
//     Lindqvists' joint account's (accreditation submitted, not yet decided);
//   pending revision: Łukasz Žák's; approved: Priya Raman's; countersigned: Harbor Point's;
//   fully executed: Amara Okafor's (its commitment posted to Fund II, its sealed PDF delivered);
//   declined: Sofia Lindqvist's own; withdrawn: Wang Xiaoming's.
import { eq } from "drizzle-orm";
import type { EntityKind } from "#domain/entities.ts";
import { DEMO_ENTITIES, type DemoEntityKey } from "#server/seed/demo-entities.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { completeDemoAnswers, type DemoApplicant } from "./demo-answers.ts";
import { seedDemoOfferings } from "./demo-offerings.ts";
import { seedDemoProspectSubscriber } from "./demo-prospect-subscriber.ts";
import type { DemoFlow, DemoTarget } from "./demo-subscription-flows.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY_MS = 86_400_000;

interface DemoSubscription {
  /** An entity of demo-entities.ts, or a demo person's own holding (demo-timeline.ts key). */
  entity: { key: DemoEntityKey } | { holdingOf: string };
  /** The demo person (demo-timeline.ts key, or "investor") who started it. */
  who: string;
  country: string;
  address: DemoApplicant["address"];
  controlPerson?: { name: string; title: string };
  amount: number;
  target: DemoTarget;
  /** Started the day before this many days ago; signed (and moved on, hours apart) on that day. */
  daysAgo: number;
  verified?: boolean;
}

const DEMOS: readonly DemoSubscription[] = [
  {
    entity: { key: "mitchellTrust" },
    who: "investor",
    country: "US",
    address: { line1: "1450 Market Street, Apt 12B", city: "San Francisco", region: "CA", postalCode: "94103" },
    controlPerson: { name: "Jordan Mitchell", title: "Trustee" },
    amount: 1_000_000,
    target: { status: "submitted" },
    daysAgo: 2,
    verified: true,
  },
  {
    entity: { key: "lindqvistJoint" },
    who: "lindqvist",
    country: "SE",
    address: { line1: "Strandvägen 7A", city: "Stockholm", postalCode: "114 56" },
    amount: 250_000,
    target: { status: "submitted" },
    daysAgo: 1,
  },
  {
    entity: { key: "ramanIra" },
    who: "raman",
    country: "US",
    address: { line1: "1 Equity Way", city: "Westlake", region: "OH", postalCode: "44145" },
    controlPerson: { name: "Priya Raman", title: "Account owner" },
    amount: 300_000,
    target: { status: "draft" },
    daysAgo: 3,
  },
  {
    entity: { holdingOf: "zak" },
    who: "zak",
    country: "PL",
    address: { line1: "P.O. Box 112", city: "Kraków", postalCode: "30-001" },
    amount: 300_000,
    target: {
      status: "pending_revision",
      comment: {
        field: "identity.addressLine1",
        comment: "Please give the street address of your residence: a post office box cannot be accepted.",
      },
    },
    daysAgo: 2,
  },
  {
    entity: { holdingOf: "raman" },
    who: "raman",
    country: "US",
    address: { line1: "1 Equity Way", city: "Westlake", region: "OH", postalCode: "44145" },
    controlPerson: { name: "Priya Raman", title: "Trustee" },
    amount: 1_000_000,
    target: { status: "approved" },
    daysAgo: 2,
    verified: true,
  },
  {
    entity: { holdingOf: "harbor" },
    who: "harbor",
    country: "US",
    address: { line1: "200 Clarendon Street, Floor 40", city: "Boston", region: "MA", postalCode: "02116" },
    controlPerson: { name: "Margaret Ellison", title: "Chief Investment Officer" },
    amount: 2_000_000,
    target: { status: "countersigned" },
    daysAgo: 3,
    verified: true,
  },
  {
    entity: { holdingOf: "okafor" },
    who: "okafor",
    country: "US",
    address: { line1: "88 Peachtree Center Avenue", city: "Atlanta", region: "GA", postalCode: "30303" },
    amount: 500_000,
    target: { status: "executed" },
    // After the history's last distribution (three days ago): it splits nothing it was not part of.
    daysAgo: 1,
    verified: true,
  },
  {
    entity: { holdingOf: "lindqvist" },
    who: "lindqvist",
    country: "SE",
    address: { line1: "Strandvägen 7A", city: "Stockholm", postalCode: "114 56" },
    amount: 250_000,
    target: {
      status: "declined",
      reason: "A duplicate: Sofia and Erik Lindqvist subscribe to this close through their joint account.",
    },
    daysAgo: 1,
  },
  {
    entity: { holdingOf: "wang" },
    who: "wang",
    country: "SG",
    address: { line1: "8 Marina View", city: "Singapore", postalCode: "018960" },
    amount: 250_000,
    target: { status: "withdrawn" },
    daysAgo: 4,
  },
];

/**
 * The demo offerings (demo-offerings.ts), the subscriptions above as drafts with complete answers
 * and the demo prospect's (demo-prospect-subscriber.ts); answers the flows that take the drafts to
 * their states (driveDemoSubscriptions, once the funds' history is issued).
 */
export async function seedDemoSubscriptions(
  tx: Tx,
  now: Date,
  ids: {
    entityOf: (key: DemoEntityKey) => number;
    holdingOf: (who: string) => Promise<number>;
    userOf: (who: string) => number;
    adminId: number;
  },
): Promise<DemoFlow[]> {
  const { fundIIOfferingId: offeringId } = await seedDemoOfferings(tx, now, ids.adminId);
  const flows: DemoFlow[] = [];
  for (const demo of DEMOS) {
    const started = new Date(now.getTime() - (demo.daysAgo + 1) * DAY_MS);
    const entityId = "key" in demo.entity ? ids.entityOf(demo.entity.key) : await ids.holdingOf(demo.entity.holdingOf);
    const [entity] = await tx
      .select({ kind: investingEntities.kind, legalName: investingEntities.legalName })
      .from(investingEntities)
      .where(eq(investingEntities.id, entityId));
    const [row] = await tx
      .insert(subscriptions)
      .values({ offeringId, entityId, startedBy: ids.userOf(demo.who), createdAt: started, updatedAt: started })
      .returning({ id: subscriptions.id });
    await tx.insert(subscriptionEvents).values({
      subscriptionId: row.id,
      fromStatus: null,
      toStatus: "draft",
      actorUserId: ids.userOf(demo.who),
      at: started,
    });
    // Sealed answers are bound to their subscription: written once its id is known.
    const answers = completeDemoAnswers(row.id, {
      kind: entity.kind as EntityKind,
      legalName: "key" in demo.entity ? DEMO_ENTITIES[demo.entity.key].legalName : entity.legalName,
      country: demo.country,
      address: demo.address,
      controlPerson: demo.controlPerson,
      amountDollars: demo.amount,
    });
    await tx.update(subscriptions).set({ answers, answersVersion: 9 }).where(eq(subscriptions.id, row.id));
    flows.push({
      subscriptionId: row.id,
      daysAgo: demo.daysAgo,
      target: demo.target,
      verified: demo.verified ?? false,
    });
  }
  await seedDemoProspectSubscriber(tx, now, offeringId, ids.adminId);
  return flows;
}
