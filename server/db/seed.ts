import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { appSettings } from "./schema/app-settings.ts";
import { articles } from "./schema/articles.ts";
import { investments } from "./schema/investments.ts";
import { resources } from "./schema/resources.ts";
import { videos } from "./schema/videos.ts";
import { demoArticles } from "./seed/demo-articles.ts";
import { demoInvestments, demoResources, demoVideos } from "./seed/demo-records.ts";

const SEEDED_KEY = "demo_seeded_at";
const DAY_MS = 86_400_000;

/** Seed the demo content once per database; returns whether it seeded now. */
export async function seedDemoContent(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (marker) return false;
    await tx.insert(articles).values(
      demoArticles.map(({ ageDays, ...a }) => {
        const at = new Date(now.getTime() - ageDays * DAY_MS);
        return { ...a, createdAt: at, updatedAt: at };
      }),
    );
    await tx.insert(investments).values(demoInvestments);
    await tx.insert(resources).values(demoResources);
    await tx.insert(videos).values(demoVideos);
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}
