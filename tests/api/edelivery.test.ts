// Over 300 lines: consent, the notice version and delivery share one signed-in set-up; split when e-delivery next changes.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDELIVERY_CONSENT_PATH, EDELIVERY_CONSENT_REQUIRED, EDELIVERY_NOTICE_CHANGED } from "#domain/edelivery.ts";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import { capitalCallNoticePath, documentDownloadPath, type InvestorDocument } from "#domain/investor-portal.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { insertCallPart } from "./ledger-rows.ts";
import { holdingOf } from "./entity-helpers.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { recordDeliveries } from "#server/features/documents/document-deliveries.ts";
import { signedIn, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { demoK1s } from "#server/seed/demo-investor-records.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const IP = "203.0.113.21";
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases)("e-delivery consent and delivery evidence on $name", (database) => {
  let t: TestContext;
  let investor: { id: number; username: string; cookie: string };
  let viewer: { id: number; cookie: string };
  let own: number;
  let fundWide: number;
  let fundWideCreatedAt: Date;
  let callId: number;

  beforeAll(async () => {
    // The pages too (the production build): their form accepts the notice without JavaScript.
    t = await startTestApp(database, { web: true, demo: true });
    await t.reset();
    await t.resetToDemoContent();
    // A new investor who has not accepted the notice (the helper's default is to have accepted it).
    const created = await signedIn(t, "investor", {
      fundIAccess: true,
      edeliveryConsentAt: null,
      edeliveryConsentVersion: null,
    });
    investor = { id: created.user.id, username: created.user.username, cookie: created.cookie };
    viewer = await signedIn(t, "viewer", { fundIAccess: true }).then((v) => ({ id: v.user.id, cookie: v.cookie }));

    const holding = await holdingOf(t.db, investor);
    const key = `tests/edelivery-${investor.id}/statement.pdf`;
    await t.db
      .insert(storedFiles)
      .values({ key, contentType: "application/pdf", bytes: renderPdf({ title: "Statement", lines: ["Hello"] }) });
    const [doc] = await t.db
      .insert(investorDocuments)
      .values({
        entityId: holding,
        fundType: "Fund I",
        kind: "statement_monthly",
        name: "E-delivery Test Statement",
        documentDate: "2026-10-31",
        storageKey: key,
      })
      .returning();
    own = doc.id;
    // Delivered on upload, as publishing does (recordDeliveries in the publishing transaction).
    await recordDeliveries(t.db, own, [investor.id], new Date("2026-11-01T09:00:00Z"), holding);
    // A fund-wide document of the seed, published before deliveries were recorded for this investor.
    const [report] = await t.db
      .select()
      .from(investorDocuments)
      .where(eq(investorDocuments.name, `Fund I ${closedQuarter(new Date()).label} Performance Report`));
    fundWide = report.id;
    fundWideCreatedAt = report.createdAt;
    const { part } = await insertCallPart(t.db, {
      entityId: holding,
      fundType: "Fund I",
      number: 90,
      amountCents: 100_000,
      purpose: "Initial investments",
      callDate: "2026-10-01",
    });
    callId = part.id;
  });
  afterAll(async () => t?.close());

  const request = (method: "GET" | "POST", url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: IP,
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        ...(payload !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const delivery = async (documentId: number, userId: number) =>
    (
      await t.db
        .select()
        .from(documentDeliveries)
        .where(and(eq(documentDeliveries.documentId, documentId), eq(documentDeliveries.userId, userId)))
    )[0];
  const consentAudits = async (userId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.edelivery_consented"), eq(auditLog.actorUserId, userId)))
      .orderBy(desc(auditLog.id));
  const documentsOf = async (cookie: string) => {
    const res = await request("GET", "/api/investor/documents", cookie);
    expect(res.statusCode).toBe(200);
    return res.json<InvestorDocument[]>();
  };

  it("asks an investor who has not accepted, and withholds every document and notice (403)", async () => {
    const status = await request("GET", EDELIVERY_CONSENT_PATH, investor.cookie);
    expect(status.json()).toEqual({ required: true, version: EDELIVERY_NOTICE_VERSION, consentedAt: null });

    for (const url of [
      documentDownloadPath(own),
      documentDownloadPath(fundWide),
      capitalCallNoticePath(callId),
      "/api/investor/documents",
      `/api/investor/documents/${own}`,
    ]) {
      const res = await request("GET", url, investor.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(EDELIVERY_CONSENT_REQUIRED);
    }
    // Nothing was counted as opened, and no download is in the log.
    expect(await delivery(own, investor.id)).toMatchObject({ firstOpenedAt: null, downloadCount: 0 });
    expect(await delivery(fundWide, investor.id)).toBeUndefined();
    const downloads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "document.downloaded"), eq(auditLog.actorUserId, investor.id)));
    expect(downloads).toHaveLength(0);
  });

  it("refuses a consent without a version (400 naming it) or to a notice no longer in force (409)", async () => {
    const missing = await request("POST", EDELIVERY_CONSENT_PATH, investor.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toHaveProperty("version");
    const stale = await request("POST", EDELIVERY_CONSENT_PATH, investor.cookie, { version: "2020-01" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(EDELIVERY_NOTICE_CHANGED);
    expect(await consentAudits(investor.id)).toHaveLength(0);
  });

  it("records the time and version of the consent, audited once; accepting again changes nothing", async () => {
    const before = Date.now();
    const res = await request("POST", EDELIVERY_CONSENT_PATH, investor.cookie, { version: EDELIVERY_NOTICE_VERSION });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ required: boolean; version: string; consentedAt: string }>();
    expect(body).toMatchObject({ required: false, version: EDELIVERY_NOTICE_VERSION });
    const [row] = await t.db
      .select({ at: users.edeliveryConsentAt, version: users.edeliveryConsentVersion })
      .from(users)
      .where(eq(users.id, investor.id));
    expect(row.version).toBe(EDELIVERY_NOTICE_VERSION);
    expect(row.at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.at!.toISOString()).toBe(body.consentedAt);
    const audits = await consentAudits(investor.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUsername: investor.username,
      entityType: "user",
      entityId: String(investor.id),
      ipAddress: IP,
      details: { version: EDELIVERY_NOTICE_VERSION, consentedAt: body.consentedAt },
    });

    const again = await request("POST", EDELIVERY_CONSENT_PATH, investor.cookie, { version: EDELIVERY_NOTICE_VERSION });
    expect(again.statusCode).toBe(200);
    expect(again.json().consentedAt).toBe(body.consentedAt);
    expect(await consentAudits(investor.id)).toHaveLength(1);
  });

  it("after consent, a download is the delivery's evidence: first opening kept, every download counted", async () => {
    const listed = (await documentsOf(investor.cookie)).find((d) => d.id === own)!;
    expect(listed.isNew).toBe(true);

    const first = await request("GET", documentDownloadPath(own), investor.cookie);
    expect(first.statusCode).toBe(200);
    const opened = await delivery(own, investor.id);
    expect(opened.firstOpenedAt).not.toBeNull();
    expect(opened.downloadCount).toBe(1);
    expect(opened.deliveredAt.toISOString()).toBe("2026-11-01T09:00:00.000Z");
    expect((await documentsOf(investor.cookie)).find((d) => d.id === own)!.isNew).toBe(false);

    expect((await request("GET", documentDownloadPath(own), investor.cookie)).statusCode).toBe(200);
    const twice = await delivery(own, investor.id);
    expect(twice.downloadCount).toBe(2);
    expect(twice.firstOpenedAt!.toISOString()).toBe(opened.firstOpenedAt!.toISOString());
  });

  it("a fund-wide document published before deliveries were recorded gets its delivery row on download", async () => {
    // Without a delivery row it is not New (nothing says when it was delivered).
    expect((await documentsOf(investor.cookie)).find((d) => d.id === fundWide)!.isNew).toBe(false);
    expect((await request("GET", documentDownloadPath(fundWide), investor.cookie)).statusCode).toBe(200);
    const row = await delivery(fundWide, investor.id);
    expect(row.deliveredAt.toISOString()).toBe(fundWideCreatedAt.toISOString());
    expect(row.firstOpenedAt).not.toBeNull();
    expect(row.downloadCount).toBe(1);
    expect((await request("GET", capitalCallNoticePath(callId), investor.cookie)).statusCode).toBe(200);
  });

  it("asks again when the notice's version changes", async () => {
    await t.db.update(users).set({ edeliveryConsentVersion: "2025-01" }).where(eq(users.id, investor.id));
    expect((await request("GET", EDELIVERY_CONSENT_PATH, investor.cookie)).json()).toMatchObject({
      required: true,
      consentedAt: null,
    });
    expect((await request("GET", documentDownloadPath(own), investor.cookie)).statusCode).toBe(403);
    const res = await request("POST", EDELIVERY_CONSENT_PATH, investor.cookie, { version: EDELIVERY_NOTICE_VERSION });
    expect(res.statusCode).toBe(200);
    expect(await consentAudits(investor.id)).toHaveLength(2);
    expect((await request("GET", documentDownloadPath(own), investor.cookie)).statusCode).toBe(200);
  });

  it("never asks a viewer, and records no delivery for a viewer's download", async () => {
    expect((await request("GET", EDELIVERY_CONSENT_PATH, viewer.cookie)).json()).toEqual({
      required: false,
      version: EDELIVERY_NOTICE_VERSION,
      consentedAt: null,
    });
    const documents = await documentsOf(viewer.cookie);
    expect(documents.map((d) => d.id)).toContain(fundWide);
    expect(documents.every((d) => !d.isNew)).toBe(true);
    expect((await request("GET", documentDownloadPath(fundWide), viewer.cookie)).statusCode).toBe(200);
    expect(await delivery(fundWide, viewer.id)).toBeUndefined();
    const post = await request("POST", EDELIVERY_CONSENT_PATH, viewer.cookie, { version: EDELIVERY_NOTICE_VERSION });
    expect(post.statusCode).toBe(403);
    expect(await consentAudits(viewer.id)).toHaveLength(0);
  });

  it("shows a new investor the notice instead of documents; its form (no JavaScript) accepts it", async () => {
    const fresh = await signedIn(t, "investor", {
      fundIAccess: true,
      edeliveryConsentAt: null,
      edeliveryConsentVersion: null,
    });
    const page = (method: "GET" | "POST", headers: Record<string, string> = {}, payload?: string) =>
      t.app.inject({
        method,
        url: "/investor-profile?tab=statements",
        remoteAddress: IP,
        headers: { cookie: fresh.cookie, ...headers },
        ...(payload ? { payload } : {}),
      });
    const before = await page("GET");
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain("Electronic delivery of your documents");
    expect(before.body).toContain("Accept electronic delivery");
    expect(before.body).not.toContain(`Fund I ${closedQuarter(new Date()).label} Performance Report`);

    const form = { "content-type": "application/x-www-form-urlencoded" };
    const foreign = await page(
      "POST",
      { ...form, origin: "https://evil.example" },
      `version=${EDELIVERY_NOTICE_VERSION}`,
    );
    // A page form post from another origin, or marked cross-site, is refused before the action
    // runs, as the API refuses it (decision 0045).
    expect(foreign.statusCode).toBe(403);
    const crossSite = await page(
      "POST",
      { ...form, "sec-fetch-site": "cross-site" },
      `version=${EDELIVERY_NOTICE_VERSION}`,
    );
    expect(crossSite.statusCode).toBe(403);
    const stale = await page("POST", { ...form, origin: TEST_ORIGIN }, "version=2020-01");
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(EDELIVERY_NOTICE_CHANGED);
    expect(await consentAudits(fresh.user.id)).toHaveLength(0);

    const accepted = await page("POST", { ...form, origin: TEST_ORIGIN }, `version=${EDELIVERY_NOTICE_VERSION}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain("You accepted electronic delivery on");
    expect(accepted.body).not.toContain("Accept electronic delivery</button>");
    expect(await consentAudits(fresh.user.id)).toHaveLength(1);
    const after = await page("GET");
    expect(after.body).not.toContain("Electronic delivery of your documents");
  });

  it("seeds the sample investor as consented, with the newest statements still New", async () => {
    const cookie = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
    expect((await request("GET", EDELIVERY_CONSENT_PATH, cookie)).json()).toMatchObject({ required: false });
    const documents = await documentsOf(cookie);
    // What was issued in the last 45 days is unopened ("New"), older documents were opened.
    const recent = daysAgo(45);
    const isNew = documents.filter((d) => d.isNew);
    expect(isNew.map((d) => d.name)).toContain("Fund II Capital Call 4 Notice");
    expect(isNew.length).toBeGreaterThan(1);
    for (const d of isNew) expect(d.documentDate! >= recent, d.name).toBe(true);
    for (const d of documents.filter((d) => d.available && d.documentDate! < recent))
      expect(d.isNew, d.name).toBe(false);
    // The pending K-1 has no file: not delivered yet, so not New.
    const pending = demoK1s(new Date()).pending.name;
    expect(documents.find((d) => d.name === pending)).toMatchObject({ available: false, isNew: false });
  });
});
