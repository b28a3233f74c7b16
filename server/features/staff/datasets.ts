import { asc } from "drizzle-orm";
import type { Dataset } from "#domain/dataset.ts";
import type { Database } from "#server/platform/db/client.ts";
import { datasets } from "#server/platform/db/schema/datasets.ts";

export function createDatasetService(db: Database) {
  return {
    /** Every dataset, by name. */
    async list(): Promise<Dataset[]> {
      const rows = await db.select().from(datasets).orderBy(asc(datasets.name), asc(datasets.id));
      return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
    },
  };
}
