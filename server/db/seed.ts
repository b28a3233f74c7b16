import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { appSettings } from "./schema/app-settings.ts";
import { articles } from "./schema/articles.ts";
import { investments } from "./schema/investments.ts";
import { resources } from "./schema/resources.ts";
import { videos } from "./schema/videos.ts";
import { demoArticles } from "./seed/demo-articles.ts";
import { demoInvestments, demoResources, demoVideos } from "./seed/demo-records.ts";
import { demoInvestorCommitments, demoUsers } from "./seed/demo-users.ts";
import { capitalCommitments } from "./schema/capital-commitments.ts";
import { users } from "./schema/users.ts";
import { hashPassword } from "../auth/passwords.ts";

const SEEDED_KEY = "demo_seeded_at";
const DAY_MS = 86_400_000;

/** Seed the demo content once per database; returns whether it seeded now. */
export async function seedDemoContent(db: Database, now = new Date()): Promise<boolean> {
  // Hashing is slow on purpose: do it before the transaction.
  const accounts = await Promise.all(
    Object.values(demoUsers).map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
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
    const inserted = await tx.insert(users).values(accounts).returning({ id: users.id, username: users.username });
    const investor = inserted.find((u) => u.username === demoUsers.investor.username)!;
    const investorName = `${demoUsers.investor.firstName} ${demoUsers.investor.lastName}`;
    const commitments = demoInvestorCommitments.map((c) => ({
      ...c,
      userId: investor.id,
      investorName,
      investorType: demoUsers.investor.investorType,
      remainingCommitment: (Number(c.commitmentAmount) - Number(c.calledAmount)).toFixed(2),
    }));
    await tx.insert(capitalCommitments).values(commitments);
    const total = commitments.reduce((sum, c) => sum + Number(c.commitmentAmount), 0).toFixed(2);
    await tx.update(users).set({ capitalCommitment: total }).where(eq(users.id, investor.id));
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}
