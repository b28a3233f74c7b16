// Issue 25 §1–2: staff invite people to an offering; who sees it; the confidentiality notice before
// the documents; each document stamped for its reader on every page; each opening recorded.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stampTime } from "#server/features/offerings/stamp-pdf.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { dataRoomEvents, offeringAccess } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { signedIn } from "./auth-helpers.ts";
import { offeringWithDocument, pageTexts } from "./offering-helpers.ts";
import { apiClient, auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("offerings' data room on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const inquiry = (email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        firstName: "Harriet",
        lastName: "Vance",
        email,
        investmentInterest: "private-equity-fund-ii",
        message: "Please send the offering documents.",
      }),
    });

  /** A signed-in investor with no holding (a prospect's new account, once its password is set). */
  async function newcomer() {
    const session = await signedIn(t, "investor");
    await t.db.update(entityRoles).set({ revokedAt: new Date() }).where(eq(entityRoles.userId, session.user.id));
    return { ...session, api: apiClient(t, session.cookie) };
  }

  it("invites a prospect: a new account, ONE e-mail naming the offering, the access row, the stage and timeline", async () => {
    const { admin, offeringId } = await offeringWithDocument(t);
    expect((await inquiry("harriet.vance@example.com")).statusCode).toBe(201);
    const [prospect] = await t.db.select().from(prospects);
    const url = `/api/admin/offerings/${offeringId}/invitations`;

    const invited = await admin.api.post(url, { prospectId: prospect.id });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      accountCreated: true,
      prospectId: prospect.id,
      email: "harriet.vance@example.com",
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, invited.json().userId));
    expect(account).toMatchObject({ role: "investor", passwordHash: null, firstName: "Harriet", lastName: "Vance" });
    const mails = await t.db.select().from(mailMessages);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "offering_invitation", toAddress: "harriet.vance@example.com" });
    expect(mails[0].subject).toContain("Fund II — Second close");
    expect(mails[0].textBody).toMatch(
      new RegExp(`/accept-invitation\\?token=[A-Za-z0-9_-]+&next=%2Fofferings%2F${offeringId}`),
    );
    const [access] = await t.db.select().from(offeringAccess);
    expect(access).toMatchObject({ offeringId, userId: account.id, prospectId: prospect.id, invitedBy: admin.user.id });
    expect((await t.db.select().from(prospects))[0].stage).toBe("invited");
    const timeline = await t.db
      .select({ kind: prospectActivities.kind })
      .from(prospectActivities)
      .where(eq(prospectActivities.prospectId, prospect.id))
      .orderBy(asc(prospectActivities.id));
    expect(timeline.map((a) => a.kind)).toEqual(["inquiry", "email_sent", "stage_changed"]);
    expect((await auditRows(t)).filter((r) => r.action === "offering.invited")).toHaveLength(1);
  });

  it("invites an existing account by e-mail with a plain link, and refuses drafts, staff addresses and bad input", async () => {
    const { admin, offeringId } = await offeringWithDocument(t);
    const person = await newcomer();
    const url = `/api/admin/offerings/${offeringId}/invitations`;
    const invited = await admin.api.post(url, { email: person.user.email.toUpperCase(), name: "Whoever" });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ accountCreated: false, userId: person.user.id, prospectId: null });
    const [mail] = await t.db.select().from(mailMessages);
    expect(mail.textBody).toContain(`http://localhost:3000/offerings/${offeringId}`);
    expect(mail.textBody).not.toContain("accept-invitation");

    const missing = await admin.api.post(url, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors)).toEqual(["email"]);
    const noName = await admin.api.post(url, { email: "new@example.com" });
    expect(Object.keys(noName.json().error.fieldErrors)).toEqual(["name"]);
    const noProspect = await admin.api.post(url, { prospectId: 999999 });
    expect(noProspect.statusCode).toBe(400);
    expect(Object.keys(noProspect.json().error.fieldErrors)).toEqual(["prospectId"]);
    const staff = await admin.api.post(url, { email: admin.user.email, name: "Admin" });
    expect(staff.statusCode).toBe(409);
    const draft = await offeringWithDocument(t, { status: "draft" });
    expect(
      (
        await draft.admin.api.post(`/api/admin/offerings/${draft.offeringId}/invitations`, {
          email: "x@example.com",
          name: "X",
        })
      ).statusCode,
    ).toBe(409);
    expect(await t.db.select().from(mailMessages)).toHaveLength(1);
  });

  it("shows open offerings to the people invited and to existing investors only; drafts and closed ones are 404", async () => {
    const open = await offeringWithDocument(t);
    const draft = await offeringWithDocument(t, { status: "draft" });
    const closed = await offeringWithDocument(t, { status: "closed" });
    const invited = await newcomer();
    const stranger = await newcomer();
    const investor = await signedIn(t, "investor");
    const investorApi = apiClient(t, investor.cookie);
    const viewer = apiClient(t, (await signedIn(t, "viewer")).cookie);
    await open.admin.api.post(`/api/admin/offerings/${open.offeringId}/invitations`, {
      email: invited.user.email,
      name: "I",
    });

    const ids = async (api: ReturnType<typeof apiClient>) =>
      (await api.get("/api/offerings")).json().map((o: { id: number }) => o.id);
    expect(await ids(invited.api)).toEqual([open.offeringId]);
    expect(await ids(investorApi)).toEqual([open.offeringId]);
    expect(await ids(stranger.api)).toEqual([]);
    expect(await ids(viewer)).toEqual([]);
    expect((await invited.api.get(`/api/offerings/${open.offeringId}`)).statusCode).toBe(200);
    expect((await stranger.api.get(`/api/offerings/${open.offeringId}`)).statusCode).toBe(404);
    for (const other of [draft.offeringId, closed.offeringId, 999999]) {
      expect((await investorApi.get(`/api/offerings/${other}`)).statusCode).toBe(404);
      expect((await investorApi.post(`/api/offerings/${other}/confidentiality`, {})).statusCode).toBe(404);
    }
    expect((await open.admin.api.get("/api/offerings")).statusCode).toBe(403);
  });

  it("refuses documents before the notice, then records the acceptance (text, time, address, browser) once", async () => {
    const { offeringId, documentId } = await offeringWithDocument(t);
    const investor = await signedIn(t, "investor");
    const api = apiClient(t, investor.cookie);
    const before = (await api.get(`/api/offerings/${offeringId}`)).json();
    expect(before.acceptedAt).toBeNull();
    expect(before.documents).toEqual([]);
    const refused = await api.get(`/api/offerings/${offeringId}/documents/${documentId}/view`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Accept the confidentiality notice/);

    const accepted = await api.send("POST", `/api/offerings/${offeringId}/confidentiality`, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().documents.map((d: { id: number }) => d.id)).toEqual([documentId]);
    const [row] = await t.db.select().from(offeringAccess).where(eq(offeringAccess.userId, investor.user.id));
    expect(row.confidentialityText).toBe(before.confidentialityNotice);
    expect(row.acceptedIp).toBe("127.0.0.1");
    expect(row.acceptedUserAgent).toBe("lightMyRequest");
    expect((await api.send("POST", `/api/offerings/${offeringId}/confidentiality`, {})).statusCode).toBe(200);
    const [again] = await t.db.select().from(offeringAccess).where(eq(offeringAccess.userId, investor.user.id));
    expect(again.confidentialityAcceptedAt).toEqual(row.confidentialityAcceptedAt);
    expect((await auditRows(t)).filter((r) => r.action === "offering.confidentiality_accepted")).toHaveLength(1);
  });

  it("stamps every page with the reader's name, e-mail and time, and records each view and download", async () => {
    const { admin, offeringId, documentId } = await offeringWithDocument(t);
    expect((await inquiry("reader@example.com")).statusCode).toBe(201);
    const reader = await signedIn(t, "investor", { email: "reader@example.com", firstName: "Jane", lastName: "Doe" });
    const api = apiClient(t, reader.cookie);
    await api.send("POST", `/api/offerings/${offeringId}/confidentiality`, {});
    const base = `/api/offerings/${offeringId}/documents/${documentId}`;
    const start = new Date();
    const view = await api.get(`${base}/view`);
    const download = await api.get(`${base}/download`);
    const end = new Date();
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["content-disposition"]).toMatch(/^inline/);
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    const times = new Set([stampTime(start), stampTime(end)]);
    for (const res of [view, download]) {
      const pages = pageTexts(res.rawPayload);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      for (const page of pages) {
        const flat = page.replace(/\s+/g, " ");
        expect(flat).toContain("Confidential — prepared for Jane Doe (reader@example.com) on");
        expect([...times].some((time) => flat.includes(time))).toBe(true);
      }
    }
    expect((await api.get(`/api/offerings/${offeringId}/documents/999999/view`)).statusCode).toBe(404);

    const events = await t.db.select().from(dataRoomEvents).orderBy(asc(dataRoomEvents.id));
    expect(events.map((e) => [e.userId, e.documentId, e.action])).toEqual([
      [reader.user.id, documentId, "view"],
      [reader.user.id, documentId, "download"],
    ]);
    const [prospect] = await t.db.select().from(prospects);
    const views = await t.db
      .select({ summary: prospectActivities.summary })
      .from(prospectActivities)
      .where(and(eq(prospectActivities.prospectId, prospect.id), eq(prospectActivities.kind, "data_room_view")));
    expect(views.map((v) => v.summary)).toEqual([
      'Opened "Private placement memorandum" of Fund II — Second close',
      'Downloaded "Private placement memorandum" of Fund II — Second close',
    ]);
    const person = (await admin.api.get(`/api/admin/offerings/${offeringId}`)).json().people[0];
    expect(person).toMatchObject({ userId: reader.user.id, name: "Jane Doe", invitedAt: null });
    expect(person.acceptedAt).not.toBeNull();
    expect(person.activity).toEqual([expect.objectContaining({ documentId, views: 1, downloads: 1 })]);
  });
});
