import { eq, sql } from "drizzle-orm";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CapitalCallInput } from "#domain/fund-operations.ts";
import type { FundType } from "#domain/investment.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { createUser } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const by = { actor: { id: null, username: "ledger-test" }, ip: "192.0.2.10" };
const SETTINGS = {
  legalName: "EdFutures Real Estate Fund I, L.P.",
  bankName: "Placeholder Bank (test)",
  accountName: "EdFutures Fund I, L.P.",
  accountNumber: "0000 1111 2222",
  routingNumber: "123456780",
  swiftCode: "TESTUS00",
  referenceFormat: "{fund}-CALL{number}-{memberId}",
};
const call = (overrides: Partial<CapitalCallInput> = {}): CapitalCallInput => ({
  fundType: "Fund I",
  callDate: "2026-01-05",
  dueDate: "2026-01-19",
  purpose: "Acquisition of a campus",
  investment: 10_000_007,
  managementFee: 123_457,
  fundExpenses: 1,
  ...overrides,
});

describe.each(testDatabases)("fund ledger service on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    await t.services.fundLedger.updateSettings(by, "Fund I", SETTINGS);
  });

  const ledger = () => t.services.fundLedger;
  async function investor(fundType: FundType, amount: string, extra: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t, {
      role: "investor",
      fundIAccess: fundType === "Fund I",
      fundIIAccess: fundType === "Fund II",
      ...extra,
    });
    // Their positions are their own holding's (decision 0060); an archived account's holding is
    // archived with it, as archiving the account does (manage-users.ts).
    const entityId = await holdingOf(t.db, user);
    if (user.archivedAt)
      await t.db
        .update(investingEntities)
        .set({ archivedAt: user.archivedAt })
        .where(eq(investingEntities.id, entityId));
    await t.db.insert(capitalCommitments).values({ entityId, fundType, commitmentCents: centsFromDecimal(amount) });
    return { ...user, entityId };
  }
  const count = async (table: typeof fundCapitalCalls | typeof capitalCallParts | typeof storedFiles) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it("allocates a call pro rata in cents that add up to the total, to the fund's active investors only", async () => {
    const thirds = [
      await investor("Fund I", "333333.33"),
      await investor("Fund I", "333333.33"),
      await investor("Fund I", "333333.34"),
    ];
    const other = await investor("Fund II", "500000");
    const archived = await investor("Fund I", "900000", { archivedAt: new Date() });
    await createUser(t, { role: "viewer", fundIAccess: true });

    const preview = await ledger().previewCapitalCall(call());
    expect(preview.totalCents).toBe(10_123_465);
    expect(preview.number).toBe(1);
    expect(preview.lines.map((l) => l.entityId).toSorted()).toEqual(thirds.map((u) => u.entityId).toSorted());
    expect(preview.lines.some((l) => l.entityId === other.entityId || l.entityId === archived.entityId)).toBe(false);
    expect(preview.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(preview.totalCents);
    // Nothing is stored by a preview.
    expect(await count(fundCapitalCalls)).toBe(0);
  });

  it("splits an awkward total over many investors exactly", async () => {
    const amounts = Array.from({ length: 23 }, (_, i) => `${(i + 1) * 7919 + 0.37}`);
    for (const amount of amounts) await investor("Fund I", amount);
    const preview = await ledger().previewCapitalCall(
      call({ investment: 100_000_03, managementFee: 0, fundExpenses: 0 }),
    );
    expect(preview.lines).toHaveLength(23);
    expect(preview.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(100_000_03);
    // Pro rata: no part is more than a cent away from its exact share.
    const weights = preview.lines.reduce((sum, l) => sum + l.commitmentCents, 0);
    for (const line of preview.lines) {
      expect(Math.abs(line.amountCents - (100_000_03 * line.commitmentCents) / weights)).toBeLessThan(1);
    }
  });

  it("issues in one transaction: the call, every part, a delivered notice per investor and the audit row", async () => {
    const [a, b] = [await investor("Fund I", "1500000"), await investor("Fund I", "500000")];
    const issued = await ledger().issueCapitalCall(
      by,
      call({ investment: 2_000_000_00, managementFee: 0, fundExpenses: 0 }),
    );
    expect(issued).toMatchObject({ number: 1, parts: 2 });
    const parts = await t.db.select().from(capitalCallParts).where(eq(capitalCallParts.callId, issued.id));
    expect(Object.fromEntries(parts.map((p) => [p.entityId, p.amountCents]))).toEqual({
      [a.entityId]: 1_500_000_00,
      [b.entityId]: 500_000_00,
    });
    // Each notice is the entity's own document, delivered to the person who holds it.
    const personOf = new Map([a, b].map((u) => [u.entityId, u.id]));
    for (const part of parts) {
      const [doc] = await t.db.select().from(investorDocuments).where(eq(investorDocuments.id, part.noticeDocumentId!));
      expect(doc).toMatchObject({
        entityId: part.entityId,
        kind: "capital_call_notice",
        name: "Fund I Capital Call 1 Notice",
      });
      const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, doc.storageKey!));
      expect(file.bytes!.subarray(0, 5).toString()).toBe("%PDF-");
      const deliveries = await t.db.select().from(documentDeliveries).where(eq(documentDeliveries.documentId, doc.id));
      expect(deliveries.map((d) => [d.userId, d.entityId, d.firstOpenedAt])).toEqual([
        [personOf.get(part.entityId), part.entityId, null],
      ]);
    }
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "capital_call.issued"));
    expect(audit).toHaveLength(1);
    // The next call takes the next number.
    expect((await ledger().previewCapitalCall(call())).number).toBe(2);
  });

  it("stores nothing when issuing fails midway", async () => {
    const first = await investor("Fund I", "1000000");
    const second = await investor("Fund I", "1000000");
    // A real failure inside the transaction, after the call and the first part are written.
    await t.db.execute(
      sql.raw(`create or replace function fail_second_part() returns trigger language plpgsql as $$
        begin
          if new.entity_id = ${second.entityId} then raise exception 'simulated failure'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(
        "create trigger fail_second_part before insert on capital_call_parts for each row execute function fail_second_part()",
      ),
    );
    try {
      const before = { calls: await count(fundCapitalCalls), files: await count(storedFiles) };
      await expect(ledger().issueCapitalCall(by, call())).rejects.toThrow();
      expect(await count(fundCapitalCalls)).toBe(before.calls);
      expect(await count(capitalCallParts)).toBe(0);
      expect(await count(storedFiles)).toBe(before.files);
      const notices = await t.db.select().from(investorDocuments).where(eq(investorDocuments.entityId, first.entityId));
      expect(notices).toEqual([]);
      expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "capital_call.issued"))).toEqual([]);
    } finally {
      await t.db.execute(sql.raw("drop trigger fail_second_part on capital_call_parts"));
      await t.db.execute(sql.raw("drop function fail_second_part()"));
    }
  });

  it("refuses to issue without wire instructions or without investors, and says why", async () => {
    await expect(ledger().issueCapitalCall(by, call())).rejects.toMatchObject({ code: "CONFLICT" });
    await investor("Fund II", "100000");
    await expect(ledger().issueCapitalCall(by, call({ fundType: "Fund II" }))).rejects.toThrow(
      /Fund II's legal name and wire instructions/,
    );
  });

  it("payments move money from unfunded to contributed; an unpaid part is overdue after its due date", async () => {
    const a = await investor("Fund I", "1000000");
    const b = await investor("Fund I", "1000000");
    const { id } = await ledger().issueCapitalCall(
      by,
      call({ investment: 400_000_00, managementFee: 0, fundExpenses: 0 }),
    );
    const parts = await t.db.select().from(capitalCallParts).where(eq(capitalCallParts.callId, id));
    const partOf = (entityId: number) => parts.find((p) => p.entityId === entityId)!;

    const beforePaying = await ledger().ledgerFor(a.entityId, "2026-01-10");
    expect(beforePaying.funds[0].account).toMatchObject({
      commitmentCents: 1_000_000_00,
      calledCents: 200_000_00,
      contributedCents: 0,
      unfundedCents: 1_000_000_00,
      outstandingCents: 200_000_00,
    });
    expect(await ledger().markCallPartsPaid(by, { partIds: [partOf(a.entityId).id], paidOn: "2026-01-15" })).toEqual({
      updated: 1,
    });
    const paid = await ledger().ledgerFor(a.entityId, "2026-01-20");
    expect(paid.funds[0].account).toMatchObject({ contributedCents: 200_000_00, unfundedCents: 800_000_00 });
    expect(paid.funds[0].account.percentContributed).toBe(20);
    expect(paid.calls[0]).toMatchObject({ status: "Paid", paidOn: "2026-01-15" });
    // Paying again changes nothing; the other investor is late.
    expect(await ledger().markCallPartsPaid(by, { partIds: [partOf(a.entityId).id], paidOn: "2026-01-16" })).toEqual({
      updated: 0,
    });
    const overview = await ledger().overview("Fund I", "2026-01-20");
    expect(overview.calls[0]).toMatchObject({
      paidCents: 200_000_00,
      outstandingCents: 200_000_00,
      overdueCents: 200_000_00,
    });
    expect(overview.calls[0].parts.find((p) => p.entityId === b.entityId)).toMatchObject({ status: "Overdue" });
    expect(overview.totals).toMatchObject({ contributedCents: 200_000_00, unfundedCents: 1_800_000_00 });
    await expect(ledger().markCallPartsPaid(by, { partIds: [999_999], paidOn: "2026-01-16" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("leaves net IRR out of a statement within a year of the first contribution, as the portal does", async () => {
    const a = await investor("Fund I", "1000000");
    const { id } = await ledger().issueCapitalCall(
      by,
      call({
        callDate: "2025-01-01",
        dueDate: "2025-01-01",
        investment: 100_000_00,
        managementFee: 0,
        fundExpenses: 0,
      }),
    );
    const [part] = await t.db.select().from(capitalCallParts).where(eq(capitalCallParts.callId, id));
    await ledger().markCallPartsPaid(by, { partIds: [part.id], paidOn: "2025-01-01" });
    const value = (asOf: string, nav: number) =>
      ledger().addValuation(by, { fundType: "Fund I", asOf, interim: false, nav, notes: "" });
    // 364 days after the contribution: the multiples are there, the yearly rate is not yet.
    await value("2025-12-31", 110_000_00);
    const q4 = await ledger().statementFor(a.entityId, { start: "2025-10-01", end: "2025-12-31" });
    expect(q4.funds[0].performance).toMatchObject({ tvpi: 1.1, irr: null });
    expect(q4.total.performance.irr).toBeNull();
    expect((await ledger().ledgerFor(a.entityId, "2025-12-31")).performance.irr).not.toBeNull();
    await value("2026-03-31", 120_000_00);
    const q1 = await ledger().statementFor(a.entityId, { start: "2026-01-01", end: "2026-03-31" });
    expect(q1.funds[0].performance.irr).toBeGreaterThan(0);
    expect(q1.total.performance.irr).toBe(q1.funds[0].performance.irr);
  });

  it("derives DPI, TVPI and IRR from the dated flows and the latest valuation", async () => {
    const a = await investor("Fund I", "1000000");
    const { id } = await ledger().issueCapitalCall(
      by,
      call({
        callDate: "2025-01-01",
        dueDate: "2025-01-01",
        investment: 100_000_00,
        managementFee: 0,
        fundExpenses: 0,
      }),
    );
    const [part] = await t.db.select().from(capitalCallParts).where(eq(capitalCallParts.callId, id));
    await ledger().markCallPartsPaid(by, { partIds: [part.id], paidOn: "2025-01-01" });
    await ledger().addValuation(by, {
      fundType: "Fund I",
      asOf: "2026-01-01",
      interim: true,
      nav: 110_000_00,
      notes: "",
    });
    const result = await ledger().ledgerFor(a.entityId, "2026-02-01");
    // One investor holds the whole fund: $100,000 in on 2025-01-01, worth $110,000 a year later
    // (365 days): TVPI 1.1, no distributions, IRR 10 % a year.
    expect(result.funds[0].account.navShareCents).toBe(110_000_00);
    expect(result.performance).toMatchObject({ asOf: "2026-01-01", dpi: 0, tvpi: 1.1, rvpi: 1.1 });
    expect(result.performance.irr).toBeCloseTo(0.1, 6);
    // A second valuation on the same day is refused, not doubled.
    await expect(
      ledger().addValuation(by, { fundType: "Fund I", asOf: "2026-01-01", interim: true, nav: 1, notes: "" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    // Without a valuation only DPI is known; the rest is "—", never NaN.
    const fresh = await ledger().ledgerFor((await investor("Fund I", "5")).entityId, "2026-02-01");
    expect(fresh.performance).toMatchObject({ dpi: null, tvpi: null, irr: null });
  });
});
