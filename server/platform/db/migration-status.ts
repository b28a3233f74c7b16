import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "#server/platform/repo-root.ts";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

const journalPath = path.join(REPO_ROOT, "drizzle", "meta", "_journal.json");

/** The newest migration this build carries: drizzle records each applied one by its journal time. */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration this build carries (one indexed read). False while
 * another instance is still migrating, or when this build is newer than the database.
 */
export async function migrationsApplied(db: Database, newest = newestMigrationMillis()): Promise<boolean> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const applied = result.rows[0]?.newest;
  return applied !== null && applied !== undefined && Number(applied) >= newest;
}
