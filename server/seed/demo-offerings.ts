// The demo's offerings (issue 25 §2, decision 0065): an open Fund II offering under Rule 506(c)
// with its data room (a PPM, an LPA and a subscription agreement drawn by the firm's own PDF
// renderer and plainly marked as demo content), a closed Fund I offering, and two demo prospects
// invited to Fund II (their accounts, access rows and timelines), all dated relative to today.
import { eq, sql } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import { firm } from "#domain/firm.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { DEFAULT_CONFIDENTIALITY_NOTICE } from "#domain/offering-inputs.ts";
import type { OfferingDocumentKind } from "#domain/offerings.ts";
import { PROSPECT_STAGE_LABELS } from "#domain/prospects.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import type { Database } from "#server/platform/db/client.ts";
import { offeringAccess, offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DEMO_MARK = `DEMO CONTENT: a fictional document of the ${firm.name} demo. It is not an offer to sell, or a solicitation of an offer to buy, any security.`;

/** The Fund II offering's name (other demo content may look it up by it). */
export const DEMO_FUND_II_OFFERING = "Fund II — Private Equity, second close";

const DOCUMENTS: Array<{ kind: OfferingDocumentKind; title: string; fileName: string; lines: string[] }> = [
  {
    kind: "ppm",
    title: "Private placement memorandum",
    fileName: "fund-ii-ppm.pdf",
    lines: [
      DEMO_MARK,
      "",
      "1. The offering",
      `  Limited partnership interests in ${firm.name} Fund II, offered under Rule 506(c) of Regulation D to accredited investors whose status is verified.`,
      "  Minimum commitment: $250,000. Commitments are called over the investment period as the fund invests.",
      "",
      "2. Strategy",
      "  Growth equity in lower mid-market companies in North America, in sectors the firm knows well.",
      "",
      "3. Risk factors",
      ...Array.from(
        { length: 40 },
        (_, i) => `  ${i + 1}. An illustrative risk factor of the demo: investments are illiquid and may lose value.`,
      ),
      "",
      "4. Fees and expenses",
      "  A management fee of 2% of commitments during the investment period, and a carried interest of 20% above an 8% preferred return.",
    ],
  },
  {
    kind: "lpa",
    title: "Limited partnership agreement",
    fileName: "fund-ii-lpa.pdf",
    lines: [
      DEMO_MARK,
      "",
      "Article 1. Formation and name",
      `  The partnership is ${firm.name} Fund II, L.P.`,
      "Article 2. Capital commitments and calls",
      "  Each limited partner funds its commitment when called, on ten business days' notice.",
      "Article 3. Distributions",
      "  Distributions follow the waterfall: return of capital, the preferred return, the catch-up, then 80/20.",
      "Article 4. Transfers",
      "  No interest may be transferred without the general partner's consent.",
    ],
  },
  {
    kind: "subscription_agreement",
    title: "Subscription agreement",
    fileName: "fund-ii-subscription-agreement.pdf",
    lines: [
      DEMO_MARK,
      "",
      "The investor subscribes for a limited partnership interest in the amount of its commitment and makes the representations of the subscription questionnaire, which forms part of this agreement.",
      "In the digital subscription, the investor's answers and signature are added to this agreement and the whole is sealed.",
    ],
  },
];

/** Two demo prospects invited to Fund II: accounts without a password yet (they would set it from the e-mail). */
const INVITED = ["harriet.vance@example.com", "daniel.okoro@example.com"];

export async function seedDemoOfferings(tx: Tx, now: Date, adminId: number) {
  const today = todayUtc(now);
  const [fundII] = await tx
    .insert(offerings)
    .values({
      fundType: "Fund II",
      name: DEMO_FUND_II_OFFERING,
      status: "open",
      exemption: "506c",
      minimumCommitmentCents: 25_000_000,
      firstCloseDate: addDays(today, 30),
      finalCloseDate: addDays(today, 120),
      confidentialityNotice: DEFAULT_CONFIDENTIALITY_NOTICE,
      createdBy: adminId,
      createdAt: new Date(now.getTime() - 14 * 86_400_000),
    })
    .returning({ id: offerings.id });
  for (const document of DOCUMENTS) {
    const bytes = renderPdf({ title: `${document.title} (demo)`, lines: document.lines, date: today });
    const { key } = await storeFile(tx, { bytes, contentType: PDF_CONTENT_TYPE, prefix: "offerings" });
    await tx.insert(offeringDocuments).values({
      offeringId: fundII.id,
      kind: document.kind,
      title: document.title,
      fileName: document.fileName,
      fileKey: key,
      byteSize: bytes.length,
      uploadedBy: adminId,
    });
  }
  await tx.insert(offerings).values({
    fundType: "Fund I",
    name: "Fund I — Real Estate, final close",
    status: "closed",
    exemption: "506b",
    minimumCommitmentCents: 10_000_000,
    firstCloseDate: addDays(today, -420),
    finalCloseDate: addDays(today, -240),
    confidentialityNotice: DEFAULT_CONFIDENTIALITY_NOTICE,
    firstSaleDate: addDays(today, -420),
    formDFiledAt: new Date(Date.parse(`${addDays(today, -410)}T15:00:00Z`)),
    createdBy: adminId,
    createdAt: new Date(now.getTime() - 450 * 86_400_000),
  });
  const invitedAt = new Date(now.getTime() - 86_400_000);
  for (const email of INVITED) {
    const [prospect] = await tx
      .select()
      .from(prospects)
      .where(eq(sql`lower(${prospects.email})`, email));
    if (!prospect) continue;
    const [person] = await tx
      .insert(users)
      .values({
        username: email.split("@")[0],
        email,
        firstName: prospect.firstName,
        lastName: prospect.lastName,
        role: "investor",
        passwordHash: null,
      })
      .returning({ id: users.id });
    await tx.insert(offeringAccess).values({
      offeringId: fundII.id,
      userId: person.id,
      prospectId: prospect.id,
      invitedAt,
      invitedBy: adminId,
    });
    await tx.insert(prospectActivities).values([
      {
        prospectId: prospect.id,
        kind: "email_sent",
        summary: `Invited to the offering ${DEMO_FUND_II_OFFERING} (demo data: no e-mail was sent)`,
        actorUserId: adminId,
        at: invitedAt,
      },
      {
        prospectId: prospect.id,
        kind: "stage_changed",
        summary: `Moved from ${PROSPECT_STAGE_LABELS[prospect.stage]} to ${PROSPECT_STAGE_LABELS.invited}`,
        actorUserId: adminId,
        at: invitedAt,
      },
    ]);
    await tx
      .update(prospects)
      .set({
        stage: "invited",
        ownerId: prospect.ownerId ?? adminId,
        // The invitation was the next step; the follow-up is now.
        ...(prospect.nextStep?.startsWith("Invite") ? { nextStep: "Follow up on the offering documents" } : {}),
        updatedAt: invitedAt,
      })
      .where(eq(prospects.id, prospect.id));
  }
  return { fundIIOfferingId: fundII.id };
}
