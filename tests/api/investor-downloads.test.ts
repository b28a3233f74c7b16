// Over 300 lines: each download route's access and audit on one seeded firm; split with the investor-records feature folder (issue 23).
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  capitalCallNoticePath,
  documentDownloadPath,
  resourceDownloadPath,
  type InvestorDocument,
} from "#domain/investor-portal.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { seedDemoContent } from "#server/seed.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { closedQuarter, demoTimeline } from "#server/seed/demo-timeline.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { signedIn, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { ownHoldingOf } from "#server/features/entities/own-holding.ts";
import { demoK1s } from "#server/seed/demo-investor-records.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

const IP = "203.0.113.9";
const JORDAN = "Jordan Mitchell";
// The demo is dated relative to the day it is seeded: seed at a fixed instant and expect its dates.
// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const TIMELINE = demoTimeline(NOW);
const Q = closedQuarter(NOW, 0).label;
const MEMBER_ID = `EDF-${TIMELINE.investorCreatedAt.getUTCFullYear()}-0001`;
const K1_PENDING = demoK1s(NOW).pending.name;

describe.each(testDatabases)("investor downloads on $name", (database) => {
  let t: TestContext;
  // id: the person; holding: the investing entity their positions belong to (decision 0060).
  let jordan: { id: number; holding: number; cookie: string };
  let second: { id: number; name: string; cookie: string; documentId: number };
  let viewer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
    await t.reset();
    await t.resetToDemoContent(NOW);
    const jordanHolding = await ownHoldingOf(t.db, 1);
    if (jordanHolding === null) throw new Error("The demo investor has no own holding");
    jordan = {
      id: 1,
      holding: jordanHolding,
      cookie: await signIn(t, demoUsers.investor.username, demoUsers.investor.password),
    };
    // A second investor with Fund I access only and a document of their own, with its file.
    const other = await signedIn(t, "investor", { fundIAccess: true, firstName: "Riley", lastName: "Okafor" });
    const key = `tests/investor-${other.user.id}/subscription.pdf`;
    await t.db.insert(storedFiles).values({
      key,
      contentType: "application/pdf",
      bytes: renderPdf({ title: "Riley's Subscription Agreement", lines: ["Investor: Riley Okafor"] }),
    });
    const [doc] = await t.db
      .insert(investorDocuments)
      .values({
        entityId: await holdingOf(t.db, other.user),
        fundType: "Fund I",
        kind: "subscription",
        name: "Riley's Subscription Agreement",
        storageKey: key,
      })
      .returning();
    second = { id: other.user.id, name: "Riley Okafor", cookie: other.cookie, documentId: doc.id };
    viewer = (await signedIn(t, "viewer", { fundIIAccess: true })).cookie;
    admin = (await signedIn(t, "admin")).cookie;
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url, remoteAddress: IP, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const documentId = async (name: string) =>
    (await t.db.select({ id: investorDocuments.id }).from(investorDocuments).where(eq(investorDocuments.name, name)))[0]
      .id;
  const resourceId = async (title: string) =>
    (await t.db.select({ id: resources.id }).from(resources).where(eq(resources.title, title)))[0].id;
  const downloads = async () => (await t.services.stats.get()).downloadCount;
  const auditRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const isPdf = (res: { rawPayload: Buffer }) => res.rawPayload.subarray(0, 5).toString("latin1") === "%PDF-";
  /** The file's text as poppler extracts it (the PDFs compress their text); null without poppler, whose checks then skip. */
  const text = (res: { rawPayload: Buffer }) => (hasPoppler ? pdfText(res.rawPayload) : null);

  it("makes the download paths the UI links to", () => {
    expect(documentDownloadPath(7)).toBe("/api/investor/documents/7/download");
    expect(resourceDownloadPath(7)).toBe("/api/investor/resources/7/download");
    expect(capitalCallNoticePath(7)).toBe("/api/investor/capital-calls/7/notice");
  });

  it("serves the sample investor's subscription agreement as a PDF attachment, audited and counted", async () => {
    const id = await documentId("Fund I Subscription Agreement");
    const [before, rowsBefore] = [await downloads(), await auditRows()];
    const res = await get(documentDownloadPath(id), jordan.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="fund-i-subscription-agreement.pdf"; filename*=UTF-8''Fund%20I%20Subscription%20Agreement.pdf`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(isPdf(res)).toBe(true);
    expect(res.rawPayload.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    const pdf = text(res);
    for (const fact of [
      JORDAN,
      `Member ID: ${MEMBER_ID}`,
      "Capital commitment: $1,500,000.00",
      `Commitment date: ${TIMELINE.fundIStart}`,
    ]) {
      if (pdf !== null) expect(pdf).toContain(fact);
    }

    expect(await downloads()).toBe(before + 1);
    expect(await auditRows()).toBe(rowsBefore + 1);
    expect(await lastAudit()).toMatchObject({
      action: "document.downloaded",
      actorUserId: jordan.id,
      actorUsername: demoUsers.investor.username,
      entityType: "investor_document",
      entityId: String(id),
      summary: 'Downloaded document "Fund I Subscription Agreement"',
      ipAddress: IP,
    });
  });

  it("makes the quarterly statement from the ledger: the roll-forward, commitment and unfunded per fund", async () => {
    const res = await get(documentDownloadPath(await documentId(`${Q} Quarterly Statement`)), jordan.cookie);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res)).toBe(true);
    const pdf = text(res);
    if (pdf === null) return;
    for (const fact of [
      JORDAN,
      MEMBER_ID,
      `Capital Account Statement ${Q} ·`,
      "$1,500,000.00",
      "$375,000.00",
      "$325,000.00",
    ]) {
      expect(pdf).toContain(fact);
    }
  });

  it("makes a statement for any closed quarter on request, for the investor only", async () => {
    const closed = closedQuarter(NOW, 3);
    const period = `${closed.year}-Q${closed.quarter}`;
    const res = await get(`/api/investor/statements/${period}`, jordan.cookie);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res)).toBe(true);
    const pdf = text(res);
    if (pdf !== null) expect(pdf).toContain(`Capital Account Statement ${closed.label} ·`);
    const current = `${NOW.getUTCFullYear()}-Q${Math.floor(NOW.getUTCMonth() / 3) + 1}`;
    expect((await get(`/api/investor/statements/${current}`, jordan.cookie)).statusCode).toBe(404);
    expect((await get("/api/investor/statements/2026-Q5", jordan.cookie)).statusCode).toBe(404);
    expect((await get(`/api/investor/statements/${period}`, viewer)).statusCode).toBe(404);
    expect((await get(`/api/investor/statements/${period}`)).statusCode).toBe(401);
    // Staff make the same statement for any investor.
    const staffCopy = await get(`/api/admin/investors/${jordan.holding}/statements/${period}`, admin);
    expect(staffCopy.statusCode).toBe(200);
    if (pdf !== null) expect(text(staffCopy)).toContain(JORDAN);
  });

  it("downloads every available document listed to the sample investor; fund-wide files name no investor", async () => {
    const listed = (await get("/api/investor/documents", jordan.cookie)).json() as InvestorDocument[];
    const available = listed.filter((d) => d.available);
    expect(available).toHaveLength(listed.length - 1);
    for (const doc of available) {
      const res = await get(documentDownloadPath(doc.id), jordan.cookie);
      expect(res.statusCode, doc.name).toBe(200);
      expect(isPdf(res), doc.name).toBe(true);
      const pdf = text(res);
      if (pdf === null) continue;
      // A notice is titled by its number ("Capital Call No. 4"); every other document by its name.
      const notice = /^Fund II? (Capital Call|Distribution) (\d+) Notice$/.exec(doc.name);
      const statement = /^(Q[1-4] \d{4}) Quarterly Statement$/.exec(doc.name);
      const title = notice
        ? `${notice[1]} No. ${notice[2]}`
        : statement
          ? `Capital Account Statement ${statement[1]} ·`
          : doc.name;
      expect(pdf, doc.name).toContain(title);
      if (doc.personal) expect(pdf, doc.name).toContain(JORDAN);
      else expect(pdf, doc.name).not.toContain(JORDAN);
    }
    const report = await get(documentDownloadPath(await documentId(`Fund II ${Q} Performance Report`)), jordan.cookie);
    expect(isPdf(report)).toBe(true);
    const reportText = text(report);
    if (reportText !== null) {
      expect(reportText).toContain("GridWise Energy Software");
      expect(reportText).toContain(`Period: ${Q}`);
    }
  });

  it("answers 409 for last year's pending K-1, without an audit row", async () => {
    const rows = await auditRows();
    const res = await get(documentDownloadPath(await documentId(K1_PENDING)), jordan.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      new RegExp(`^"${K1_PENDING}" is not available for download yet; it is expected on \\d{4}-\\d{2}-\\d{2}$`),
    );
    expect(await auditRows()).toBe(rows);
  });

  it("gives the second investor their own file and their fund's, and 404s everyone else's", async () => {
    const own = await get(documentDownloadPath(second.documentId), second.cookie);
    expect(own.statusCode).toBe(200);
    expect(text(own)).toContain(second.name);
    expect(own.headers["content-disposition"]).toBe(
      `attachment; filename="riley-s-subscription-agreement.pdf"; filename*=UTF-8''Riley%27s%20Subscription%20Agreement.pdf`,
    );
    expect(await lastAudit()).toMatchObject({ actorUserId: second.id, entityId: String(second.documentId) });
    for (const name of [
      `Fund I ${Q} Performance Report`,
      `${Q} Portfolio Summary`,
      "Fund I Limited Partnership Agreement",
    ]) {
      expect((await get(documentDownloadPath(await documentId(name)), second.cookie)).statusCode, name).toBe(200);
    }

    const rows = await auditRows();
    for (const name of [
      "Fund I Subscription Agreement",
      `${Q} Quarterly Statement`,
      `Fund II ${Q} Performance Report`,
    ]) {
      const res = await get(documentDownloadPath(await documentId(name)), second.cookie);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.message).toBe("Document not found");
    }
    // The sample investor cannot download the second investor's document either.
    expect((await get(documentDownloadPath(second.documentId), jordan.cookie)).statusCode).toBe(404);
    expect((await get(documentDownloadPath(999_999), jordan.cookie)).statusCode).toBe(404);
    expect((await get("/api/investor/documents/abc/download", jordan.cookie)).statusCode).toBe(404);
    expect(await auditRows()).toBe(rows);
  });

  it("gives a viewer the fund-wide files of their funds only", async () => {
    for (const name of [
      `Fund II ${Q} Performance Report`,
      `${Q} Portfolio Summary`,
      "Fund II Limited Partnership Agreement",
    ]) {
      const res = await get(documentDownloadPath(await documentId(name)), viewer);
      expect(res.statusCode, name).toBe(200);
      expect(isPdf(res)).toBe(true);
    }
    for (const name of [`Fund I ${Q} Performance Report`, "Fund II Subscription Agreement"]) {
      expect((await get(documentDownloadPath(await documentId(name)), viewer)).statusCode, name).toBe(404);
    }
    expect((await get(documentDownloadPath(second.documentId), viewer)).statusCode).toBe(404);
  });

  it("refuses document downloads to staff (403) and anonymous callers (401)", async () => {
    const url = documentDownloadPath(await documentId(`${Q} Portfolio Summary`));
    expect((await get(url, admin)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it("does not count a HEAD request as a download", async () => {
    const rows = await auditRows();
    const res = await get(documentDownloadPath(await documentId(`${Q} Portfolio Summary`)), jordan.cookie, "HEAD");
    expect(res.statusCode).toBe(404);
    expect(await auditRows()).toBe(rows);
  });

  it("serves resources by their access: public to anyone, a fund's to its investors, all to staff", async () => {
    const publicId = await resourceId("Introduction to Private Market Investing");
    const fundI = await resourceId("Education Real Estate Market Analysis");
    const bothFunds = await resourceId("Q3 2024 Quarterly Fund Performance Report");
    const before = await downloads();

    const anonymous = await get(resourceDownloadPath(publicId));
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers["content-type"]).toBe("application/pdf");
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    expect(anonymous.headers["content-disposition"]).toMatch(
      /^attachment; filename="introduction-to-private-market-investing\.pdf"; filename\*=UTF-8''/,
    );
    expect(isPdf(anonymous)).toBe(true);
    if (hasPoppler) expect(text(anonymous)).toContain("Introduction to Private Market Investing");
    expect(await lastAudit()).toMatchObject({
      action: "document.downloaded",
      actorUserId: null,
      entityType: "resource",
      entityId: String(publicId),
      ipAddress: IP,
    });

    const expectations: Array<[string | undefined, number, number]> = [
      // [caller, resource, status]
      [undefined, fundI, 404],
      [undefined, bothFunds, 404],
      [jordan.cookie, fundI, 200],
      [jordan.cookie, bothFunds, 200],
      [second.cookie, fundI, 200],
      [second.cookie, bothFunds, 200],
      [viewer, fundI, 404],
      [viewer, bothFunds, 200],
      [viewer, publicId, 200],
      [admin, fundI, 200],
      [admin, bothFunds, 200],
    ];
    for (const [cookie, id, status] of expectations) {
      const res = await get(resourceDownloadPath(id), cookie);
      expect(res.statusCode, `${cookie ?? "anonymous"} → ${id}`).toBe(status);
      if (status === 404) expect(res.json().error.message).toBe("Resource not found");
      else expect(isPdf(res)).toBe(true);
    }
    expect(await downloads()).toBe(before + 1 + expectations.filter(([, , s]) => s === 200).length);
    const byAdmin = await lastAudit();
    expect(byAdmin).toMatchObject({
      entityType: "resource",
      entityId: String(bothFunds),
      summary: 'Downloaded resource "Q3 2024 Quarterly Fund Performance Report"',
    });
  });

  it("redirects to a resource's link when it has no file, and 404s one with neither", async () => {
    const [linked, bare, offListRow] = await t.db
      .insert(resources)
      .values([
        {
          title: "Linked guide",
          description: "d",
          category: "Educational Content",
          fundAccess: "general",
          downloadUrl: "https://www.sec.gov/guide.pdf",
        },
        { title: "Nothing to download", description: "d", category: "Educational Content", fundAccess: "general" },
        // Saved before links were kept to the allowed sites (decision 0047): not followed.
        {
          title: "Off-list link",
          description: "d",
          category: "Educational Content",
          fundAccess: "general",
          isPublic: true,
          downloadUrl: "https://evil.example.com/guide.pdf",
        },
      ])
      .returning();
    const res = await get(resourceDownloadPath(linked.id), second.cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("https://www.sec.gov/guide.pdf");
    const offList = await get(resourceDownloadPath(offListRow.id));
    expect(offList.statusCode).toBe(409);
    expect(offList.headers.location).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    // Not public: an anonymous caller is not told it exists.
    expect((await get(resourceDownloadPath(linked.id))).statusCode).toBe(404);
    expect((await get(resourceDownloadPath(bare.id), second.cookie)).statusCode).toBe(404);
    expect((await get(resourceDownloadPath(999_999), admin)).statusCode).toBe(404);
    await t.db.delete(resources).where(sql`${resources.id} in (${linked.id}, ${bare.id}, ${offListRow.id})`);
  });

  it("serves the notice issued with each of the investor's own calls, and nobody else's", async () => {
    const [part] = await t.db
      .select({ id: capitalCallParts.id, noticeDocumentId: capitalCallParts.noticeDocumentId })
      .from(capitalCallParts)
      .innerJoin(fundCapitalCalls, sql`${fundCapitalCalls.id} = ${capitalCallParts.callId}`)
      .where(
        sql`${capitalCallParts.entityId} = ${jordan.holding} and ${fundCapitalCalls.fundType} = 'Fund I' and ${fundCapitalCalls.number} = 1`,
      );
    const before = await downloads();
    const res = await get(capitalCallNoticePath(part.id), jordan.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="fund-i-capital-call-1-notice\.pdf"/);
    expect(isPdf(res)).toBe(true);
    const pdf = text(res);
    for (const fact of [
      JORDAN,
      MEMBER_ID,
      "Amount due $500,000.00",
      "Initial property acquisition",
      // Itemised as the ILPA template asks (issue 26 §4): Fund I's $10M call, Jordan's 5 %.
      "Investments $9,500,000.00 $475,000.00",
      "Management fees $375,000.00 $18,750.00",
      "Partnership expenses $125,000.00 $6,250.00",
      "Contributed to date $0.00",
      "Unfunded before this call $1,500,000.00",
      "Unfunded after this call $1,000,000.00",
      "EdFutures never changes wire instructions by e-mail",
      "Payment reference FUNDI-CALL1-",
    ]) {
      if (pdf !== null) expect(pdf).toContain(fact);
    }
    // The issued notice is the investor's document: downloading it is downloading that document.
    expect(await lastAudit()).toMatchObject({
      entityType: "investor_document",
      entityId: String(part.noticeDocumentId),
      actorUserId: jordan.id,
    });
    expect(await downloads()).toBe(before + 1);
    const call = { id: part.id };

    // The second call's notice counts the first call as paid in: $1M unfunded before, $625,000 after.
    const [secondPart] = await t.db
      .select({ id: capitalCallParts.id })
      .from(capitalCallParts)
      .innerJoin(fundCapitalCalls, sql`${fundCapitalCalls.id} = ${capitalCallParts.callId}`)
      .where(
        sql`${capitalCallParts.entityId} = ${jordan.holding} and ${fundCapitalCalls.fundType} = 'Fund I' and ${fundCapitalCalls.number} = 2`,
      );
    const secondNotice = text(await get(capitalCallNoticePath(secondPart.id), jordan.cookie));
    const facts = ["Contributed to date $500,000.00", "Unfunded before this call $1,000,000.00"];
    for (const fact of [...facts, "This call $375,000.00", "Unfunded after this call $625,000.00"]) {
      if (secondNotice !== null) expect(secondNotice).toContain(fact);
    }

    expect((await get(capitalCallNoticePath(call.id), second.cookie)).statusCode).toBe(404);
    expect((await get(capitalCallNoticePath(call.id), viewer)).statusCode).toBe(404);
    expect((await get(capitalCallNoticePath(call.id), admin)).statusCode).toBe(403);
    expect((await get(capitalCallNoticePath(call.id))).statusCode).toBe(401);
  });

  it("refills files a database seeded before they were stored, and stays idempotent", async () => {
    const key = "demo/investor/fund-i-subscription-agreement.pdf";
    const original = (await t.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0].bytes!;
    const publicId = await resourceId("Introduction to Private Market Investing");
    // What migration 0003 leaves on such a database: an empty placeholder, resources without files.
    await t.db
      .update(storedFiles)
      .set({ bytes: Buffer.alloc(0) })
      .where(eq(storedFiles.key, key));
    await t.db.update(resources).set({ storageKey: null }).where(eq(resources.id, publicId));
    const id = await documentId("Fund I Subscription Agreement");
    expect((await get(documentDownloadPath(id), jordan.cookie)).statusCode).toBe(409);
    expect((await get(resourceDownloadPath(publicId))).statusCode).toBe(404);

    expect(await seedDemoContent(t.db)).toBe(false);
    const refilled = await get(documentDownloadPath(id), jordan.cookie);
    expect(refilled.statusCode).toBe(200);
    expect(refilled.rawPayload.equals(original)).toBe(true);
    expect((await get(resourceDownloadPath(publicId))).statusCode).toBe(200);
    // Nothing else changed: a second run writes nothing new.
    const files = await t.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    expect(await seedDemoContent(t.db)).toBe(false);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles)).toEqual(files);
  });
});
