// Over 300 lines: the demo seed issues the funds' history in one transaction through the fund ledger's use cases; its data and helpers sit in seed/.
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { InvestorLedger } from "#domain/fund-operations.ts";
import { FUND_TYPES } from "#domain/investment.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { hashPassword } from "#server/features/accounts/passwords.ts";
import { createAuditService } from "#server/platform/audit.ts";
import { createFundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";
import { updateAchOriginator } from "#server/features/fund-ledger/payments/ach-originator.ts";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings, DEMO_SEEDED_KEY } from "#server/platform/db/schema/app-settings.ts";
import { articles } from "#server/platform/db/schema/articles.ts";
import { ensureOwnHolding } from "#server/features/entities/own-holding.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { capitalCallParts, distributionParts } from "#server/platform/db/schema/fund-ledger.ts";
import { firmEvents } from "#server/platform/db/schema/firm-events.ts";
import { investments } from "#server/platform/db/schema/investments.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { demoArticles } from "#server/seed/demo-articles.ts";
import { publishDemoSitePages } from "#server/seed/demo-site-pages.ts";
import {
  demoDocumentPdf,
  demoResourcePdf,
  periodEnd,
  PDF,
  type DemoAddressee,
  type LedgerAt,
} from "#server/seed/demo-files.ts";
import { demoFirmEvents } from "#server/seed/demo-firm-events.ts";
import { seedDemoProspects } from "#server/seed/demo-prospects.ts";
import { demoFundDocuments, demoInvestorDocuments } from "#server/seed/demo-investor-records.ts";
import { demoInvestments, demoResources } from "#server/seed/demo-records.ts";
import { seedDemoMedia } from "#server/seed/demo-recordings.ts";
import { peopleOf, seedDemoEntities } from "#server/seed/demo-entities.ts";
import { seedDemoSanctions } from "#server/seed/demo-sanctions.ts";
import { demoAchOriginator, investorDates, quarterOfLabel } from "#server/seed/demo-ach-originator.ts";
import { driveDemoSubscriptions } from "#server/seed/demo-subscription-flows.ts";
import { seedDemoSubscriptions } from "#server/seed/demo-subscriptions.ts";
import { seedDemoBankAccounts, seedDemoTaxBank } from "#server/seed/demo-tax-bank.ts";
import { DEMO_LIMITED_PARTNERS, demoTimeline, type DemoTimeline } from "#server/seed/demo-timeline.ts";
import { demoFundSettings, seedDemoTerms } from "#server/seed/demo-terms.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import { achOriginatorInputSchema } from "#domain/ach-payments.ts";

const DAY_MS = 86_400_000;

/**
 * The seed's password hashes, made once per process: a process seeds once at boot, so nothing
 * changes in production, while the tests, which seed a fresh database again and again, hash each
 * of the seed's passwords once instead of every time (argon2 is slow on purpose; decision 0049).
 * A hash of a demo account is of its published password; a limited partner's is of a random
 * password drawn once per process and never kept, as before.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedHash(key: string, password: () => string): Promise<string> {
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(password());
    // A failed hash is not kept: the next seed tries again.
    hash.catch(() => seedHashes.delete(key));
    seedHashes.set(key, hash);
  }
  return hash;
}

/**
 * Seed the demo content once per database; returns whether it seeded now. `baseUrl` is the origin
 * of the links in the e-mails the seeded steps queue (an executed subscription's welcome).
 */
export async function seedDemoContent(
  db: Database,
  now = new Date(),
  { baseUrl = "http://127.0.0.1:3000" }: { baseUrl?: string } = {},
): Promise<boolean> {
  const timeline = demoTimeline(now);
  // Hashing is slow on purpose: do it before the transaction. The other limited partners get a
  // random password nobody knows: they exist so the funds have their stated size, not to sign in.
  const accounts = await Promise.all([
    ...Object.values(demoUsers).map(async ({ password, ...user }) => ({
      ...user,
      ...(user.role === "investor" ? investorDates(timeline) : {}),
      passwordHash: await seedHash(`demo:${user.username}:${password}`, () => password),
    })),
    ...Object.entries(DEMO_LIMITED_PARTNERS).map(async ([key, partner]) => ({
      ...partner,
      username: `lp.${key}`,
      email: `${key}@partners.example.com`,
      role: "investor" as const,
      fundIAccess: timeline.commitments.some((c) => peopleOf(c).includes(key) && c.fundType === "Fund I"),
      fundIIAccess: timeline.commitments.some((c) => peopleOf(c).includes(key) && c.fundType === "Fund II"),
      membershipLevel: "institutional" as const,
      createdAt: timeline.investorCreatedAt,
      passwordHash: await seedHash(`partner:${key}`, () => randomBytes(24).toString("base64url")),
    })),
  ]);
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_SEEDED_KEY));
    if (marker) {
      await backfillDemoFiles(tx, now);
      await publishDemoSitePages(tx, now);
      await seedDemoMedia(tx, { fresh: false, now });
      return false;
    }
    await publishDemoSitePages(tx, now);
    await tx.insert(articles).values(
      demoArticles.map(({ ageDays, published, ...a }) => {
        const at = new Date(now.getTime() - ageDays * DAY_MS);
        return {
          ...a,
          status: published ? "published" : "draft",
          ...(published ? { firstPublishedAt: at, lastPublishedAt: at } : {}),
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    await tx.insert(investments).values(demoInvestments);
    const inserted = await tx.insert(users).values(accounts).returning({
      id: users.id,
      username: users.username,
      createdAt: users.createdAt,
      investorType: users.investorType,
      firstName: users.firstName,
      lastName: users.lastName,
      mailingAddress: users.mailingAddress,
    });
    const usernameOf = (who: string) =>
      who === "investor" || who === "advisor" ? demoUsers[who].username : `lp.${who}`;
    const idOf = (who: string) => inserted.find((u) => u.username === usernameOf(who))!;
    const investor = idOf("investor");
    await tx.insert(storedFiles).values(demoResourceFiles());
    await tx.insert(resources).values(demoResources);
    await seedDemoMedia(tx, { fresh: true, now });
    await tx.insert(firmEvents).values(demoFirmEvents(now));
    const admin = inserted.find((u) => u.username === demoUsers.admin.username)!;
    await seedDemoProspects(tx, now, { id: admin.id, name: `${admin.firstName} ${admin.lastName}` });

    // Each demo investor holds their commitments through their own holding, or through one of the
    // entities of demo-entities.ts (decision 0060); grants come before the ledger's notices.
    const holdings = new Map<number, number>();
    const holdingOf = async (who: string) => {
      const owner = idOf(who);
      if (!holdings.has(owner.id)) holdings.set(owner.id, await ensureOwnHolding(tx, owner));
      return holdings.get(owner.id)!;
    };
    for (const c of timeline.commitments) if (!c.through) await holdingOf(c.who);
    const entities = await seedDemoEntities(tx, timeline, (who) => idOf(who).id, holdingOf);
    const investorEntity = holdings.get(investor.id)!;
    const onFile = new Date(Date.parse(`${timeline.fundIIStart}T16:00:00Z`));
    await seedDemoTaxBank(tx, { own: investorEntity, trust: entities.get("mitchellTrust")! }, { onFile, now });
    await seedDemoSanctions(tx, { adminId: admin.id, entityId: entities.get("mitchellTrust")!, now });
    const subscriptionFlows = await seedDemoSubscriptions(tx, now, {
      entityOf: (key) => entities.get(key)!,
      holdingOf,
      userOf: (who) => idOf(who).id,
      adminId: admin.id,
    });
    await tx.insert(capitalCommitments).values(
      timeline.commitments.map((c) => {
        const owner = idOf(c.who);
        return {
          entityId: c.through ? entities.get(c.through)! : holdings.get(owner.id)!,
          fundType: c.fundType,
          commitmentCents: centsFromDecimal(c.amount),
          commitmentDate: c.date,
        };
      }),
    );
    for (const owner of inserted) {
      const total = timeline.commitments
        .filter((c) => !c.through && idOf(c.who).id === owner.id)
        .reduce((sum, c) => sum + centsFromDecimal(c.amount), 0);
      if (total > 0) await tx.update(users).set({ capitalCommitmentCents: total }).where(eq(users.id, owner.id));
    }

    const ledger = await seedDemoLedger(tx, timeline);
    const superAdmin = inserted.find((u) => u.username === demoUsers.superAdmin.username)!;
    await seedDemoTerms(tx, timeline, { admin, superAdmin, anchor: await holdingOf("harbor") });
    // After the history: a commitment the flows post splits none of the past calls.
    await driveDemoSubscriptions(tx, { now, baseUrl }, admin.id, subscriptionFlows);

    // The sample investor's own documents and the funds' reports, with their files; statements and
    // K-1s state the capital account their period ends with, from the ledger just issued.
    const personal = demoInvestorDocuments(now);
    const ledgers = new Map<string, InvestorLedger>();
    for (const doc of personal) {
      for (const day of [doc.documentDate, doc.period ? periodEnd(doc.period) : null]) {
        if (day && !ledgers.has(day)) ledgers.set(day, await ledger.ledgerFor(investorEntity, day));
      }
    }
    const to = addresseeOf(investor);
    // Quarterly statements are the statements the ledger makes for any investor and quarter; one at
    // a time, as the transaction's one connection runs one statement at a time.
    const files: ReturnType<typeof demoDocumentFiles> = [];
    for (const file of demoDocumentFiles(now, to, (day) => ledgers.get(day))) {
      const doc = personal.find((d) => d.storageKey === file.key);
      const quarter = doc?.kind === "statement_quarterly" ? quarterOfLabel(doc.period ?? "") : null;
      files.push(
        quarter
          ? { ...file, bytes: (await ledger.statementPdf(investorEntity, quarter, doc!.documentDate!)).bytes }
          : file,
      );
    }
    await tx.insert(storedFiles).values(files);
    const sizeOf = (key: string | null | undefined) => {
      const file = key ? files.find((f) => f.key === key) : undefined;
      return file ? file.bytes.length : null;
    };
    const documents = await tx
      .insert(investorDocuments)
      .values([
        ...personal.map((d) => ({ ...d, entityId: investorEntity, byteSize: sizeOf(d.storageKey) })),
        ...demoFundDocuments(now).map((d) => ({ ...d, byteSize: sizeOf(d.storageKey) })),
      ])
      .returning();
    await seedDeliveries(
      tx,
      { id: investor.id, entityId: investorEntity },
      documents,
      addDays(now.toISOString().slice(0, 10), -45),
    );
    // The sample investor has accepted the notice now in force (a new investor is asked on first
    // sign-in), so the demo opens on their documents (docs/decisions/0022-edelivery.md); so has
    // the advisor who sees their figures.
    await tx
      .update(users)
      .set({ edeliveryConsentAt: now, edeliveryConsentVersion: EDELIVERY_NOTICE_VERSION })
      .where(inArray(users.id, [investor.id, idOf("advisor").id]));
    // Every entity made above (holdings, trusts, subscribers' new entities) has a verified account.
    await seedDemoBankAccounts(tx, onFile);
    await tx.insert(appSettings).values({ key: DEMO_SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

/**
 * The funds' history, issued through the fund-ledger service as staff would: settings, then calls,
 * distributions and valuations in date order, payments on their days. Notices issued for past
 * calls are marked delivered on their call date and opened two days later.
 */
async function seedDemoLedger(tx: Transaction, timeline: DemoTimeline) {
  const handle = tx as unknown as Database;
  // The ledger's "today" is the day the history is dated from, so its date rules judge it as of then.
  const ledger = createFundLedgerService(handle, createAuditService(handle), undefined, () => timeline.today);
  const by = { actor: { id: null, username: "demo-seed" }, ip: "127.0.0.1" };
  const audit = createAuditService(handle);
  for (const fundType of FUND_TYPES) {
    await ledger.updateSettings(by, fundType, demoFundSettings(fundType, timeline));
    // Checked as the form's are, so the demo's values cannot fall short of the rules unnoticed.
    const originator = achOriginatorInputSchema.parse(demoAchOriginator(fundType));
    await updateAchOriginator({ db: handle, audit, now: () => new Date() }, by, fundType, originator);
  }
  type Event = { date: string; run: () => Promise<void> };
  const events: Event[] = [
    ...timeline.calls.map((call) => ({
      date: call.callDate,
      run: async () => {
        const { id } = await ledger.issueCapitalCall(by, {
          fundType: call.fundType,
          callDate: call.callDate,
          dueDate: call.dueDate,
          purpose: call.purpose,
          investment: centsFromDecimal(call.investment),
          managementFee: centsFromDecimal(call.managementFee),
          fundExpenses: centsFromDecimal(call.fundExpenses),
        });
        const parts = await tx
          .select({ id: capitalCallParts.id, noticeDocumentId: capitalCallParts.noticeDocumentId })
          .from(capitalCallParts)
          .where(eq(capitalCallParts.callId, id));
        await backdateDelivery(tx, parts, call.callDate, call.paidOn !== null);
        if (call.paidOn) await ledger.markCallPartsPaid(by, { partIds: parts.map((p) => p.id), paidOn: call.paidOn });
      },
    })),
    ...timeline.distributions.map((d) => ({
      date: d.date,
      run: async () => {
        const { id } = await ledger.issueDistribution(by, {
          fundType: d.fundType,
          distributionDate: d.date,
          type: d.type,
          description: d.description,
          total: centsFromDecimal(d.total),
        });
        const parts = await tx
          .select({ id: distributionParts.id, noticeDocumentId: distributionParts.noticeDocumentId })
          .from(distributionParts)
          .where(eq(distributionParts.distributionId, id));
        await backdateDelivery(tx, parts, d.date, true);
        if (d.paidOn) await ledger.markDistributionPartsPaid(by, { partIds: parts.map((p) => p.id), paidOn: d.paidOn });
      },
    })),
    ...timeline.valuations.map((v) => ({
      date: v.asOf,
      run: async () => {
        await ledger.addValuation(by, {
          fundType: v.fundType,
          asOf: v.asOf,
          nav: centsFromDecimal(v.nav),
          notes: v.notes,
        });
      },
    })),
  ];
  for (const event of events.toSorted((a, b) => a.date.localeCompare(b.date))) await event.run();
  return ledger;
}

async function backdateDelivery(
  tx: Transaction,
  parts: ReadonlyArray<{ noticeDocumentId: number | null }>,
  date: string,
  opened: boolean,
) {
  const ids = parts.flatMap((p) => (p.noticeDocumentId ? [p.noticeDocumentId] : []));
  if (ids.length === 0) return;
  const at = new Date(`${date}T14:00:00Z`);
  await tx
    .update(documentDeliveries)
    .set({
      deliveredAt: at,
      firstOpenedAt: opened ? new Date(at.getTime() + 2 * DAY_MS) : null,
      downloadCount: opened ? 1 : 0,
    })
    .where(inArray(documentDeliveries.documentId, ids));
  await tx.update(investorDocuments).set({ createdAt: at }).where(inArray(investorDocuments.id, ids));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The delivery evidence of the sample investor's issued documents (their own and the fund-wide
 * ones of their funds; a pending one has no file and is not delivered yet): delivered on the
 * document's date, and opened then too unless dated from `unopenedFrom` on (those show "New").
 */
async function seedDeliveries(
  tx: Transaction,
  investor: { id: number; entityId: number },
  documents: ReadonlyArray<typeof investorDocuments.$inferSelect>,
  unopenedFrom: string,
) {
  const rows = documents
    .filter((d) => d.storageKey !== null && d.documentDate !== null)
    .filter((d) => d.entityId === investor.entityId || d.entityId === null)
    .map((d) => {
      const at = new Date(`${d.documentDate}T14:00:00Z`);
      const opened = d.documentDate! < unopenedFrom;
      return {
        documentId: d.id,
        userId: investor.id,
        entityId: d.entityId,
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
function demoDocumentFiles(now: Date, to: DemoAddressee | null, ledgerAt?: LedgerAt) {
  const documents = [
    ...(to ? demoInvestorDocuments(now).map((doc) => ({ doc, to })) : []),
    ...demoFundDocuments(now).map((doc) => ({ doc, to: null })),
  ];
  return documents.flatMap(({ doc, to }) =>
    doc.storageKey ? [{ key: doc.storageKey, contentType: PDF, bytes: demoDocumentPdf(doc, to, ledgerAt) }] : [],
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
async function backfillDemoFiles(tx: Transaction, now: Date) {
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
    for (const file of demoDocumentFiles(now, investor ? addresseeOf(investor) : null)) {
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
    const { phone, mailingAddress } = demoUsers.investor;
    const { fundIAccessGrantedAt, fundIIAccessGrantedAt } = investorDates(demoTimeline(now));
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
