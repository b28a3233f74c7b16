import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "#server/platform/db/client.ts";
import { readTogether } from "#server/platform/db/read-together.ts";
import { testDatabases } from "./test-databases.ts";

/** A read that notes when it starts and when its answer arrives. */
function traced(log: string[], db: Database, name: string) {
  return async () => {
    log.push(`${name} starts`);
    const { rows } = await db.execute<{ name: string }>(sql`select ${name}::text as name`);
    log.push(`${name} answered`);
    return rows[0].name;
  };
}

describe.each(testDatabases)("readTogether on $name", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it("starts every read at once outside a transaction, answering in the order given", async () => {
    const log: string[] = [];
    const answers = await readTogether(handle.db, [traced(log, handle.db, "a"), traced(log, handle.db, "b")]);
    expect(answers).toEqual(["a", "b"]);
    expect(log.slice(0, 2)).toEqual(["a starts", "b starts"]);
  });

  it("runs them one after another inside a transaction, whose one connection takes one statement at a time", async () => {
    const log: string[] = [];
    const answers = await handle.db.transaction((tx) => {
      const db = tx as unknown as Database;
      return readTogether(db, [traced(log, db, "a"), traced(log, db, "b"), traced(log, db, "c")]);
    });
    expect(answers).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["a starts", "a answered", "b starts", "b answered", "c starts", "c answered"]);
  });
});
