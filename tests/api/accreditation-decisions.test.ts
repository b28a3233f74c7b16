// Issue 25 §3–4, decision 0065: staff verify or reject accreditation by its method's rule — a
// letter dated within 90 days, evidence with its file, the minimum-investment route only from
// $200,000 for a natural person and $1,000,000 for an entity — and a verification lasts the firm's
// validity days (a super admin's audited setting). A subscription's beneficial owners and control
// person are screened with the entity: accents and word order do not hide a listed name.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionDetail } from "#domain/api/subscription-review.ts";
import type { EntityKind } from "#domain/entities.ts";
import type { AccreditationMethod } from "#domain/subscriptions.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { accreditations, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { DEMO_SDN_CSV } from "#server/seed/demo-sanctions.ts";
import { multipartBody } from "./multipart-body.ts";
import { asAdmin } from "./staff-helpers.ts";
import { answersFor, makeEntity, makeSubscription } from "./subscription-fixtures.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

describe.each(testDatabases)("accreditation decisions and owner screening on $name", (database) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    admin = await asAdmin(t);
  });

  /** A pending accreditation of a new entity of `kind` with a subscription of `amount` dollars. */
  async function pending(
    method: AccreditationMethod,
    options: { kind?: EntityKind; amount?: number; letterDate?: string; file?: boolean } = {},
  ) {
    const entity = await makeEntity(t, { kind: options.kind ?? "individual" });
    const { subscription } = await makeSubscription(t, { entity, amount: options.amount ?? 250_000 });
    let evidenceFileKey: string | null = null;
    if (options.file ?? true) {
      evidenceFileKey = `accreditation/${subscription.id}-${method}.pdf`;
      await t.db
        .insert(storedFiles)
        .values({ key: evidenceFileKey, contentType: "application/pdf", bytes: Buffer.from("%PDF") });
    }
    const [row] = await t.db
      .insert(accreditations)
      .values({
        entityId: entity.entity.id,
        subscriptionId: subscription.id,
        method,
        letterDate: options.letterDate ?? null,
        evidenceFileKey,
        evidenceFileName: evidenceFileKey ? "evidence.pdf" : null,
      })
      .returning();
    return row.id;
  }
  const decide = (id: number, decision = "verified", note = "Reviewed.") =>
    admin.api.post(`/api/admin/accreditations/${id}/decision`, { decision, note });
  const refusal = async (id: number) => {
    const res = await decide(id);
    expect(res.statusCode, res.body).toBe(409);
    return res.json().error.message as string;
  };

  it("verifies a letter dated within 90 days, never an older one", async () => {
    expect(await refusal(await pending("letter", { letterDate: "2026-03-16" }))).toBe(
      "The letter is dated 2026-03-16, more than 90 days ago; ask for a new one.",
    );
    expect(await refusal(await pending("letter", { letterDate: "2026-06-20" }))).toBe(
      "The letter is dated in the future.",
    );
    expect(await refusal(await pending("letter", { letterDate: "2026-05-01", file: false }))).toBe(
      "The letter's file is missing.",
    );
    const ok = await decide(await pending("letter", { letterDate: "2026-03-17" }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: "verified",
      effective: "verified",
      expiresOn: "2026-09-13",
      note: "Reviewed.",
    });
  });

  it("verifies income or net-worth evidence only with its file, and records a rejection", async () => {
    expect(await refusal(await pending("income_evidence", { file: false }))).toBe("The evidence's file is missing.");
    expect((await decide(await pending("net_worth_evidence"))).statusCode).toBe(200);
    const rejected = await decide(
      await pending("income_evidence", { file: false }),
      "rejected",
      "Tax returns unreadable.",
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", expiresOn: null });
  });

  it("takes the minimum-investment route from $200,000 for a person and $1,000,000 for an entity", async () => {
    expect(await refusal(await pending("minimum_investment", { kind: "individual", amount: 199_000 }))).toBe(
      "The minimum-investment route needs a commitment of at least $200,000 for a natural person.",
    );
    expect((await decide(await pending("minimum_investment", { kind: "joint", amount: 200_000 }))).statusCode).toBe(
      200,
    );
    expect(await refusal(await pending("minimum_investment", { kind: "trust", amount: 999_000 }))).toBe(
      "The minimum-investment route needs a commitment of at least $1,000,000 for an entity.",
    );
    expect((await decide(await pending("minimum_investment", { kind: "company", amount: 1_000_000 }))).statusCode).toBe(
      200,
    );
  });

  it("decides once, audited with the entity; a bad body is a 400 naming the field", async () => {
    const id = await pending("net_worth_evidence");
    const bad = await admin.api.post(`/api/admin/accreditations/${id}/decision`, { decision: "maybe", note: "" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["decision", "note"]);
    expect((await decide(id)).statusCode).toBe(200);
    const again = await decide(id, "rejected");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This accreditation is already verified.");
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "accreditation.decided"));
    expect(audits.map((a) => [a.entityId, a.details])).toEqual([
      [
        String(id),
        expect.objectContaining({ method: "net_worth_evidence", decision: "verified", expiresOn: "2026-09-13" }),
      ],
    ]);
  });

  it("uses the validity days a super admin sets (audited); admins cannot change them", async () => {
    const url = "/api/admin/settings/accreditation-validity";
    expect((await admin.api.get(url)).json()).toEqual({ days: 90 });
    expect((await admin.api.put(url, { days: 30 })).statusCode).toBe(403);
    const superAdmin = await asAdmin(t, "super_admin");
    expect((await superAdmin.api.put(url, { days: 1000 })).statusCode).toBe(400);
    const set = await superAdmin.api.put(url, { days: 30 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await admin.api.get(url)).json()).toEqual({ days: 30 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings.accreditation_validity_updated"));
    expect(audit.details).toEqual({ from: 90, to: 30 });
    expect((await decide(await pending("net_worth_evidence"))).json().expiresOn).toBe("2026-07-15");
  });

  it("screens the owners and control person a subscription names, accents and word order notwithstanding", async () => {
    const { body, contentType } = multipartBody([
      { name: "file", fileName: "demo-sdn.csv", bytes: Buffer.from(DEMO_SDN_CSV), type: "text/csv" },
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/kyc/list",
      headers: { origin: "http://localhost:3000", cookie: admin.cookie, "content-type": contentType },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const entity = await makeEntity(t, { legalName: "Harbour Light Trust", kycStatus: "not_screened" });
    const { subscription } = await makeSubscription(t, { entity });
    await t.db
      .update(subscriptions)
      .set({
        answers: answersFor("Harbour Light Trust", 250_000, {
          owners: {
            owners: [
              { name: "Zinaida Petrovna VOLKÓVA", country: "CY", percent: 40 },
              { name: "Mary Clean", country: "US", percent: 35 },
            ],
            controlPerson: { name: "Jose Ignacio Duvalier Estrada", title: "Trustee" },
          },
        }),
      })
      .where(eq(subscriptions.id, subscription.id));

    const res = await admin.api.post(`/api/admin/subscriptions/${subscription.id}/screenings`, {});
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SubscriptionDetail;
    expect(view.kyc.status).toBe("possible_match");
    expect(view.kyc.lastScreening?.namesScreened).toBe(5); // the trust, its signatory, three owners
    expect(view.kyc.matches.map((m) => [m.subject, m.screenedName, m.listedName]).sort()).toEqual([
      ["owner", "Jose Ignacio Duvalier Estrada", "DUVALIER-ESTRADA, José Ignacio"],
      ["owner", "Zinaida Petrovna VOLKÓVA", "VOLKOVA, Zinaida Petrovna"],
    ]);
    expect(view.approvalBlocker).toMatch(/KYC is not clear/);
    expect(view.kyc.matches.some((m) => m.screenedName === "Mary Clean")).toBe(false);
  });
});
