// Over 300 lines: uploads, versions, delivery and archive share one app and its files; split with the documents feature folder (issue 23).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberIdOf } from "#domain/investor-portal.ts";
import { documentDeliveries, investorDocumentVersions } from "#server/platform/db/schema/document-deliveries.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { recordOpening } from "#server/features/documents/document-deliveries.ts";
import { MAX_FILE_BYTES } from "#server/platform/storage/files.ts";
import { createUser, signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----edf${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? "application/pdf"}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pdf = (text: string) => renderPdf({ title: text, lines: [text] });
const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

describe.each(testDatabases)("staff documents API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const upload = (url: string, cookie: string, parts: Part[], method: "POST" | "PUT" = "POST") => {
    const { body, contentType } = multipart(parts);
    return t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, cookie, "content-type": contentType },
      payload: body,
    });
  };
  const json = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, cookie, ...(payload ? { "content-type": "application/json" } : {}) },
      payload: payload ? JSON.stringify(payload) : undefined,
    });
  const count = async (table: typeof storedFiles | typeof investorDocuments | typeof documentDeliveries) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it("offers recipients a page at a time by name, found by name or member ID; only active investors", async () => {
    const admin = await signedIn(t, "admin");
    const names = ["Avery", "Blake", "Casey", "Drew", "Emery"];
    const investors = [];
    for (const lastName of names)
      investors.push(await createUser(t, { lastName, firstName: "Sam", fundIAccess: true }));
    await createUser(t, { lastName: "Archived", archivedAt: new Date() });
    await createUser(t, { lastName: "Inactive", isActive: false });
    await createUser(t, { lastName: "Viewer", role: "viewer" });

    const first = await json("GET", "/api/documents/recipients?limit=2", admin.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 5, limit: 2 });
    expect(first.json().items.map((r: { name: string }) => r.name)).toEqual(["Sam Avery", "Sam Blake"]);
    const second = await json("GET", `/api/documents/recipients?limit=2&cursor=${first.json().next}`, admin.cookie);
    expect(second.json().items.map((r: { name: string }) => r.name)).toEqual(["Sam Casey", "Sam Drew"]);

    const byName = await json("GET", "/api/documents/recipients?q=emer", admin.cookie);
    expect(byName.json()).toMatchObject({ total: 1, items: [{ id: investors[4].id, funds: ["Fund I"] }] });
    const memberId = memberIdOf(investors[2]);
    const byMemberId = await json("GET", `/api/documents/recipients?q=${memberId}`, admin.cookie);
    expect(byMemberId.json().items).toEqual([expect.objectContaining({ id: investors[2].id, memberId })]);
    expect((await json("GET", "/api/documents/recipients?q=Archived", admin.cookie)).json().total).toBe(0);

    const bad = await json("GET", "/api/documents/recipients?limit=0", admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("limit");
  });

  it("uploads a PDF for one investor: they see and download it, another investor gets 404", async () => {
    const admin = await signedIn(t, "admin");
    const investor = await signedIn(t, "investor", { fundIAccess: true });
    const other = await signedIn(t, "investor", { fundIAccess: true });
    const bytes = pdf("Q3 2026 statement");
    const res = await upload("/api/documents", admin.cookie, [
      ...fields({
        kind: "statement_quarterly",
        userId: String(investor.user.id),
        title: "Q3 2026 Statement",
        period: "Q3 2026",
      }),
      { name: "file", fileName: "statement.pdf", bytes },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      kind: "statement_quarterly",
      title: "Q3 2026 Statement",
      status: "Final",
      deliveredCount: 1,
      openedCount: 0,
      // The document is the person's own holding's (decision 0060), made on upload with their member ID.
      investor: { id: await holdingOf(t.db, investor.user), memberId: memberIdOf(investor.user) },
    });

    const mine = await json("GET", "/api/investor/documents", investor.cookie);
    expect(mine.json().map((d: { id: number }) => d.id)).toContain(doc.id);
    const download = await json("GET", `/api/investor/documents/${doc.id}/download`, investor.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    expect((await json("GET", `/api/investor/documents/${doc.id}/download`, other.cookie)).statusCode).toBe(404);
    expect((await json("GET", "/api/investor/documents", other.cookie)).json()).toEqual([]);

    // Delivered on upload; the investor's download above is its first opening.
    const [delivery] = await t.db.select().from(documentDeliveries);
    expect(delivery).toMatchObject({ documentId: doc.id, userId: investor.user.id, downloadCount: 1 });
    expect(delivery.firstOpenedAt).toBeInstanceOf(Date);
    const audit = (await auditRows(t)).filter((r) => r.action === "document.uploaded");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: "investor_document",
      entityId: String(doc.id),
      actorUserId: admin.user.id,
    });
  });

  it("delivers a fund-wide report to every active investor of that fund and shows who has not opened it", async () => {
    const admin = await signedIn(t, "super_admin");
    const a = await signedIn(t, "investor", { fundIAccess: true, firstName: "Ada", lastName: "Able" });
    const b = await signedIn(t, "investor", { fundIAccess: true, firstName: "Ben", lastName: "Baker" });
    await signedIn(t, "investor", { fundIIAccess: true });
    await createUser(t, { role: "investor", fundIAccess: true, archivedAt: new Date() });
    await signedIn(t, "viewer", { fundIAccess: true });
    const res = await upload("/api/documents", admin.cookie, [
      ...fields({ kind: "report", fundType: "Fund I", title: "Fund I Q3 Report", period: "Q3 2026" }),
      { name: "file", fileName: "report.pdf", bytes: pdf("report") },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ investor: null, fundType: "Fund I", deliveredCount: 2, openedCount: 0 });

    await recordOpening(t.db, doc.id, a.user.id);
    const listed = (await json("GET", "/api/documents", admin.cookie)).json();
    expect(listed.find((d: { id: number }) => d.id === doc.id)).toMatchObject({ deliveredCount: 2, openedCount: 1 });
    const unopened = (await json("GET", `/api/documents/${doc.id}/unopened`, admin.cookie)).json();
    expect(unopened).toEqual([
      expect.objectContaining({ userId: b.user.id, name: "Ben Baker", memberId: memberIdOf(b.user) }),
    ]);
  });

  it("refuses non-PDF bytes named .pdf, an empty file and a missing file; nothing is stored", async () => {
    const admin = await signedIn(t, "admin");
    const investor = await signedIn(t, "investor");
    const base = fields({ kind: "other", userId: String(investor.user.id), title: "Not a PDF" });
    const fake = await upload("/api/documents", admin.cookie, [
      ...base,
      { name: "file", fileName: "statement.pdf", bytes: Buffer.from("<html>not a pdf</html>") },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    // %PDF- at the start but no end-of-file marker: a cut-off upload.
    const truncated = pdf("cut").subarray(0, 200);
    expect(
      (await upload("/api/documents", admin.cookie, [...base, { name: "file", fileName: "a.pdf", bytes: truncated }]))
        .statusCode,
    ).toBe(415);
    const empty = await upload("/api/documents", admin.cookie, [
      ...base,
      { name: "file", fileName: "a.pdf", bytes: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    const missing = await upload("/api/documents", admin.cookie, base);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors)).toEqual(["file"]);
    const noInvestor = await upload("/api/documents", admin.cookie, [
      ...fields({ kind: "statement_quarterly", title: "X" }),
      { name: "file", fileName: "a.pdf", bytes: pdf("x") },
    ]);
    expect(noInvestor.statusCode).toBe(400);
    // The form picks an investing entity (decision 0060, slice 4): its field is the one named.
    expect(Object.keys(noInvestor.json().error.fieldErrors)).toEqual(["entityId"]);
    const noFund = await upload("/api/documents", admin.cookie, [
      ...fields({ kind: "report", title: "X" }),
      { name: "file", fileName: "a.pdf", bytes: pdf("x") },
    ]);
    expect(Object.keys(noFund.json().error.fieldErrors)).toEqual(["fundType"]);
    // JSON or any other body type is refused on the upload route; multipart is refused elsewhere.
    expect((await json("POST", "/api/documents", admin.cookie, { kind: "other" })).statusCode).toBe(415);
    expect((await upload("/api/investments", admin.cookie, base)).statusCode).toBe(415);
    expect(await count(storedFiles)).toBe(0);
    expect(await count(investorDocuments)).toBe(0);
    expect((await auditRows(t)).filter((r) => r.action.startsWith("document."))).toEqual([]);
  });

  it("refuses a file over 20 MB with 413 and stores one of 5 MB", async () => {
    const admin = await signedIn(t, "admin");
    const investor = await signedIn(t, "investor");
    const small = pdf("big");
    const big = Buffer.concat([small.subarray(0, 20), Buffer.alloc(MAX_FILE_BYTES + 1, 0x20), small.subarray(20)]);
    const res = await upload("/api/documents", admin.cookie, [
      ...fields({ kind: "other", userId: String(investor.user.id), title: "Too big" }),
      { name: "file", fileName: "big.pdf", bytes: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(await count(storedFiles)).toBe(0);

    // Far above the JSON body limit (64 KB) but within 20 MB: stored whole.
    const large = Buffer.concat([small.subarray(0, 20), Buffer.alloc(5 * 1024 * 1024, 0x20), small.subarray(20)]);
    const ok = await upload("/api/documents", admin.cookie, [
      ...fields({ kind: "other", userId: String(investor.user.id), title: "Large" }),
      { name: "file", fileName: "large.pdf", bytes: large },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().fileSize).toBe("5.0 MB");
    const [stored] = await t.db.select().from(storedFiles);
    expect(stored.bytes!.equals(large)).toBe(true);
  });

  it("is staff-only: investors and viewers get 403, nothing stored; a foreign Origin is refused", async () => {
    const investor = await signedIn(t, "investor");
    const viewer = await signedIn(t, "viewer");
    const parts = [
      ...fields({ kind: "other", userId: String(investor.user.id), title: "Mine" }),
      { name: "file", fileName: "a.pdf", bytes: pdf("a") },
    ];
    for (const cookie of [investor.cookie, viewer.cookie]) {
      expect((await upload("/api/documents", cookie, parts)).statusCode).toBe(403);
      expect((await upload("/api/documents/bulk", cookie, parts)).statusCode).toBe(403);
      expect((await json("GET", "/api/documents", cookie)).statusCode).toBe(403);
      expect((await json("POST", "/api/documents/bulk/preview", cookie, { fileNames: ["a.pdf"] })).statusCode).toBe(
        403,
      );
    }
    const admin = await signedIn(t, "admin");
    const { body, contentType } = multipart(parts);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { origin: "https://evil.example", cookie: admin.cookie, "content-type": contentType },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { cookie: admin.cookie, "content-type": contentType },
      payload: body,
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(await count(investorDocuments)).toBe(0);
  });

  it("announces a K-1 as Pending, then files it Final; replacing keeps the earlier version for staff only", async () => {
    const admin = await signedIn(t, "admin");
    const investor = await signedIn(t, "investor", { fundIAccess: true });
    const pending = await json("POST", "/api/documents/pending", admin.cookie, {
      userId: investor.user.id,
      title: "2026 Schedule K-1",
      period: "2026",
      expectedDate: "2027-03-15",
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const id = pending.json().id;
    expect(pending.json()).toMatchObject({
      status: "Pending",
      expectedDate: "2027-03-15",
      available: false,
      deliveredCount: 0,
    });
    const seen = (await json("GET", `/api/investor/documents/${id}`, investor.cookie)).json();
    expect(seen).toMatchObject({ status: "Pending", expectedDate: "2027-03-15", available: false });

    const first = pdf("K-1 first");
    const filed = await upload(`/api/documents/${id}/file`, admin.cookie, [
      { name: "file", fileName: "k1.pdf", bytes: first },
    ]);
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({
      status: "Final",
      available: true,
      deliveredCount: 1,
      versionCount: 0,
      expectedDate: null,
    });

    const second = pdf("K-1 corrected");
    const replaced = await upload(`/api/documents/${id}/file`, admin.cookie, [
      { name: "file", fileName: "k1b.pdf", bytes: second },
    ]);
    expect(replaced.json()).toMatchObject({ status: "Final", versionCount: 1 });
    const investorCopy = await json("GET", `/api/investor/documents/${id}/download`, investor.cookie);
    expect(investorCopy.rawPayload.equals(second)).toBe(true);

    const versions = (await json("GET", `/api/documents/${id}/versions`, admin.cookie)).json();
    expect(versions).toEqual([expect.objectContaining({ replacedBy: admin.user.username })]);
    const old = await json("GET", `/api/documents/${id}/versions/${versions[0].id}/download`, admin.cookie);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(first)).toBe(true);
    expect((await json("GET", `/api/documents/${id}/versions`, investor.cookie)).statusCode).toBe(403);
    expect(
      (await json("GET", `/api/documents/${id}/versions/${versions[0].id}/download`, investor.cookie)).statusCode,
    ).toBe(403);

    expect((await auditRows(t)).filter((r) => r.action.startsWith("document.")).map((r) => r.action)).toEqual([
      "document.pending",
      "document.replaced",
      "document.replaced",
      // the investor's download
      "document.downloaded",
    ]);

    const deleted = await json("DELETE", `/api/documents/${id}`, admin.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(await count(storedFiles)).toBe(0);
    expect(await t.db.select().from(investorDocumentVersions)).toEqual([]);
  });

  it("bulk: the preview matches files to investors by member ID and lists the unmatched; nothing is stored", async () => {
    const admin = await signedIn(t, "admin");
    const a = await signedIn(t, "investor");
    const b = await signedIn(t, "investor");
    const archived = { user: await createUser(t, { role: "investor", archivedAt: new Date() }) };
    const names = [
      `Q3-2026_${memberIdOf(a.user)}.pdf`,
      `statement ${memberIdOf(b.user).toLowerCase()}.pdf`,
      "no-member-id.pdf",
      `Q3_${memberIdOf(archived.user)}.pdf`,
      "Q3_EDF-1999-9999.pdf",
    ];
    const res = await json("POST", "/api/documents/bulk/preview", admin.cookie, { fileNames: names });
    expect(res.statusCode, res.body).toBe(200);
    const matches = res.json();
    // A match names the investor's own holding (decision 0060).
    expect(matches.map((m: { investor: { id: number } | null }) => m.investor?.id ?? null)).toEqual([
      await holdingOf(t.db, a.user),
      await holdingOf(t.db, b.user),
      null,
      null,
      null,
    ]);
    expect(matches[2].reason).toMatch(/No member ID/);
    expect(matches[3].reason).toMatch(/No active investor/);
    expect(await count(investorDocuments)).toBe(0);
  });

  it("bulk publish stores every matched file in one transaction, or nothing when any file is not a PDF", async () => {
    const admin = await signedIn(t, "admin");
    const a = await signedIn(t, "investor");
    const b = await signedIn(t, "investor");
    const common = fields({ kind: "statement_quarterly", title: "Q3 2026 Statement", period: "Q3 2026" });
    const bad = await upload("/api/documents/bulk", admin.cookie, [
      ...common,
      { name: "files", fileName: `${memberIdOf(a.user)}.pdf`, bytes: pdf("a") },
      { name: "files", fileName: `${memberIdOf(b.user)}.pdf`, bytes: Buffer.from("GIF89a not a pdf") },
    ]);
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error.message).toContain(memberIdOf(b.user));
    expect(await count(storedFiles)).toBe(0);
    expect(await count(investorDocuments)).toBe(0);
    expect(await count(documentDeliveries)).toBe(0);

    const good = await upload("/api/documents/bulk", admin.cookie, [
      ...common,
      { name: "files", fileName: `${memberIdOf(a.user)}.pdf`, bytes: pdf("a") },
      { name: "files", fileName: `${memberIdOf(b.user)}.pdf`, bytes: pdf("b") },
      { name: "files", fileName: "unknown.pdf", bytes: pdf("c") },
    ]);
    expect(good.statusCode, good.body).toBe(201);
    const { published, unmatched } = good.json();
    expect(published.map((d: { investor: { id: number } }) => d.investor.id).sort()).toEqual(
      [await holdingOf(t.db, a.user), await holdingOf(t.db, b.user)].sort(),
    );
    expect(unmatched.map((m: { fileName: string }) => m.fileName)).toEqual(["unknown.pdf"]);
    expect(await count(storedFiles)).toBe(2);
    expect(await count(documentDeliveries)).toBe(2);
    expect((await auditRows(t)).filter((r) => r.action === "document.uploaded")).toHaveLength(2);
    const aDocs = await t.db
      .select()
      .from(investorDocuments)
      .where(eq(investorDocuments.entityId, await holdingOf(t.db, a.user)));
    expect(aDocs).toHaveLength(1);
    expect((await t.db.select().from(users).where(eq(users.id, a.user.id))).length).toBe(1);
  });
});
