import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings, DEMO_SEEDED_KEY } from "#server/platform/db/schema/app-settings.ts";

/**
 * Whether this database holds the seeded demo content (the seed's marker row). Every page reads it
 * for the "Demo data" banner, so the answer is read once per process and kept: the seed runs at
 * boot, before the first request, and nothing removes the marker afterwards.
 */
export function createDemoContentService(db: Database) {
  let seeded: Promise<boolean> | undefined;
  const read = async () => {
    const [marker] = await db
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, DEMO_SEEDED_KEY))
      .limit(1);
    return marker !== undefined;
  };
  return {
    isSeeded(): Promise<boolean> {
      // A failed read is not kept: the next page asks again.
      seeded ??= read().catch((error: unknown) => {
        seeded = undefined;
        throw error;
      });
      return seeded;
    },
  };
}

export type DemoContentService = ReturnType<typeof createDemoContentService>;
