// Issue 25 §4, decision 0065: staff review subscriptions — a paged list filtered by state and
// offering and searched by entity; one subscription with its answers, signatures, events and
// comments; a revision asked with comments on answers; approval refused (409 naming why) unless the
// entity's KYC is clear and, under Rule 506(c), a verification is current; a decline with its
// reason; Form D's reminder. Subscriptions are made in the database (the questionnaire is another slice's).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionDetail } from "#domain/api/subscription-review.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import {
  accreditations,
  subscriptionComments,
  subscriptions,
  subscriptionSignatures,
} from "#server/platform/db/schema/subscriptions.ts";
import { asAdmin } from "./staff-helpers.ts";
import { makeEntity, makeOffering, makeSubscription } from "./subscription-fixtures.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const DAY = 86_400_000;
const START = new Date("2026-06-15T12:00:00Z");

describe.each(testDatabases)("staff review of subscriptions on $name", (database) => {
  let t: TestContext;
  let clock = START;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => clock } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock = START;
    await t.reset();
    admin = await asAdmin(t);
  });

  const detail = async (id: number) => {
    const res = await admin.api.get(`/api/admin/subscriptions/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SubscriptionDetail;
  };
  const auditOf = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action as never));

  it("lists a page at a time, by state and offering, searched by entity name or member ID", async () => {
    const a = await makeOffering(t, { name: "Alpha offering" });
    const b = await makeOffering(t, { name: "Beta offering" });
    const made = [];
    for (const [status, offeringId, name] of [
      ["submitted", a.id, "Oakridge Trust"],
      ["approved", a.id, "Pinecrest LLC"],
      ["draft", b.id, "Oakwood Partners"],
    ] as const) {
      const entity = await makeEntity(t, { legalName: name });
      made.push(await makeSubscription(t, { status, offeringId, entity }));
    }
    const first = await admin.api.get("/api/admin/subscriptions?limit=2&sort=entity&dir=asc");
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.page.items.map((i: { entityName: string }) => i.entityName)).toEqual([
      "Oakridge Trust",
      "Oakwood Partners",
    ]);
    expect(body.page.total).toBe(3);
    expect(body.counts).toMatchObject({ all: 3, submitted: 1, approved: 1, draft: 1, executed: 0 });
    expect(body.offerings.map((o: { name: string }) => o.name)).toEqual(["Alpha offering", "Beta offering"]);
    const second = (
      await admin.api.get(`/api/admin/subscriptions?limit=2&sort=entity&dir=asc&cursor=${body.page.next}`)
    ).json();
    expect(second.page.items.map((i: { entityName: string }) => i.entityName)).toEqual(["Pinecrest LLC"]);
    expect(second.page.next).toBeNull();

    const names = async (query: string) =>
      (await admin.api.get(`/api/admin/subscriptions?${query}`))
        .json()
        .page.items.map((i: { entityName: string }) => i.entityName)
        .sort();
    expect(await names("status=approved")).toEqual(["Pinecrest LLC"]);
    expect(await names(`offering=${a.id}`)).toEqual(["Oakridge Trust", "Pinecrest LLC"]);
    expect(await names("q=oak")).toEqual(["Oakridge Trust", "Oakwood Partners"]);
    expect(await names(`q=${made[1].entity.memberId}`)).toEqual(["Pinecrest LLC"]);

    const bad = await admin.api.get("/api/admin/subscriptions?status=lost&offering=x");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["offering", "status"]);
  });

  it("shows one subscription: answers by section (sealed numbers masked), signatures, KYC and actions", async () => {
    const { subscription, signer } = await makeSubscription(t);
    await t.db
      .update(subscriptions)
      .set({
        answers: {
          ...subscription.answers,
          tax: { tin: "v1:sealed-bytes", tinLast4: "6789", w9Certified: true },
        },
      })
      .where(eq(subscriptions.id, subscription.id));
    await t.db.insert(subscriptionSignatures).values({
      subscriptionId: subscription.id,
      userId: signer.id,
      role: "investor",
      signerName: "First Last",
      signerEmail: signer.email,
      typedName: "First Last",
      consentedAt: START,
      signedAt: START,
      ip: "203.0.113.9",
      userAgent: "Test browser",
      signInMethod: "password",
      documentSha256: "a".repeat(64),
    });
    const view = await detail(subscription.id);
    expect(view.status).toBe("submitted");
    // The questionnaire's own sections, titles and labels (describeAnswers), sealed numbers masked.
    expect(view.answers.map((s) => s.title)).toEqual(
      expect.arrayContaining(["Identity and address", "Tax", "Investor status", "Commitment"]),
    );
    const tax = view.answers.find((s) => s.section === "tax")!;
    expect(tax.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "tax.tin", value: "••••6789" })]),
    );
    expect(JSON.stringify(view)).not.toContain("v1:sealed");
    expect(view.answers.find((s) => s.section === "commitment")!.rows).toEqual([
      { field: "commitment.amount", label: "Commitment (US dollars)", value: "$250,000" },
    ]);
    expect(view.signatures.map((s) => [s.typedName, s.ip, s.signInMethod])).toEqual([
      ["First Last", "203.0.113.9", "password"],
    ]);
    expect(view.kyc.status).toBe("clear");
    expect(view.actions).toEqual(["request_revision", "approve", "decline"]);
    expect(view.approvalBlocker).toBeNull();
    expect((await admin.api.get("/api/admin/subscriptions/abc")).statusCode).toBe(404);
  });

  it("sends a subscription back with comments on named answers, once", async () => {
    const { subscription } = await makeSubscription(t);
    const url = `/api/admin/subscriptions/${subscription.id}/revision`;
    const empty = await admin.api.post(url, { comments: [] });
    expect(empty.statusCode).toBe(400);
    const badField = await admin.api.post(url, { comments: [{ field: "legalName", comment: "x" }] });
    expect(badField.statusCode).toBe(400);
    expect(JSON.stringify(badField.json().error.fieldErrors)).toContain("section.field");

    const res = await admin.api.post(url, {
      comments: [
        { field: "identity.legalName", comment: "Use the name on the trust deed." },
        { field: "commitment.amount", comment: "Confirm the amount." },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SubscriptionDetail;
    expect(view.status).toBe("pending_revision");
    expect(view.comments.map((c) => [c.field, c.comment, c.resolvedAt])).toEqual([
      ["identity.legalName", "Use the name on the trust deed.", null],
      ["commitment.amount", "Confirm the amount.", null],
    ]);
    expect(view.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([["submitted", "pending_revision"]]);
    expect(await auditOf("subscription.revision_requested")).toHaveLength(1);

    const again = await admin.api.post(url, { comments: [{ field: "identity.country", comment: "?" }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      "This subscription is pending revision; it cannot be sent back for revision now.",
    );
    expect(await t.db.select().from(subscriptionComments)).toHaveLength(2);
  });

  it("refuses approval while the entity's KYC is not clear, naming why", async () => {
    const entity = await makeEntity(t, { kycStatus: "not_screened" });
    const { subscription } = await makeSubscription(t, { entity });
    const url = `/api/admin/subscriptions/${subscription.id}/approve`;
    const refused = await admin.api.post(url, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/not been screened/);
    expect((await detail(subscription.id)).approvalBlocker).toMatch(/not been screened/);
    await t.db
      .update(investingEntities)
      .set({ kycStatus: "possible_match" })
      .where(eq(investingEntities.id, entity.entity.id));
    expect((await admin.api.post(url, {})).json().error.message).toMatch(/KYC is not clear/);
    expect(await auditOf("subscription.approved")).toEqual([]);
    await t.db.update(investingEntities).set({ kycStatus: "clear" }).where(eq(investingEntities.id, entity.entity.id));
    const approved = await admin.api.post(url, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("approved");
    expect(approved.json().actions).toEqual(["countersign", "decline"]);
    const second = await admin.api.post(url, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe("This subscription is approved; it cannot be approved now.");
  });

  it("under Rule 506(c) approves only with a current verified accreditation (expiry by the services' clock)", async () => {
    const offering = await makeOffering(t, { exemption: "506c" });
    const { subscription, entity } = await makeSubscription(t, { offeringId: offering.id, amount: 1_000_000 });
    const url = `/api/admin/subscriptions/${subscription.id}/approve`;
    const none = await admin.api.post(url, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe("Rule 506(c) needs a verified accreditation; none is verified yet.");

    const [accreditation] = await t.db
      .insert(accreditations)
      .values({
        entityId: entity.id,
        subscriptionId: subscription.id,
        method: "minimum_investment",
        submittedAt: START,
      })
      .returning();
    const decided = await admin.api.post(`/api/admin/accreditations/${accreditation.id}/decision`, {
      decision: "verified",
      note: "Written representations received.",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ effective: "verified", expiresOn: "2026-09-13" });

    // 91 days on, the verification has expired: no sleep, the services' clock moves.
    clock = new Date(START.getTime() + 91 * DAY);
    admin = await asAdmin(t); // the session of 91 days ago has lapsed
    const expired = await admin.api.post(url, {});
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toMatch(/has expired/);
    const view = await detail(subscription.id);
    expect(view.accreditations.map((a) => a.effective)).toEqual(["expired"]);
    expect(view.accreditation).toBe("expired");

    clock = new Date(START.getTime() + 90 * DAY);
    admin = await asAdmin(t);
    expect((await admin.api.post(url, {})).statusCode).toBe(200);
  });

  it("under Rule 506(b) the investor's representation is enough", async () => {
    const { subscription } = await makeSubscription(t);
    expect((await admin.api.post(`/api/admin/subscriptions/${subscription.id}/approve`, {})).statusCode).toBe(200);
  });

  it("declines with a reason, audited, and a declined one moves no further", async () => {
    const { subscription } = await makeSubscription(t, { status: "approved" });
    const url = `/api/admin/subscriptions/${subscription.id}/decline`;
    const noReason = await admin.api.post(url, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().error.fieldErrors)).toEqual(["reason"]);
    const res = await admin.api.post(url, { reason: "The fund is fully subscribed." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "declined",
      declineReason: "The fund is fully subscribed.",
      actions: [],
    });
    const [row] = await auditOf("subscription.declined");
    expect(row.details).toMatchObject({ note: "The fund is fully subscribed.", from: "approved" });
    expect((await admin.api.post(url, { reason: "Again" })).statusCode).toBe(409);
  });

  it("reminds staff of Form D 15 days after an offering's first sale until it is filed", async () => {
    await makeOffering(t, { name: "Late fund", firstSaleDate: "2026-05-20" });
    await makeOffering(t, { name: "Recent fund", firstSaleDate: "2026-06-10" });
    await makeOffering(t, { name: "Filed fund", firstSaleDate: "2026-05-01", formDFiledAt: START });
    await makeOffering(t, { name: "No sale yet" });
    expect(await t.services.subscriptionReview.formDReminders()).toEqual([
      expect.objectContaining({ offeringName: "Late fund", dueOn: "2026-06-04", overdue: true }),
      expect.objectContaining({ offeringName: "Recent fund", dueOn: "2026-06-25", overdue: false }),
    ]);
  });
});
