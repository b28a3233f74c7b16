import { eq, getTableColumns, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { engines, MIGRATIONS, migrationsUpTo, type Migratable } from "./migration-engines.ts";

/**
 * Rows as an older version stored them, written in SQL (today's seed writes today's schema):
 * an investor with commitments to both funds, paid and scheduled calls, and a document.
 */
async function insertLegacyRows(db: Database) {
  await db.execute(sql`
    insert into users (username, email, password_hash, role, fund_i_access, fund_ii_access)
    values ('legacy.investor', 'legacy@example.com', 'x', 'investor', true, true),
           ('legacy.second', 'second@example.com', 'x', 'investor', true, false)`);
  await db.execute(sql`
    insert into capital_commitments (user_id, investor_name, fund_type, commitment_amount, called_amount, remaining_commitment)
    select id, username, 'Fund I', '1000000.00', '250000.00', '750000.00' from users where username = 'legacy.investor'
    union all select id, username, 'Fund II', '500000', '0', '500000' from users where username = 'legacy.investor'
    union all select id, username, 'Fund I', '500000', '150000', '350000' from users where username = 'legacy.second'`);
  await db.execute(sql`
    insert into capital_calls (user_id, fund_type, call_number, amount, purpose, status, call_date)
    select id, 'Fund I', 1, 200000.00, 'Initial capital call', 'Completed', '2025-01-15'::date from users where username = 'legacy.investor'
    union all select id, 'Fund I', 1, 100000.00, 'Initial capital call', 'Completed', '2025-01-15'::date from users where username = 'legacy.second'
    union all select id, 'Fund I', 2, 50000.00, 'Acquisition', 'Completed', '2025-06-01'::date from users where username = 'legacy.investor'
    union all select id, 'Fund II', 1, 75000.00, 'First close', 'Scheduled', '2099-01-10'::date from users where username = 'legacy.investor'`);
  await db.execute(sql`
    insert into investor_documents (user_id, kind, name, fund_type, status)
    select id, 'statement_tax', '2025 K-1', 'Fund I', 'Pending' from users where username = 'legacy.investor'`);
}

/** The constraint names of a table, as the database has them. */
async function checksOf(db: Database, table: string): Promise<string[]> {
  const result = await db.execute<{ conname: string }>(
    sql`select conname from pg_constraint where conrelid = ${table}::regclass and contype = 'c' order by conname`,
  );
  return result.rows.map((row) => row.conname);
}

describe.each(engines)("migrations on $name", (engine) => {
  let open: Migratable | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  it("0004 (status checks) applies on a seeded database of the previous version and then refuses unknown statuses", async () => {
    open = await engine.open();
    const { db } = open;
    await open.migrate(migrationsUpTo("0003_stored_files"));
    await insertLegacyRows(db);
    expect(await checksOf(db, "capital_calls")).not.toContain("capital_calls_status_check");

    await open.migrate(migrationsUpTo("0004_capital_call_and_document_status_checks"));
    expect(await checksOf(db, "capital_calls")).toContain("capital_calls_status_check");
    expect(await checksOf(db, "investor_documents")).toContain("investor_documents_status_check");
    // The rows are all still there, and the new check refuses an unknown status.
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from capital_calls`);
    expect(Number(count.rows[0].n)).toBe(4);
    const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.role, "investor")).limit(1);
    const insertCall = (callNumber: number, status: string) =>
      db.execute(
        sql`insert into capital_calls (user_id, fund_type, call_number, amount, purpose, status, call_date) values (${investor.id}, 'Fund I', ${callNumber}, 1, 'x', ${status}, '2025-01-01')`,
      );
    await expect(insertCall(90, "Paid")).rejects.toThrow();
    await insertCall(91, "Scheduled");
    // In SQL: today's schema has columns (byte_size, 0030) that 0004's table has not.
    const insertDocument = (status: string | null) =>
      db.execute(
        sql`insert into investor_documents (user_id, kind, name, fund_type, status) values (${investor.id}, 'report', 'x', 'Fund I', ${status})`,
      );
    await expect(insertDocument("Draft")).rejects.toThrow();
    await insertDocument(null);
    await insertDocument("Pending");
  });

  it("0005 (rate limit block_noted, pruning index) applies on a database with counters in it", async () => {
    open = await engine.open();
    const { db } = open;
    await open.migrate(migrationsUpTo("0004_capital_call_and_document_status_checks"));
    await insertLegacyRows(db);
    await db.execute(
      sql`insert into rate_limits (key, window_start, count) values ('login-account:ada', now(), 6), ('contact:192.0.2.1', now() - interval '2 days', 1)`,
    );
    await open.migrate(MIGRATIONS);
    const rows = await db.select().from(rateLimits).orderBy(rateLimits.key);
    expect(rows.map((row) => [row.key, row.count, row.blockNoted])).toEqual([
      ["contact:192.0.2.1", 1, false],
      ["login-account:ada", 6, false],
    ]);
  });

  it("0007 (fund ledger) turns the stored calls into fund calls with parts, and keeps unexplained called capital", async () => {
    open = await engine.open();
    const { db } = open;
    await open.migrate(migrationsUpTo("0006_fund_ledger"));
    await insertLegacyRows(db);
    await open.migrate(MIGRATIONS);

    const calls = await db.select().from(fundCapitalCalls).orderBy(fundCapitalCalls.fundType, fundCapitalCalls.number);
    expect(calls.map((c) => [c.fundType, c.number, c.totalCents, c.callDate, c.dueDate, c.purpose])).toEqual([
      ["Fund I", 1, 30_000_000, "2025-01-15", "2025-01-15", "Initial capital call"],
      ["Fund I", 2, 5_000_000, "2025-06-01", "2025-06-01", "Acquisition"],
      // legacy.second's stored called amount (150,000) was 50,000 more than their calls explain.
      [
        "Fund I",
        3,
        5_000_000,
        expect.any(String),
        expect.any(String),
        "Capital called before the fund ledger (carried over)",
      ],
      ["Fund II", 1, 7_500_000, "2099-01-10", "2099-01-10", "First close"],
    ]);
    // Migration 0031 moved each part to its person's own holding (decision 0060): read the person.
    const parts = await db
      .select({ ...getTableColumns(capitalCallParts), person: users.username })
      .from(capitalCallParts)
      .innerJoin(investingEntities, eq(investingEntities.id, capitalCallParts.entityId))
      .innerJoin(users, eq(users.id, investingEntities.personId))
      .orderBy(capitalCallParts.callId, investingEntities.personId);
    expect(parts.map((p) => [p.person, p.amountCents, p.paidCents, p.status, p.paidOn])).toEqual([
      ["legacy.investor", 20_000_000, 20_000_000, "Paid", "2025-01-15"],
      ["legacy.second", 10_000_000, 10_000_000, "Paid", "2025-01-15"],
      ["legacy.investor", 5_000_000, 5_000_000, "Paid", "2025-06-01"],
      ["legacy.investor", 7_500_000, 0, "Pending", null],
      ["legacy.second", 5_000_000, 5_000_000, "Paid", expect.any(String)],
    ]);
    // Every call's parts add up to its total.
    for (const call of calls) {
      const own = parts.filter((p) => p.callId === call.id);
      expect(own.reduce((sum, p) => sum + p.amountCents, 0)).toBe(call.totalCents);
    }
    const columns = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'capital_commitments'`,
    );
    expect(columns.rows.map((r) => r.column_name)).not.toContain("called_amount");
    const tables = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'capital_calls'`,
    );
    expect(Number(tables.rows[0].n)).toBe(0);
  });
});
