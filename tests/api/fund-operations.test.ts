// Over 300 lines: the fund operations' API on one seeded ledger; it splits with the fund-ledger feature folder (issue 23).
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentDownloadPath } from "#domain/investor-portal.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { apiClient, asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const SETTINGS = {
  legalName: "EdFutures Fund I, L.P.",
  bankName: "First Republic Test Bank",
  accountName: "EdFutures Fund I LP",
  accountNumber: "0012345678",
  routingNumber: "121000358",
  swiftCode: "FRTBUS6S",
  referenceFormat: "{fund}-{number}-{memberId}",
};

// $100,000.01 over three equal commitments: the parts cannot all be equal, and must still add up.
const CALL = {
  fundType: "Fund I",
  callDate: "2026-11-02",
  dueDate: "2026-11-20",
  purpose: "Riverside campus acquisition",
  investment: "90,000.00",
  managementFee: "7500.01",
  fundExpenses: "2500",
};
const CALL_TOTAL = 10_000_001;

interface Part {
  id: number;
  entityId: number;
  amountCents: number;
  status: string;
  noticeDocumentId: number | null;
  noticeOpenedAt?: string | null;
}

describe.each(testDatabases)("fund operations API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  /** Investors with a Fund I commitment each (dollars as stored), signed in. */
  async function investors(...commitments: string[]) {
    const made = [];
    for (const [index, amount] of commitments.entries()) {
      const session = await signedIn(t, "investor", {
        fundIAccess: true,
        firstName: "Investor",
        lastName: `No${index + 1}`,
      });
      // Their positions are their own holding's (decision 0060), named as they are.
      const entityId = await holdingOf(t.db, session.user);
      await t.db.insert(capitalCommitments).values({
        entityId,
        fundType: "Fund I",
        commitmentCents: centsFromDecimal(amount),
        commitmentDate: "2024-01-15",
      });
      made.push({ ...session, entityId, api: apiClient(t, session.cookie) });
    }
    return made;
  }

  async function withSettings() {
    const { api } = await asAdmin(t, "super_admin");
    const res = await api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
  }

  const storedCalls = async () => (await t.db.select({ n: count() }).from(fundCapitalCalls))[0].n;

  it("is staff-only: 401 without a session, 403 for investors and viewers, on every route", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/admin/funds/fund-i/overview"],
      ["POST", "/api/admin/funds/capital-calls/preview", CALL],
      ["POST", "/api/admin/funds/capital-calls", CALL],
      ["POST", "/api/admin/funds/capital-calls/payments", { partIds: [1], paidOn: "2026-11-10" }],
      ["POST", "/api/admin/funds/distributions/preview", {}],
      ["POST", "/api/admin/funds/distributions", {}],
      ["POST", "/api/admin/funds/distributions/payments", { partIds: [1], paidOn: "2026-11-10" }],
      ["POST", "/api/admin/funds/valuations", {}],
      ["GET", "/api/admin/funds/fund-i/settings"],
      ["PUT", "/api/admin/funds/fund-i/settings", SETTINGS],
    ]);
    expect(await storedCalls()).toBe(0);
  });

  it("lets admins and super admins read and write the ledger; only super admins change wire instructions", async () => {
    await investors("1000000.00");
    const admin = await asAdmin(t);
    const superAdmin = await asAdmin(t, "super_admin");

    for (const { api } of [admin, superAdmin]) {
      expect((await api.get("/api/admin/funds/fund-i/overview")).statusCode).toBe(200);
      expect((await api.get("/api/admin/funds/fund-ii/overview")).statusCode).toBe(200);
      expect((await api.get("/api/admin/funds/fund-i/settings")).statusCode).toBe(200);
      expect((await api.post("/api/admin/funds/capital-calls/preview", CALL)).statusCode).toBe(200);
    }
    // No wire instructions yet: nothing can be issued.
    const refused = await admin.api.post("/api/admin/funds/capital-calls", CALL);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("CONFLICT");
    expect((await admin.api.get("/api/admin/funds/fund-i/settings")).json()).toEqual({ settings: null });

    const byAdmin = await admin.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.code).toBe("FORBIDDEN");
    expect((await admin.api.get("/api/admin/funds/fund-i/settings")).json()).toEqual({ settings: null });

    const bySuperAdmin = await superAdmin.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    expect(bySuperAdmin.statusCode).toBe(200);
    expect(bySuperAdmin.json()).toMatchObject({ ...SETTINGS, fundType: "Fund I" });
    expect((await admin.api.get("/api/admin/funds/fund-i/settings")).json().settings).toMatchObject(SETTINGS);
    // Fund II's stay unset.
    expect((await admin.api.get("/api/admin/funds/fund-ii/settings")).json()).toEqual({ settings: null });
    const audited = (await auditRows(t)).filter((row) => !row.action.startsWith("login"));
    expect(audited.length).toBeGreaterThan(0);
    expect(audited.every((row) => row.actorUserId === superAdmin.user.id)).toBe(true);

    const issued = await admin.api.post("/api/admin/funds/capital-calls", CALL);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ number: 1, parts: 1 });
  });

  it("answers 404 for an unknown fund", async () => {
    const { api } = await asAdmin(t, "super_admin");
    for (const path of [
      "/api/admin/funds/fund-iii/overview",
      "/api/admin/funds/Fund%20I/settings",
      "/api/admin/funds/x/settings",
    ]) {
      const res = await api.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await api.put("/api/admin/funds/fund-iii/settings", SETTINGS)).statusCode).toBe(404);
  });

  it("answers 400 naming the field for a bad body, and stores nothing", async () => {
    const { api } = await asAdmin(t, "super_admin");
    const cases: Array<[string, string, unknown, string]> = [
      ["POST", "/api/admin/funds/capital-calls/preview", { ...CALL, purpose: "" }, "purpose"],
      ["POST", "/api/admin/funds/capital-calls", { ...CALL, investment: "12.345" }, "investment"],
      ["POST", "/api/admin/funds/capital-calls", { ...CALL, dueDate: "2026-10-01" }, "dueDate"],
      ["POST", "/api/admin/funds/capital-calls", { ...CALL, fundType: "Fund III" }, "fundType"],
      ["POST", "/api/admin/funds/capital-calls/payments", { partIds: [], paidOn: "2026-11-10" }, "partIds"],
      ["POST", "/api/admin/funds/capital-calls/payments", { partIds: [1], paidOn: "tomorrow" }, "paidOn"],
      [
        "POST",
        "/api/admin/funds/distributions/preview",
        { fundType: "Fund I", distributionDate: "2026-11-10", type: "bonus", total: "100" },
        "type",
      ],
      [
        "POST",
        "/api/admin/funds/distributions",
        { fundType: "Fund I", distributionDate: "2026-11-10", type: "income", total: "0" },
        "total",
      ],
      ["POST", "/api/admin/funds/distributions/payments", { paidOn: "2026-11-10" }, "partIds"],
      ["POST", "/api/admin/funds/valuations", { fundType: "Fund I", asOf: "2026-09-30", nav: "abc" }, "nav"],
      ["PUT", "/api/admin/funds/fund-i/settings", { ...SETTINGS, routingNumber: "12345" }, "routingNumber"],
      [
        "PUT",
        "/api/admin/funds/fund-i/settings",
        { ...SETTINGS, referenceFormat: "{fund}-{number}" },
        "referenceFormat",
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await api.send(method as "POST", url, body);
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe("VALIDATION");
      expect(Object.keys(error.fieldErrors), `${method} ${url}`).toContain(field);
      expect(error.message).toContain(field);
    }
    expect(await storedCalls()).toBe(0);
    expect((await api.get("/api/admin/funds/fund-i/settings")).json()).toEqual({ settings: null });
  });

  it("previews without storing, issues a call whose parts add up to its total exactly, and records payments", async () => {
    const [first, second, third] = await investors("1000000.00", "1000000.00", "1000000.00");
    await withSettings();
    const { api } = await asAdmin(t);

    const preview = await api.post("/api/admin/funds/capital-calls/preview", CALL);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json();
    expect(previewed).toMatchObject({
      fundType: "Fund I",
      number: 1,
      totalCents: CALL_TOTAL,
      investmentCents: 9_000_000,
    });
    expect(previewed.lines).toHaveLength(3);
    expect(previewed.lines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0)).toBe(
      CALL_TOTAL,
    );
    expect(await storedCalls()).toBe(0);

    const issued = await api.post("/api/admin/funds/capital-calls", CALL);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ number: 1, parts: 3 });
    expect(await storedCalls()).toBe(1);

    const overview = (await api.get("/api/admin/funds/fund-i/overview")).json();
    expect(overview.fundType).toBe("Fund I");
    expect(overview.calls).toHaveLength(1);
    const [call] = overview.calls;
    expect(call).toMatchObject({
      id: issued.json().id,
      number: 1,
      purpose: CALL.purpose,
      totalCents: CALL_TOTAL,
      paidCents: 0,
    });
    const parts: Part[] = call.parts;
    expect(parts.map((p) => p.entityId).sort()).toEqual([first.entityId, second.entityId, third.entityId].sort());
    expect(parts.reduce((sum, p) => sum + p.amountCents, 0)).toBe(CALL_TOTAL);
    // The preview's allocation is what was issued.
    for (const line of previewed.lines as Array<{ entityId: number; amountCents: number }>) {
      expect(parts.find((p) => p.entityId === line.entityId)?.amountCents).toBe(line.amountCents);
    }
    expect(parts.every((p) => p.noticeDocumentId !== null)).toBe(true);
    expect(overview.totals).toMatchObject({
      commitmentCents: 300_000_000,
      calledCents: CALL_TOTAL,
      contributedCents: 0,
    });

    // Pay the first investor's part.
    const firstPart = parts.find((p) => p.entityId === first.entityId)!;
    const paid = await api.post("/api/admin/funds/capital-calls/payments", {
      partIds: [firstPart.id],
      paidOn: "2026-11-12",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ updated: 1 });

    const after = (await api.get("/api/admin/funds/fund-i/overview")).json();
    const investor = after.investors.find((i: { entityId: number }) => i.entityId === first.entityId);
    expect(investor.account).toMatchObject({
      commitmentCents: 100_000_000,
      contributedCents: firstPart.amountCents,
      unfundedCents: 100_000_000 - firstPart.amountCents,
    });
    expect(after.totals.contributedCents).toBe(firstPart.amountCents);
    expect(after.totals.unfundedCents).toBe(300_000_000 - firstPart.amountCents);
    const afterPart = after.calls[0].parts.find((p: Part) => p.id === firstPart.id);
    expect(afterPart).toMatchObject({ status: "Paid", paidOn: "2026-11-12", paidCents: firstPart.amountCents });
    expect(after.calls[0].paidCents).toBe(firstPart.amountCents);

    // The rest at once.
    const rest = parts.filter((p) => p.id !== firstPart.id).map((p) => p.id);
    expect(
      (await api.post("/api/admin/funds/capital-calls/payments", { partIds: rest, paidOn: "2026-11-13" })).json(),
    ).toEqual({
      updated: 2,
    });
    const final = (await api.get("/api/admin/funds/fund-i/overview")).json();
    expect(final.totals.contributedCents).toBe(CALL_TOTAL);
    expect(final.calls[0].outstandingCents).toBe(0);
  });

  it("never gives an investor another investor's notice", async () => {
    const [first, second] = await investors("1500000.00", "500000.00");
    await withSettings();
    const { api } = await asAdmin(t);
    expect((await api.post("/api/admin/funds/capital-calls", CALL)).statusCode).toBe(201);
    const parts: Part[] = (await api.get("/api/admin/funds/fund-i/overview")).json().calls[0].parts;
    const noticeOf = (entityId: number) => parts.find((p) => p.entityId === entityId)!.noticeDocumentId!;

    const own = await first.api.get(documentDownloadPath(noticeOf(first.entityId)));
    expect(own.statusCode, own.body.slice(0, 200)).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Staff see the first investor opened their notice; the second has not opened theirs.
    const opened: Part[] = (await api.get("/api/admin/funds/fund-i/overview")).json().calls[0].parts;
    expect(opened.find((p) => p.entityId === first.entityId)!.noticeOpenedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(opened.find((p) => p.entityId === second.entityId)!.noticeOpenedAt).toBeNull();

    for (const [who, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const res = await who.api.get(documentDownloadPath(noticeOf(other.entityId)));
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.includes("%PDF-")).toBe(false);
    }
    // Trying someone else's notice opens nothing.
    const after: Part[] = (await api.get("/api/admin/funds/fund-i/overview")).json().calls[0].parts;
    expect(after.find((p) => p.entityId === second.entityId)!.noticeOpenedAt).toBeNull();
  });

  it("issues and pays distributions, and adds valuations once per date", async () => {
    const [first] = await investors("3000000.00", "1000000.00");
    await withSettings();
    const { api } = await asAdmin(t);
    const distribution = {
      fundType: "Fund I",
      distributionDate: "2026-10-15",
      type: "income",
      description: "Q3 rent",
      total: "40000.03",
    };

    const preview = await api.post("/api/admin/funds/distributions/preview", distribution);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().lines.reduce((s: number, l: { amountCents: number }) => s + l.amountCents, 0)).toBe(
      4_000_003,
    );

    const issued = await api.post("/api/admin/funds/distributions", distribution);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ number: 1, parts: 2 });
    let overview = (await api.get("/api/admin/funds/fund-i/overview")).json();
    const parts: Part[] = overview.distributions[0].parts;
    expect(parts.reduce((s, p) => s + p.amountCents, 0)).toBe(4_000_003);

    const firstPart = parts.find((p) => p.entityId === first.entityId)!;
    const paid = await api.post("/api/admin/funds/distributions/payments", {
      partIds: [firstPart.id],
      paidOn: "2026-10-16",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ updated: 1 });
    overview = (await api.get("/api/admin/funds/fund-i/overview")).json();
    expect(
      overview.investors.find((i: { entityId: number }) => i.entityId === first.entityId).account.distributedCents,
    ).toBe(firstPart.amountCents);

    const valuation = { fundType: "Fund I", asOf: "2026-09-30", nav: "2500000.00", notes: "Quarter end" };
    const added = await api.post("/api/admin/funds/valuations", valuation);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ asOf: "2026-09-30", navCents: 250_000_000, notes: "Quarter end" });
    const again = await api.post("/api/admin/funds/valuations", { ...valuation, nav: "1.00" });
    expect(again.statusCode).toBe(409);
    overview = (await api.get("/api/admin/funds/fund-i/overview")).json();
    expect(overview.valuations).toEqual([expect.objectContaining({ asOf: "2026-09-30", navCents: 250_000_000 })]);
  });
});
