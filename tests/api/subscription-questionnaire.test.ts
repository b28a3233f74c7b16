// Decision 0065, the questionnaire slice: starting a subscription (offering access, entity choice,
// prospect), saving and resuming answers with a version that refuses stale saves, the branching
// and the rules of each section, sealed tax IDs and account numbers, "Continue to signing", and
// access per role on the entity; on each database.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STALE_ANSWERS } from "#domain/subscription-questionnaire.ts";
import type { SubscriptionView } from "#domain/subscription-questionnaire.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { subscriptionSignatures, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { createUser, signIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";
import { completeTrustAnswers, offeringFor, startFor } from "./subscription-helpers.ts";

describe.each(testDatabases)("the subscription questionnaire on $name", (database) => {
  let t: TestContext;
  let person: Awaited<ReturnType<typeof createUser>>;
  let cookie: string;
  let offering: number;

  const view = async (id: number, as = cookie) => {
    const res = await request(t, "GET", `/api/subscriptions/${id}`, { cookie: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SubscriptionView;
  };
  const save = (id: number, section: string, answersVersion: number, answers: unknown, as = cookie) =>
    request(t, "PUT", `/api/subscriptions/${id}/answers/${section}`, {
      cookie: as,
      payload: { answersVersion, answers },
    });

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  beforeEach(async () => {
    await t.reset();
    person = await createUser(t, { role: "investor" });
    cookie = await signIn(t, person.username);
    offering = await offeringFor(t, person.id);
  });
  afterAll(async () => t?.close());

  it("starts for a new trust: the person its signatory, audited, the prospect moved to Subscribing", async () => {
    await t.db
      .insert(prospects)
      .values({ firstName: "A", lastName: "B", email: person.email.toUpperCase(), stage: "invited" });
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "Rivera Family Trust" });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const [entity] = await t.db.select().from(investingEntities).where(eq(investingEntities.id, row.entityId));
    expect(entity).toMatchObject({ kind: "trust", legalName: "Rivera Family Trust" });
    const [grant] = await t.db.select().from(entityRoles).where(eq(entityRoles.entityId, entity.id));
    expect(grant).toMatchObject({ userId: person.id, role: "signatory" });
    expect(row).toMatchObject({ status: "draft", startedBy: person.id, answersVersion: 0, commitmentCents: null });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "subscription.started"));
    expect(audits).toHaveLength(1);
    const [prospect] = await t.db.select().from(prospects);
    expect(prospect.stage).toBe("subscribing");
    const steps = await t.db.select().from(prospectActivities).where(eq(prospectActivities.prospectId, prospect.id));
    expect(steps.map((s) => s.kind)).toEqual(expect.arrayContaining(["stage_changed", "subscription_step"]));

    // One live subscription per entity and offering.
    const again = await request(t, "POST", "/api/subscriptions", {
      cookie,
      payload: { offeringId: offering, entityId: entity.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already has a subscription to this offering/);
  });

  it("refuses an offering not open, unseen, or whose notice is not accepted", async () => {
    const closed = await offeringFor(t, person.id, { status: "closed" });
    const unaccepted = await offeringFor(t, person.id, { accepted: false });
    const stranger = await createUser(t, { role: "investor" });
    const unseen = await offeringFor(t, stranger.id);
    const start = (offeringId: number) =>
      request(t, "POST", "/api/subscriptions", {
        cookie,
        payload: { offeringId, kind: "trust", legalName: "X Trust" },
      });
    expect((await start(closed)).statusCode).toBe(409);
    const notice = await start(unaccepted);
    expect(notice.statusCode).toBe(409);
    expect(notice.json().error.message).toMatch(/confidentiality notice/);
    // The person is an investor (their own holding), so an open offering is seen; a draft is not.
    const draft = await offeringFor(t, stranger.id, { status: "draft" });
    expect((await start(draft)).statusCode).toBe(404);
    expect((await start(unseen)).statusCode).toBe(409);
    const bad = await request(t, "POST", "/api/subscriptions", { cookie, payload: { offeringId: offering } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty("entityId");
  });

  it("saves as the person goes and resumes; a stale version is refused with 409, never merged", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "Rivera Family Trust" });
    const first = await save(id, "identity", 0, { legalName: "Rivera Family Trust", country: "US", city: "Austin" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ answersVersion: 1 });
    // Another device still on version 0.
    const stale = await save(id, "identity", 0, { city: "Dallas" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(STALE_ANSWERS);
    const resumed = await view(id);
    expect(resumed.answersVersion).toBe(1);
    expect(resumed.answers.identity).toEqual({ legalName: "Rivera Family Trust", country: "US", city: "Austin" });
    expect(resumed.sections.find((s) => s.key === "identity")?.complete).toBe(false);
  });

  it("names the field of a bad answer: routing checksum, an unknown field, a wrong section", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "R Trust" });
    const routing = await save(id, "bank", 0, { routingNumber: "021000022" });
    expect(routing.statusCode).toBe(400);
    expect(routing.json().error.fieldErrors.routingNumber[0]).toMatch(/ABA routing number/);
    const unknown = await save(id, "bank", 0, { iban: "DE00" });
    expect(unknown.statusCode).toBe(400);
    expect((await save(id, "nonsense", 0, {})).statusCode).toBe(404);
    // An individual has no owners section.
    const own = await startFor(t, cookie, { offeringId: offering, kind: "individual", legalName: "Me" });
    expect((await save(own, "owners", 0, {})).statusCode).toBe(404);
  });

  it("seals the tax ID and account number at rest and answers only their last 4", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "R Trust" });
    await save(id, "identity", 0, { country: "US" });
    expect(
      (await save(id, "tax", 1, { taxClassification: "trust_estate", tin: "12-3456789", w9Certified: true }))
        .statusCode,
    ).toBe(200);
    expect((await save(id, "bank", 2, { routingNumber: "021000021", accountNumber: "5550001234" })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const stored = JSON.stringify(row.answers);
    expect(stored).not.toContain("123456789");
    expect(stored).not.toContain("5550001234");
    expect(row.answers).toMatchObject({ tax: { tin: expect.stringMatching(/^v1:/), tinLast4: "6789" } });
    const res = await request(t, "GET", `/api/subscriptions/${id}`, { cookie });
    expect(res.body).not.toMatch(/123456789|5550001234|v1:/);
    expect((res.json() as SubscriptionView).answers.bank).toMatchObject({ accountNumberLast4: "1234" });
    // Saving the section again without the number keeps the sealed one.
    await save(id, "tax", 3, { taxClassification: "trust", w9Certified: true }).then((r) =>
      expect(r.statusCode).toBe(400),
    );
    await save(id, "tax", 3, { taxClassification: "trust_estate", w9Certified: true });
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(after.answers).toMatchObject({ tax: { tin: expect.stringMatching(/^v1:/), tinLast4: "6789" } });
  });

  it("adds the privacy notice for an EU resident, and asks non-US entities for W-8BEN-E fields", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "company", legalName: "Müller GmbH" });
    await save(id, "identity", 0, { country: "DE" });
    const w9 = await save(id, "tax", 1, { tin: "123456789" });
    expect(w9.statusCode).toBe(400);
    expect((await save(id, "tax", 1, { chapter3Status: "corporation", foreignTin: "DE123456789" })).statusCode).toBe(
      200,
    );
    const problems = (await view(id)).problems.map((p) => p.field);
    expect(problems).toContain("representations.privacyNotice");
    expect((await save(id, "representations", 2, { privacyNotice: true })).statusCode).toBe(200);
    expect((await view(id)).problems.map((p) => p.field)).not.toContain("representations.privacyNotice");
  });

  it("continues to signing only when complete, the commitment at least the minimum in steps of 1,000", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "Rivera Family Trust" });
    let version = await completeTrustAnswers(t, cookie, id);
    const low = await save(id, "commitment", version, { amount: 249_000 });
    expect(low.statusCode).toBe(200);
    version = low.json().answersVersion;
    const refused = await request(t, "POST", `/api/subscriptions/${id}/ready`, {
      cookie,
      payload: { answersVersion: version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors["commitment.amount"][0]).toMatch(/minimum/);
    version = (await save(id, "commitment", version, { amount: 250_500 })).json().answersVersion;
    expect(
      (await request(t, "POST", `/api/subscriptions/${id}/ready`, { cookie, payload: { answersVersion: version } }))
        .statusCode,
    ).toBe(400);
    version = (await save(id, "commitment", version, { amount: 300_000 })).json().answersVersion;
    const ready = await request(t, "POST", `/api/subscriptions/${id}/ready`, {
      cookie,
      payload: { answersVersion: version },
    });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ commitmentCents: 30_000_000, next: `/subscriptions/${id}/sign` });

    // A later save clears the commitment and voids the investor's live signature.
    await t.db.insert(subscriptionSignatures).values({
      subscriptionId: id,
      userId: person.id,
      role: "investor",
      signerName: "A",
      signerEmail: person.email,
      typedName: "A",
      consentedAt: new Date(),
      ip: "127.0.0.1",
      userAgent: "test",
      signInMethod: "password",
      documentSha256: "0".repeat(64),
    });
    expect((await save(id, "bank", version, { bankName: "Other Bank" })).statusCode).toBe(200);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row.commitmentCents).toBeNull();
    const live = await t.db
      .select()
      .from(subscriptionSignatures)
      .where(and(eq(subscriptionSignatures.subscriptionId, id), isNull(subscriptionSignatures.voidedAt)));
    expect(live).toHaveLength(0);
  });

  it("prefills a new subscription from the previous one, sealed values included, but not the commitment", async () => {
    const first = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "Rivera Family Trust" });
    await completeTrustAnswers(t, cookie, first);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, first));
    const second = await offeringFor(t, person.id);
    const id = await startFor(t, cookie, { offeringId: second, entityId: row.entityId });
    const answers = (await view(id)).answers;
    expect(answers.identity).toMatchObject({ legalName: "Rivera Family Trust", country: "US" });
    expect(answers.tax).toMatchObject({ tinLast4: "6789" });
    expect(answers.commitment).toBeUndefined();
    const [copy] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect((copy.answers as { tax: { tin: string } }).tax.tin).toMatch(/^v1:/);
    expect((copy.answers as { tax: { tin: string } }).tax.tin).not.toBe(
      (row.answers as { tax: { tin: string } }).tax.tin,
    );
  });

  it("lets delegates fill in, viewers only read, others not see; only a signatory withdraws", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "R Trust" });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const as = async (role: "delegate" | "viewer" | null) => {
      const user = await createUser(t, { role: "investor" });
      if (role) await t.db.insert(entityRoles).values({ entityId: row.entityId, userId: user.id, role });
      return signIn(t, user.username);
    };
    const delegate = await as("delegate");
    const viewer = await as("viewer");
    const stranger = await as(null);
    expect((await save(id, "identity", 0, { city: "Austin" }, delegate)).statusCode).toBe(200);
    expect((await view(id, delegate)).may).toEqual({ edit: true, sign: false, withdraw: false });
    expect((await view(id, viewer)).may.edit).toBe(false);
    expect((await save(id, "identity", 1, { city: "Waco" }, viewer)).statusCode).toBe(403);
    expect((await request(t, "GET", `/api/subscriptions/${id}`, { cookie: stranger })).statusCode).toBe(404);
    expect((await save(id, "identity", 1, { city: "Waco" }, stranger)).statusCode).toBe(404);
    expect((await request(t, "POST", `/api/subscriptions/${id}/withdraw`, { cookie: delegate })).statusCode).toBe(403);
    const withdrawn = await request(t, "POST", `/api/subscriptions/${id}/withdraw`, { cookie });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await save(id, "identity", 1, { city: "Waco" })).statusCode).toBe(409);
    const list = await request(t, "GET", "/api/subscriptions", { cookie: viewer });
    expect(list.json()).toEqual([expect.objectContaining({ id, status: "withdrawn", entityName: "R Trust" })]);
  });
});
