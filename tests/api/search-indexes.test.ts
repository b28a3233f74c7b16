// The staff lists' substring searches are served by trigram indexes (decision 0042), on both
// engines: the plan of the very filter the services build reads the indexes, not the table.
import { sql, type SQLWrapper } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { staffFilter } from "#server/features/publishing/article-queries.ts";
import { userFilterOf } from "#server/features/accounts/user-queries.ts";
import { testDatabases } from "./test-databases.ts";

// Enough rows that reading the table costs more than the indexes (at a few thousand it does not).
const ROWS = 20_000;

describe.each(testDatabases)("search indexes ($name)", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    const { db } = handle;
    await db.execute(sql`
      insert into users (username, email, role, first_name, last_name)
      select 'investor' || g, 'investor' || g || '@example.com', 'investor', 'Investor', 'Number ' || g
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`
      insert into articles (title, slug, category, description, content)
      select 'Quarterly letter ' || g, 'quarterly-letter-' || g, 'Insights', 'A letter.', 'Body.'
      from generate_series(1, ${ROWS}) g`);
    // What autovacuum does after a bulk load: the indexes' pending entries merged, statistics read.
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze articles`);
  }, 120_000);
  afterAll(() => handle.close());

  const plan = async (query: SQLWrapper) => {
    const rows = await handle.db.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
    return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };

  it("a users search (name, e-mail or username contains) reads the three trigram indexes", async () => {
    const text = await plan(
      handle.db
        .select({ id: users.id })
        .from(users)
        .where(userFilterOf({ visibleTo: "super_admin", q: "number 4999" })),
    );
    expect(text).toContain("users_full_name_trgm_idx");
    expect(text).toContain("users_email_trgm_idx");
    expect(text).toContain("users_username_trgm_idx");
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it("an articles search (title or slug contains) reads the two trigram indexes", async () => {
    const text = await plan(
      handle.db
        .select({ id: articles.id })
        .from(articles)
        .where(staffFilter({ q: "letter-4242" })),
    );
    expect(text).toContain("articles_title_trgm_idx");
    expect(text).toContain("articles_slug_trgm_idx");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });
});
