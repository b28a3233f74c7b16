// Issue 25's demo content: an open Fund II offering under 506(c) with three real PDFs marked as
// demo content, a closed Fund I offering, two prospects invited; the demo investor reads it stamped;
// a subscription in every state, each reached through the services (signatures, accreditation,
// KYC, the executed one's commitment in the ledger and its sealed PDF).
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIPTION_STATUSES } from "#domain/subscriptions.ts";
import { verifySeal } from "#server/features/subscriptions/signing/seal.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import {
  accreditations,
  subscriptionEvents,
  subscriptionSignatures,
  subscriptions,
} from "#server/platform/db/schema/subscriptions.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { DEMO_FUND_II_OFFERING } from "#server/seed/demo-offerings.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { readFile } from "#server/platform/storage/files.ts";
import { signIn } from "./auth-helpers.ts";
import { pageTexts } from "./offering-helpers.ts";
import { apiClient } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const NOW = new Date("2026-11-28T12:00:00Z");

describe.each(testDatabases)("demo offerings on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
    await t.resetToDemoContent(NOW);
  });
  afterAll(async () => t?.close());

  it("seeds an open Fund II offering (dates relative to today) with three demo PDFs, and a closed Fund I one", async () => {
    const rows = await t.db.select().from(offerings).orderBy(asc(offerings.id));
    expect(rows.map((o) => [o.name, o.fundType, o.status, o.exemption, Number(o.minimumCommitmentCents)])).toEqual([
      [DEMO_FUND_II_OFFERING, "Fund II", "open", "506c", 25_000_000],
      ["Fund I — Real Estate, final close", "Fund I", "closed", "506b", 10_000_000],
    ]);
    expect([rows[0].firstCloseDate, rows[0].finalCloseDate]).toEqual(["2026-12-28", "2027-03-28"]);
    const documents = await t.db.select().from(offeringDocuments).where(eq(offeringDocuments.offeringId, rows[0].id));
    expect(documents.map((d) => d.kind)).toEqual(["ppm", "lpa", "subscription_agreement"]);
    for (const document of documents) {
      const file = await readFile(t.db, document.fileKey);
      expect(pageTexts(file!.bytes)[0]).toContain("DEMO CONTENT");
    }
  });

  it("invites two prospects to Fund II, their timelines say so, and the demo investor reads the PPM stamped", async () => {
    const invited = await t.db
      .select()
      .from(prospects)
      .where(eq(prospects.stage, "invited"))
      .orderBy(asc(prospects.id));
    expect(invited.map((p) => p.email)).toEqual(["harriet.vance@example.com", "daniel.okoro@example.com"]);
    const kinds = await t.db
      .select({ kind: prospectActivities.kind })
      .from(prospectActivities)
      .where(eq(prospectActivities.prospectId, invited[0].id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["email_sent", "stage_changed"]));

    const api = apiClient(t, await signIn(t, demoUsers.investor.username, demoUsers.investor.password));
    const [offering] = (await api.get("/api/offerings")).json();
    expect(offering.name).toBe(DEMO_FUND_II_OFFERING);
    const accepted = (await api.post(`/api/offerings/${offering.id}/confidentiality`, {})).json();
    const ppm = await api.get(`/api/offerings/${offering.id}/documents/${accepted.documents[0].id}/view`);
    expect(ppm.statusCode).toBe(200);
    const pages = pageTexts(ppm.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(page.replace(/\s+/g, " ")).toContain("Confidential — prepared for Jordan Mitchell");
  });

  it("holds a subscription in every state, each reached through the services, the executed one in the ledger and sealed", async () => {
    const rows = await t.db
      .select({ sub: subscriptions, legalName: investingEntities.legalName })
      .from(subscriptions)
      .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId))
      .orderBy(asc(subscriptions.id));
    const byStatus: Partial<Record<string, typeof rows>> = {};
    for (const row of rows) (byStatus[row.sub.status] ??= []).push(row);
    for (const status of SUBSCRIPTION_STATUSES) expect(byStatus[status]?.length ?? 0, status).toBeGreaterThan(0);

    // Everything past a draft was signed by every signatory of its entity, on the document's
    // hash, and its accreditation submitted (Rule 506(c)); the timeline starts at the draft.
    for (const { sub, legalName } of rows.filter((r) => !["draft", "withdrawn"].includes(r.sub.status))) {
      const signers = await t.db
        .select({ userId: entityRoles.userId })
        .from(entityRoles)
        .where(
          and(eq(entityRoles.entityId, sub.entityId), eq(entityRoles.role, "signatory"), isNull(entityRoles.revokedAt)),
        );
      const signatures = await t.db
        .select()
        .from(subscriptionSignatures)
        .where(and(eq(subscriptionSignatures.subscriptionId, sub.id), isNull(subscriptionSignatures.voidedAt)));
      const investors = signatures.filter((s) => s.role === "investor");
      expect(investors.map((s) => s.userId).sort(), legalName).toEqual(signers.map((s) => s.userId).sort());
      expect(new Set(investors.map((s) => s.documentSha256)).size, legalName).toBe(1);
      expect((sub.answers as { accreditation?: { method?: string } }).accreditation?.method, legalName).toBe(
        "minimum_investment",
      );
      const events = await t.db
        .select({ to: subscriptionEvents.toStatus })
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, sub.id))
        .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
      expect(events[0].to, legalName).toBe("draft");
      expect(events.at(-1)!.to, legalName).toBe(sub.status);
    }
    // The Lindqvists' accreditation waits for staff, so their approval would be refused; the
    // trust's is verified.
    const [joint] = byStatus.submitted!.filter((r) => r.legalName.includes("Lindqvist"));
    const [jointAccreditation] = await t.db
      .select()
      .from(accreditations)
      .where(eq(accreditations.subscriptionId, joint.sub.id));
    expect(jointAccreditation.status).toBe("pending");

    // Executed: the commitment is the entity's in Fund II, its sealed PDF verifies and was delivered.
    const [executed] = byStatus.executed!;
    const commitments = await t.db
      .select()
      .from(capitalCommitments)
      .where(and(eq(capitalCommitments.entityId, executed.sub.entityId), eq(capitalCommitments.fundType, "Fund II")));
    expect(commitments.map((c) => Number(c.commitmentCents))).toEqual([Number(executed.sub.commitmentCents)]);
    const sealed = await readFile(t.db, executed.sub.executedFileKey!);
    expect(verifySeal(sealed!.bytes)).toMatchObject({ valid: true });
    const tampered = Buffer.from(sealed!.bytes);
    tampered[Math.floor(tampered.length / 3)] ^= 0x01;
    expect(verifySeal(tampered).valid).toBe(false);
    expect(pageTexts(sealed!.bytes).join(" ")).toContain("Signature certificate");
    const [delivered] = await t.db
      .select()
      .from(investorDocuments)
      .where(eq(investorDocuments.id, executed.sub.investorDocumentId!));
    expect([delivered.entityId, delivered.kind]).toEqual([executed.sub.entityId, "subscription"]);

    // Its first sale dates the offering: the staff overview's Form D reminder.
    const [offering] = await t.db.select().from(offerings).where(eq(offerings.id, executed.sub.offeringId));
    expect(offering.firstSaleDate).toBe(executed.sub.executedAt!.toISOString().slice(0, 10));
  });
});
