// The demo's prospects (issue 25 §1): website inquiries from plainly fictional people, dated
// relative to today, each made a prospect by the inquiry trigger (migration 0033) as a real one
// is, then worked by the demo admin: owners, next steps (one overdue), a note, one lost.
import { eq, sql } from "drizzle-orm";
import { addDays } from "#domain/ledger/dates.ts";
import { todayUtc } from "#domain/dates.ts";
import { formatDate } from "#domain/format.ts";
import { PROSPECT_STAGE_LABELS, type ProspectActivityKind, type ProspectStage } from "#domain/prospects.ts";
import type { Database } from "#server/platform/db/client.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface DemoProspect {
  firstName: string;
  lastName: string;
  email: string;
  interest: "real-estate-fund-i" | "private-equity-fund-ii" | "upcoming-fund-iii" | "general-inquiry";
  message: string;
  daysAgo: number;
  inquiryStatus: "new" | "contacted" | "qualified" | "closed";
  stage: ProspectStage;
  lostReason?: string;
  /** Owned by the demo admin, with this next step due this many days from today (negative: overdue). */
  next?: { step: string; inDays: number };
  note?: string;
}

export const DEMO_PROSPECTS: DemoProspect[] = [
  // The demo prospect who signs in (demo-users.ts `prospect`): invited to the Fund II offering, part
  // way through a subscription for a new trust (demo-prospect-subscriber.ts moves them on).
  {
    firstName: "Sam",
    lastName: "Whitfield",
    email: "sam.whitfield@example.com",
    interest: "private-equity-fund-ii",
    message: "My family trust would like to take part in Fund II's next close. How do we subscribe?",
    daysAgo: 9,
    inquiryStatus: "qualified",
    stage: "qualified",
    note: "Trustee of the Whitfield Family Trust; about $400K for Fund II.",
  },
  {
    firstName: "Harriet",
    lastName: "Vance",
    email: "harriet.vance@example.com",
    interest: "private-equity-fund-ii",
    message: "Our family office is looking at Fund II's next close. Could you send the offering documents?",
    daysAgo: 2,
    inquiryStatus: "qualified",
    stage: "qualified",
    next: { step: "Invite to the Fund II offering", inDays: 3 },
    note: "Family office, about $2M to place this year. Wants the PPM and the LPA.",
  },
  {
    firstName: "Daniel",
    lastName: "Okoro",
    email: "daniel.okoro@example.com",
    interest: "private-equity-fund-ii",
    message: "What is the minimum commitment for Fund II?",
    daysAgo: 5,
    inquiryStatus: "new",
    stage: "new",
  },
  {
    firstName: "Tomás",
    lastName: "Ibarra",
    email: "tomas.ibarra@example.com",
    interest: "real-estate-fund-i",
    message: "I would like to understand Fund I's distribution history before we talk.",
    daysAgo: 9,
    inquiryStatus: "contacted",
    stage: "contacted",
    next: { step: "Call back about the distribution history", inDays: -1 },
  },
  {
    firstName: "Mei Lin",
    lastName: "Zhou",
    email: "meilin.zhou@example.com",
    interest: "upcoming-fund-iii",
    message: "Please keep me informed about Fund III.",
    daysAgo: 20,
    inquiryStatus: "new",
    stage: "new",
  },
  {
    firstName: "Oluwaseun",
    lastName: "Adeyemi",
    email: "seun.adeyemi@example.com",
    interest: "general-inquiry",
    message: "Do you offer anything with monthly liquidity?",
    daysAgo: 45,
    inquiryStatus: "closed",
    stage: "lost",
    lostReason: "Needs monthly liquidity; our funds are closed-ended",
  },
];

/** The demo's inquiries and the work on their prospects, as of `now`, by the demo admin. */
export async function seedDemoProspects(tx: Tx, now: Date, admin: { id: number; name: string }) {
  const today = todayUtc(now);
  for (const demo of DEMO_PROSPECTS) {
    const at = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    await tx.insert(contactInquiries).values({
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      investmentInterest: demo.interest,
      message: demo.message,
      status: demo.inquiryStatus,
      createdAt: at,
    });
    const [prospect] = await tx
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(sql`lower(${prospects.email})`, demo.email));
    if (demo.stage === "new") continue;
    const worked = new Date(at.getTime() + 3 * 3_600_000);
    await tx
      .update(prospects)
      .set({
        stage: demo.stage,
        lostReason: demo.lostReason ?? null,
        ownerId: admin.id,
        nextStep: demo.next?.step ?? null,
        nextStepDate: demo.next ? addDays(today, demo.next.inDays) : null,
        updatedAt: worked,
      })
      .where(eq(prospects.id, prospect.id));
    const entries: Array<{ kind: ProspectActivityKind; summary: string }> = [
      { kind: "owner_changed", summary: `Given to ${admin.name}` },
      {
        kind: "stage_changed",
        summary: `Moved from New to ${PROSPECT_STAGE_LABELS[demo.stage]}${demo.lostReason ? `: ${demo.lostReason}` : ""}`,
      },
      ...(demo.next
        ? [
            {
              kind: "next_step_set" as const,
              summary: `Next step: ${demo.next.step} (by ${formatDate(addDays(today, demo.next.inDays))})`,
            },
          ]
        : []),
      ...(demo.note ? [{ kind: "note" as const, summary: demo.note }] : []),
    ];
    await tx
      .insert(prospectActivities)
      .values(entries.map((entry) => ({ ...entry, prospectId: prospect.id, actorUserId: admin.id, at: worked })));
  }
}
