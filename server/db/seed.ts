import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { CAPITAL_CALL_STATUS, memberIdOf } from "../../domain/investor-portal.ts";
import type { Database } from "./client.ts";
import { appSettings, DEMO_SEEDED_KEY } from "./schema/app-settings.ts";
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
import { centsFromDecimal } from "../../domain/ledger/money.ts";
import { capitalCommitments } from "./schema/capital-commitments.ts";
import { users } from "./schema/users.ts";
import { documentDeliveries } from "./schema/document-deliveries.ts";
import { EDELIVERY_NOTICE_VERSION } from "../../domain/fund-operations.ts";
import { hashPassword } from "../auth/passwords.ts";
import { storedFiles } from "./schema/stored-files.ts";
import { demoDocumentPdf, demoResourcePdf, PDF, type DemoAddressee } from "./seed/demo-files.ts";

const DAY_MS = 86_400_000;

/** Seed the demo content once per database; returns whether it seeded now. */
export async function seedDemoContent(db: Database, now = new Date()): Promise<boolean> {
  // Hashing is slow on purpose: do it before the transaction.
  const accounts = await Promise.all(
    Object.values(demoUsers).map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password),
    })),
  );
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_SEEDED_KEY));
    if (marker) {
      await backfillDemoFiles(tx);
      return false;
    }
    await tx.insert(articles).values(
      demoArticles.map(({ ageDays, ...a }) => {
        const at = new Date(now.getTime() - ageDays * DAY_MS);
        return { ...a, createdAt: at, updatedAt: at };
      }),
    );
    await tx.insert(investments).values(demoInvestments);
    const inserted = await tx
      .insert(users)
      .values(accounts)
      .returning({ id: users.id, username: users.username, createdAt: users.createdAt });
    const investor = inserted.find((u) => u.username === demoUsers.investor.username)!;
    const investorName = `${demoUsers.investor.firstName} ${demoUsers.investor.lastName}`;
    // Every file before the rows naming it (storage keys are foreign keys).
    await tx.insert(storedFiles).values([...demoDocumentFiles(addresseeOf(investor)), ...demoResourceFiles()]);
    await tx.insert(resources).values(demoResources);
    await tx.insert(videos).values(demoVideos);
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
    const documents = await tx
      .insert(investorDocuments)
      .values([...demoInvestorDocuments.map((d) => ({ ...d, userId: investor.id })), ...demoFundDocuments])
      .returning();
    await seedDeliveries(tx, investor.id, documents);
    // The sample investor has accepted the notice now in force (a new investor is asked on first
    // sign-in), so the demo opens on their documents (docs/decisions/0022-edelivery.md).
    await tx
      .update(users)
      .set({ edeliveryConsentAt: now, edeliveryConsentVersion: EDELIVERY_NOTICE_VERSION })
      .where(eq(users.id, investor.id));
    await tx.insert(appSettings).values({ key: DEMO_SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Documents dated from this day on are still unopened in the demo: they show "New". */
const DEMO_UNOPENED_FROM = "2024-11-01";

/**
 * The delivery evidence of the sample investor's issued documents (their own and the fund-wide
 * ones of their funds; a pending one has no file and is not delivered yet): delivered on the
 * document's date, and opened then too unless dated from DEMO_UNOPENED_FROM on.
 */
async function seedDeliveries(
  tx: Transaction,
  investorId: number,
  documents: ReadonlyArray<typeof investorDocuments.$inferSelect>,
) {
  const rows = documents
    .filter((d) => d.storageKey !== null && d.documentDate !== null)
    .filter((d) => d.userId === investorId || d.userId === null)
    .map((d) => {
      const at = new Date(`${d.documentDate}T14:00:00Z`);
      const opened = d.documentDate! < DEMO_UNOPENED_FROM;
      return {
        documentId: d.id,
        userId: investorId,
        deliveredAt: at,
        firstOpenedAt: opened ? at : null,
        downloadCount: opened ? 1 : 0,
      };
    });
  if (rows.length > 0) await tx.insert(documentDeliveries).values(rows);
}

/** Whom the sample investor's own documents are addressed to. */
function addresseeOf(investor: { id: number; createdAt: Date }): DemoAddressee {
  return {
    fullName: `${demoUsers.investor.firstName} ${demoUsers.investor.lastName}`,
    memberId: memberIdOf(investor),
    email: demoUsers.investor.email,
  };
}

/** The seeded documents' files (the pending K-1 has none); personal ones only with an addressee. */
function demoDocumentFiles(to: DemoAddressee | null) {
  const documents = [
    ...(to ? demoInvestorDocuments.map((doc) => ({ doc, to })) : []),
    ...demoFundDocuments.map((doc) => ({ doc, to: null })),
  ];
  return documents.flatMap(({ doc, to }) =>
    doc.storageKey ? [{ key: doc.storageKey, contentType: PDF, bytes: demoDocumentPdf(doc, to) }] : [],
  );
}

function demoResourceFiles() {
  return demoResources.map((r) => ({ key: r.storageKey, contentType: PDF, bytes: demoResourcePdf(r) }));
}

/**
 * A database seeded before files were stored (migration 0003): its documents' files are empty
 * placeholders, its demo resources have no file and the sample investor no profile details.
 * Fill in only what is missing; a real file or a staff edit is never overwritten.
 */
async function backfillDemoFiles(tx: Transaction) {
  const placeholders = await tx
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(sql`octet_length(${storedFiles.bytes}) = 0`);
  const [investor] = await tx
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(eq(sql`lower(${users.username})`, demoUsers.investor.username));
  if (placeholders.length > 0) {
    const empty = new Set(placeholders.map((p) => p.key));
    for (const file of demoDocumentFiles(investor ? addresseeOf(investor) : null)) {
      if (empty.has(file.key))
        await tx.update(storedFiles).set({ bytes: file.bytes }).where(eq(storedFiles.key, file.key));
    }
  }
  const unlinked = await tx
    .select({ id: resources.id, title: resources.title })
    .from(resources)
    .where(
      and(
        isNull(resources.storageKey),
        isNull(resources.downloadUrl),
        inArray(
          resources.title,
          demoResources.map((r) => r.title),
        ),
      ),
    );
  for (const row of unlinked) {
    const file = demoResourceFiles().find((_, i) => demoResources[i].title === row.title)!;
    await tx.insert(storedFiles).values(file).onConflictDoNothing();
    await tx.update(resources).set({ storageKey: file.key }).where(eq(resources.id, row.id));
  }
  if (investor) {
    const { phone, mailingAddress, fundIAccessGrantedAt, fundIIAccessGrantedAt } = demoUsers.investor;
    await tx
      .update(users)
      .set({ phone, mailingAddress })
      .where(and(eq(users.id, investor.id), isNull(users.phone), isNull(users.mailingAddress)));
    await tx
      .update(users)
      .set({ fundIAccessGrantedAt })
      .where(and(eq(users.id, investor.id), eq(users.fundIAccess, true), isNull(users.fundIAccessGrantedAt)));
    await tx
      .update(users)
      .set({ fundIIAccessGrantedAt })
      .where(and(eq(users.id, investor.id), eq(users.fundIIAccess, true), isNull(users.fundIIAccessGrantedAt)));
  }
}

/** The seeded completed calls must add up to each fund's called amount, to the cent. */
function assertCallsMatchCommitments() {
  for (const commitment of demoInvestorCommitments) {
    const called = demoInvestorCapitalCalls
      .filter(
        (c) =>
          c.fundType === commitment.fundType &&
          (c.status ?? CAPITAL_CALL_STATUS.Completed) === CAPITAL_CALL_STATUS.Completed,
      )
      .reduce((sum, c) => sum + centsFromDecimal(c.amount!), 0);
    if (called !== centsFromDecimal(commitment.calledAmount)) {
      throw new Error(`Demo ${commitment.fundType} capital calls do not add up to the called amount`);
    }
  }
}
