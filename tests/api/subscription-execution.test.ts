// Issue 25 §4, decision 0065: staff countersign an approved subscription (alone or in bulk, each on
// its own) and execute it in one transaction: the commitment reaches the ledger the portal reads,
// the sealed PDF is stored and delivered to the entity's documents, the offering's first sale is
// dated, the prospect is committed, each signatory is welcomed by e-mail. Two executes at once:
// one succeeds, the other is refused (409) and nothing is written twice. The stored PDF's seal
// verifies, and fails after one byte changes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifySeal, sha256Hex } from "#server/features/subscriptions/signing/seal.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { subscriptionSignatures, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { asAdmin } from "./staff-helpers.ts";
import { arrangeSubscription, personOn, sign, statusOf } from "./subscription-signing-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("countersigning and executing a subscription on $name", (database) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  const adminName = () => `${admin.user.firstName} ${admin.user.lastName}`;

  /** Signed by its signatory, then approved (the review slice's step, set directly). */
  async function approved(options: Parameters<typeof arrangeSubscription>[1] = {}) {
    const arranged = await arrangeSubscription(t, options);
    for (const person of arranged.signatories) expect((await sign(person, arranged.sub.id)).statusCode).toBe(201);
    await t.db.update(subscriptions).set({ status: "approved" }).where(eq(subscriptions.id, arranged.sub.id));
    return arranged;
  }

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  beforeEach(async () => {
    await t.reset();
    admin = await asAdmin(t);
  });
  afterAll(async () => t?.close());

  it("countersigns with the same evidence, refusing another name or a subscription not approved", async () => {
    const { sub } = await approved();
    const url = `/api/admin/subscriptions/${sub.id}/countersign`;
    const wrong = await admin.api.post(url, { consent: true, typedName: "Someone Else" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toHaveProperty("typedName");
    expect((await admin.api.post(url, { typedName: adminName() })).statusCode).toBe(400);
    const res = await admin.api.post(url, { consent: true, typedName: adminName() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "countersigned", role: "countersigner" });
    const [signature] = await t.db
      .select()
      .from(subscriptionSignatures)
      .where(eq(subscriptionSignatures.role, "countersigner"));
    expect(signature).toMatchObject({ userId: admin.user.id, signInMethod: "password and authenticator app" });
    // The countersignature names the document the investors signed.
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(signature.documentSha256).toBe(row.signedDocumentSha256);
    expect((await admin.api.post(url, { consent: true, typedName: adminName() })).statusCode).toBe(409);
    expect((await admin.api.post("/api/admin/subscriptions/999999/countersign", {})).statusCode).toBe(404);
  });

  it("countersigns in bulk, each id on its own", async () => {
    const a = await approved();
    const b = await arrangeSubscription(t);
    const res = await admin.api.post("/api/admin/subscriptions/countersign", {
      ids: [a.sub.id, b.sub.id, 999999],
      consent: true,
      typedName: adminName(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as Array<{ id: number; ok: boolean; message?: string }>;
    expect(results).toEqual([
      { id: a.sub.id, ok: true },
      { id: b.sub.id, ok: false, message: expect.stringContaining("draft") },
      { id: 999999, ok: false, message: "Subscription not found" },
    ]);
    expect(await statusOf(t, a.sub.id)).toBe("countersigned");
    expect(await statusOf(t, b.sub.id)).toBe("draft");
  });

  it("executes once in one transaction (two at once: one 409), and the stored PDF's seal verifies", async () => {
    const { sub, entity, offering, signatories } = await approved({ signatories: 2 });
    const [avery] = signatories;
    await t.db.insert(prospects).values({
      firstName: "Avery",
      lastName: "Quinn",
      email: avery.user.email.toUpperCase(),
      stage: "subscribing",
    });
    const counter = await admin.api.post(`/api/admin/subscriptions/${sub.id}/countersign`, {
      consent: true,
      typedName: adminName(),
    });
    expect(counter.statusCode).toBe(200);

    const delegate = await personOn(t, entity.id, "delegate", { firstName: "Dana", lastName: "Delegate" });
    const url = `/api/admin/subscriptions/${sub.id}/execute`;
    const answers = await Promise.all([admin.api.post(url, {}), admin.api.post(url, {})]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((r) => r.statusCode === 200)!.json();
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused.error.message).toContain("fully executed");
    expect((await admin.api.post(url, {})).statusCode).toBe(409);

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: "executed", executedSha256: done.executedSha256 });
    // The commitment, once, in the ledger the portal reads.
    const ledger = await t.services.fundLedger.ledgerFor(entity.id);
    expect(ledger.funds.find((f) => f.fundType === "Fund II")?.account.commitmentCents).toBe(250_000_00);
    expect(await t.db.select().from(capitalCommitments).where(eq(capitalCommitments.entityId, entity.id))).toHaveLength(
      1,
    );
    // Delivered to the entity's documents, to each of its people.
    const docs = await t.db.select().from(investorDocuments).where(eq(investorDocuments.entityId, entity.id));
    expect(docs).toEqual([expect.objectContaining({ kind: "subscription", status: "Executed", fundType: "Fund II" })]);
    const delivered = await t.db.select().from(documentDeliveries).where(eq(documentDeliveries.documentId, docs[0].id));
    expect(delivered.map((d) => d.userId).sort()).toEqual(
      [...signatories.map((s) => s.user.id), delegate.user.id].sort(),
    );
    // The delegate is told as any published document tells them; the signatories get the welcome.
    const notices = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, "document_delivered"));
    expect(notices.map((m) => m.toAddress)).toEqual([delegate.user.email]);
    // The offering's first sale, the prospect committed, the welcome e-mails, the fund's access.
    const [offeringRow] = await t.db.select().from(offerings).where(eq(offerings.id, offering.id));
    expect(offeringRow.firstSaleDate).toBe(done.executedAt.slice(0, 10));
    const [prospect] = await t.db.select().from(prospects);
    expect(prospect.stage).toBe("committed");
    const kinds = (await t.db.select().from(prospectActivities)).map((a) => a.kind).sort();
    expect(kinds).toEqual(["stage_changed", "subscription_step"]);
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, "subscription_executed"));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(signatories.map((s) => s.user.email).sort());
    const [person] = await t.db.select().from(users).where(eq(users.id, avery.user.id));
    expect(person.fundIIAccess).toBe(true);

    // The stored PDF, for staff and for the entity's people: the same bytes, sealed.
    const staffPdf = await admin.api.get(`/api/admin/subscriptions/${sub.id}/executed.pdf`);
    expect(staffPdf.statusCode).toBe(200);
    const bytes = staffPdf.rawPayload;
    expect(sha256Hex(bytes)).toBe(done.executedSha256);
    expect(verifySeal(bytes).valid).toBe(true);
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.length / 3)] ^= 0x20;
    expect(verifySeal(changed).valid).toBe(false);
    const own = await avery.call("GET", `/api/subscriptions/${sub.id}/executed.pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    const stranger = await personOn(t, (await arrangeSubscription(t)).entity.id, "signatory", {
      firstName: "Sam",
      lastName: "Stranger",
    });
    expect((await stranger.call("GET", `/api/subscriptions/${sub.id}/executed.pdf`)).statusCode).toBe(404);
    if (hasPoppler) {
      const text = pdfText(bytes);
      for (const fact of ["Signature certificate", "Avery Quinn", "Blair Quinn", adminName(), "Countersigner"]) {
        expect(text).toContain(fact);
      }
    }
  });

  it("refuses to execute a subscription not countersigned", async () => {
    const { sub } = await approved();
    const res = await admin.api.post(`/api/admin/subscriptions/${sub.id}/execute`, {});
    expect(res.statusCode).toBe(409);
    expect(await statusOf(t, sub.id)).toBe("approved");
    expect(await t.db.select().from(investorDocuments)).toEqual([]);
  });
});
