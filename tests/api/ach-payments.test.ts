// Distributions paid by ACH (decision 0067): the NACHA file of a distribution, read back by achkit
// (a parser we did not write), its audit row, the parts left for wire or check, and marking paid
// from the uploaded file, all or nothing.
import { parse, validate } from "achkit";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeNachaFile } from "#domain/nacha.ts";
import { lastFour, sealContext } from "#server/features/entities/tax-bank-reads.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { distributionParts, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { apiClient, asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// A Friday: the file's entries settle the day it is made.
const NOW = new Date("2026-11-27T15:04:00Z");
const ORIGINATOR = {
  companyName: "EdFutures Fund I",
  companyId: "1900000001",
  odfiRouting: "123456780",
  immediateDestination: "123456780",
  immediateDestinationName: "Placeholder Bank",
  immediateOrigin: "1900000001",
  immediateOriginName: "EdFutures Fund I, L.P.",
};
const SETTINGS = {
  legalName: "EdFutures Fund I, L.P.",
  bankName: "Placeholder Bank",
  accountName: "EdFutures Fund I LP",
  accountNumber: "0012345678",
  routingNumber: "123456780",
  swiftCode: "PLACUS00",
  referenceFormat: "{fund}-{number}-{memberId}",
};

describe.each(testDatabases)("ACH payments API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  async function bank(entityId: number, routing: string, account: string, status: "active" | "pending") {
    const cipher = fieldCipher();
    await t.db.insert(entityBankAccounts).values({
      entityId,
      bankName: "Sample Bank",
      accountName: `Holder ${entityId}`,
      routingEncrypted: cipher.seal(routing, sealContext.routing(entityId)),
      routingLast4: lastFour(routing),
      accountEncrypted: cipher.seal(account, sealContext.account(entityId)),
      accountLast4: lastFour(account),
      status,
    });
  }

  /** Fund I: two persons and a company with verified accounts, one person with none, one with a change pending. */
  async function distribution() {
    const entities: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const { user } = await signedIn(t, "investor", { fundIAccess: true, firstName: "Investor", lastName: `No${n}` });
      entities.push(await holdingOf(t.db, user));
    }
    const [company] = await t.db
      .insert(investingEntities)
      .values({ kind: "company", legalName: "Harbor Holdings LLC", memberId: "EDF-2024-9101" })
      .returning({ id: investingEntities.id });
    entities.push(company.id);
    await t.db.insert(capitalCommitments).values(
      entities.map((entityId) => ({
        entityId,
        fundType: "Fund I",
        commitmentCents: 100_000_000,
        commitmentDate: "2024-01-15",
      })),
    );
    await bank(entities[0], "111111118", "000123450001", "active");
    await bank(entities[1], "222222226", "000123450002", "active");
    await bank(entities[3], "123456780", "000123450004", "pending");
    await bank(entities[4], "123456780", "000987650005", "active");
    const admin = await asAdmin(t, "super_admin");
    expect((await admin.api.put("/api/admin/funds/fund-i/settings", SETTINGS)).statusCode).toBe(200);
    const issued = await admin.api.post("/api/admin/funds/distributions", {
      fundType: "Fund I",
      distributionDate: "2026-11-20",
      type: "income",
      total: "50000.05",
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const id = (issued.json() as { id: number }).id;
    const parts = await t.db
      .select()
      .from(distributionParts)
      .where(eq(distributionParts.distributionId, id))
      .orderBy(distributionParts.id);
    const partOf = (entityId: number) => parts.find((part) => part.entityId === entityId)!;
    return { id, admin, entities, parts, partOf };
  }

  const nacha = (id: number) => `/api/admin/funds/distributions/${id}/nacha`;
  const upload = (cookie: string, id: number, text: string, fileName = "accepted.txt") =>
    sendMultipart(t, cookie, "POST", nacha(id), {}, [
      { field: "file", fileName, type: "text/plain", bytes: Buffer.from(text, "ascii") },
    ]);
  const statuses = async (id: number) =>
    (
      await t.db
        .select({ status: distributionParts.status, paidOn: distributionParts.paidOn })
        .from(distributionParts)
        .where(eq(distributionParts.distributionId, id))
        .orderBy(distributionParts.id)
    ).map((part) => `${part.status} ${part.paidOn}`);

  it("is for staff only; the originator settings for super admins, checked field by field", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/admin/funds/fund-i/ach-originator"],
      ["PUT", "/api/admin/funds/fund-i/ach-originator", ORIGINATOR],
      ["GET", "/api/admin/funds/distributions/1/ach"],
      ["GET", nacha(1)],
      ["POST", nacha(1), {}],
    ]);
    const admin = await asAdmin(t, "admin");
    expect((await admin.api.put("/api/admin/funds/fund-i/ach-originator", ORIGINATOR)).statusCode).toBe(403);
    const superAdmin = await asAdmin(t, "super_admin");
    const bad = await superAdmin.api.put("/api/admin/funds/fund-i/ach-originator", {
      ...ORIGINATOR,
      odfiRouting: "123456789",
      companyName: "EdFutures Real Estate Fund",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["companyName", "odfiRouting"]);
    const saved = await superAdmin.api.put("/api/admin/funds/fund-i/ach-originator", ORIGINATOR);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.api.get("/api/admin/funds/fund-i/ach-originator")).json()).toMatchObject({
      originator: { fundType: "Fund I", ...ORIGINATOR },
    });
    expect((await auditRows(t)).filter((row) => row.action === "fund.ach_originator_updated")).toHaveLength(1);
  });

  it("downloads the file of the parts with verified accounts, audited, and lists the others", async () => {
    const { id, admin, entities, partOf } = await distribution();
    // No originator settings yet: no file, and the view says why.
    expect((await admin.api.get(nacha(id))).json().error.message).toMatch(/originator settings are not entered/);
    expect((await admin.api.put("/api/admin/funds/fund-i/ach-originator", ORIGINATOR)).statusCode).toBe(200);

    const view = (await admin.api.get(`/api/admin/funds/distributions/${id}/ach`)).json();
    expect(view.blocked).toBeNull();
    expect(view.included.map((p: { partId: number; sec: string }) => [p.partId, p.sec])).toEqual([
      [partOf(entities[0]).id, "PPD"],
      [partOf(entities[1]).id, "PPD"],
      [partOf(entities[4]).id, "CCD"],
    ]);
    expect(view.excluded.map((p: { partId: number; reason: string }) => [p.partId, p.reason])).toEqual([
      [partOf(entities[2]).id, "no_bank_account"],
      [partOf(entities[3]).id, "bank_change_pending"],
    ]);

    const res = await admin.api.get(nacha(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=us-ascii");
    expect(res.headers["content-disposition"]).toContain('filename="fund-i-distribution-1-ach-file-2026-11-27-a.txt"');
    expect(validate(res.body)).toEqual({ ok: true, errors: [] });
    const file = parse(res.body);
    expect(file).toMatchObject({ creationDate: "261127", creationTime: "1504", fileIdModifier: "A" });
    expect(file.batches.map((b) => [b.sec, b.serviceClass, b.effectiveDate, b.companyId])).toEqual([
      ["PPD", 220, "261127", "1900000001"],
      ["CCD", 220, "261127", "1900000001"],
    ]);
    const entries = file.batches.flatMap((b) => b.entries);
    expect(entries.map((e) => [e.idNumber, e.amountCents, e.routing, e.account])).toEqual([
      [`DP${partOf(entities[0]).id}`, partOf(entities[0]).amountCents, "111111118", "000123450001"],
      [`DP${partOf(entities[1]).id}`, partOf(entities[1]).amountCents, "222222226", "000123450002"],
      [`DP${partOf(entities[4]).id}`, partOf(entities[4]).amountCents, "123456780", "000987650005"],
    ]);
    const [row] = (await auditRows(t)).filter((r) => r.action === "distribution.ach_file_downloaded");
    expect(row).toMatchObject({ entityType: "distribution", entityId: String(id), actorUserId: admin.user.id });
    expect(row.details).toMatchObject({
      fileIdModifier: "A",
      partIds: view.included.map((p: { partId: number }) => p.partId),
      excludedPartIds: view.excluded.map((p: { partId: number }) => p.partId),
    });
    // A second file the same day is told apart by its modifier.
    expect(parse((await admin.api.get(nacha(id))).body).fileIdModifier).toBe("B");
  });

  it("marks exactly the file's parts paid on its effective date; a tampered or mismatched file changes nothing", async () => {
    const { id, admin, entities, parts, partOf } = await distribution();
    await admin.api.put("/api/admin/funds/fund-i/ach-originator", ORIGINATOR);
    const text = (await admin.api.get(nacha(id))).body;
    const before = await statuses(id);
    const paidRows = async () => (await auditRows(t)).filter((r) => r.action === "distribution.payments_recorded");

    // An amount changed by hand: the library's totals check refuses the file.
    const amount = String(partOf(entities[0]).amountCents).padStart(10, "0");
    const tampered = await upload(
      admin.cookie,
      id,
      text.replace(amount, String(Number(amount) + 100).padStart(10, "0")),
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toMatch(/nothing changed.*total credit/);
    // A well-formed file whose entries do not match: each one is named.
    const foreign = writeNachaFile({
      originator: ORIGINATOR,
      createdAt: NOW,
      fileIdModifier: "C",
      effectiveDate: "2026-11-27",
      entryDescription: "FUND DIST",
      discretionaryData: "",
      referenceCode: "",
      entries: [
        {
          sec: "PPD",
          routing: "111111118",
          account: "1",
          amountCents: partOf(entities[0]).amountCents + 1,
          individualId: `DP${partOf(entities[0]).id}`,
          name: "A",
        },
        { sec: "PPD", routing: "111111118", account: "2", amountCents: 500, individualId: "DP999999", name: "Nobody" },
      ],
    });
    const mismatched = await upload(admin.cookie, id, foreign);
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error.fieldErrors.file).toEqual([
      expect.stringMatching(new RegExp(`^Entry 1 \\(A, DP${partOf(entities[0]).id}, .*\\): the part is \\$`)),
      expect.stringMatching(/^Entry 2 \(NOBODY, DP999999, \$5\.00\): names no part of Fund I distribution 1$/),
    ]);
    expect((await upload(admin.cookie, id, "not a NACHA file\n")).statusCode).toBe(400);
    expect(await statuses(id)).toEqual(before);
    expect(await paidRows()).toEqual([]);

    const recorded = await upload(admin.cookie, id, text);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const included = [entities[0], entities[1], entities[4]].map((entity) => partOf(entity));
    expect(recorded.json()).toEqual({
      updated: 3,
      paidOn: "2026-11-27",
      totalCents: included.reduce((sum, part) => sum + part.amountCents, 0),
    });
    const paid = await t.db
      .select({ id: distributionParts.id, paidOn: distributionParts.paidOn })
      .from(distributionParts)
      .where(and(eq(distributionParts.distributionId, id), eq(distributionParts.status, "Paid")));
    expect(paid.map((p) => p.id).sort()).toEqual(included.map((p) => p.id).sort());
    expect(paid.every((p) => p.paidOn === "2026-11-27")).toBe(true);
    const [row] = await paidRows();
    expect(row.summary).toMatch(/^Recorded 3 payments made on 2026-11-27 from ACH file accepted\.txt$/);
    expect(row.details).toMatchObject({ source: "ach_file", fileIdModifier: "A" });
    expect(parts).toHaveLength(5);

    // The same file again: its parts are paid already, so nothing is recorded twice.
    const again = await upload(admin.cookie, id, text);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors.file[0]).toMatch(/already paid on 2026-11-27/);
    // What is left has no verified account: no file, pay by wire or check.
    const none = await admin.api.get(nacha(id));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe("No unpaid part has a verified bank account: pay them by wire or check");
  });

  describe("on the demo", () => {
    // Seeding is a hook's work, with room for a loaded machine: the first seed of a file is the slow one.
    beforeEach(async () => t.resetToDemoContent(NOW), 180_000);

    it("downloads the demo's scheduled distribution whole: every demo entity has a verified account", async () => {
      const [scheduled] = await t.db
        .select({ id: fundDistributions.id })
        .from(fundDistributions)
        .innerJoin(distributionParts, eq(distributionParts.distributionId, fundDistributions.id))
        .where(eq(distributionParts.status, "Scheduled"))
        .limit(1);
      expect(scheduled).toBeDefined();
      const staff = apiClient(t, (await signedIn(t, "admin")).cookie);
      const view = (await staff.get(`/api/admin/funds/distributions/${scheduled.id}/ach`)).json();
      expect(view).toMatchObject({ blocked: null, excluded: [] });
      const res = await staff.get(nacha(scheduled.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(validate(res.body)).toEqual({ ok: true, errors: [] });
      const file = parse(res.body);
      expect(file.batches.map((b) => b.sec)).toEqual(["PPD", "CCD"]);
      expect(file.control!.totalCredit).toBe(view.includedCents);
      const demoEntities = await t.db.select({ id: investingEntities.id }).from(investingEntities);
      const active = await t.db
        .select({ id: entityBankAccounts.entityId })
        .from(entityBankAccounts)
        .where(eq(entityBankAccounts.status, "active"));
      expect(new Set(active.map((a) => a.id))).toEqual(new Set(demoEntities.map((e) => e.id)));
    });
  });
});
