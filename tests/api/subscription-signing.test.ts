// Issue 25 §3, decision 0065: an investor signatory signs the subscription with ESIGN/UETA
// evidence (consent, their typed name, the SHA-256 of the document shown, address, user agent,
// sign-in method); the last live signatory's signature submits it. Delegates and viewers see the
// document but may not sign (403); anyone else gets 404. A change to the answers voids the
// signatures (as the questionnaire's save does) and the old document's hash is refused (409).
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import {
  subscriptionComments,
  subscriptionSignatures,
  subscriptions,
} from "#server/platform/db/schema/subscriptions.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { signedIn, signIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { arrangeSubscription, personOn, shownDocument, sign, statusOf } from "./subscription-signing-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("signing a subscription on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  beforeEach(async () => t.reset());
  afterAll(async () => t?.close());

  it("records the signature with its evidence and submits when the only signatory signs", async () => {
    const { sub, signatories, entity } = await arrangeSubscription(t);
    const [avery] = signatories;
    const { sha, pdf } = await shownDocument(avery, sub.id);
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (hasPoppler) expect(pdfText(pdf)).toContain("No one has signed yet.");

    const res = await avery.call("POST", `/api/subscriptions/${sub.id}/signatures`, {
      consent: true,
      typedName: "  avery   QUINN ",
      documentSha256: sha,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "submitted", role: "investor", documentSha256: sha, remaining: 0 });

    const [signature] = await t.db
      .select()
      .from(subscriptionSignatures)
      .where(eq(subscriptionSignatures.subscriptionId, sub.id));
    expect(signature).toMatchObject({
      userId: avery.user.id,
      role: "investor",
      signerName: "Avery Quinn",
      signerEmail: avery.user.email,
      typedName: "avery   QUINN",
      ip: "203.0.113.9",
      userAgent: "SigningTest/1.0",
      signInMethod: "password",
      documentSha256: sha,
      voidedAt: null,
    });
    expect(signature.consentedAt).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: "submitted", signedDocumentSha256: sha });
    expect(row.submittedAt).toBeInstanceOf(Date);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.investingEntityId, entity.id))).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["subscription.signed", "subscription.submitted"]));
    // The document now carries the signature on its certificate page; the signed document is unchanged.
    const after = await shownDocument(avery, sub.id);
    expect(after.sha).toBe(sha);
    if (hasPoppler) {
      const text = pdfText(after.pdf);
      for (const fact of ["Avery Quinn", avery.user.email, "203.0.113.9", "SigningTest/1.0", sha])
        expect(text).toContain(fact);
    }
  });

  it("needs every signatory of a joint account before it is submitted, and resolves staff's comments then", async () => {
    const { sub, signatories } = await arrangeSubscription(t, { signatories: 2, status: "pending_revision" });
    await t.db
      .insert(subscriptionComments)
      .values({ subscriptionId: sub.id, field: "identity.legalName", comment: "Spell it as on the deed" });
    const [avery, blair] = signatories;
    const first = await sign(avery, sub.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: "pending_revision", remaining: 1 });
    expect(await statusOf(t, sub.id)).toBe("pending_revision");
    const again = await sign(avery, sub.id);
    expect(again.statusCode).toBe(409);
    const second = await sign(blair, sub.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ status: "submitted", remaining: 0 });
    const open = await t.db
      .select()
      .from(subscriptionComments)
      .where(and(eq(subscriptionComments.subscriptionId, sub.id), isNull(subscriptionComments.resolvedAt)));
    expect(open).toEqual([]);
  });

  it("refuses without consent, with another name, or when the document changed since it was shown", async () => {
    const { sub, signatories } = await arrangeSubscription(t);
    const [avery] = signatories;
    const { sha } = await shownDocument(avery, sub.id);
    const post = (body: unknown) => avery.call("POST", `/api/subscriptions/${sub.id}/signatures`, body);

    const noConsent = await post({ consent: false, typedName: "Avery Quinn", documentSha256: sha });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fieldErrors).toHaveProperty("consent");
    const wrongName = await post({ consent: true, typedName: "Avery Q.", documentSha256: sha });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().error.message).toContain("typedName");
    expect(wrongName.json().error.fieldErrors.typedName[0]).toContain("Avery Quinn");
    const badSha = await post({ consent: true, typedName: "Avery Quinn", documentSha256: "xyz" });
    expect(badSha.statusCode).toBe(400);
    expect(badSha.json().error.fieldErrors).toHaveProperty("documentSha256");

    // The answers change after the document was shown: the old hash no longer names it.
    await t.db
      .update(subscriptions)
      .set({ answers: { ...sub.answers, identity: { legalName: "Harbor Light Trust", country: "US" } } })
      .where(eq(subscriptions.id, sub.id));
    const stale = await post({ consent: true, typedName: "Avery Quinn", documentSha256: sha });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain("changed since it was shown");
    expect(await t.db.select().from(subscriptionSignatures)).toEqual([]);
    expect(await statusOf(t, sub.id)).toBe("draft");
  });

  it("refuses a subscription not ready to sign (answers incomplete) or already submitted", async () => {
    const incomplete = await arrangeSubscription(t, { commitmentCents: null });
    const res = await sign(incomplete.signatories[0], incomplete.sub.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("not ready to sign");
    const submitted = await arrangeSubscription(t, { status: "submitted" });
    expect((await sign(submitted.signatories[0], submitted.sub.id)).statusCode).toBe(409);
  });

  it("voids the signatures when the answers change (as the questionnaire's save does); the new document is signed again", async () => {
    const { sub, signatories } = await arrangeSubscription(t, { signatories: 2 });
    const [avery, blair] = signatories;
    expect((await sign(avery, sub.id)).statusCode).toBe(201);
    // The save of subscribe's slice, as the contract states it, in one transaction.
    await t.db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ answers: { ...sub.answers, commitment: { amount: 300000 } }, commitmentCents: null })
        .where(eq(subscriptions.id, sub.id));
      await tx
        .update(subscriptionSignatures)
        .set({ voidedAt: new Date() })
        .where(
          and(
            eq(subscriptionSignatures.subscriptionId, sub.id),
            eq(subscriptionSignatures.role, "investor"),
            isNull(subscriptionSignatures.voidedAt),
          ),
        );
    });
    expect((await sign(blair, sub.id)).statusCode).toBe(409);
    await t.db.update(subscriptions).set({ commitmentCents: 300_000_00 }).where(eq(subscriptions.id, sub.id));
    const blairSigns = await sign(blair, sub.id);
    expect(blairSigns.json()).toMatchObject({ status: "draft", remaining: 1 });
    const averyAgain = await sign(avery, sub.id);
    expect(averyAgain.json()).toMatchObject({ status: "submitted", remaining: 0 });
    const all = await t.db
      .select()
      .from(subscriptionSignatures)
      .where(eq(subscriptionSignatures.subscriptionId, sub.id));
    expect(all).toHaveLength(3);
    expect(all.filter((s) => s.voidedAt !== null)).toHaveLength(1);
  });

  it("lets delegates and viewers read the document but not sign (403); anyone else gets 404", async () => {
    const { sub, entity } = await arrangeSubscription(t);
    const delegate = await personOn(t, entity.id, "delegate", { firstName: "Dana", lastName: "Delegate" });
    const viewer = await personOn(t, entity.id, "viewer", { firstName: "Vic", lastName: "Viewer" });
    const stranger = await personOn(t, (await arrangeSubscription(t)).entity.id, "signatory", {
      firstName: "Sam",
      lastName: "Stranger",
    });
    for (const person of [delegate, viewer]) {
      expect((await person.call("GET", `/api/subscriptions/${sub.id}/document`)).statusCode).toBe(200);
      const res = await sign(person, sub.id);
      expect(res.statusCode).toBe(403);
    }
    expect((await stranger.call("GET", `/api/subscriptions/${sub.id}/document`)).statusCode).toBe(404);
    const res = await stranger.call("POST", `/api/subscriptions/${sub.id}/signatures`, {
      consent: true,
      typedName: "Sam Stranger",
      documentSha256: "0".repeat(64),
    });
    expect(res.statusCode).toBe(404);
    // Staff read the document; a viewer account (no entity) sees nothing.
    const admin = await signedIn(t, "admin");
    expect(
      (await request(t, "GET", `/api/subscriptions/${sub.id}/document`, { cookie: admin.cookie })).statusCode,
    ).toBe(200);
    const viewerAccount = await signedIn(t, "viewer");
    expect(
      (await request(t, "GET", `/api/subscriptions/${sub.id}/document`, { cookie: viewerAccount.cookie })).statusCode,
    ).toBe(404);
  });

  it("records a sign-in with the authenticator app as such", async () => {
    const { sub, entity } = await arrangeSubscription(t);
    const user = await personOn(t, entity.id, "signatory", { firstName: "Casey", lastName: "Code" });
    // personOn signed in before a second factor existed: sign in again with one on (its code step).
    await t.db
      .insert(userTwoFactor)
      .values({ userId: user.user.id, secret: "JBSWY3DPEHPK3PXP", enabledAt: new Date(Date.now() - 60_000) });
    const cookie = await signIn(t, user.user.username, undefined, "203.0.113.9", "SigningTest/1.0");
    const { sha } = await shownDocument({ call: (m, u, p) => request(t, m, u, { cookie, payload: p }) }, sub.id);
    const res = await request(t, "POST", `/api/subscriptions/${sub.id}/signatures`, {
      cookie,
      payload: { consent: true, typedName: "Casey Code", documentSha256: sha },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [signature] = await t.db
      .select()
      .from(subscriptionSignatures)
      .where(eq(subscriptionSignatures.userId, user.user.id));
    expect(signature.signInMethod).toBe("password and authenticator app");
  });
});
