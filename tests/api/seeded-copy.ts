import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";

/** The schema a database keeps its copy of the demo content's rows in (decision 0049). */
const COPY_SCHEMA = "test_seeded";

/** The tables the migrations made, quoted, with the columns a row is inserted with (not the generated ones). */
async function publicTables(db: Database) {
  const rows = await db.execute<{ name: string; columns: string }>(
    sql`select quote_ident(t.table_name) as name,
          string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) filter (where c.is_generated = 'NEVER') as columns
        from information_schema.tables t
        join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        group by t.table_name`,
  );
  return rows.rows;
}

/** Empty every table the migrations made (a new table too, without editing a list); identities keep counting. */
export async function truncatePublicTables(db: Database) {
  const tables = await publicTables(db);
  await db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(", ")} cascade`));
}

/**
 * Copy every table's rows into a schema of their own, so `restoreCopy` can put them back into the
 * emptied tables later: in this database, or in one made from it (a template, a dump).
 */
export async function copyTables(db: Database) {
  const tables = await publicTables(db);
  await db.execute(sql.raw(`drop schema if exists ${COPY_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${COPY_SCHEMA}`));
  for (const t of tables)
    await db.execute(sql.raw(`create table ${COPY_SCHEMA}.${t.name} as select ${t.columns} from public.${t.name}`));
}

/** Whether the database holds a copy made by `copyTables`. */
export async function hasCopy(db: Database) {
  const rows = await db.execute(sql`select 1 from information_schema.schemata where schema_name = ${COPY_SCHEMA}`);
  return rows.rows.length > 0;
}

/**
 * Put the copied rows back into the emptied tables: as they were, ids included, without firing
 * triggers or checking foreign keys row by row (the rows were consistent when copied;
 * `session_replication_role` needs the superuser the tests connect as). The identities are not
 * reset: the copy was made after the rows were inserted, so they already count past its ids.
 */
export async function restoreCopy(db: Database) {
  const tables = await publicTables(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    for (const t of tables)
      await tx.execute(
        sql.raw(
          `insert into public.${t.name} (${t.columns}) overriding system value select ${t.columns} from ${COPY_SCHEMA}.${t.name}`,
        ),
      );
  });
}
