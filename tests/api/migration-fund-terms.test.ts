import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { splitOverLines } from "#domain/ledger/call-allocation.ts";
import type { Database } from "#server/platform/db/client.ts";
import { engines, MIGRATIONS, migrationsUpTo, type Migratable } from "./migration-engines.ts";

// Migration 0036 (decision 0068) on a ledger the previous version wrote: every call part gets its
// three lines, split as its notice printed them (splitOverLines), adding up to the part; then the
// database refuses parts whose lines do not add up, and decided terms versions are never changed.

// Awkward amounts: remainders that tie, a line of 0, a part of 0, parts of one cent, amounts past 2^53 / weight.
const CALLS = [
  { investment: 10_000_007, fee: 123_457, expenses: 1, parts: [3_333_336, 3_333_335, 3_456_794] },
  { investment: 100, fee: 100, expenses: 100, parts: [1, 2, 297] },
  { investment: 0, fee: 500_000, expenses: 0, parts: [250_000, 250_000, 0] },
  { investment: 999_999_999_999, fee: 7, expenses: 3, parts: [333_333_333_336, 333_333_333_337, 333_333_333_336] },
];

async function insertLedger(db: Database) {
  const { rows: entities } = await db.execute<{ id: number }>(sql`
    insert into investing_entities (kind, legal_name, member_id)
    values ('individual', 'A', 'M-1'), ('individual', 'B', 'M-2'), ('individual', 'C', 'M-3') returning id`);
  for (const [index, call] of CALLS.entries()) {
    const total = call.investment + call.fee + call.expenses;
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into fund_capital_calls (fund_type, number, call_date, due_date, purpose, investment_cents,
        management_fee_cents, fund_expenses_cents, total_cents)
      values ('Fund I', ${index + 1}, '2025-01-15', '2025-01-29', 'Call', ${call.investment}, ${call.fee},
        ${call.expenses}, ${total}) returning id`);
    for (const [i, amount] of call.parts.entries()) {
      await db.execute(sql`insert into capital_call_parts (call_id, entity_id, amount_cents)
        values (${rows[0].id}, ${entities[i].id}, ${amount})`);
    }
  }
}

describe.each(engines)("migration 0036 (fund terms) on $name", (engine) => {
  let open: Migratable | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  it("splits every existing part as its notice did, then holds the lines and the decided terms", async () => {
    open = await engine.open();
    const { db } = open;
    await open.migrate(migrationsUpTo("0035_offerings_subscriptions"));
    await insertLedger(db);
    await open.migrate(MIGRATIONS);

    const { rows } = await db.execute<{ n: number; amount: string; i: string; f: string; e: string }>(sql`
      select c.number as n, p.amount_cents::text as amount, p.investment_cents::text as i,
        p.management_fee_cents::text as f, p.fund_expenses_cents::text as e
      from capital_call_parts p join fund_capital_calls c on c.id = p.call_id order by c.number, p.id`);
    const expected = CALLS.flatMap((call, index) =>
      call.parts.map((amount) => {
        const lines = splitOverLines(amount, {
          investmentCents: call.investment,
          managementFeeCents: call.fee,
          fundExpensesCents: call.expenses,
        });
        return [index + 1, amount, lines.investmentCents, lines.managementFeeCents, lines.fundExpensesCents];
      }),
    );
    expect(rows.map((r) => [r.n, Number(r.amount), Number(r.i), Number(r.f), Number(r.e)])).toEqual(expected);
    // The totals the triggers keep (decision 0043) are unchanged by the fill.
    const { rows: totals } = await db.execute<{ called: string }>(
      sql`select sum(called_cents)::text as called from capital_call_totals`,
    );
    expect(Number(totals[0].called)).toBe(CALLS.flatMap((c) => c.parts).reduce((a, b) => a + b, 0));

    // A part whose lines do not add up, or without them, is refused.
    const { rows: calls } = await db.execute<{ id: number }>(
      sql`select id from fund_capital_calls order by id limit 1`,
    );
    const { rows: entity } = await db.execute<{ id: number }>(
      sql`insert into investing_entities (kind, legal_name, member_id) values ('individual', 'D', 'M-4') returning id`,
    );
    const part = (amount: number, lines: [number, number, number]) =>
      db.execute(sql`insert into capital_call_parts (call_id, entity_id, amount_cents, investment_cents,
        management_fee_cents, fund_expenses_cents) values (${calls[0].id}, ${entity[0].id}, ${amount}, ${lines[0]},
        ${lines[1]}, ${lines[2]})`);
    await expect(part(100, [50, 40, 9])).rejects.toThrow();
    await expect(part(100, [101, -1, 0])).rejects.toThrow();
    await expect(
      db.execute(sql`insert into capital_call_parts (call_id, entity_id, amount_cents)
        values (${calls[0].id}, ${entity[0].id}, 5)`),
    ).rejects.toThrow();
    await part(100, [50, 40, 10]);
  });
});
