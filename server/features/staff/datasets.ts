import { asc } from "drizzle-orm";
import type { Dataset } from "#domain/dataset.ts";
import { formatStoredSize } from "#domain/format.ts";
import type { Database } from "#server/platform/db/client.ts";
import { datasets } from "#server/platform/db/schema/datasets.ts";

export function createDatasetService(db: Database) {
  return {
    /** Every dataset, by name. */
    async list(): Promise<Dataset[]> {
      const rows = await db.select().from(datasets).orderBy(asc(datasets.name), asc(datasets.id));
      // Sizes are stored in bytes and shown as before (decision 0056).
      return rows.map(({ byteSize, ...row }) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        format: row.format,
        size: formatStoredSize(byteSize),
        downloadUrl: row.downloadUrl,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  };
}
