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
import { demoFundDocuments, demoInvestorCapitalCalls, demoInvestorDocuments } from "./seed/demo-investor-records.ts";
import { capitalCalls } from "./schema/capital-calls.ts";
import { investorDocuments } from "./schema/investor-documents.ts";
import { centsOfText } from "../services/user-commitments.ts";
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
    assertCallsMatchCommitments();
    await tx.insert(capitalCalls).values(demoInvestorCapitalCalls.map((c) => ({ ...c, userId: investor.id })));
    await tx.insert(investorDocuments).values([
      ...demoInvestorDocuments.map((d) => ({ ...d, userId: investor.id })),
      ...demoFundDocuments,
    ]);
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

/** The seeded call history must add up to each fund's called amount, to the cent. */
function assertCallsMatchCommitments() {
  for (const commitment of demoInvestorCommitments) {
    const called = demoInvestorCapitalCalls
      .filter((c) => c.fundType === commitment.fundType)
      .reduce((sum, c) => sum + centsOfText(c.amount!), 0);
    if (called !== centsOfText(commitment.calledAmount)) {
      throw new Error(`Demo ${commitment.fundType} capital calls do not add up to the called amount`);
    }
  }
}
