// The demo's subscriptions for staff review (issue 25 §4, decision 0065): subscriptions of the demo
// entities to the open Fund II offering (demo-offerings.ts) — the Mitchell Family Trust's and the
// Lindqvists' submitted, Priya Raman's IRA a draft — so the staff list and a subscription's page
// have something to review.
import type { Database } from "#server/platform/db/client.ts";
import { subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY_MS = 86_400_000;


interface Demo {
  entityId: number;
  startedBy: number;
  legalName: string;
  country: string;
  amount: number;
  status: "submitted" | "draft";
  daysAgo: number;
}

export async function seedDemoSubscriptions(
  tx: Tx,
  now: Date,
  offeringId: number,
  people: { trust: Demo; joint: Demo; ira: Demo },
): Promise<void> {

  for (const demo of [people.trust, people.joint, people.ira]) {
    const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const submitted = demo.status === "submitted";
    const [row] = await tx
      .insert(subscriptions)
      .values({
        offeringId,
        entityId: demo.entityId,
        startedBy: demo.startedBy,
        status: demo.status,
        answers: {
          identity: { legalName: demo.legalName, country: demo.country },
          investorStatus: { accredited: true, bases: ["net_worth"] },
          commitment: { amount: demo.amount },
          representations: { accreditedInvestor: true, notFinancedByThirdParty: true },
        },
        answersVersion: 4,
        commitmentCents: submitted ? demo.amount * 100 : null,
        submittedAt: submitted ? at : null,
        createdAt: new Date(at.getTime() - DAY_MS),
        updatedAt: at,
      })
      .returning({ id: subscriptions.id });
    if (submitted) {
      await tx.insert(subscriptionEvents).values({
        subscriptionId: row.id,
        fromStatus: "draft",
        toStatus: "submitted",
        actorUserId: demo.startedBy,
        at,
      });
    }
  }
}
