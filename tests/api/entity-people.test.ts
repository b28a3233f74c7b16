// Decision 0060, slice 3: an entity's signatories invite and revoke its people; notices by role and
// preference. Each person is a real account signed in through /api/login; mail is read from the outbox.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#domain/ledger/dates.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { LAST_SIGNATORY } from "#domain/entities.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { createUser, signIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const TODAY = new Date().toISOString().slice(0, 10);
const SETTINGS = {
  legalName: "EdFutures Private Equity Fund II, L.P.",
  firstClose: "2023-09-01",
  bankName: "Placeholder Bank (test)",
  accountName: "EdFutures Fund II, L.P.",
  accountNumber: "0000 3333 4444",
  routingNumber: "123456780",
  swiftCode: "TESTUS00",
  referenceFormat: "{fund}-CALL{number}-{memberId}",
};

describe.each(testDatabases)("the people of an entity on $name", (database) => {
  let t: TestContext;
  let entity: number;
  let owner: { id: number; cookie: string };
  let delegate: string;
  let viewer: string;
  let stranger: string;

  const as = (cookie?: string) => apiClient(t, cookie);
  const people = (id = entity) => `/api/investor/entities/${id}/people`;
  const invitations = (id = entity) => `/api/investor/entities/${id}/invitations`;
  const mailTo = (address: string) =>
    t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, address)).orderBy(asc(mailMessages.id));
  /** The link's token in the latest invitation e-mail to the address. */
  const tokenFor = async (address: string) => {
    const rows = (await mailTo(address)).filter((m) => m.kind === "entity_invitation");
    return /accept-entity-invitation\?token=([A-Za-z0-9_-]+)/.exec(rows.at(-1)!.textBody)![1];
  };
  async function withGrant(role: "delegate" | "viewer") {
    const user = await createUser(t, { role: "investor" });
    await t.db.insert(entityRoles).values({ entityId: entity, userId: user.id, role });
    return signIn(t, user.username);
  }

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.reset();
    const person = await createUser(t, { role: "investor", fundIIAccess: true, firstName: "Olive", lastName: "Owner" });
    entity = await holdingOf(t.db, person);
    owner = { id: person.id, cookie: await signIn(t, person.username) };
    delegate = await withGrant("delegate");
    viewer = await withGrant("viewer");
    stranger = await signIn(t, (await createUser(t, { role: "investor" })).username);
  });
  afterAll(async () => t?.close());

  it("lists the live grants to anyone who sees the entity; 404 to a stranger", async () => {
    const res = await as(viewer).get(people());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ entityId: entity, mayManage: false, invitations: [] });
    expect(res.json().people.map((p: { role: string }) => p.role)).toEqual(["signatory", "delegate", "viewer"]);
    expect((await as(owner.cookie).get(people())).json().mayManage).toBe(true);
    expect((await as(stranger).get(people())).statusCode).toBe(404);
  });

  it("refuses invite, revoke and cancel to delegates and viewers (403) and strangers (404); 400 names fields", async () => {
    const body = { name: "Ann Accountant", email: "ann@example.com", role: "viewer" };
    for (const cookie of [delegate, viewer]) {
      expect((await as(cookie).post(invitations(), body)).statusCode).toBe(403);
      expect((await as(cookie).delete(`${people()}/1`)).statusCode).toBe(403);
      expect((await as(cookie).delete(`${invitations()}/1`)).statusCode).toBe(403);
    }
    expect((await as(stranger).post(invitations(), body)).statusCode).toBe(404);
    const bad = await as(owner.cookie).post(invitations(), { name: "", email: "nope", role: "boss" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["email", "name", "role"]);
    const noKinds = await as(owner.cookie).post(invitations(), { ...body, role: "notices", noticeKinds: [] });
    expect(noKinds.json().error.fieldErrors).toHaveProperty("noticeKinds");
  });

  it("invites a new person: an account without a password, one e-mail, a link that works once", async () => {
    const sent = await as(owner.cookie).post(invitations(), {
      name: "Ann Accountant",
      email: "ann@example.com",
      role: "viewer",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = (await as(owner.cookie).get(people())).json();
    expect(listed.invitations).toMatchObject([{ email: "ann@example.com", role: "viewer", invitedBy: "Olive Owner" }]);
    const token = await tokenFor("ann@example.com");
    expect((await mailTo("ann@example.com")).length).toBe(1);
    const password = "Correct-Horse-Battery-9";
    const accept = { token, password, confirmPassword: password };
    const res = await as().post("/api/auth/accept-entity-invitation", accept);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signInPath).toBe("/partner-portal");
    const again = await as().post("/api/auth/accept-entity-invitation", accept);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toHaveProperty("token");
    // Signed in, Ann sees the entity as view only.
    const ann = await signIn(t, "ann@example.com", password);
    expect((await as(ann).get(people())).statusCode).toBe(200);
    expect((await as(ann).get(`/api/investor/portfolio?entity=${entity}`)).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.investingEntityId, entity));
    expect(audit.map((row) => row.action)).toEqual(["entity.invitation_sent", "entity.invitation_accepted"]);
  });

  it("an existing person accepts signed in; a new role replaces the old one; a cancelled link is dead", async () => {
    const existing = await createUser(t, { role: "investor" });
    const cookie = await signIn(t, existing.username);
    await as(owner.cookie).post(invitations(), { name: "Ex", email: existing.email, role: "viewer" });
    const first = await tokenFor(existing.email);
    expect((await as(stranger).post("/api/investor/entity-invitations/accept", { token: first })).statusCode).toBe(403);
    const ok = await as(cookie).post("/api/investor/entity-invitations/accept", { token: first });
    expect(ok.statusCode, ok.body).toBe(200);
    await as(owner.cookie).post(invitations(), { name: "Ex", email: existing.email, role: "delegate" });
    const second = await tokenFor(existing.email);
    expect((await as(cookie).post("/api/investor/entity-invitations/accept", { token: second })).statusCode).toBe(200);
    const grants = await t.db
      .select()
      .from(entityRoles)
      .where(and(eq(entityRoles.entityId, entity), eq(entityRoles.userId, existing.id)));
    expect(grants.map((g) => [g.role, g.revokedAt === null])).toEqual([
      ["viewer", false],
      ["delegate", true],
    ]);
    // Cancelled: the link says it no longer works.
    await as(owner.cookie).post(invitations(), { name: "Zed", email: "zed@example.com", role: "viewer" });
    const open = (await as(owner.cookie).get(people())).json().invitations;
    const zed = open.find((i: { email: string }) => i.email === "zed@example.com");
    expect((await as(owner.cookie).delete(`${invitations()}/${zed.id}`)).statusCode).toBe(204);
    const token = await tokenFor("zed@example.com");
    const dead = await as().post("/api/auth/accept-entity-invitation", {
      token,
      password: "Another-Long-Pass-7",
      confirmPassword: "Another-Long-Pass-7",
    });
    expect(dead.statusCode).toBe(400);
  });

  it("a revoked person loses access at their next request; the last signatory cannot be revoked", async () => {
    const list = (await as(owner.cookie).get(people())).json();
    const viewerGrant = list.people.find((p: { role: string }) => p.role === "viewer");
    expect((await as(viewer).get(people())).statusCode).toBe(200);
    expect((await as(owner.cookie).delete(`${people()}/${viewerGrant.grantId}`)).statusCode).toBe(204);
    expect((await as(viewer).get(people())).statusCode).toBe(404);
    expect((await as(viewer).get(`/api/investor/portfolio?entity=${entity}`)).statusCode).toBe(404);
    const own = list.people.find((p: { you: boolean }) => p.you);
    const last = await as(owner.cookie).delete(`${people()}/${own.grantId}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(LAST_SIGNATORY);
    // Nor replaced by a lesser role through an invitation to the signatory's own address.
    const self = (await t.db.select().from(users).where(eq(users.id, owner.id)))[0];
    await as(owner.cookie).post(invitations(), { name: "Me", email: self.email, role: "viewer" });
    const demote = await as(owner.cookie).post("/api/investor/entity-invitations/accept", {
      token: await tokenFor(self.email),
    });
    expect(demote.statusCode).toBe(409);
    expect((await as(owner.cookie).get(people())).json().mayManage).toBe(true);
    const revoked = await t.db.select().from(auditLog).where(eq(auditLog.action, "entity.grant_revoked"));
    expect(revoked).toMatchObject([{ actorUserId: owner.id, investingEntityId: entity }]);
  });

  it("a notices-only person sees nothing (404) and gets only the chosen notices, with the facts", async () => {
    const nora = await createUser(t, { role: "investor", email: "nora@example.com" });
    await as(owner.cookie).post(invitations(), {
      name: "Nora Notices",
      email: nora.email,
      role: "notices",
      noticeKinds: ["capital_call_issued"],
    });
    const cookie = await signIn(t, nora.username);
    const accepted = await as(cookie).post("/api/investor/entity-invitations/accept", {
      token: await tokenFor(nora.email),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await as(cookie).get(people())).statusCode).toBe(404);
    expect((await as(cookie).get(`/api/investor/portfolio?entity=${entity}`)).statusCode).toBe(404);
    // Dora, with an account made by her invitation, chose document notices only.
    await as(owner.cookie).post(invitations(), {
      name: "Dora Docs",
      email: "dora@example.com",
      role: "notices",
      noticeKinds: ["document_delivered"],
    });
    const password = "Dora-Long-Password-5";
    const dora = await as().post("/api/auth/accept-entity-invitation", {
      token: await tokenFor("dora@example.com"),
      password,
      confirmPassword: password,
    });
    expect(dora.statusCode, dora.body).toBe(200);

    await t.db.insert(capitalCommitments).values({
      entityId: entity,
      fundType: "Fund II",
      commitmentCents: centsFromDecimal("1000000"),
      commitmentDate: SETTINGS.firstClose,
    });
    const { api, cookie: admin } = await asAdmin(t, "super_admin");
    expect((await api.put("/api/admin/funds/fund-ii/settings", SETTINGS)).statusCode).toBe(200);
    const call = await api.post("/api/admin/funds/capital-calls", {
      fundType: "Fund II",
      callDate: addDays(TODAY, -1),
      dueDate: addDays(TODAY, 30),
      purpose: "Follow-on investments",
      investment: "100000",
      managementFee: "0",
      fundExpenses: "0",
    });
    expect(call.statusCode, call.body).toBe(201);
    const upload = await sendMultipart(
      t,
      admin,
      "POST",
      "/api/documents",
      { kind: "other", fundType: "Fund II", userId: String(owner.id), title: "Side letter" },
      [
        {
          field: "file",
          fileName: "side.pdf",
          type: "application/pdf",
          bytes: renderPdf({ title: "S", lines: ["S"] }),
        },
      ],
    );
    expect(upload.statusCode, upload.body).toBe(201);

    const mail = (await mailTo(nora.email)).filter((m) => m.kind !== "entity_invitation");
    expect(mail.map((m) => m.kind)).toEqual(["capital_call_issued"]);
    expect(mail[0].entityId).toBe(entity);
    expect(mail[0].textBody).toContain("$100,000.00");
    expect(mail[0].textBody).not.toContain("/partner-portal");
    const doraMail = (await mailTo("dora@example.com")).filter((m) => m.kind !== "entity_invitation");
    expect(doraMail.map((m) => m.kind)).toEqual(["document_delivered"]);
    expect(doraMail[0].textBody).toContain("A new document for Fund II has been issued to");
    // The owner, a seeing person, is told as before; no delivery row is written for Nora.
    expect(
      (await mailTo((await t.db.select().from(mailMessages)).find((m) => m.userId === owner.id)!.toAddress)).map(
        (m) => m.kind,
      ),
    ).toEqual(expect.arrayContaining(["capital_call_issued", "document_delivered"]));
    const delivered = await t.db.select().from(documentDeliveries).where(eq(documentDeliveries.userId, nora.id));
    expect(delivered).toEqual([]);
  });
});
