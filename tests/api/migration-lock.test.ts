import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgresDatabase } from "#server/platform/db/client.ts";
import { createPostgresDatabase } from "./test-databases.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

async function withFreshDatabase(run: (url: string) => Promise<void>) {
  const database = await createPostgresDatabase(adminUrl!);
  try {
    await run(database.url);
  } finally {
    await database.drop();
  }
}

// Two instances started at once on a new database both migrate at boot; they must take turns.
describe.skipIf(!adminUrl)("migrations on PostgreSQL", () => {
  it("two instances starting at once on a fresh database both start, and the schema is complete", async () => {
    // A few fresh databases: without the lock the race showed up on most of them.
    for (let round = 0; round < 3; round++) {
      await withFreshDatabase(async (url) => {
        const results = await Promise.allSettled([openPostgresDatabase(url), openPostgresDatabase(url)]);
        const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
        for (const r of results) if (r.status === "fulfilled") await r.value.close();
        expect(failures).toEqual([]);

        const check = new pg.Client({ connectionString: url });
        await check.connect();
        try {
          const applied = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
          const journal = await import("#drizzle/meta/_journal.json", { with: { type: "json" } });
          expect(applied.rows[0].n).toBe(journal.default.entries.length);
        } finally {
          await check.end();
        }
      });
    }
  });
});
