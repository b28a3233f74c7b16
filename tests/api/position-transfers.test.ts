// Decision 0060, slice 4: staff transfer part or all of a position to another entity from a date.
// On the demo: Jordan's own Fund I position ($1.5M, $1.125M paid in, $75,000 distributed) moves in
// part to the Mitchell Family Trust from the first day of the last closed quarter.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#domain/ledger/dates.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { signedIn } from "./auth-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const TODAY = NOW.toISOString().slice(0, 10);
const after = closedQuarter(NOW, 0);
const before = closedQuarter(NOW, 1);
const quarter = (q: { end: string; quarter: number; year: number }) => ({
  start: `${q.year}-${String(q.quarter * 3 - 2).padStart(2, "0")}-01`,
  end: q.end,
});
/** The transfer's effective date: the first day of the last closed quarter. */
const D = quarter(after).start;

describe.each(testDatabases)("position transfers, on $name", (database) => {
  let t: TestContext;
  let admin: ReturnType<typeof apiClient>;
  let own: number;
  let trust: number;
  let joint: number;

  const fundTotals = async () =>
    (
      await t.db.execute<{ called: string; paid: string; distributed: string }>(sql`
        select (select sum(called_cents) from capital_call_totals)::text as called,
               (select sum(paid_cents) from capital_call_totals)::text as paid,
               (select sum(paid_cents) from distribution_totals)::text as distributed`)
    ).rows[0];
  const overview = async () => (await admin.get("/api/admin/funds/fund-i/overview")).json();
  const fundI = async (entityId: number, asOf: string) =>
    (await t.services.fundLedger.ledgerFor(entityId, asOf)).funds.find((f) => f.fundType === "Fund I")?.account;
  const transfer = (body: Record<string, unknown>, from = own) =>
    admin.post(`/api/admin/entities/${from}/transfers`, {
      fundType: "Fund I",
      toEntityId: trust,
      portion: "part",
      amount: "500000",
      effectiveDate: D,
      ...body,
    });

  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
    await t.reset();
    await t.resetToDemoContent(NOW);
    admin = (await asAdmin(t)).api;
    const [jordan] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, demoUsers.investor.username));
    const byName = async (name: string) =>
      (await t.db.select().from(investingEntities).where(eq(investingEntities.legalName, name)))[0].id;
    [{ id: own }] = await t.db
      .select({ id: investingEntities.id })
      .from(investingEntities)
      .where(eq(investingEntities.personId, jordan.id));
    trust = await byName(DEMO_ENTITIES.mitchellTrust.legalName);
    joint = await byName(DEMO_ENTITIES.lindqvistJoint.legalName);
  });
  afterAll(async () => t?.close());

  it("refuses bad transfers with a 400 naming the field, storing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, number?]> = [
      [{ toEntityId: own }, "toEntityId"],
      [{ toEntityId: 999_999 }, "toEntityId"],
      [{ amount: "1500000.01" }, "amount"],
      [{ amount: "0" }, "amount"],
      [{ amount: undefined }, "amount"],
      [{ amount: "-5" }, "amount"],
      [{ effectiveDate: addDays(TODAY, 1) }, "effectiveDate"],
      [{ effectiveDate: "2001-01-01" }, "effectiveDate"],
      // Fund I's last distribution (eight months ago) was split by the commitments of its day.
      [{ effectiveDate: addDays(D, -200) }, "effectiveDate"],
      [{ effectiveDate: "not a date" }, "effectiveDate"],
      [{ fundType: "Fund III" }, "fundType"],
      [{ portion: "half" }, "portion"],
      // The joint account holds no Fund I commitment.
      [{ toEntityId: own }, "fundType", joint],
      // Jordan's Fund II has its fourth call unpaid: moving all of it would leave more called than committed.
      [{ fundType: "Fund II", portion: "whole", effectiveDate: TODAY }, "amount"],
    ];
    for (const [body, field, from] of cases) {
      const res = await transfer(body, from);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await t.db.execute(sql`select count(*)::int as n from position_transfers`)).rows[0]).toEqual({ n: 0 });
  });

  it("refuses an archived entity on either side", async () => {
    await t.db.update(investingEntities).set({ archivedAt: new Date() }).where(eq(investingEntities.id, joint));
    const to = await transfer({ toEntityId: joint });
    expect(to.statusCode).toBe(400);
    expect(to.json().error.fieldErrors).toHaveProperty("toEntityId");
    await t.db.update(investingEntities).set({ archivedAt: null }).where(eq(investingEntities.id, joint));
  });

  it("is for staff only: 401 anonymous, 403 for an investor", async () => {
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    expect((await investor.get(`/api/admin/entities/${own}/transfers`)).statusCode).toBe(403);
    expect((await investor.post(`/api/admin/entities/${own}/transfers`, {})).statusCode).toBe(403);
    expect((await apiClient(t).get(`/api/admin/entities/${own}/transfers`)).statusCode).toBe(401);
  });

  it("moves a third of Jordan's Fund I to the trust from D: fund totals unchanged, statements before D as they were", async () => {
    const totalsBefore = await fundTotals();
    const overviewBefore = await overview();
    const ownBefore = await fundI(own, TODAY);
    const ownQuarterBefore = await t.services.fundLedger.statementFor(own, quarter(before));
    const ownQuarterAfter = await t.services.fundLedger.statementFor(own, quarter(after));

    const preview = await admin.post(`/api/admin/entities/${own}/transfers/preview`, {
      fundType: "Fund I",
      toEntityId: trust,
      portion: "part",
      amount: "500,000",
      effectiveDate: D,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      position: { commitmentCents: 150_000_000, contributedCents: 112_500_000, distributedCents: 7_500_000 },
      commitmentCents: 50_000_000,
      contributedCents: 37_500_000,
      distributedCents: 2_500_000,
    });
    const res = await transfer({ note: "Re-titled into the trust" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fundType: "Fund I",
      effectiveDate: D,
      from: { id: own },
      to: { id: trust, legalName: DEMO_ENTITIES.mitchellTrust.legalName },
      commitmentCents: 50_000_000,
      contributedCents: 37_500_000,
      distributedCents: 2_500_000,
      note: "Re-titled into the trust",
    });

    // The fund's totals: the triggers' rows and the overview, to the cent.
    expect(await fundTotals()).toEqual(totalsBefore);
    const overviewAfter = await overview();
    expect(overviewAfter.totals).toEqual(overviewBefore.totals);
    expect(overviewAfter.performance).toEqual(overviewBefore.performance);
    const row = (o: { investors: Array<{ entityId: number; account: Record<string, number> }> }, id: number) =>
      o.investors.find((i) => i.entityId === id)?.account;
    expect(row(overviewAfter, own)).toMatchObject({ commitmentCents: 100_000_000, contributedCents: 75_000_000 });
    expect(row(overviewAfter, trust)).toMatchObject({ commitmentCents: 50_000_000, contributedCents: 37_500_000 });

    // Today: each holds its share; together they hold what Jordan held.
    const [ownNow, trustNow] = [await fundI(own, TODAY), await fundI(trust, TODAY)];
    for (const key of [
      "commitmentCents",
      "contributedCents",
      "distributedCents",
      "unfundedCents",
      "navShareCents",
    ] as const) {
      expect(ownNow![key]! + trustNow![key]!, key).toBe(ownBefore![key]);
    }
    expect(ownNow).toMatchObject({
      commitmentCents: 100_000_000,
      contributedCents: 75_000_000,
      distributedCents: 5_000_000,
    });
    expect(trustNow).toMatchObject({
      commitmentCents: 50_000_000,
      contributedCents: 37_500_000,
      distributedCents: 2_500_000,
    });

    // The day before D: Jordan as before, the trust without Fund I.
    expect(await fundI(own, addDays(D, -1))).toEqual(await fundI(own, addDays(D, -1)));
    expect((await fundI(own, addDays(D, -1)))?.commitmentCents).toBe(150_000_000);
    expect(await fundI(trust, addDays(D, -1))).toBeUndefined();

    // The quarter before D: Jordan's statement unchanged. The quarter from D: the two add up to it.
    expect(await t.services.fundLedger.statementFor(own, quarter(before))).toEqual(ownQuarterBefore);
    const ownAfter = await t.services.fundLedger.statementFor(own, quarter(after));
    const trustAfter = await t.services.fundLedger.statementFor(trust, quarter(after));
    const fundIOf = (s: typeof ownAfter) => s.funds.find((f) => f.fundType === "Fund I")!;
    const expected = fundIOf(ownQuarterAfter);
    for (const key of ["commitmentCents", "unfundedCents", "closingNavCents", "contributionsCents"] as const) {
      expect(fundIOf(ownAfter)[key] + fundIOf(trustAfter)[key], key).toBe(expected[key]);
    }
    // Carried over at their own dates, the position's multiples are the same for both.
    expect(fundIOf(trustAfter).performance.tvpi).toBeCloseTo(expected.performance.tvpi!, 6);
    expect(fundIOf(ownAfter).performance.dpi).toBeCloseTo(expected.performance.dpi!, 6);

    // Audited once for each entity.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "position.transferred"), eq(auditLog.entityId, String(res.json().id))));
    expect(audits.map((a) => a.investingEntityId).sort()).toEqual([own, trust].sort());
  });

  it("splits the next call by the new commitments", async () => {
    const res = await admin.post("/api/admin/funds/capital-calls/preview", {
      fundType: "Fund I",
      callDate: TODAY,
      dueDate: addDays(TODAY, 14),
      purpose: "Split test",
      investment: "300000",
      // The demo's terms compute a fee (decision 0068): this call asks for none, so the split is the investment's.
      feeQuarter: "none",
      fundExpenses: "0",
    });
    expect(res.statusCode).toBe(200);
    const lines = res.json().lines as Array<{ entityId: number; amountCents: number }>;
    const partOf = (id: number) => lines.find((l) => l.entityId === id)?.amountCents;
    // Before the transfer Jordan's part would be 5 % ($15,000): now $10,000 and the trust $5,000.
    expect(partOf(own)).toBe(1_000_000);
    expect(partOf(trust)).toBe(500_000);
  });

  it("lists the transfer for both entities", async () => {
    for (const id of [own, trust]) {
      const res = await admin.get(`/api/admin/entities/${id}/transfers`);
      expect(res.statusCode).toBe(200);
      expect(res.json().transfers).toHaveLength(1);
    }
    const trustList = (await admin.get(`/api/admin/entities/${trust}/transfers`)).json();
    expect(trustList.positions).toContainEqual({ fundType: "Fund I", commitmentCents: 50_000_000, commitmentDate: D });
    expect((await admin.get("/api/admin/entities/999999/transfers")).statusCode).toBe(404);
  });

  it("moves the rest of the position whole: Jordan keeps the history, the trust all of Fund I", async () => {
    const res = await transfer({ portion: "whole", amount: undefined, effectiveDate: TODAY });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      commitmentCents: 100_000_000,
      contributedCents: 75_000_000,
      distributedCents: 5_000_000,
    });
    const [ownNow, trustNow] = [await fundI(own, TODAY), await fundI(trust, TODAY)];
    expect(ownNow).toMatchObject({ commitmentCents: 0, contributedCents: 0, distributedCents: 0, unfundedCents: 0 });
    expect(trustNow).toMatchObject({
      commitmentCents: 150_000_000,
      contributedCents: 112_500_000,
      distributedCents: 7_500_000,
    });
    expect((await fundI(own, addDays(D, -1)))?.commitmentCents).toBe(150_000_000);
    // Nothing left to move.
    const again = await transfer({ portion: "whole", amount: undefined, effectiveDate: TODAY });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toHaveProperty("fundType");
  });
});
