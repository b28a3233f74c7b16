// Run by tests/api/global-setup.ts in a process of its own (`node --import tsx`), as the server
// runs: the seed seals PDFs with @signpdf, which fails under the test runner's module loader in the
// setup process. Arguments: the folder to write the PGlite dumps in, the PostgreSQL template to
// seed ("" for none), the field key (hex) and the seed's `now` (ISO).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { openMemoryDatabase, openPostgresDatabase, type Database } from "#server/platform/db/client.ts";
import { useFieldKey } from "#server/platform/field-encryption.ts";
import { seedDemoContent } from "#server/seed.ts";
import { copyTables, truncatePublicTables } from "./seeded-copy.ts";

const [dir, postgresUrl, fieldKey, nowIso] = process.argv.slice(2);
useFieldKey(Buffer.from(fieldKey, "hex"));
const now = new Date(nowIso);

/**
 * Seed the demo content, copy its rows aside and empty the tables (identities keep counting past
 * the copy's ids): a database made from this one puts the rows back in a fraction of a seed's time.
 */
async function keepSeededCopy(db: Database) {
  await seedDemoContent(db, now);
  await copyTables(db);
  await truncatePublicTables(db);
}

await Promise.all([
  (async () => {
    const handle = await openMemoryDatabase();
    try {
      const dump = async (file: string) =>
        writeFileSync(file, Buffer.from(await (await handle.client.dumpDataDir("none")).arrayBuffer()));
      await dump(path.join(dir, "migrated.tar"));
      await keepSeededCopy(handle.db);
      await dump(path.join(dir, "seeded.tar"));
    } finally {
      await handle.close();
    }
  })(),
  (async () => {
    if (!postgresUrl) return;
    const handle = await openPostgresDatabase(postgresUrl);
    try {
      await keepSeededCopy(handle.db);
    } finally {
      await handle.close();
    }
  })(),
]);
