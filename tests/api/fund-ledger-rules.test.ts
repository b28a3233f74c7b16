import { count } from "drizzle-orm";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "#domain/ledger/dates.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { fundCapitalCalls, fundValuations } from "#server/platform/db/schema/fund-ledger.ts";
import { createUser } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22, items 1–3 (decision 0044): the ledger refuses a call for more than the investors have
// left to call and dates that cannot be true, and says "called" only of what was called.

const TODAY = new Date().toISOString().slice(0, 10);
const FIRST_CLOSE = "2023-09-01";
const SETTINGS = {
  legalName: "EdFutures Private Equity Fund II, L.P.",
  firstClose: FIRST_CLOSE,
  bankName: "Placeholder Bank (test)",
  accountName: "EdFutures Fund II, L.P.",
  accountNumber: "0000 3333 4444",
  routingNumber: "123456780",
  swiftCode: "TESTUS00",
  referenceFormat: "{fund}-CALL{number}-{memberId}",
};
const callOf = (total: string, callDate = addDays(TODAY, -30)) => ({
  fundType: "Fund II",
  callDate,
  dueDate: addDays(TODAY, 30),
  purpose: "Follow-on investments",
  investment: total,
  managementFee: "0",
  fundExpenses: "0",
});

interface Line {
  entityId: number;
  amountCents: number;
  uncalledCents: number;
  excessCents: number;
}

describe.each(testDatabases)("the fund ledger's rules on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  async function fund(...commitments: string[]) {
    // Each investor's own holding (decision 0060), in the order of the commitments.
    const holdings: number[] = [];
    for (const amount of commitments) {
      const user = await createUser(t, { role: "investor", fundIIAccess: true });
      const entityId = await holdingOf(t.db, user);
      await t.db.insert(capitalCommitments).values({
        entityId,
        fundType: "Fund II",
        commitmentCents: centsFromDecimal(amount),
        commitmentDate: FIRST_CLOSE,
      });
      holdings.push(entityId);
    }
    const { api } = await asAdmin(t, "super_admin");
    const settings = await api.put("/api/admin/funds/fund-ii/settings", SETTINGS);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().firstClose).toBe(FIRST_CLOSE);
    return { holdings, api };
  }
  const stored = async (table: typeof fundCapitalCalls | typeof fundValuations) =>
    (await t.db.select({ n: count() }).from(table))[0].n;

  function expectRefusal(
    res: {
      statusCode: number;
      body: string;
      json: () => { error: { code: string; fieldErrors: Record<string, string[]> } };
    },
    field: string,
    text: RegExp,
  ) {
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION");
    expect(Object.keys(error.fieldErrors)).toEqual([field]);
    expect(error.fieldErrors[field][0]).toMatch(text);
  }

  it("previews an over-call with each investor's excess and refuses to issue it, naming the amount", async () => {
    const { api } = await fund("500000", "30000000");
    // The issue's Fund I: a $100M call of a fund with $30.5M committed.
    const preview = await api.post("/api/admin/funds/capital-calls/preview", callOf("100000000"));
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.uncalledCents).toBe(3_050_000_000);
    expect(body.refusal).toMatch(/asks for \$100,000,000\.00 .* \$30,500,000\.00 of their commitments not yet called/);
    expect(body.lines.map((l: Line) => [l.uncalledCents, l.excessCents > 0])).toEqual([
      [50_000_000, true],
      [3_000_000_000, true],
    ]);

    const issued = await api.post("/api/admin/funds/capital-calls", callOf("100000000"));
    expectRefusal(issued, "investment", /not yet called/);
    expect(await stored(fundCapitalCalls)).toBe(0);
  });

  it("allocates pro rata to what each investor has left, and can call it all to the cent, not a cent more", async () => {
    const { holdings, api } = await fund("1000000", "1000000");
    expect((await api.post("/api/admin/funds/capital-calls", callOf("1500000"))).statusCode).toBe(201);
    // A third investor joins at a later close: they have their whole commitment left.
    const late = await holdingOf(t.db, await createUser(t, { role: "investor", fundIIAccess: true }));
    await t.db.insert(capitalCommitments).values({
      entityId: late,
      fundType: "Fund II",
      commitmentCents: 100_000_000,
      commitmentDate: addDays(TODAY, -60),
    });
    // $250,000 + $250,000 + $1,000,000 are left. Pro rata to commitment would ask each of the first
    // two for $500,000, twice what they have left.
    const over = await api.post("/api/admin/funds/capital-calls", callOf("1500000.01"));
    expectRefusal(over, "investment", /\$1,500,000\.00 of their commitments not yet called/);
    const preview = (await api.post("/api/admin/funds/capital-calls/preview", callOf("1500000"))).json();
    expect(preview.refusal).toBeNull();
    const byEntity = new Map(preview.lines.map((l: Line) => [l.entityId, l]));
    expect(byEntity.get(holdings[0])).toMatchObject({
      amountCents: 25_000_000,
      uncalledCents: 25_000_000,
      excessCents: 0,
    });
    expect(byEntity.get(late)).toMatchObject({ amountCents: 100_000_000, excessCents: 0 });
    expect((await api.post("/api/admin/funds/capital-calls", callOf("1500000"))).statusCode).toBe(201);

    // Fully called: any further call is refused.
    expectRefusal(await api.post("/api/admin/funds/capital-calls", callOf("0.01")), "investment", /\$0\.00/);
    const overview = (await api.get("/api/admin/funds/fund-ii/overview")).json();
    expect(overview.totals).toMatchObject({ calledCents: 300_000_000, uncalledCents: 0, contributedCents: 0 });
  });

  it("refuses calls dated before the first close, before the fund's latest call, or in the future", async () => {
    const { api } = await fund("1000000");
    const post = (body: object) => api.post("/api/admin/funds/capital-calls", body);
    expectRefusal(
      await post(callOf("1000", "2019-01-01")),
      "callDate",
      /before Fund II's first close on September 1, 2023/,
    );
    expectRefusal(await post(callOf("1000", addDays(TODAY, 1))), "callDate", /cannot be in the future/);
    // The preview says so too, before anything is issued.
    const preview = await api.post("/api/admin/funds/capital-calls/preview", callOf("1000", "2019-01-01"));
    expectRefusal(preview, "callDate", /first close/);

    expect((await post(callOf("1000", addDays(TODAY, -10)))).statusCode).toBe(201);
    expectRefusal(await post(callOf("1000", addDays(TODAY, -11))), "callDate", /before Fund II's latest call, Call #1/);
    // The same day as the latest call, and today, are fine; the due date may be in the future.
    expect((await post(callOf("1000", addDays(TODAY, -10)))).statusCode).toBe(201);
    expect((await post(callOf("1000", TODAY))).statusCode).toBe(201);
    expect(await stored(fundCapitalCalls)).toBe(3);
  });

  it("refuses payments, distributions and valuations that cannot be true, and takes an interim valuation when staff say so", async () => {
    const { api } = await fund("1000000");
    const callDate = addDays(TODAY, -20);
    expect((await api.post("/api/admin/funds/capital-calls", callOf("1000", callDate))).statusCode).toBe(201);
    const [part] = (await api.get("/api/admin/funds/fund-ii/overview")).json().calls[0].parts;
    const pay = (paidOn: string) => api.post("/api/admin/funds/capital-calls/payments", { partIds: [part.id], paidOn });
    expectRefusal(await pay(addDays(TODAY, 1)), "paidOn", /in the future/);
    expectRefusal(await pay(addDays(callDate, -1)), "paidOn", /before the notice was issued/);
    expect((await pay(callDate)).statusCode).toBe(200);

    const distribution = (distributionDate: string) => ({
      fundType: "Fund II",
      distributionDate,
      type: "income",
      total: "100",
    });
    expectRefusal(
      await api.post("/api/admin/funds/distributions", distribution(addDays(TODAY, 3))),
      "distributionDate",
      /in the future/,
    );
    expectRefusal(
      await api.post("/api/admin/funds/distributions/preview", distribution("2023-08-31")),
      "distributionDate",
      /first close/,
    );

    const valuation = (asOf: string, interim?: boolean) => ({ fundType: "Fund II", asOf, nav: "1000.00", interim });
    const add = (body: object) => api.post("/api/admin/funds/valuations", body);
    expectRefusal(await add(valuation("2030-01-01")), "asOf", /in the future/);
    expectRefusal(await add(valuation("1999-12-31")), "asOf", /first close/);
    expectRefusal(await add(valuation("2024-05-15")), "asOf", /month or quarter end/);
    expect(await stored(fundValuations)).toBe(0);
    expect((await add(valuation("2024-05-15", true))).statusCode).toBe(201);
    expect((await add(valuation("2024-06-30"))).statusCode).toBe(201);
  });

  it("says called of every call part and paid-in of what was paid (Positions)", async () => {
    const { api } = await fund("1000000", "1000000");
    expect((await api.post("/api/admin/funds/capital-calls", callOf("600000"))).statusCode).toBe(201);
    const [first] = (await api.get("/api/admin/funds/fund-ii/overview")).json().calls[0].parts;
    await api.post("/api/admin/funds/capital-calls/payments", { partIds: [first.id], paidOn: TODAY });
    const fundII = (await api.get("/api/fund-summaries")).json()[1];
    expect(fundII).toMatchObject({
      totalCommitments: "2000000.00",
      calledAmount: "600000.00",
      paidInAmount: "300000.00",
      outstandingAmount: "300000.00",
      remainingCommitment: "1400000.00",
    });
  });
});
