// The audit rows of paths no other test reads back (decision 0057 moved their writers onto audit.record).
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditAction } from "#domain/audit.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { capitalCallParts, distributionParts } from "#server/platform/db/schema/fund-ledger.ts";
import { createUser, freshRecoveryCode, signedIn, TEST_PASSWORD } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { request } from "./request.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const by = { actor: { id: null, username: "audit-rows-test" }, ip: "192.0.2.20" };
const rowsOf = (t: TestContext, action: AuditAction) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe.each(testDatabases)("audit rows on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  it("payments recorded at once: one row per call and per distribution, naming its parts", async () => {
    const ledger = t.services.fundLedger;
    await ledger.updateSettings(by, "Fund I", {
      legalName: "EdFutures Real Estate Fund I, L.P.",
      bankName: "Placeholder Bank (test)",
      accountName: "EdFutures Fund I, L.P.",
      accountNumber: "0000 1111 2222",
      routingNumber: "123456780",
      swiftCode: "TESTUS00",
      referenceFormat: "{fund}-CALL{number}-{memberId}",
    });
    for (const cents of [25_000_000, 12_500_000]) {
      const user = await createUser(t, { role: "investor", fundIAccess: true });
      await t.db
        .insert(capitalCommitments)
        .values({ entityId: await holdingOf(t.db, user), fundType: "Fund I", commitmentCents: cents });
    }
    const callOf = (callDate: string) => ({
      fundType: "Fund I" as const,
      callDate,
      dueDate: "2026-10-20",
      purpose: "Audit rows test call",
      investment: 100_000,
      managementFee: 0,
      fundExpenses: 0,
    });
    const first = await ledger.issueCapitalCall(by, callOf("2026-10-01"));
    const second = await ledger.issueCapitalCall(by, callOf("2026-10-02"));
    const partsOf = async (callId: number) =>
      (
        await t.db
          .select({ id: capitalCallParts.id })
          .from(capitalCallParts)
          .where(eq(capitalCallParts.callId, callId))
          .orderBy(capitalCallParts.id)
      ).map((p) => p.id);
    const [firstParts, secondParts] = [await partsOf(first.id), await partsOf(second.id)];
    const paying = [...firstParts.slice(0, 2), secondParts[0]];
    await ledger.markCallPartsPaid(by, { partIds: paying, paidOn: "2026-10-10" });

    const row = { actorUserId: null, actorUsername: "audit-rows-test", ipAddress: "192.0.2.20" };
    // toMatchObject on an array: exactly these rows, each with these columns.
    expect(await rowsOf(t, "capital_call.payments_recorded")).toMatchObject([
      {
        ...row,
        action: "capital_call.payments_recorded",
        entityType: "capital_call",
        entityId: String(first.id),
        summary: "Recorded 2 payments received on 2026-10-10",
        details: { partIds: firstParts.slice(0, 2) },
      },
      {
        ...row,
        action: "capital_call.payments_recorded",
        entityType: "capital_call",
        entityId: String(second.id),
        summary: "Recorded 1 payment received on 2026-10-10",
        details: { partIds: [secondParts[0]] },
      },
    ]);

    const distribution = await ledger.issueDistribution(by, {
      fundType: "Fund I",
      distributionDate: "2026-11-02",
      type: "return_of_capital",
      description: "Audit rows test",
      total: 500_001,
    });
    const scheduled = await t.db
      .select({ id: distributionParts.id })
      .from(distributionParts)
      .where(eq(distributionParts.distributionId, distribution.id))
      .orderBy(distributionParts.id);
    const paid = scheduled.slice(0, 2).map((p) => p.id);
    await ledger.markDistributionPartsPaid(by, { partIds: paid, paidOn: "2026-11-03" });
    expect(await rowsOf(t, "distribution.payments_recorded")).toMatchObject([
      {
        ...row,
        action: "distribution.payments_recorded",
        entityType: "distribution",
        entityId: String(distribution.id),
        summary: "Recorded 2 payments made on 2026-11-03",
        details: { partIds: paid },
      },
    ]);
  });

  it("the right password of an archived or inactive account: a row naming them, from their address", async () => {
    const archived = await createUser(t, { role: "investor", archivedAt: new Date() });
    const inactive = await createUser(t, { role: "investor", isActive: false });
    for (const [user, ip] of [
      [archived, "198.51.100.21"],
      [inactive, "198.51.100.22"],
    ] as const) {
      const res = await request(t, "POST", "/api/login", {
        payload: { username: user.username, password: TEST_PASSWORD },
        ip,
      });
      expect(res.statusCode).toBe(403);
    }
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ["login.archived", "login.inactive"]))
      .orderBy(auditLog.id);
    expect(
      rows.map((r) => [r.action, r.actorUserId, r.actorUsername, r.ipAddress, r.entityType, r.entityId, r.summary]),
    ).toEqual([
      ["login.archived", archived.id, archived.username, "198.51.100.21", null, null, null],
      ["login.inactive", inactive.id, inactive.username, "198.51.100.22", null, null, null],
    ]);
  });

  it("new recovery codes: a row naming the user, from their address", async () => {
    const { user, cookie } = await signedIn(t, "viewer", { twoFactor: true });
    const res = await request(t, "POST", "/api/account/two-factor/recovery-codes", {
      cookie,
      payload: { recoveryCode: await freshRecoveryCode(t, user.id) },
      ip: "198.51.100.23",
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "two_factor.recovery_codes_regenerated"), eq(auditLog.entityId, String(user.id))));
    expect(rows.map((r) => [r.actorUserId, r.actorUsername, r.ipAddress, r.entityType, r.summary])).toEqual([
      [user.id, user.username, "198.51.100.23", "user", `${user.username} generated new recovery codes`],
    ]);
  });
});
