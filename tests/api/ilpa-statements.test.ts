import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "#domain/format.ts";
import { quarterBounds, quarterOfDay } from "#domain/ledger/quarters.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { holdingsOf } from "#server/features/entities/entity-access.ts";
import { balanceOf } from "#server/features/fund-ledger/read-statement.ts";
import { seedDemoContent } from "#server/seed.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { demoTimeline } from "#server/seed/demo-timeline.ts";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { signedIn, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 26 §4 (decision 0069): the quarterly statement in the ILPA template's lines, per entity
// and consolidated over a person's accounts, read back as text from the PDF; its figures are the
// capital account the portal shows (the same ledger read, as of the quarter's first and last days).
const NOW = new Date();
const TIMELINE = demoTimeline(NOW);
// The closed quarter of Fund I's latest paid income distribution: a quarter with a realised line.
const TODAY = NOW.toISOString().slice(0, 10);
const INCOME = TIMELINE.distributions
  .filter((d) => d.fundType === "Fund I" && d.type === "income" && quarterBounds(quarterOfDay(d.date)).end < TODAY)
  .at(-1)!;
const PERIOD = quarterOfDay(INCOME.date);
const QUARTER = quarterBounds(PERIOD);
const escaped = (text: string) => text.replace(/[$.()]/g, "\\$&");
/** Outflows in brackets, as the statement shows them. */
const outflow = (cents: number) => (cents === 0 ? formatCents(0) : `(${formatCents(cents)})`);

describe.each(testDatabases)("ILPA capital account statements on $name", (database) => {
  let t: TestContext;
  let jordan: { cookie: string; holdings: Awaited<ReturnType<typeof holdingsOf>> };

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.reset();
    await seedDemoContent(t.db, NOW);
    const cookie = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
    jordan = { cookie, holdings: await holdingsOf(t.db, { id: 1, role: "investor" }) };
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

  /** What the portal's capital account says of an entity's funds at the quarter's start and end. */
  async function portalFigures(entityId: number) {
    const opening = await t.services.fundLedger.ledgerFor(entityId, addDays(QUARTER.start, -1));
    const closing = await t.services.fundLedger.ledgerFor(entityId, QUARTER.end);
    const within = (date: string | null) => date !== null && date >= QUARTER.start && date <= QUARTER.end;
    return closing.funds.map((fund) => {
      const paidOut = closing.distributions.filter(
        (d) => d.fundType === fund.fundType && d.status === "Paid" && within(d.paidOn),
      );
      return {
        fundType: fund.fundType,
        beginning: balanceOf(opening, fund.fundType),
        ending: balanceOf(closing, fund.fundType),
        distributions: paidOut.reduce((s, d) => s + d.amountCents, 0),
        realised: paidOut.filter((d) => d.type !== "return_of_capital").reduce((s, d) => s + d.amountCents, 0),
        unfunded: fund.account.unfundedCents,
      };
    });
  }

  it.skipIf(!hasPoppler)(
    "states one entity's quarter in the ILPA lines, agreeing with its capital account",
    async () => {
      const own = jordan.holdings.find((h) => h.own)!;
      const res = await get(`/api/investor/statements/${PERIOD}`, jordan.cookie);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      const funds = await portalFigures(own.entityId);
      expect(funds.length).toBe(2);
      const sum = (key: keyof (typeof funds)[number]) => funds.reduce((s, f) => s + (f[key] as number), 0);
      const row = (label: string, cells: string[]) => `${label} ${cells.join(" ")}`;
      for (const line of [
        `Capital Account Statement ${QUARTER.label} ·`,
        row(QUARTER.label, [...funds.map((f) => f.fundType), "Total"]),
        row("Beginning NAV", [...funds.map((f) => formatCents(f.beginning)), formatCents(sum("beginning"))]),
        row("Distributions", [...funds.map((f) => outflow(f.distributions)), outflow(sum("distributions"))]),
        row("Realised gain (loss)", [...funds.map((f) => formatCents(f.realised)), formatCents(sum("realised"))]),
        row("Incentive allocation", ["$0.00", "$0.00", "$0.00"]),
        row("Ending NAV", [...funds.map((f) => formatCents(f.ending)), formatCents(sum("ending"))]),
      ]) {
        expect(text).toContain(line);
      }
      // The commitment table's total row: commitment, contributed to date, remaining (unfunded).
      const unfunded = escaped(formatCents(funds.reduce((s, f) => s + f.unfunded, 0)));
      expect(text).toMatch(new RegExp(`Total \\$[\\d,.]+ \\$[\\d,.]+ ${unfunded}`));
      // The quarter has Fund I's income distribution: a realised line that is not nothing.
      expect(sum("realised")).toBeGreaterThan(0);
    },
  );

  it.skipIf(!hasPoppler)("consolidates every account the person may see, each fund of each a column", async () => {
    expect(jordan.holdings.map((h) => h.legalName)).toContain("Mitchell Family Trust");
    const res = await get(`/api/investor/statements/${PERIOD}/consolidated`, jordan.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/consolidated-capital-account-statement/);
    const text = pdfText(res.rawPayload);
    let ending = 0;
    let beginning = 0;
    for (const holding of jordan.holdings) {
      for (const fund of await portalFigures(holding.entityId)) {
        ending += fund.ending;
        beginning += fund.beginning;
        expect(text).toContain(`${fund.fundType} · ${holding.legalName}`.slice(0, 20));
      }
    }
    expect(text).toContain(`Consolidated Capital Account Statement ${QUARTER.label} ·`);
    expect(text).toContain("Mitchell Family Trust");
    expect(text).toContain(`Closing NAV ${formatCents(ending)}`);
    expect(text).toMatch(new RegExp(`Beginning NAV( \\S+)* ${escaped(formatCents(beginning))}`));
  });

  it("answers 400 naming the period when it is malformed, 404 for a quarter not closed, and 401 signed out", async () => {
    const bad = await get("/api/investor/statements/2026-Q5/consolidated", jordan.cookie);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({
      error: { code: "VALIDATION", fieldErrors: { period: [expect.stringMatching(/YYYY-Qn/)] } },
    });
    const current = quarterOfDay(TODAY);
    expect((await get(`/api/investor/statements/${current}/consolidated`, jordan.cookie)).statusCode).toBe(404);
    expect((await get(`/api/investor/statements/${PERIOD}/consolidated`)).statusCode).toBe(401);
    const viewer = (await signedIn(t, "viewer", { fundIAccess: true })).cookie;
    expect((await get(`/api/investor/statements/${PERIOD}/consolidated`, viewer)).statusCode).toBe(404);
  });
});
