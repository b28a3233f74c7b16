// Counting the statements a request sends to the database, on either engine (decisions 0038, 0041).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import type { TestDatabase } from "./test-databases.ts";

let wrappedPg = false;

/** Counts the statements sent through the handle's driver (PGlite's client, or the pg pool). */
export function countedStatements(database: TestDatabase) {
  const counter = { statements: 0 };
  const wrap = <T extends object>(target: T, methods: string[]) => {
    for (const name of methods) {
      const original = (target as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        counter.statements++;
        if (process.env.LOG_SQL) console.log("SQL", String(args[0]).slice(0, 160).replace(/\s+/g, " "));
        return original.apply(this, args);
      };
    }
  };
  const open = async (options?: { demo?: boolean }): Promise<DatabaseHandle> => {
    const handle = (await database.open(options)) as DatabaseHandle & { client?: PGlite };
    if (handle.client) wrap(handle.client, ["query", "exec"]);
    // Every pg statement goes through a Client's query (the pool's query checks one out).
    if (handle.pool && !wrappedPg) {
      wrap(pg.Client.prototype, ["query"]);
      wrappedPg = true;
    }
    return handle;
  };
  return { counter, database: { ...database, open } };
}
