import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

const dialect = new PgDialect();

/**
 * A statement whose SQL Drizzle builds once, with `sql.placeholder(name)` where each run's values
 * go; a run only fills them in. On PostgreSQL it is also a named prepared statement, parsed once
 * per connection. For the hottest statements only: building the text of the inquiry insert was a
 * third of the server's CPU under load (decision 0038).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as {
      rows: Row[];
    };
    return result.rows;
  };
}
