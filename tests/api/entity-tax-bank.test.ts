// Decision 0060, slice 5: an entity's tax ID and bank account sealed at rest and masked in every
// answer, reveals audited, a bank change confirmed from the link e-mailed to every signatory, and
// the tax form's upload and staff review; for each kind of person on the entity and off it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENTITY_FORBIDDEN, ENTITY_NOT_FOUND, type EntityRole } from "#domain/entities.ts";
import type { EntityTaxBank } from "#domain/entity-tax-bank.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { createUser, signedIn, signIn } from "./auth-helpers.ts";
import { multipartBody } from "./multipart-body.ts";
import { request } from "./request.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const NEW_ACCOUNT = {
  bankName: "Harbor Bank",
  accountName: "Mitchell Family Trust",
  routingNumber: "021000021",
  accountNumber: "5550001234",
};

describe.each(testDatabases)("an entity's tax and bank details on $name", (database) => {
  let t: TestContext;
  let trust: number;
  let own: number;
  let jordan: string;
  let advisor: string;

  const entityOf = async (where: ReturnType<typeof eq>) =>
    (await t.db.select().from(investingEntities).where(where))[0];
  /** A new investor with a live grant of `role` on the trust, signed in. */
  const personWith = async (role: EntityRole, entityId = trust) => {
    const user = await createUser(t, { role: "investor" });
    await t.db.insert(entityRoles).values({ entityId, userId: user.id, role });
    return { user, cookie: await signIn(t, user.username) };
  };
  const view = async (cookie: string, entityId = trust) => {
    const res = await request(t, "GET", `/api/investor/entities/${entityId}/tax-bank`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EntityTaxBank;
  };
  const auditRows = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action as never))
      .orderBy(auditLog.id);
  const bankRows = (entityId: number) =>
    t.db
      .select()
      .from(entityBankAccounts)
      .where(eq(entityBankAccounts.entityId, entityId))
      .orderBy(entityBankAccounts.id);
  const changeMails = () =>
    t.db.select().from(mailMessages).where(eq(mailMessages.kind, "bank_change_requested")).orderBy(mailMessages.id);
  const tokenOf = (text: string) => /confirm-bank-change\?token=([A-Za-z0-9_-]{43})/.exec(text)![1];
  const requestChange = (cookie: string, entityId = trust, payload: unknown = NEW_ACCOUNT) =>
    request(t, "POST", `/api/investor/entities/${entityId}/bank-account`, { cookie, payload });

  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
  });
  beforeEach(async () => {
    await t.resetToDemoContent(NOW);
    trust = (await entityOf(eq(investingEntities.legalName, DEMO_ENTITIES.mitchellTrust.legalName))).id;
    jordan = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
    advisor = await signIn(t, demoUsers.advisor.username, demoUsers.advisor.password);
    const [jordanUser] = await t.db.select().from(users).where(eq(users.username, demoUsers.investor.username));
    own = (await entityOf(eq(investingEntities.personId, jordanUser.id))).id;
  });
  afterAll(async () => t?.close());

  it("stores the demo tax IDs sealed, and answers only the masks, to the signatory and the viewer", async () => {
    const row = await entityOf(eq(investingEntities.id, trust));
    expect(row.taxIdEncrypted).toMatch(/^v1:/);
    expect(row.taxIdEncrypted).not.toContain("123456789");
    const bank = (await bankRows(trust))[0];
    expect(bank.accountEncrypted).not.toContain("000987650002");
    for (const cookie of [jordan, advisor]) {
      const res = await request(t, "GET", `/api/investor/entities/${trust}/tax-bank`, { cookie });
      expect(res.body).not.toMatch(/123456789|12-3456789|000987650002|123456780/);
      expect(res.json()).toMatchObject({
        taxClassification: "trust",
        taxIdMasked: "••-•••6789",
        taxForm: { kind: "W-9", status: "received", hasFile: true },
        bank: {
          active: { bankName: "Sample National Bank", accountMasked: "••••0002", status: "active" },
          pending: null,
        },
      });
    }
    expect((await view(jordan)).may).toEqual({ act: true, revealTaxId: true, changeBank: true });
    expect((await view(advisor)).may).toEqual({ act: false, revealTaxId: false, changeBank: false });
    expect((await view(jordan, own)).taxIdMasked).toBe("•••-••-0001");
  });
  it("reveals the full tax ID to signatories and delegates, auditing each reveal; refuses everyone else", async () => {
    const delegate = await personWith("delegate");
    const notices = await personWith("notices");
    const stranger = await signedIn(t, "investor");
    const admin = await signedIn(t, "admin");
    const reveal = (cookie?: string) => request(t, "POST", `/api/investor/entities/${trust}/tax-id/reveal`, { cookie });
    for (const cookie of [jordan, delegate.cookie]) {
      const res = await reveal(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ taxId: "12-3456789" });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const rows = await auditRows("entity.tax_id_revealed");
    expect(rows.map((r) => [r.actorUserId, r.investingEntityId])).toEqual([
      [rows[0].actorUserId, trust],
      [delegate.user.id, trust],
    ]);
    expect(JSON.stringify(rows)).not.toContain("3456789");
    expect((await reveal(advisor)).json()).toMatchObject({ error: { code: "FORBIDDEN", message: ENTITY_FORBIDDEN } });
    for (const cookie of [notices.cookie, stranger.cookie]) {
      const res = await reveal(cookie);
      expect([res.statusCode, res.json().error.message]).toEqual([404, ENTITY_NOT_FOUND]);
    }
    expect((await reveal(admin.cookie)).statusCode).toBe(403);
    expect((await reveal()).statusCode).toBe(401);
    expect(await auditRows("entity.tax_id_revealed")).toHaveLength(2);
  });

  it("lets a delegate set the tax details (sealed, masked); validates the number; a viewer is refused", async () => {
    const delegate = await personWith("delegate");
    const put = (cookie: string, payload: unknown) =>
      request(t, "PUT", `/api/investor/entities/${trust}/tax-details`, { cookie, payload });
    const res = await put(delegate.cookie, { taxClassification: "llc", taxId: "98-7654321" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ taxClassification: "llc", taxIdMasked: "••-•••4321" });
    const row = await entityOf(eq(investingEntities.id, trust));
    expect(row.taxIdEncrypted).not.toContain("987654321");
    expect(row.taxIdLast4).toBe("4321");
    expect(
      (await request(t, "POST", `/api/investor/entities/${trust}/tax-id/reveal`, { cookie: jordan })).json(),
    ).toEqual({
      taxId: "98-7654321",
    });
    const individual = await put(jordan, { taxClassification: "individual", taxId: "900123456" });
    expect(individual.json().taxIdMasked).toBe("•••-••-3456");
    const bad = await put(jordan, { taxClassification: "trust", taxId: "12-345" });
    expect([bad.statusCode, Object.keys(bad.json().error.fieldErrors)]).toEqual([400, ["taxId"]]);
    expect((await put(jordan, { taxClassification: "nobody", taxId: "123456789" })).statusCode).toBe(400);
    expect((await put(advisor, { taxClassification: "trust", taxId: "123456789" })).statusCode).toBe(403);
    expect(await auditRows("entity.tax_details_updated")).toHaveLength(2);
  });

  it("a bank change: pending, e-mailed to every signatory, confirmed by another signatory; the old account replaced", async () => {
    const second = await personWith("signatory");
    const delegate = await personWith("delegate");
    expect((await requestChange(delegate.cookie)).statusCode).toBe(403);
    expect((await requestChange(advisor)).statusCode).toBe(403);
    const res = await requestChange(jordan);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain("5550001234");
    expect(res.json().bank).toMatchObject({
      active: { bankName: "Sample National Bank", status: "active" },
      pending: { bankName: "Harbor Bank", accountMasked: "••••1234", routingMasked: "••••0021", status: "pending" },
    });
    const [pending] = (await bankRows(trust)).filter((r) => r.status === "pending");
    expect(pending.accountEncrypted).not.toContain("5550001234");
    expect(pending.routingEncrypted).not.toContain("021000021");
    // Every live signatory, and no one else; the mail carries the masked account only.
    const mails = await changeMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([demoUsers.investor.email, second.user.email].sort());
    expect(mails.every((m) => m.entityId === trust && !m.textBody.includes("5550001234"))).toBe(true);
    const token = tokenOf(mails[0].textBody);
    expect(pending.confirmationTokenHash).not.toContain(token);
    // The delegate sees the change waiting, masked, and may not change it.
    expect((await view(delegate.cookie)).bank.pending).toMatchObject({ status: "pending", accountMasked: "••••1234" });
    // A second change waits for this one.
    expect((await requestChange(jordan)).statusCode).toBe(409);

    const confirm = (cookie: string) => request(t, "POST", "/api/bank-changes/confirm", { cookie, payload: { token } });
    // Jordan asked for it, and the trust has two signatories: the other one confirms.
    expect((await confirm(jordan)).statusCode).toBe(403);
    expect((await confirm(delegate.cookie)).statusCode).toBe(403);
    const confirmed = await confirm(second.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ entityId: trust, account: { status: "active", bankName: "Harbor Bank" } });
    expect((await bankRows(trust)).map((r) => [r.bankName, r.status])).toEqual([
      ["Sample National Bank", "replaced"],
      ["Harbor Bank", "active"],
    ]);
    expect((await view(advisor)).bank).toMatchObject({ active: { bankName: "Harbor Bank" }, pending: null });
    // The link works once.
    expect((await confirm(second.cookie)).statusCode).toBe(409);
    const steps = [
      ...(await auditRows("entity.bank_change_requested")),
      ...(await auditRows("entity.bank_change_confirmed")),
    ];
    expect(steps.map((r) => [r.actorUserId, r.investingEntityId])).toEqual([
      [steps[0].actorUserId, trust],
      [second.user.id, trust],
    ]);
  });

  it('the only signatory confirms their own change; an expired link is refused; "this wasn\'t me" cancels', async () => {
    expect((await requestChange(jordan, own, { ...NEW_ACCOUNT, accountName: "Jordan Mitchell" })).statusCode).toBe(201);
    const [mail] = await changeMails();
    expect(mail.toAddress).toBe(demoUsers.investor.email);
    const confirm = (token: string) =>
      request(t, "POST", "/api/bank-changes/confirm", { cookie: jordan, payload: { token } });
    expect((await confirm(tokenOf(mail.textBody))).statusCode).toBe(200);

    expect((await requestChange(jordan)).statusCode).toBe(201);
    const token = tokenOf((await changeMails())[1].textBody);
    await t.db
      .update(entityBankAccounts)
      .set({ confirmationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(entityBankAccounts.status, "pending"));
    const expired = await confirm(token);
    expect([expired.statusCode, expired.json().error.message]).toEqual([409, expect.stringContaining("expired")]);
    // An expired change no longer blocks a new one.
    expect((await requestChange(jordan)).statusCode).toBe(201);
    const fresh = tokenOf((await changeMails())[2].textBody);
    const cancel = () => request(t, "POST", "/api/bank-changes/cancel", { payload: { token: fresh } });
    expect((await cancel()).statusCode).toBe(204);
    expect((await cancel()).statusCode).toBe(409);
    expect((await bankRows(trust)).map((r) => r.status)).toEqual(["active", "cancelled", "cancelled"]);
    const [cancelled] = await auditRows("entity.bank_change_cancelled");
    expect([cancelled.actorUserId, cancelled.investingEntityId]).toEqual([null, trust]);
    expect((await request(t, "POST", "/api/bank-changes/cancel", { payload: { token: "x" } })).statusCode).toBe(400);
    expect((await confirm("A".repeat(43))).statusCode).toBe(404);
  });

  it("validates a bank account: the routing number's ABA check digit, the account number's length", async () => {
    const bad = await requestChange(jordan, trust, { ...NEW_ACCOUNT, routingNumber: "021000022", accountNumber: "12" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["accountNumber", "routingNumber"]);
    expect((await requestChange(jordan, trust, { ...NEW_ACCOUNT, bankName: "" })).statusCode).toBe(400);
  });

  it("a delegate uploads the tax form (PDF only); whoever sees downloads it (audited); staff accept it", async () => {
    const delegate = await personWith("delegate");
    const pdf = renderPdf({ title: "W-8BEN-E", lines: ["A test form"], date: "2026-11-01" });
    const upload = (cookie: string, bytes: Buffer, kind = "W-8BEN-E") => {
      const { body, contentType } = multipartBody([
        { name: "kind", value: kind },
        { name: "file", fileName: "form.pdf", bytes, type: "application/pdf" },
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/investor/entities/${trust}/tax-form`,
        headers: { origin: "http://localhost:3000", cookie, "content-type": contentType },
        payload: body,
      });
    };
    expect((await upload(advisor, pdf)).statusCode).toBe(403);
    expect((await upload(delegate.cookie, Buffer.from("not a pdf"))).statusCode).toBe(415);
    expect((await upload(delegate.cookie, pdf, "W-2")).statusCode).toBe(400);
    const res = await upload(delegate.cookie, pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().taxForm).toMatchObject({ kind: "W-8BEN-E", status: "received", hasFile: true });

    const download = await request(t, "GET", `/api/investor/entities/${trust}/tax-form/download`, { cookie: advisor });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const [downloaded] = (await auditRows("document.downloaded")).filter((r) => r.entityType === "tax_form");
    expect(downloaded.investingEntityId).toBe(trust);

    const admin = await signedIn(t, "admin");
    const staffUrl = `/api/admin/entities/${trust}/tax-form`;
    expect((await request(t, "GET", staffUrl, { cookie: jordan })).statusCode).toBe(403);
    expect((await request(t, "GET", staffUrl, { cookie: admin.cookie })).json()).toMatchObject({
      legalName: DEMO_ENTITIES.mitchellTrust.legalName,
      taxIdMasked: "••-•••6789",
      taxForm: { status: "received" },
    });
    const accepted = await request(t, "PUT", staffUrl, { cookie: admin.cookie, payload: { status: "accepted" } });
    expect(accepted.json().taxForm.status).toBe("accepted");
    expect((await view(jordan)).taxForm.status).toBe("accepted");
    expect((await request(t, "PUT", staffUrl, { cookie: admin.cookie, payload: { status: "lost" } })).statusCode).toBe(
      400,
    );
    const noForm = await request(t, "PUT", `/api/admin/entities/${own}/tax-form`, {
      cookie: admin.cookie,
      payload: { status: "accepted" },
    });
    expect(noForm.statusCode).toBe(409);
    expect((await request(t, "GET", `${staffUrl}/download`, { cookie: admin.cookie })).statusCode).toBe(200);
    expect(await auditRows("entity.tax_form_reviewed")).toHaveLength(1);
  });
});
