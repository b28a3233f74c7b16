import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { formatStoredSize } from "#domain/format.ts";
import type { Database } from "#server/platform/db/client.ts";
import { engines, MIGRATIONS, migrationsUpTo, type Migratable } from "./migration-engines.ts";

/**
 * Migration 0030 (decision 0056): money from decimal text and numeric to integer cents, file sizes
 * from display text to bytes, on rows as 0029 stored them, awkward ones included.
 */
const rows = async <T extends Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

/** bigint columns come back as text on node-postgres and as bigint on PGlite: compare as numbers. */
const num = (value: unknown) => (value === null ? null : Number(value));

async function insertOldRows(db: Database) {
  await db.execute(sql`
    insert into users (username, email, password_hash, role, fund_i_access, fund_ii_access, capital_commitment)
    values ('old.one', 'one@example.com', 'x', 'investor', true, true, 1500000.00),
           ('old.two', 'two@example.com', 'x', 'investor', true, false, 1234.56)`);
  // Every text the old check let in: whole, one or two decimals, leading zeros, the largest amount.
  await db.execute(sql`
    insert into capital_commitments (user_id, investor_name, fund_type, commitment_amount)
    select id, 'One', 'Fund I', '1000000.00' from users where username = 'old.one'
    union all select id, 'One', 'Fund II', '500000' from users where username = 'old.one'
    union all select id, 'Two', 'Fund I', '1234.5' from users where username = 'old.two'
    union all select null, 'Legacy a', 'Fund II', '0'
    union all select null, 'Legacy b', 'Fund II', '000123.40'
    union all select null, 'Legacy c', 'Fund II', '9999999999999.99'`);
  await db.execute(sql`insert into capital_commitments (investor_name, fund_type) values ('Default', 'Fund I')`);
  await db.execute(sql`
    insert into investments (name, description, fund_type, asset_type, investment_amount, estimated_roi, projected_cash_flow)
    values ('Big', 'd', 'Fund I', 'Education', 8500000.00, 12.5, -1234.56),
           ('Cent', 'd', 'Fund II', 'Equity', 0.01, 3, null),
           ('Max', 'd', 'Fund II', 'Equity', 9999999999999.99, 3, 9999999999999.99)`);
  await db.execute(sql`
    insert into charities (name, total_donations_received) values ('Given', 1234.5)`);
  await db.execute(sql`insert into charities (name) values ('Default')`);

  // One file whose bytes the database holds (17,000 of them), one in the object store.
  await db.execute(sql`
    insert into stored_files (key, content_type, storage, bytes)
    values ('documents/in-db', 'application/pdf', 'database', decode(repeat('ab', 17000), 'hex')),
           ('documents/in-s3', 'application/pdf', 's3', null)`);
  // The sizes as the two old formatters wrote them ("17 KB" and "16.6 KB"), and text from elsewhere.
  await db.execute(sql`
    insert into investor_documents (user_id, kind, name, fund_type, status, file_size, storage_key)
    select id, 'report', 'in-db', 'Fund I', 'Final', '16.6 KB', 'documents/in-db' from users where username = 'old.one'
    union all select id, 'report', 'in-s3', 'Fund I', 'Final', '1.2 MB', 'documents/in-s3' from users where username = 'old.one'
    union all select id, 'report', 'whole-kb', 'Fund I', 'Final', '17 KB', null from users where username = 'old.one'
    union all select id, 'report', 'bytes', 'Fund I', 'Final', '842 B', null from users where username = 'old.one'
    union all select id, 'report', 'unreadable', 'Fund I', 'Final', 'n/a', null from users where username = 'old.one'
    union all select id, 'report', 'too-big', 'Fund I', 'Final', '9 TB', null from users where username = 'old.one'
    union all select id, 'statement_tax', 'pending', 'Fund I', 'Pending', null, null from users where username = 'old.one'`);
  await db.execute(sql`
    insert into investor_document_versions (document_id, storage_key, file_size)
    select id, 'documents/in-db', '1 KB' from investor_documents where name = 'in-db'
    union all select id, 'documents/in-s3', '2.4 MB' from investor_documents where name = 'in-db'`);
  await db.execute(sql`
    insert into datasets (name, size)
    values ('mb', '2 MB'), ('comma', '1,024 KB'), ('gb', '1.5 GB'), ('spaced', ' 3.5 mb '), ('bytes', '12 bytes'),
           ('tb', '5 TB'), ('words', 'about 3 MB'), ('blank', ''), ('none', null)`);
}

describe.each(engines)("migration 0030 (cents and bytes) on $name", (engine) => {
  let open: Migratable | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  it("converts money to exact integer cents and sizes to bytes, keeping every check meaningful", async () => {
    open = await engine.open();
    const { db } = open;
    await open.migrate(migrationsUpTo("0029_fund_first_close"));
    // What the old check refused: the only texts commitment_amount could ever hold are plain decimals.
    for (const text of ["$1,000.00", "1,000", "", " 5", "1.234"]) {
      await expect(
        db.execute(
          sql`insert into capital_commitments (investor_name, fund_type, commitment_amount) values ('x', 'Fund I', ${text})`,
        ),
      ).rejects.toThrow();
    }
    await insertOldRows(db);
    await open.migrate(MIGRATIONS);

    // Migration 0031 (decision 0060) names each commitment by its entity: an account's own holding
    // takes the account's name (here its username), a name-only row keeps its name.
    const commitments = await rows<{ legal_name: string; commitment_cents: unknown }>(
      db,
      sql`select e.legal_name, c.commitment_cents from capital_commitments c
          join investing_entities e on e.id = c.entity_id order by c.id`,
    );
    expect(commitments.map((r) => [r.legal_name, num(r.commitment_cents)])).toEqual([
      ["old.one", 100_000_000],
      ["old.one", 50_000_000],
      ["old.two", 123_450],
      ["Legacy a", 0],
      ["Legacy b", 12_340],
      ["Legacy c", 999_999_999_999_999],
      ["Default", 0],
    ]);
    const users = await rows<{ capital_commitment_cents: unknown }>(
      db,
      sql`select capital_commitment_cents from users order by id`,
    );
    expect(users.map((r) => num(r.capital_commitment_cents))).toEqual([150_000_000, 123_456]);
    const investments = await rows<{ investment_cents: unknown; projected_cash_flow_cents: unknown }>(
      db,
      sql`select investment_cents, projected_cash_flow_cents from investments order by id`,
    );
    expect(investments.map((r) => [num(r.investment_cents), num(r.projected_cash_flow_cents)])).toEqual([
      [850_000_000, -123_456],
      [1, null],
      [999_999_999_999_999, 999_999_999_999_999],
    ]);
    const charities = await rows<{ total_donations_cents: unknown }>(
      db,
      sql`select total_donations_cents from charities order by id`,
    );
    expect(charities.map((r) => num(r.total_donations_cents))).toEqual([123_450, 0]);

    // The real size where the database holds the bytes; else the shown text read back; else null.
    const documents = await rows<{ name: string; byte_size: unknown }>(
      db,
      sql`select name, byte_size from investor_documents order by id`,
    );
    expect(documents.map((r) => [r.name, num(r.byte_size)])).toEqual([
      ["in-db", 17_000],
      ["in-s3", 1_258_291],
      ["whole-kb", 17_408],
      ["bytes", 842],
      ["unreadable", null],
      ["too-big", null],
      ["pending", null],
    ]);
    // What the pages show from them: the old whole-KB and MB texts come back as they were.
    expect(documents.map((r) => formatStoredSize(num(r.byte_size)))).toEqual([
      "17 KB",
      "1.2 MB",
      "17 KB",
      "1 KB",
      null,
      null,
      null,
    ]);
    const versions = await rows<{ byte_size: unknown }>(
      db,
      sql`select byte_size from investor_document_versions order by id`,
    );
    expect(versions.map((r) => num(r.byte_size))).toEqual([17_000, 2_516_582]);
    const datasets = await rows<{ name: string; byte_size: unknown }>(
      db,
      sql`select name, byte_size from datasets order by id`,
    );
    expect(datasets.map((r) => [r.name, num(r.byte_size)])).toEqual([
      ["mb", 2_097_152],
      ["comma", 1_048_576],
      ["gb", 1_610_612_736],
      ["spaced", 3_670_016],
      ["bytes", 12],
      ["tb", 5_497_558_138_880],
      ["words", null],
      ["blank", null],
      ["none", null],
    ]);

    // The columns' types, and the old text columns and the helper function are gone.
    const types = await rows<{ table_name: string; column_name: string; data_type: string }>(
      db,
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' and (column_name like '%cents' or column_name in
            ('byte_size', 'commitment_amount', 'investment_amount', 'projected_cash_flow', 'total_donations_received',
             'capital_commitment', 'file_size', 'size'))
            and table_name in ('capital_commitments', 'users', 'investments', 'charities', 'investor_documents',
              'investor_document_versions', 'datasets')
          order by table_name, column_name`,
    );
    expect(types.map((r) => `${r.table_name}.${r.column_name} ${r.data_type}`)).toEqual([
      "capital_commitments.commitment_cents bigint",
      "charities.total_donations_cents bigint",
      "datasets.byte_size bigint",
      "investments.investment_cents bigint",
      "investments.projected_cash_flow_cents bigint",
      "investor_document_versions.byte_size integer",
      "investor_documents.byte_size integer",
      "users.capital_commitment_cents bigint",
    ]);
    const helper = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_proc where proname like 'edf_0030%'`,
    );
    expect(Number(helper[0].n)).toBe(0);

    // The checks still refuse what they refused: a negative commitment, investment or size.
    const refused = [
      // (An entity with no Fund I commitment yet: only the amount check can refuse it.)
      sql`insert into capital_commitments (entity_id, fund_type, commitment_cents)
          select id, 'Fund I', -1 from investing_entities where legal_name = 'Legacy a'`,
      sql`insert into investments (name, description, fund_type, asset_type, investment_cents, estimated_roi) values ('x', 'd', 'Fund I', 'Education', -1, 1)`,
      sql`update investor_documents set byte_size = -1 where name = 'in-db'`,
      sql`update investor_document_versions set byte_size = -1`,
      sql`update datasets set byte_size = -1 where name = 'mb'`,
    ];
    for (const statement of refused) await expect(db.execute(statement)).rejects.toThrow();
  });
});
