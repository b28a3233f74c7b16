// The demo's subscriptions for staff review (issue 25 §4, decision 0065): a Rule 506(b) Fund II
// offering and subscriptions of the demo entities to it — the Mitchell Family Trust's and the
// Lindqvists' submitted (KYC of the trust clear, so it can be approved), Priya Raman's IRA a draft —
// so the staff list and a subscription's page have something to review. The offerings slice's own
// demo offering may replace this one at the merge (the subscriptions then point at it).
import { addDays } from "#domain/ledger/dates.ts";
import { todayUtc } from "#domain/dates.ts";
import type { Database } from "#server/platform/db/client.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY_MS = 86_400_000;

export const DEMO_REVIEW_OFFERING = "Fund II — second close";

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
  people: { trust: Demo; joint: Demo; ira: Demo },
): Promise<void> {
  const [offering] = await tx
    .insert(offerings)
    .values({
      fundType: "Fund II",
      name: DEMO_REVIEW_OFFERING,
      status: "open",
      exemption: "506b",
      minimumCommitmentCents: 250_000_00,
      firstCloseDate: addDays(todayUtc(now), -60),
      finalCloseDate: addDays(todayUtc(now), 90),
      confidentialityNotice: "The offering's documents are confidential; do not share them.",
    })
    .returning({ id: offerings.id });
  for (const demo of [people.trust, people.joint, people.ira]) {
    const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const submitted = demo.status === "submitted";
    const [row] = await tx
      .insert(subscriptions)
      .values({
        offeringId: offering.id,
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
