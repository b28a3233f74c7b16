// The plans of the content lists' queries (decision 0039) on PostgreSQL with generated rows: a
// scratch database is migrated and filled, then each list is read through its service, and every
// statement the service sends is run again under EXPLAIN (ANALYZE, BUFFERS, COSTS OFF).
//   npx tsx scripts/explain-content-lists.ts [admin-postgres-url]
import { sql } from "drizzle-orm";
import { openPostgresDatabase } from "#server/platform/db/client.ts";
import { createServices } from "#server/registry.ts";
import { createScratchDatabase, DEFAULT_ADMIN_URL } from "./scratch-database.ts";

const ARTICLES = 100_000;
const VIDEOS = 20_000;
const RESOURCES = 20_000;

const scratch = await createScratchDatabase(process.argv[2] ?? DEFAULT_ADMIN_URL, "explain_content");
const handle = await openPostgresDatabase(scratch.url);
try {
  const { db, pool } = handle;
  // Articles with bodies of about 1,500 characters, statuses and categories in turn, every tenth
  // featured; a tenth published before the workflow kept the date.
  await db.execute(sql`
    insert into articles (title, slug, category, description, content, status, publish_at, featured, created_at, updated_at, first_published_at)
    select 'Letter ' || g, 'letter-' || g,
           (array['Market Analysis', 'Technology', 'Real Estate', 'Company News'])[1 + g % 4],
           'About letter ' || g, repeat('Quarterly words ', 100),
           (array['published', 'published', 'published', 'draft', 'unpublished', 'scheduled'])[1 + g % 6],
           case when g % 6 = 5 then now() + interval '1 day' end, g % 10 = 0,
           timestamptz '2020-01-01' + g * interval '30 minutes',
           timestamptz '2020-01-01' + g * interval '30 minutes' + (g % 97) * interval '1 day',
           case when g % 10 = 3 then null else timestamptz '2020-01-01' + g * interval '30 minutes' + interval '2 days' end
    from generate_series(1, ${ARTICLES}) g`);
  await db.execute(sql`
    insert into videos (title, description, category, duration, thumbnail, embed_url, upload_date)
    select 'Clip ' || g, 'About clip ' || g, 'Market Updates', '1:00', '/t.png',
           'https://www.youtube-nocookie.com/embed/v' || g, date '2015-01-01' + g / 5
    from generate_series(1, ${VIDEOS}) g`);
  await db.execute(sql`
    insert into resources (title, description, category, download_url, created_at)
    select 'Report ' || g, 'Notes ' || g, (array['Market Research', 'Educational Content'])[1 + g % 2],
           'https://example.com/r' || g, timestamptz '2020-01-01' + g * interval '1 hour'
    from generate_series(1, ${RESOURCES}) g`);
  // As autovacuum leaves a table in use: statistics gathered and the visibility map set.
  await pool.query("vacuum analyze");

  const services = createServices(db, { baseUrl: "http://localhost:3000" });
  // Every statement the services send while `recording`, with its parameters.
  const sent: Array<{ text: string; values: unknown[] }> = [];
  let recording = false;
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    if (recording) {
      const text = typeof config === "string" ? config : (config as { text: string }).text;
      const params = values ?? (typeof config === "string" ? undefined : (config as { values?: unknown }).values);
      sent.push({ text, values: (params ?? []) as unknown[] });
    }
    return query(config, values);
  };
  /** Runs `read`, then explains the statements it sent (a page's rows, then its count). */
  async function explain(title: string, read: () => Promise<unknown>) {
    sent.length = 0;
    recording = true;
    await read();
    recording = false;
    for (const { text, values } of sent) {
      const total = /^select count\(/i.test(text.trim());
      const label = sent.length > 1 ? `${title} (${total ? "total" : "page"})` : title;
      const plan = (await query(`explain (analyze, buffers, costs off) ${text}`, values)) as {
        rows: Array<{ "QUERY PLAN": string }>;
      };
      console.log(`### ${label}`);
      for (const row of plan.rows) console.log(` ${row["QUERY PLAN"]}`);
    }
  }
  /** The cursor of a page deep in a list: the `next` of a page read after skipping most rows. */
  const { articles, videos, resources } = services;
  const deep = async (read: (cursor?: string) => Promise<{ next: string | null }>, hops: number) => {
    let cursor: string | undefined;
    for (let i = 0; i < hops; i++) cursor = (await read(cursor)).next ?? undefined;
    return cursor;
  };

  const staff = (cursor?: string, more: object = {}) =>
    articles.listPage({ ...more }, { cursor, limit: 100, sort: "created", dir: "desc" });
  const staffDeep = await deep((c) => staff(c), 20);
  await explain("1a. News tab, newest first, first page", () => articles.listPage({}, {}));
  await explain("1b. News tab, a page 2,000 articles in (keyset)", () =>
    articles.listPage({}, { cursor: staffDeep, limit: 25 }),
  );
  await explain("1c. News tab, drafts only", () => articles.listPage({ status: "draft" }, {}));
  const titleDeep = await deep((c) => articles.listPage({}, { cursor: c, limit: 100, sort: "title", dir: "asc" }), 20);
  await explain("1d. News tab by title, a later page", () =>
    articles.listPage({}, { cursor: titleDeep, sort: "title", dir: "asc" }),
  );
  await explain("1e. News tab, search (title or slug contain 'letter-4242')", () =>
    articles.listPage({ q: "letter-4242" }, {}),
  );
  await explain("1f. /admin-dashboard's counts", () => articles.counts());

  const news = (cursor?: string, category?: string) => articles.listPublishedPage({ category }, { cursor, limit: 100 });
  const newsDeep = await deep((c) => news(c), 20);
  await explain("2a. /news, first page", () => articles.listPublishedPage({}, { limit: 12 }));
  await explain("2b. /news, a page 2,000 articles in (keyset)", () =>
    articles.listPublishedPage({}, { cursor: newsDeep, limit: 12 }),
  );
  await explain("2c. /news, one category, first page", () =>
    articles.listPublishedPage({ category: "Technology" }, { limit: 12 }),
  );
  await explain("2d. /news's category filters", () => articles.publishedCategories());

  const videoDeep = await deep((c) => videos.listPage({}, { cursor: c, limit: 100 }), 20);
  await explain("3a. Videos tab, a later page by upload date", () =>
    videos.listPage({}, { cursor: videoDeep, limit: 25 }),
  );
  const resourceDeep = await deep(
    (c) => resources.listPage({}, { cursor: c, limit: 100, sort: "title", dir: "asc" }),
    20,
  );
  await explain("3b. Resources tab by title, a later page", () =>
    resources.listPage({}, { cursor: resourceDeep, sort: "title", dir: "asc" }),
  );
} finally {
  await handle.close();
  await scratch.drop();
}
