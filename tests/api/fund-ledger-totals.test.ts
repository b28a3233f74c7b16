import { sql } from "drizzle-orm";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { createUser } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The parts' running totals (decision 0043) are kept by database triggers. Whatever writes the
// parts (the seed, the services, a statement touching many rows, one that moves a payment to
// another day, a delete, a transaction rolled back), the totals equal the sums of the parts.

const by = { actor: { id: null, username: "totals-test" }, ip: "192.0.2.11" };

type TotalsRow = Record<string, string | number | null>;

/** Rows as plain comparable values, sorted: bigint and count columns arrive as text or numbers. */
const normalised = (rows: TotalsRow[]) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)])))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(testDatabases)("fund ledger totals on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
    await t.reset();
    await t.resetToDemoContent();
  });
  afterAll(async () => t?.close());

  const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute<TotalsRow>(query)).rows;

  /** The totals as the triggers kept them, and as the parts sum up now. */
  async function expectTotalsToMatchParts() {
    const callTotals = await rows(sql`
      select call_id, paid_on::text, parts, paid_parts, called_cents, paid_cents
      from capital_call_totals where parts <> 0`);
    const callSums = await rows(sql`
      select call_id, paid_on::text, count(*) as parts, count(*) filter (where status = 'Paid') as paid_parts,
             sum(amount_cents) as called_cents, sum(paid_cents) as paid_cents
      from capital_call_parts group by call_id, paid_on`);
    expect(callTotals.length).toBeGreaterThan(0);
    expect(normalised(callTotals)).toEqual(normalised(callSums));

    const distributionTotals = await rows(sql`
      select distribution_id, paid_on::text, parts, paid_parts, paid_cents, scheduled_cents
      from distribution_totals where parts <> 0`);
    const distributionSums = await rows(sql`
      select distribution_id, paid_on::text, count(*) as parts, count(*) filter (where status = 'Paid') as paid_parts,
             coalesce(sum(amount_cents) filter (where status = 'Paid'), 0) as paid_cents,
             coalesce(sum(amount_cents) filter (where status = 'Scheduled'), 0) as scheduled_cents
      from distribution_parts group by distribution_id, paid_on`);
    expect(distributionTotals.length).toBeGreaterThan(0);
    expect(normalised(distributionTotals)).toEqual(normalised(distributionSums));

    // A day whose parts all moved away keeps a row of zeros, never a stray amount.
    const emptied = await rows(sql`
      select 1 from capital_call_totals where parts = 0 and (paid_parts <> 0 or called_cents <> 0 or paid_cents <> 0)
      union all
      select 1 from distribution_totals where parts = 0 and (paid_parts <> 0 or paid_cents <> 0 or scheduled_cents <> 0)`);
    expect(emptied).toEqual([]);
  }

  it("match the parts the demo seed wrote", async () => {
    await expectTotalsToMatchParts();
  });

  it("follow the services: a call issued, parts paid on two days, a distribution issued and paid", async () => {
    const ledger = t.services.fundLedger;
    for (const amount of ["250000", "125000.50"]) {
      const user = await createUser(t, { role: "investor", fundIAccess: true });
      await t.db.insert(capitalCommitments).values({
        entityId: await holdingOf(t.db, user),
        fundType: "Fund I",
        commitmentCents: centsFromDecimal(amount),
      });
    }
    const issued = await ledger.issueCapitalCall(by, {
      fundType: "Fund I",
      callDate: "2026-10-01",
      dueDate: "2026-10-15",
      purpose: "Totals test call",
      investment: 1_000_003,
      // The demo's terms compute the fee (decision 0068); this call asks for none.
      feeQuarter: "none",
      fundExpenses: 0,
    });
    await expectTotalsToMatchParts();
    const parts = await rows(sql`select id from capital_call_parts where call_id = ${issued.id} order by id`);
    await ledger.markCallPartsPaid(by, { partIds: [Number(parts[0].id)], paidOn: "2026-10-10" });
    await ledger.markCallPartsPaid(by, { partIds: parts.slice(1).map((p) => Number(p.id)), paidOn: "2026-10-12" });
    await expectTotalsToMatchParts();

    const distribution = await ledger.issueDistribution(by, {
      fundType: "Fund I",
      distributionDate: "2026-11-02",
      type: "return_of_capital",
      description: "Totals test",
      total: 500_001,
    });
    const distributionParts = await rows(
      sql`select id from distribution_parts where distribution_id = ${distribution.id} order by id`,
    );
    await ledger.markDistributionPartsPaid(by, {
      partIds: distributionParts.slice(0, 2).map((p) => Number(p.id)),
      paidOn: "2026-11-03",
    });
    await expectTotalsToMatchParts();
  });

  it("follow statements that move payments between days, unpay, delete, and one rolled back", async () => {
    // Every paid part of the fund moves a day later in one statement, then half become unpaid.
    await t.db.execute(sql`update capital_call_parts set paid_on = paid_on + 1 where paid_on is not null`);
    await t.db.execute(sql`
      update capital_call_parts set status = 'Pending', paid_cents = 0, paid_on = null
      where id in (select id from capital_call_parts where status = 'Paid' order by id limit 3)`);
    await t.db.execute(sql`
      update distribution_parts set status = 'Scheduled', paid_on = null
      where id in (select id from distribution_parts where status = 'Paid' order by id limit 2)`);
    await expectTotalsToMatchParts();

    await t.db.execute(sql`
      delete from capital_call_parts where id = (select max(id) from capital_call_parts where status <> 'Paid')`);
    // A part split by the waterfall has its tiers (decision 0066), which go first.
    await t.db.execute(
      sql`delete from distribution_part_tiers where part_id = (select max(id) from distribution_parts)`,
    );
    await t.db.execute(sql`delete from distribution_parts where id = (select max(id) from distribution_parts)`);
    await expectTotalsToMatchParts();

    const before = await rows(sql`select * from capital_call_totals order by call_id, paid_on`);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update capital_call_parts set paid_cents = amount_cents, status = 'Paid', paid_on = '2026-11-20'
          where status <> 'Paid'`);
        throw new Error("rolled back on purpose");
      }),
    ).rejects.toThrow("rolled back on purpose");
    expect(await rows(sql`select * from capital_call_totals order by call_id, paid_on`)).toEqual(before);
    await expectTotalsToMatchParts();
  });
});
