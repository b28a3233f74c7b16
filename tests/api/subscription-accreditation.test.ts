// Decision 0065: the investor's accreditation submission per method: the representation under
// Rule 506(b); under 506(c) a letter dated within 90 days, income or net-worth evidence, or the
// minimum-investment route with its two representations; a verified accreditation skips it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionView } from "#domain/subscription-questionnaire.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { accreditations, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { createUser, signIn } from "./auth-helpers.ts";
import { multipartBody } from "./multipart-body.ts";
import { request } from "./request.ts";
import { offeringFor, startFor } from "./subscription-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases)("accreditation submissions on $name", (database) => {
  let t: TestContext;
  let cookie: string;
  let userId: number;

  const start = async (exemption: "506b" | "506c", kind = "trust") => {
    const offeringId = await offeringFor(t, userId, { exemption });
    return startFor(t, cookie, { offeringId, kind, legalName: "Rivera Family Trust" });
  };
  const version = async (id: number) =>
    ((await request(t, "GET", `/api/subscriptions/${id}`, { cookie })).json() as SubscriptionView).answersVersion;
  const saveSection = async (id: number, section: string, answers: unknown) => {
    const res = await request(t, "PUT", `/api/subscriptions/${id}/answers/${section}`, {
      cookie,
      payload: { answersVersion: await version(id), answers },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const submit = (id: number, payload: unknown) =>
    request(t, "POST", `/api/subscriptions/${id}/accreditation`, { cookie, payload });
  const upload = (id: number, method: string, letterDate?: string, bytes?: Buffer) => {
    const { body, contentType } = multipartBody([
      { name: "method", value: method },
      ...(letterDate ? [{ name: "letterDate", value: letterDate }] : []),
      ...(bytes ? [{ name: "file", fileName: "letter.pdf", bytes, type: "application/pdf" }] : []),
    ]);
    return t.app.inject({
      method: "POST",
      url: `/api/subscriptions/${id}/accreditation/evidence`,
      headers: { origin: "http://localhost:3000", cookie, "content-type": contentType },
      payload: body,
    });
  };
  const pdf = () => renderPdf({ title: "Verification letter", lines: ["The investor is accredited."], date: day(0) });

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  beforeEach(async () => {
    await t.reset();
    const user = await createUser(t, { role: "investor" });
    userId = user.id;
    cookie = await signIn(t, user.username);
  });
  afterAll(async () => t?.close());

  it("506(b): the representation with the bases chosen, pending, audited; verification methods refused", async () => {
    const id = await start("506b");
    const early = await submit(id, { method: "representation" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fieldErrors).toHaveProperty("bases");
    await saveSection(id, "investor", { bases: ["entity_assets", "all_owners_accredited"] });
    expect((await upload(id, "letter", day(-10), await pdf())).statusCode).toBe(400);
    const res = await submit(id, { method: "representation" });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(accreditations);
    expect(row).toMatchObject({
      method: "representation",
      status: "pending",
      subscriptionId: id,
      bases: ["entity_assets", "all_owners_accredited"],
    });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "accreditation.submitted"))).toHaveLength(1);
    const view = (await request(t, "GET", `/api/subscriptions/${id}`, { cookie })).json() as SubscriptionView;
    expect(view.sections.find((s) => s.key === "accreditation")?.complete).toBe(true);
  });

  it("506(c) letter: dated within 90 days, not in the future, with its file stored", async () => {
    const id = await start("506c");
    expect((await submit(id, { method: "representation" })).statusCode).toBe(400);
    const old = await upload(id, "letter", day(-91), await pdf());
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fieldErrors.letterDate[0]).toMatch(/90 days/);
    const future = await upload(id, "letter", day(1), await pdf());
    expect(future.json().error.fieldErrors.letterDate[0]).toMatch(/future/);
    expect((await upload(id, "letter", day(-5))).json().error.fieldErrors).toHaveProperty("file");
    const notAFile = await upload(id, "letter", day(-5), Buffer.from("plain text"));
    expect(notAFile.statusCode).toBe(400);
    const ok = await upload(id, "letter", day(-90), await pdf());
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.db.select().from(accreditations);
    expect(row).toMatchObject({
      method: "letter",
      status: "pending",
      letterDate: day(-90),
      evidenceFileName: "letter.pdf",
    });
    expect(row.evidenceFileKey).toMatch(/^accreditations\//);
  });

  it("506(c) income and net-worth evidence: an upload each", async () => {
    const id = await start("506c");
    expect((await upload(id, "income_evidence", undefined, await pdf())).statusCode).toBe(201);
    expect((await upload(id, "net_worth_evidence", undefined, await pdf())).statusCode).toBe(201);
    const rows = await t.db.select().from(accreditations).orderBy(accreditations.id);
    expect(rows.map((r) => r.method)).toEqual(["income_evidence", "net_worth_evidence"]);
  });

  it("506(c) minimum investment: $1,000,000 for an entity, $200,000 for a person, both representations", async () => {
    const trust = await start("506c");
    await saveSection(trust, "commitment", { amount: 999_000 });
    const low = await submit(trust, { method: "minimum_investment", accredited: true, notFinanced: true });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fieldErrors).toHaveProperty("commitment");
    await saveSection(trust, "commitment", { amount: 1_000_000 });
    const unconfirmed = await submit(trust, { method: "minimum_investment", accredited: true });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fieldErrors).toHaveProperty("notFinanced");
    expect(
      (await submit(trust, { method: "minimum_investment", accredited: true, notFinanced: true })).statusCode,
    ).toBe(201);

    const person = await start("506c", "individual");
    await saveSection(person, "commitment", { amount: 250_000 });
    expect(
      (await submit(person, { method: "minimum_investment", accredited: true, notFinanced: true })).statusCode,
    ).toBe(201);
  });

  it("says so and skips when the entity holds a verified, unexpired accreditation", async () => {
    const id = await start("506c");
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    await t.db.insert(accreditations).values({
      entityId: row.entityId,
      method: "letter",
      status: "verified",
      decidedAt: new Date(),
      expiresOn: day(30),
    });
    const view = (await request(t, "GET", `/api/subscriptions/${id}`, { cookie })).json() as SubscriptionView;
    expect(view.accreditation.verifiedUntil).toBe(day(30));
    expect(view.sections.find((s) => s.key === "accreditation")?.complete).toBe(true);
    const res = await upload(id, "income_evidence", undefined, await pdf());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/verified until/);
  });
});
