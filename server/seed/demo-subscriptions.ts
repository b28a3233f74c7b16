// The demo's subscriptions for staff review (issue 25 §4, decision 0065): subscriptions of the demo
// entities to the open Fund II offering (demo-offerings.ts), with complete answers
// (demo-answers.ts) — the Mitchell Family Trust's submitted and its accreditation verified (so it
// can be approved under Rule 506(c)), the Lindqvists' submitted, Priya Raman's IRA a draft — so the
// staff list and a subscription's page have something to review.
import { DEMO_ENTITIES, type DemoEntityKey } from "#server/seed/demo-entities.ts";
import type { Database } from "#server/platform/db/client.ts";
import { accreditations, subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { todayUtc } from "#domain/dates.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { DEFAULT_ACCREDITATION_VALID_DAYS } from "#domain/subscriptions.ts";
import { eq } from "drizzle-orm";
import { completeDemoAnswers, type DemoApplicant } from "./demo-answers.ts";
import { seedDemoOfferings } from "./demo-offerings.ts";
import { seedDemoProspectSubscriber } from "./demo-prospect-subscriber.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY_MS = 86_400_000;

interface DemoSubscription {
  key: DemoEntityKey;
  /** The demo person (demo-timeline.ts key, or "investor") who started it. */
  who: string;
  country: string;
  amount: number;
  status: "submitted" | "draft";
  daysAgo: number;
}

/** Where each demo entity's questionnaire says it is (its mailing address, in the form's fields). */
const ADDRESSES: Record<DemoEntityKey, DemoApplicant["address"]> = {
  mitchellTrust: { line1: "1450 Market Street, Apt 12B", city: "San Francisco", region: "CA", postalCode: "94103" },
  lindqvistJoint: { line1: "Strandvägen 7A", city: "Stockholm", postalCode: "114 56" },
  ramanIra: { line1: "1 Equity Way", city: "Westlake", region: "OH", postalCode: "44145" },
};
const CONTROL_PERSONS: Partial<Record<DemoEntityKey, { name: string; title: string }>> = {
  mitchellTrust: { name: "Jordan Mitchell", title: "Trustee" },
  ramanIra: { name: "Priya Raman", title: "Account owner" },
};

const DEMOS: readonly DemoSubscription[] = [
  { key: "mitchellTrust", who: "investor", country: "US", amount: 1_000_000, status: "submitted", daysAgo: 2 },
  { key: "lindqvistJoint", who: "lindqvist", country: "SE", amount: 250_000, status: "submitted", daysAgo: 1 },
  { key: "ramanIra", who: "raman", country: "US", amount: 300_000, status: "draft", daysAgo: 3 },
];

/**
 * The demo offerings (demo-offerings.ts), then the subscriptions above and the demo prospect's
 * (demo-prospect-subscriber.ts) to the open Fund II one.
 */
export async function seedDemoSubscriptions(
  tx: Tx,
  now: Date,
  ids: { entityOf: (key: DemoEntityKey) => number; userOf: (who: string) => number; adminId: number },
): Promise<void> {
  const { fundIIOfferingId: offeringId } = await seedDemoOfferings(tx, now, ids.adminId);
  for (const demo of DEMOS) {
    const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const submitted = demo.status === "submitted";
    const entity = DEMO_ENTITIES[demo.key];
    const [row] = await tx
      .insert(subscriptions)
      .values({
        offeringId,
        entityId: ids.entityOf(demo.key),
        startedBy: ids.userOf(demo.who),
        status: demo.status,
        answersVersion: 9,
        commitmentCents: submitted ? demo.amount * 100 : null,
        submittedAt: submitted ? at : null,
        createdAt: new Date(at.getTime() - DAY_MS),
        updatedAt: at,
      })
      .returning({ id: subscriptions.id });
    // Sealed answers are bound to their subscription: written once its id is known.
    const answers = completeDemoAnswers(row.id, {
      kind: entity.kind,
      legalName: entity.legalName,
      country: demo.country,
      address: ADDRESSES[demo.key],
      controlPerson: CONTROL_PERSONS[demo.key],
      amountDollars: demo.amount,
    });
    await tx.update(subscriptions).set({ answers }).where(eq(subscriptions.id, row.id));
    if (demo.key === "mitchellTrust") {
      // Rule 506(c): verified by the minimum-investment route ($1,000,000 for an entity, with the
      // written representations), decided by staff the day it was submitted.
      await tx.insert(accreditations).values({
        entityId: ids.entityOf(demo.key),
        subscriptionId: row.id,
        method: "minimum_investment",
        status: "verified",
        submittedBy: ids.userOf(demo.who),
        submittedAt: at,
        decidedBy: ids.adminId,
        decidedAt: at,
        expiresOn: addDays(todayUtc(at), DEFAULT_ACCREDITATION_VALID_DAYS),
        note: "Minimum-investment route: $1,000,000 commitment, representations given.",
      });
    }
    if (submitted) {
      await tx.insert(subscriptionEvents).values({
        subscriptionId: row.id,
        fromStatus: "draft",
        toStatus: "submitted",
        actorUserId: ids.userOf(demo.who),
        at,
      });
    }
  }
  await seedDemoProspectSubscriber(tx, now, offeringId, ids.adminId);
}
