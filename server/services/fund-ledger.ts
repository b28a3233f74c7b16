// Over 300 lines: staff writes, the investor read model and statements of the fund ledger; the split by use case (issue a call, record payments, …) is the fund-ledger feature folder of issue 23. New rules go beside it (fund-ledger-rules.ts).
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import {
  type AllocationLine,
  type CapitalAccountPoint,
  type CapitalCallInput,
  type CapitalCallPreview,
  type DistributionInput,
  type DistributionPreview,
  type FundCallView,
  type FundDistributionView,
  type FundOverview,
  type FundSettingsInput,
  type FundSettingsView,
  type InvestorCallView,
  type InvestorDistributionView,
  type InvestorLedger,
  type PartPaymentsInput,
  type ValuationInput,
  type ValuationView,
} from "#domain/fund-operations.ts";
import { memberIdOf } from "#domain/investor-portal.ts";
import { allocateProRata } from "#domain/ledger/allocate.ts";
import {
  callPartStatus,
  capitalAccount,
  cashFlowsOf,
  type CallPart,
  type DistributionPart,
  type Valuation,
} from "#domain/ledger/capital-account.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { centsFromDecimal, type Cents } from "#domain/ledger/money.ts";
import { performance } from "#domain/ledger/performance.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundSettings,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { readTogether } from "#server/platform/db/read-together.ts";
import { renderCapitalCallNotice, renderDistributionNotice } from "#server/documents/notices.ts";
import { renderCapitalAccountStatement } from "#server/documents/statements.ts";
import { capitalCallIssued, distributionIssued, queueNotices } from "#server/mail/messages/notices.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { recordDeliveries } from "./document-deliveries.ts";
import {
  allocateCallOf,
  checkCallDate,
  checkDistributionDate,
  checkPaymentDate,
  checkValuationDate,
} from "./fund-ledger-rules.ts";
import { auditTrail, type ActingUser, type Transaction } from "#server/platform/staff-write.ts";

// The fund ledger (decision 0025): staff issue calls and distributions, record payments and
// valuations; every figure the portals show is derived here from those rows (domain/ledger/).

type Db = Database | Transaction;

/** Today in UTC as YYYY-MM-DD: what is overdue and the "as of" of figures without a valuation. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A file's size as the document lists show it ("245 KB", "1.2 MB"). */
export const fileSizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

interface Investor {
  userId: number;
  investorName: string;
  memberId: string;
  archived: boolean;
  commitmentCents: Cents;
  commitmentDate: string | null;
}

interface PartRow extends CallPart {
  id: number;
  callId: number;
  userId: number;
  noticeDocumentId: number | null;
}

interface DistributionPartRow extends DistributionPart {
  id: number;
  distributionId: number;
  userId: number;
  noticeDocumentId: number | null;
}

/** Who has a commitment in the fund (archived investors included: their records stay in the totals). */
async function investorsOf(db: Db, fundType: FundType): Promise<Investor[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      createdAt: users.createdAt,
      archivedAt: users.archivedAt,
      commitmentAmount: capitalCommitments.commitmentAmount,
      commitmentDate: capitalCommitments.commitmentDate,
    })
    .from(capitalCommitments)
    .innerJoin(users, eq(users.id, capitalCommitments.userId))
    .where(and(eq(capitalCommitments.fundType, fundType), eq(users.role, "investor")))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({
    userId: row.userId,
    investorName: displayName(row),
    memberId: memberIdOf({ id: row.userId, createdAt: row.createdAt }),
    archived: row.archivedAt !== null,
    commitmentCents: centsFromDecimal(row.commitmentAmount),
    commitmentDate: row.commitmentDate,
  }));
}

/** Who takes part in a new call or distribution: active investors with a commitment above zero. */
const participantsOf = async (db: Db, fundType: FundType) =>
  (await investorsOf(db, fundType)).filter((investor) => !investor.archived && investor.commitmentCents > 0);

function allocate(totalCents: Cents, investors: readonly Investor[]): AllocationLine[] {
  if (investors.length === 0) return [];
  const parts = allocateProRata(
    totalCents,
    investors.map((investor) => ({ id: investor.userId, weightCents: investor.commitmentCents })),
  );
  const byId = new Map(parts.map((part) => [part.id, part.amountCents]));
  return investors
    .map((investor) => ({
      userId: investor.userId,
      investorName: investor.investorName,
      memberId: investor.memberId,
      commitmentCents: investor.commitmentCents,
      amountCents: byId.get(investor.userId) ?? 0,
    }))
    .filter((line) => line.amountCents > 0);
}

async function callPartsOf(db: Db, where: ReturnType<typeof and>): Promise<PartRow[]> {
  const p = capitalCallParts;
  const c = fundCapitalCalls;
  return db
    .select({
      id: p.id,
      callId: p.callId,
      userId: p.userId,
      amountCents: p.amountCents,
      paidCents: p.paidCents,
      status: p.status,
      paidOn: p.paidOn,
      dueDate: c.dueDate,
      noticeDocumentId: p.noticeDocumentId,
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.callId))
    .where(where)
    .orderBy(asc(p.id));
}

async function distributionPartsOf(db: Db, where: ReturnType<typeof and>): Promise<DistributionPartRow[]> {
  const p = distributionParts;
  const d = fundDistributions;
  return db
    .select({
      id: p.id,
      distributionId: p.distributionId,
      userId: p.userId,
      amountCents: p.amountCents,
      status: p.status,
      paidOn: p.paidOn,
      noticeDocumentId: p.noticeDocumentId,
    })
    .from(p)
    .innerJoin(d, eq(d.id, p.distributionId))
    .where(where)
    .orderBy(asc(p.id));
}

/**
 * Each fund's valuations on or before `asOf`, oldest first, each with the fund's contributed
 * capital on its date. One statement for both funds (decision 0041): the valuations, and after
 * them the fund's payments summed per fund and day by the database (a handful of rows), instead of
 * every call part of the fund (one row per investor and call) read for one investor's page. Every
 * column comes as text, so both drivers answer alike.
 */
async function valuationsAsOf(db: Db, asOf: string): Promise<Map<FundType, Valuation[]>> {
  // The payments per day come from the parts' running totals (decision 0043): a few rows per call.
  const t = capitalCallTotals;
  const c = fundCapitalCalls;
  const v = fundValuations;
  const { rows: all } = await db.execute<{ kind: "v" | "p"; fund: string; day: string; cents: string }>(sql`
    (select 'v' as kind, ${v.fundType}::text as fund, ${v.asOf}::text as day, ${v.navCents}::text as cents
       from ${v} where ${v.asOf} <= ${asOf} order by ${v.asOf} asc)
    union all
    (select 'p', ${c.fundType}::text, ${t.paidOn}::text, sum(${t.paidCents})::text
       from ${t} inner join ${c} on ${c.id} = ${t.callId}
      where ${t.paidOn} <= ${asOf} group by ${c.fundType}, ${t.paidOn})`);
  // A union keeps each branch's rows in order (one append, no sort above it); sorted again in
  // JavaScript anyway, as the order of a union is not promised.
  const rows = all
    .filter((row) => row.kind === "v")
    .map((row) => ({ fundType: row.fund, asOf: row.day, navCents: Number(row.cents) }))
    .sort((a, b) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : 0));
  const paid = all
    .filter((row) => row.kind === "p")
    .map((row) => ({ fundType: row.fund, paidOn: row.day as string | null, cents: row.cents }));
  const result = new Map<FundType, Valuation[]>();
  for (const row of rows) {
    const fundContributedCents = sum(
      paid
        .filter((day) => day.fundType === row.fundType && day.paidOn !== null && day.paidOn <= row.asOf)
        .map((day) => Number(day.cents)),
    );
    const list = result.get(row.fundType as FundType) ?? [];
    list.push({ date: row.asOf, navCents: row.navCents, fundContributedCents });
    result.set(row.fundType as FundType, list);
  }
  return result;
}

function valuationOn(date: string, navCents: Cents, fundParts: readonly PartRow[]): Valuation {
  const fundContributedCents = sum(
    fundParts.filter((part) => part.paidOn !== null && part.paidOn <= date).map((part) => part.paidCents),
  );
  return { date, navCents, fundContributedCents };
}

export const toSettingsView = (row: typeof fundSettings.$inferSelect): FundSettingsView => ({
  fundType: row.fundType as FundType,
  legalName: row.legalName,
  firstClose: row.firstClose,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  routingNumber: row.routingNumber,
  swiftCode: row.swiftCode,
  referenceFormat: row.referenceFormat,
  updatedAt: row.updatedAt.toISOString(),
});

/** Stores a notice's file and its investor document, delivered to that investor. */
async function storeNotice(
  tx: Transaction,
  notice: {
    key: string;
    bytes: Buffer;
    userId: number;
    fundType: FundType;
    kind: "capital_call_notice" | "distribution_notice";
    name: string;
    period: string;
    date: string;
  },
): Promise<number> {
  await tx.insert(storedFiles).values({ key: notice.key, contentType: "application/pdf", bytes: notice.bytes });
  const [document] = await tx
    .insert(investorDocuments)
    .values({
      userId: notice.userId,
      fundType: notice.fundType,
      kind: notice.kind,
      name: notice.name,
      period: notice.period,
      fileSize: fileSizeOf(notice.bytes.length),
      documentDate: notice.date,
      storageKey: notice.key,
    })
    .returning({ id: investorDocuments.id });
  await recordDeliveries(tx, document.id, [notice.userId]);
  return document.id;
}

/** An investor's capital account balance in a fund on their ledger's day (see statementFor). */
function balanceOf(ledger: InvestorLedger, fundType: FundType): Cents {
  const fund = ledger.funds.find((f) => f.fundType === fundType);
  if (!fund) return 0;
  const since = fund.account.navShareCents === null ? null : fund.account.navDate;
  const after = (date: string | null) => date !== null && (since === null || date > since);
  const paidIn = sum(ledger.calls.filter((c) => c.fundType === fundType && after(c.paidOn)).map((c) => c.paidCents));
  const paidOut = sum(
    ledger.distributions
      .filter((d) => d.fundType === fundType && d.status === "Paid" && after(d.paidOn))
      .map((d) => d.amountCents),
  );
  return (fund.account.navShareCents ?? 0) + paidIn - paidOut;
}

/** One writer at a time per fund and ledger, so numbers stay sequential (a unique index backs it). */
/** One audit row per call (or distribution) whose parts were just marked paid, naming those parts. */
async function auditPaymentsPerParent(
  updated: ReadonlyArray<{ id: number; parentId: number }>,
  record: (parentId: number, partIds: number[]) => Promise<unknown>,
) {
  for (const parentId of new Set(updated.map((row) => row.parentId))) {
    await record(
      parentId,
      updated.filter((row) => row.parentId === parentId).map((row) => row.id),
    );
  }
}

const paymentsCount = (ids: readonly number[]) => `${ids.length} payment${ids.length === 1 ? "" : "s"}`;

const lockFund = (tx: Transaction, what: string, fundType: FundType) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${fundType}`}))`);

/**
 * `mail`: the e-mail notices of issued calls and distributions (the demo seed's history sends none).
 * `clock`: today as YYYY-MM-DD, the one "today" of the date rules and the figures' default day; the
 * seed passes the day it dates its history from.
 */
export function createFundLedgerService(
  db: Database,
  audit: AuditService,
  mail?: MailQueue,
  clock: () => string = () => today(),
) {
  const callTrail = auditTrail(audit, "capital_call");
  const distributionTrail = auditTrail(audit, "distribution");
  const valuationTrail = auditTrail(audit, "valuation");
  const fundTrail = auditTrail(audit, "fund");

  async function nextNumber(tx: Db, table: typeof fundCapitalCalls | typeof fundDistributions, fundType: FundType) {
    const [row] = await tx
      .select({ last: sql<number>`coalesce(max(${table.number}), 0)::int` })
      .from(table)
      .where(eq(table.fundType, fundType));
    return Number(row.last) + 1;
  }

  /**
   * The call as it would be issued: its dates checked (400 naming the field), every investor's
   * part pro rata to their uncalled commitment (decision 0044), and why it cannot be issued when
   * it asks for more than the investors have left to call.
   */
  async function previewCall(tx: Db, input: CapitalCallInput): Promise<CapitalCallPreview> {
    await checkCallDate(tx, input.fundType, input.callDate, clock());
    const totalCents = input.investment + input.managementFee + input.fundExpenses;
    const investors = await participantsOf(tx, input.fundType);
    const { lines, uncalledCents, refusal } = await allocateCallOf(tx, input.fundType, totalCents, investors);
    return {
      fundType: input.fundType,
      number: await nextNumber(tx, fundCapitalCalls, input.fundType),
      callDate: input.callDate,
      dueDate: input.dueDate,
      purpose: input.purpose,
      investmentCents: input.investment,
      managementFeeCents: input.managementFee,
      fundExpensesCents: input.fundExpenses,
      totalCents,
      lines,
      uncalledCents,
      refusal,
    };
  }

  async function previewDistributionIn(tx: Db, input: DistributionInput): Promise<DistributionPreview> {
    await checkDistributionDate(tx, input.fundType, input.distributionDate, clock());
    const investors = await participantsOf(tx, input.fundType);
    return {
      fundType: input.fundType,
      number: await nextNumber(tx, fundDistributions, input.fundType),
      distributionDate: input.distributionDate,
      type: input.type,
      description: input.description ?? "",
      totalCents: input.total,
      lines: allocate(input.total, investors),
    };
  }

  async function requireSettings(tx: Db, fundType: FundType) {
    const [row] = await tx.select().from(fundSettings).where(eq(fundSettings.fundType, fundType));
    if (!row) {
      throw new AppError(
        "CONFLICT",
        `Enter ${fundType}'s legal name and wire instructions in the fund settings before issuing a notice`,
      );
    }
    return row;
  }

  /**
   * An investor's part split over the call's breakdown lines, pro rata to the lines' totals, so the
   * lines of each notice add up to that investor's part exactly.
   */
  function breakdownOf(preview: CapitalCallPreview, amountCents: Cents) {
    const lines = [
      { id: "investment", weightCents: preview.investmentCents },
      { id: "managementFee", weightCents: preview.managementFeeCents },
      { id: "fundExpenses", weightCents: preview.fundExpensesCents },
    ].filter((line) => line.weightCents > 0);
    const parts = new Map(allocateProRata(amountCents, lines).map((part) => [part.id, part.amountCents]));
    return {
      investmentCents: parts.get("investment") ?? 0,
      managementFeeCents: parts.get("managementFee") ?? 0,
      fundExpensesCents: parts.get("fundExpenses") ?? 0,
      totalCents: amountCents,
    };
  }

  /**
   * What issuing a call and a distribution share, in the caller's transaction: the parent row,
   * then for every investor's line its notice (a PDF delivered to them) and its part, then one
   * e-mail per part (no call, no mail: decision 0026) and the audit row. Nobody to allocate to is a
   * 409 before anything is stored.
   */
  async function issueToInvestors(
    tx: Transaction,
    fundType: FundType,
    preview: { number: number; lines: AllocationLine[] },
    steps: {
      insertParent: () => Promise<number>;
      notice: (
        line: AllocationLine,
        parentId: number,
        percentOfFund: number,
      ) => Omit<Parameters<typeof storeNotice>[1], "userId" | "fundType">;
      insertPart: (line: AllocationLine, parentId: number, noticeDocumentId: number) => Promise<unknown>;
      mail: Parameters<typeof queueNotices>[3];
      audit: (parentId: number) => Promise<unknown>;
    },
  ) {
    if (preview.lines.length === 0) {
      throw new AppError("CONFLICT", `No active investor has a commitment to ${fundType}`);
    }
    const parentId = await steps.insertParent();
    const fundCommitments = sum(preview.lines.map((line) => line.commitmentCents));
    for (const line of preview.lines) {
      const notice = steps.notice(line, parentId, (line.commitmentCents / fundCommitments) * 100);
      const noticeDocumentId = await storeNotice(tx, { ...notice, userId: line.userId, fundType });
      await steps.insertPart(line, parentId, noticeDocumentId);
    }
    await queueNotices(
      mail,
      tx,
      preview.lines.map((line) => line.userId),
      steps.mail,
    );
    await steps.audit(parentId);
    return { id: parentId, number: preview.number, parts: preview.lines.length };
  }

  return {
    /** The allocation of a call as it would be issued now; nothing is stored. */
    previewCapitalCall: (input: CapitalCallInput) => previewCall(db, input),

    /**
     * Issues the call: the call, every investor's part, each part's notice (a PDF in that investor's
     * documents, delivered to them) and the audit row, in one transaction; a failure stores nothing.
     */
    async issueCapitalCall(by: ActingUser, input: CapitalCallInput) {
      return db.transaction(async (tx) => {
        await lockFund(tx, "capital_call", input.fundType);
        const settings = await requireSettings(tx, input.fundType);
        const preview = await previewCall(tx, input);
        // The amount fields are where staff fix it; the total is their sum.
        if (preview.refusal) throw invalidFields({ investment: [preview.refusal] }, preview.refusal);
        return issueToInvestors(tx, input.fundType, preview, {
          insertParent: async () => {
            const [call] = await tx
              .insert(fundCapitalCalls)
              .values({
                fundType: input.fundType,
                number: preview.number,
                callDate: input.callDate,
                dueDate: input.dueDate,
                purpose: input.purpose,
                investmentCents: input.investment,
                managementFeeCents: input.managementFee,
                fundExpensesCents: input.fundExpenses,
                totalCents: preview.totalCents,
                createdBy: by.actor.id,
              })
              .returning({ id: fundCapitalCalls.id });
            return call.id;
          },
          notice: (line, callId, percentOfFund) => ({
            key: `notices/capital-calls/${callId}/${line.userId}.pdf`,
            kind: "capital_call_notice",
            name: `${input.fundType} Capital Call ${preview.number} Notice`,
            period: `Call ${preview.number}`,
            date: input.callDate,
            bytes: renderCapitalCallNotice({
              investor: { name: line.investorName, memberId: line.memberId },
              fund: { name: input.fundType, legalName: settings.legalName },
              call: {
                number: preview.number,
                callDate: input.callDate,
                dueDate: input.dueDate,
                purpose: input.purpose,
                investmentCents: preview.investmentCents,
                managementFeeCents: preview.managementFeeCents,
                fundExpensesCents: preview.fundExpensesCents,
                totalCents: preview.totalCents,
              },
              share: breakdownOf(preview, line.amountCents),
              commitment: { commitmentCents: line.commitmentCents, percentOfFund },
              wire: {
                bankName: settings.bankName,
                accountName: settings.accountName,
                accountNumber: settings.accountNumber,
                routingNumber: settings.routingNumber,
                swiftCode: settings.swiftCode,
                referenceFormat: settings.referenceFormat,
              },
            }),
          }),
          insertPart: (line, callId, noticeDocumentId) =>
            tx
              .insert(capitalCallParts)
              .values({ callId, userId: line.userId, amountCents: line.amountCents, noticeDocumentId }),
          mail: (recipient) => capitalCallIssued(mail!, recipient, input.fundType),
          audit: (callId) =>
            callTrail(tx, by, {
              action: "capital_call.issued",
              entityId: callId,
              summary: `Issued ${input.fundType} capital call ${preview.number} for ${preview.lines.length} investors`,
              details: { fundType: input.fundType, number: preview.number, totalCents: preview.totalCents },
            }),
        });
      });
    },

    /** Marks parts paid in full on a day (those already paid are left as they are). */
    async markCallPartsPaid(by: ActingUser, input: PartPaymentsInput) {
      return db.transaction(async (tx) => {
        await checkPaymentDate(tx, "call", input.partIds, input.paidOn, clock());
        const p = capitalCallParts;
        const updated = await tx
          .update(p)
          .set({ status: "Paid", paidCents: sql`${p.amountCents}`, paidOn: input.paidOn })
          .where(and(inArray(p.id, input.partIds), eq(p.status, "Pending")))
          .returning({ id: p.id, callId: p.callId });
        const known = await tx.select({ id: p.id }).from(p).where(inArray(p.id, input.partIds));
        if (known.length !== new Set(input.partIds).size)
          throw new AppError("NOT_FOUND", "Capital call part not found");
        await auditPaymentsPerParent(
          updated.map((row) => ({ id: row.id, parentId: row.callId })),
          (entityId, ids) =>
            callTrail(tx, by, {
              action: "capital_call.payments_recorded",
              entityId,
              summary: `Recorded ${paymentsCount(ids)} received on ${input.paidOn}`,
              details: { partIds: ids },
            }),
        );
        return { updated: updated.length };
      });
    },

    previewDistribution: (input: DistributionInput) => previewDistributionIn(db, input),

    /** Issues the distribution: parts (Scheduled), a notice per investor and the audit row, in one transaction. */
    async issueDistribution(by: ActingUser, input: DistributionInput) {
      return db.transaction(async (tx) => {
        await lockFund(tx, "distribution", input.fundType);
        const settings = await requireSettings(tx, input.fundType);
        const preview = await previewDistributionIn(tx, input);
        return issueToInvestors(tx, input.fundType, preview, {
          insertParent: async () => {
            const [distribution] = await tx
              .insert(fundDistributions)
              .values({
                fundType: input.fundType,
                number: preview.number,
                distributionDate: input.distributionDate,
                type: input.type,
                description: preview.description,
                totalCents: input.total,
                createdBy: by.actor.id,
              })
              .returning({ id: fundDistributions.id });
            return distribution.id;
          },
          notice: (line, distributionId, percentOfFund) => ({
            key: `notices/distributions/${distributionId}/${line.userId}.pdf`,
            kind: "distribution_notice",
            name: `${input.fundType} Distribution ${preview.number} Notice`,
            period: `Distribution ${preview.number}`,
            date: input.distributionDate,
            bytes: renderDistributionNotice({
              investor: { name: line.investorName, memberId: line.memberId },
              fund: { name: input.fundType, legalName: settings.legalName },
              distribution: {
                number: preview.number,
                date: input.distributionDate,
                type: input.type,
                description: preview.description,
                totalCents: input.total,
              },
              investorShareCents: line.amountCents,
              percentOfFund,
              payment: { method: "Wire transfer to the bank account you gave us for distributions" },
            }),
          }),
          insertPart: (line, distributionId, noticeDocumentId) =>
            tx.insert(distributionParts).values({
              distributionId,
              userId: line.userId,
              amountCents: line.amountCents,
              noticeDocumentId,
            }),
          mail: (recipient) => distributionIssued(mail!, recipient, input.fundType),
          audit: (distributionId) =>
            distributionTrail(tx, by, {
              action: "distribution.issued",
              entityId: distributionId,
              summary: `Issued ${input.fundType} distribution ${preview.number} to ${preview.lines.length} investors`,
              details: { fundType: input.fundType, number: preview.number, totalCents: input.total },
            }),
        });
      });
    },

    async markDistributionPartsPaid(by: ActingUser, input: PartPaymentsInput) {
      return db.transaction(async (tx) => {
        await checkPaymentDate(tx, "distribution", input.partIds, input.paidOn, clock());
        const p = distributionParts;
        const updated = await tx
          .update(p)
          .set({ status: "Paid", paidOn: input.paidOn })
          .where(and(inArray(p.id, input.partIds), eq(p.status, "Scheduled")))
          .returning({ id: p.id, distributionId: p.distributionId });
        const known = await tx.select({ id: p.id }).from(p).where(inArray(p.id, input.partIds));
        if (known.length !== new Set(input.partIds).size)
          throw new AppError("NOT_FOUND", "Distribution part not found");
        await auditPaymentsPerParent(
          updated.map((row) => ({ id: row.id, parentId: row.distributionId })),
          (entityId, ids) =>
            distributionTrail(tx, by, {
              action: "distribution.payments_recorded",
              entityId,
              summary: `Recorded ${paymentsCount(ids)} made on ${input.paidOn}`,
              details: { partIds: ids },
            }),
        );
        return { updated: updated.length };
      });
    },

    async addValuation(by: ActingUser, input: ValuationInput): Promise<ValuationView> {
      return db.transaction(async (tx) => {
        await checkValuationDate(tx, input.fundType, input.asOf, input.interim ?? false, clock());
        const [row] = await tx
          .insert(fundValuations)
          .values({
            fundType: input.fundType,
            asOf: input.asOf,
            navCents: input.nav,
            notes: input.notes ?? "",
            createdBy: by.actor.id,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError("CONFLICT", `${input.fundType} already has a valuation on ${input.asOf}`);
        await valuationTrail(tx, by, {
          action: "valuation.created",
          entityId: row.id,
          summary: `Recorded ${input.fundType} NAV as of ${input.asOf}`,
          details: { navCents: input.nav },
        });
        return { id: row.id, asOf: row.asOf, navCents: row.navCents, notes: row.notes };
      });
    },

    async settingsOf(fundType: FundType): Promise<FundSettingsView | null> {
      const [row] = await db.select().from(fundSettings).where(eq(fundSettings.fundType, fundType));
      return row ? toSettingsView(row) : null;
    },

    /** Super admins only (the route says so): the wire instructions every notice prints. */
    async updateSettings(by: ActingUser, fundType: FundType, input: FundSettingsInput): Promise<FundSettingsView> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(fundSettings).where(eq(fundSettings.fundType, fundType));
        const values = { ...input, updatedBy: by.actor.id, updatedAt: new Date() };
        const [row] = await tx
          .insert(fundSettings)
          .values({ fundType, ...values })
          .onConflictDoUpdate({ target: fundSettings.fundType, set: values })
          .returning();
        const changed = Object.keys(input).filter(
          (key) => !before || before[key as keyof FundSettingsInput] !== input[key as keyof FundSettingsInput],
        );
        await fundTrail(tx, by, {
          action: "fund.settings_updated",
          entityId: FUND_TYPES.indexOf(fundType) + 1,
          summary: `Updated ${fundType} settings (${changed.join(", ") || "no change"})`,
          details: { fundType, changed },
        });
        return toSettingsView(row);
      });
    },

    /** Everything the staff screen shows of one fund, derived from its rows as of a day. */
    async overview(fundType: FundType, asOf = clock()): Promise<FundOverview> {
      const [investors, calls, distributions, valuations, settings] = await readTogether(db, [
        () => investorsOf(db, fundType),
        () =>
          db
            .select()
            .from(fundCapitalCalls)
            .where(eq(fundCapitalCalls.fundType, fundType))
            .orderBy(desc(fundCapitalCalls.number)),
        () =>
          db
            .select()
            .from(fundDistributions)
            .where(eq(fundDistributions.fundType, fundType))
            .orderBy(desc(fundDistributions.number)),
        () =>
          db
            .select()
            .from(fundValuations)
            .where(eq(fundValuations.fundType, fundType))
            .orderBy(desc(fundValuations.asOf)),
        () => db.select().from(fundSettings).where(eq(fundSettings.fundType, fundType)),
      ]);
      const parts = await callPartsOf(db, and(eq(fundCapitalCalls.fundType, fundType)));
      const dParts = await distributionPartsOf(db, and(eq(fundDistributions.fundType, fundType)));
      const noticeIds = parts.flatMap((part) => (part.noticeDocumentId ? [part.noticeDocumentId] : []));
      const openings =
        noticeIds.length === 0
          ? []
          : await db
              .select({ documentId: documentDeliveries.documentId, firstOpenedAt: documentDeliveries.firstOpenedAt })
              .from(documentDeliveries)
              .where(inArray(documentDeliveries.documentId, noticeIds));
      const openedAt = new Map(openings.map((row) => [row.documentId, row.firstOpenedAt?.toISOString() ?? null]));
      const latest = valuations.find((valuation) => valuation.asOf <= asOf);
      const valuation = latest ? valuationOn(latest.asOf, latest.navCents, parts) : null;
      const known = new Map(investors.map((investor) => [investor.userId, investor]));
      // Someone with parts but no commitment row any more still belongs in the fund's history.
      const people = [...investors];
      for (const userId of new Set([...parts, ...dParts].map((part) => part.userId))) {
        if (!known.has(userId)) {
          const [row] = await db
            .select({
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              username: users.username,
              createdAt: users.createdAt,
              archivedAt: users.archivedAt,
            })
            .from(users)
            .where(eq(users.id, userId));
          const person = {
            userId,
            investorName: displayName(row),
            memberId: memberIdOf({ id: row.id, createdAt: row.createdAt }),
            archived: row.archivedAt !== null,
            commitmentCents: 0,
            commitmentDate: null,
          };
          known.set(userId, person);
          people.push(person);
        }
      }
      const nameOf = (userId: number) => known.get(userId)!;
      const totals = capitalAccount({
        commitmentCents: sum(people.map((investor) => investor.commitmentCents)),
        calls: parts,
        distributions: dParts,
        valuation,
        asOf,
      });
      const flows = cashFlowsOf(parts, dParts);
      return {
        fundType,
        asOf,
        settings: settings[0] ? toSettingsView(settings[0]) : null,
        totals,
        performance: performance({
          ...flows,
          nav: valuation ? { date: valuation.date, amountCents: valuation.navCents } : null,
          asOf,
        }),
        investors: people.map((investor) => ({
          userId: investor.userId,
          investorName: investor.investorName,
          memberId: investor.memberId,
          archived: investor.archived,
          account: capitalAccount({
            commitmentCents: investor.commitmentCents,
            calls: parts.filter((part) => part.userId === investor.userId),
            distributions: dParts.filter((part) => part.userId === investor.userId),
            valuation,
            asOf,
          }),
        })),
        calls: calls.map((call): FundCallView => {
          const own = parts.filter((part) => part.callId === call.id);
          const account = capitalAccount({ commitmentCents: 0, calls: own, distributions: [], valuation: null, asOf });
          return {
            id: call.id,
            number: call.number,
            callDate: call.callDate,
            dueDate: call.dueDate,
            purpose: call.purpose,
            investmentCents: call.investmentCents,
            managementFeeCents: call.managementFeeCents,
            fundExpensesCents: call.fundExpensesCents,
            totalCents: call.totalCents,
            paidCents: account.contributedCents,
            outstandingCents: account.outstandingCents,
            overdueCents: account.overdueCents,
            parts: own.map((part) => ({
              id: part.id,
              userId: part.userId,
              investorName: nameOf(part.userId).investorName,
              memberId: nameOf(part.userId).memberId,
              amountCents: part.amountCents,
              paidCents: part.paidCents,
              status: callPartStatus(part, asOf),
              paidOn: part.paidOn,
              noticeDocumentId: part.noticeDocumentId,
              noticeOpenedAt: part.noticeDocumentId ? (openedAt.get(part.noticeDocumentId) ?? null) : null,
            })),
          };
        }),
        distributions: distributions.map((distribution): FundDistributionView => {
          const own = dParts.filter((part) => part.distributionId === distribution.id);
          return {
            id: distribution.id,
            number: distribution.number,
            distributionDate: distribution.distributionDate,
            type: distribution.type,
            description: distribution.description,
            totalCents: distribution.totalCents,
            paidCents: sum(own.filter((part) => part.status === "Paid").map((part) => part.amountCents)),
            parts: own.map((part) => ({
              id: part.id,
              userId: part.userId,
              investorName: nameOf(part.userId).investorName,
              memberId: nameOf(part.userId).memberId,
              amountCents: part.amountCents,
              status: part.status,
              paidOn: part.paidOn,
              noticeDocumentId: part.noticeDocumentId,
            })),
          };
        }),
        valuations: valuations.map((row) => ({ id: row.id, asOf: row.asOf, navCents: row.navCents, notes: row.notes })),
      };
    },

    /**
     * One investor's own ledger: per fund and in total, their capital account and performance, their
     * call and distribution parts, and the capital account over time. Only investors own records.
     */
    async ledgerFor(user: { id: number; role: string }, asOf = clock()): Promise<InvestorLedger> {
      const empty: InvestorLedger = {
        asOf,
        funds: [],
        total: {
          commitmentCents: 0,
          contributedCents: 0,
          unfundedCents: 0,
          distributedCents: 0,
          navShareCents: null,
          percentContributed: null,
        },
        performance: performance({ contributions: [], distributions: [], nav: null, asOf }),
        calls: [],
        distributions: [],
        history: [],
      };
      if (user.role !== "investor") return empty;
      // The four reads are independent: one round trip's wait on PostgreSQL's pool, not four.
      const [commitments, callRows, distributionRows, valuations] = await readTogether(db, [
        () =>
          db
            .select()
            .from(capitalCommitments)
            .where(
              and(eq(capitalCommitments.userId, user.id), gt(sql`${capitalCommitments.commitmentAmount}::numeric`, 0)),
            ),
        () =>
          db
            .select({ part: capitalCallParts, call: fundCapitalCalls })
            .from(capitalCallParts)
            .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
            .where(and(eq(capitalCallParts.userId, user.id), sql`${fundCapitalCalls.callDate} <= ${asOf}`))
            .orderBy(desc(fundCapitalCalls.callDate), desc(fundCapitalCalls.number)),
        () =>
          db
            .select({ part: distributionParts, distribution: fundDistributions })
            .from(distributionParts)
            .innerJoin(fundDistributions, eq(fundDistributions.id, distributionParts.distributionId))
            .where(and(eq(distributionParts.userId, user.id), sql`${fundDistributions.distributionDate} <= ${asOf}`))
            .orderBy(desc(fundDistributions.distributionDate), desc(fundDistributions.number)),
        () => valuationsAsOf(db, asOf),
      ]);
      // The ledger as it stood on `asOf`: calls and distributions made by then, and only the
      // payments received by then (a statement for a past quarter ignores later payments).
      const ownCalls = callRows.map(({ part, call }) =>
        part.paidOn !== null && part.paidOn > asOf
          ? { call, part: { ...part, status: "Pending" as const, paidCents: 0, paidOn: null } }
          : { call, part },
      );
      const ownDistributions = distributionRows.map(({ part, distribution }) =>
        part.paidOn !== null && part.paidOn > asOf
          ? { distribution, part: { ...part, status: "Scheduled" as const, paidOn: null } }
          : { distribution, part },
      );

      const calls: InvestorCallView[] = ownCalls.map(({ part, call }) => ({
        partId: part.id,
        callId: call.id,
        fundType: call.fundType as FundType,
        number: call.number,
        callDate: call.callDate,
        dueDate: call.dueDate,
        purpose: call.purpose,
        amountCents: part.amountCents,
        paidCents: part.paidCents,
        status: callPartStatus({ ...part, dueDate: call.dueDate }, asOf),
        paidOn: part.paidOn,
        noticeDocumentId: part.noticeDocumentId,
      }));
      const distributions: InvestorDistributionView[] = ownDistributions.map(({ part, distribution }) => ({
        partId: part.id,
        distributionId: distribution.id,
        fundType: distribution.fundType as FundType,
        number: distribution.number,
        distributionDate: distribution.distributionDate,
        type: distribution.type,
        amountCents: part.amountCents,
        status: part.status,
        paidOn: part.paidOn,
        noticeDocumentId: part.noticeDocumentId,
      }));

      // The parts as stored (Pending or Paid), for the ledger math; the views above derive Overdue.
      const storedCallParts = ownCalls.map(({ part, call }) => ({
        fundType: call.fundType as FundType,
        amountCents: part.amountCents,
        paidCents: part.paidCents,
        status: part.status,
        dueDate: call.dueDate,
        paidOn: part.paidOn,
      }));
      const funds = [];
      const history = new Map<string, { nav: Map<FundType, Cents> }>();
      let latestNav: { date: string; cents: Cents } | null = null;
      for (const fundType of FUND_TYPES) {
        const commitment = commitments.find((row) => row.fundType === fundType);
        const myCalls = calls.filter((call) => call.fundType === fundType);
        const myDistributions = distributions.filter((d) => d.fundType === fundType);
        if (!commitment && myCalls.length === 0 && myDistributions.length === 0) continue;
        const callParts = storedCallParts.filter((part) => part.fundType === fundType);
        const fundValuationRows = valuations.get(fundType) ?? [];
        const valuation = fundValuationRows.at(-1) ?? null;
        const account = capitalAccount({
          commitmentCents: commitment ? centsFromDecimal(commitment.commitmentAmount) : 0,
          calls: callParts,
          distributions: myDistributions,
          valuation,
          asOf,
        });
        const flows = cashFlowsOf(callParts, myDistributions);
        funds.push({
          fundType,
          commitmentDate: commitment?.commitmentDate ?? null,
          account,
          performance: performance({
            ...flows,
            nav:
              account.navShareCents !== null && account.navDate
                ? { date: account.navDate, amountCents: account.navShareCents }
                : null,
            asOf,
          }),
        });
        if (account.navShareCents !== null && account.navDate) {
          if (!latestNav || account.navDate > latestNav.date) latestNav = { date: account.navDate, cents: 0 };
        }
        // NAV share at each of the fund's valuations, for the chart.
        for (const at of fundValuationRows) {
          const share = capitalAccount({
            commitmentCents: 0,
            calls: callParts,
            distributions: [],
            valuation: at,
            asOf,
          }).navShareCents;
          if (share === null) continue;
          const point = history.get(at.date) ?? { nav: new Map() };
          point.nav.set(fundType, share);
          history.set(at.date, point);
        }
      }

      const total = {
        commitmentCents: sum(funds.map((f) => f.account.commitmentCents)),
        contributedCents: sum(funds.map((f) => f.account.contributedCents)),
        unfundedCents: sum(funds.map((f) => f.account.unfundedCents)),
        distributedCents: sum(funds.map((f) => f.account.distributedCents)),
        navShareCents: funds.some((f) => f.account.navShareCents !== null)
          ? sum(funds.map((f) => f.account.navShareCents ?? 0))
          : null,
        percentContributed: null as number | null,
      };
      total.percentContributed =
        total.commitmentCents > 0 ? (total.contributedCents / total.commitmentCents) * 100 : null;
      // The total's NAV is the sum of each fund's latest NAV share, dated at the latest of them.
      const allFlows = cashFlowsOf(storedCallParts, distributions);
      const totalPerformance = performance({
        ...allFlows,
        nav:
          latestNav && total.navShareCents !== null ? { date: latestNav.date, amountCents: total.navShareCents } : null,
        asOf,
      });

      // The capital account over time: cumulative contributions and distributions at each dated
      // event, and the NAV share (summed over funds, each fund's latest share) at each valuation.
      const dates = new Set<string>([
        ...allFlows.contributions.map((flow) => flow.date),
        ...allFlows.distributions.map((flow) => flow.date),
        ...history.keys(),
      ]);
      const navSoFar = new Map<FundType, Cents>();
      const points: CapitalAccountPoint[] = [...dates].sort().map((date) => {
        const at = history.get(date);
        at?.nav.forEach((cents, fundType) => navSoFar.set(fundType, cents));
        return {
          date,
          contributedCents: sum(allFlows.contributions.filter((f) => f.date <= date).map((f) => f.amountCents)),
          distributedCents: sum(allFlows.distributions.filter((f) => f.date <= date).map((f) => f.amountCents)),
          navCents: at ? sum([...navSoFar.values()]) : null,
        };
      });

      return { asOf, funds, total, performance: totalPerformance, calls, distributions, history: points };
    },

    /**
     * The figures of an investor's capital account statement for a quarter, per fund and in total:
     * the roll-forward from the balance the quarter opened with to the one it closed with. A
     * balance is the NAV share at the latest valuation, plus contributions and less distributions
     * paid since; before any valuation, contributions less distributions.
     */
    async statementFor(user: { id: number; role: string }, quarter: { start: string; end: string }) {
      const opening = await this.ledgerFor(user, addDays(quarter.start, -1));
      const closing = await this.ledgerFor(user, quarter.end);
      const funds = closing.funds.map((fund) => {
        const within = (date: string | null) => date !== null && date >= quarter.start && date <= quarter.end;
        const contributionsCents = sum(
          closing.calls.filter((c) => c.fundType === fund.fundType && within(c.paidOn)).map((c) => c.paidCents),
        );
        const distributionsCents = sum(
          closing.distributions
            .filter((d) => d.fundType === fund.fundType && d.status === "Paid" && within(d.paidOn))
            .map((d) => d.amountCents),
        );
        const openingBalanceCents = balanceOf(opening, fund.fundType);
        const closingNavCents = balanceOf(closing, fund.fundType);
        return {
          fundType: fund.fundType,
          openingBalanceCents,
          contributionsCents,
          distributionsCents,
          netChangeCents: closingNavCents - openingBalanceCents - contributionsCents + distributionsCents,
          closingNavCents,
          commitmentCents: fund.account.commitmentCents,
          unfundedCents: fund.account.unfundedCents,
          performance: fund.performance,
        };
      });
      const keys = [
        "openingBalanceCents",
        "contributionsCents",
        "distributionsCents",
        "netChangeCents",
        "closingNavCents",
        "commitmentCents",
        "unfundedCents",
      ] as const;
      const total = {
        ...(Object.fromEntries(keys.map((key) => [key, sum(funds.map((f) => f[key]))])) as Record<
          (typeof keys)[number],
          Cents
        >),
        performance: closing.performance,
      };
      return { funds, total };
    },

    /** The statement as a PDF: the figures above on the firm's letterhead, addressed to the investor. */
    async statementPdf(userId: number, quarter: { label: string; start: string; end: string }, issuedOn = clock()) {
      const [person] = await db.select().from(users).where(eq(users.id, userId));
      if (!person) throw new AppError("NOT_FOUND", "Investor not found");
      const figures = await this.statementFor(person, quarter);
      const settings = await db.select().from(fundSettings);
      const legalName = (fundType: FundType) =>
        settings.find((row) => row.fundType === fundType)?.legalName ?? `EdFutures ${fundType}`;
      const name = `${quarter.label} Capital Account Statement`;
      const bytes = renderCapitalAccountStatement({
        investor: { name: displayName(person), memberId: memberIdOf(person) },
        quarter,
        issuedOn,
        funds: figures.funds.map((fund) => ({ ...fund, name: fund.fundType, legalName: legalName(fund.fundType) })),
        total: figures.total,
      });
      return { name, bytes };
    },
  };
}

export type FundLedgerService = ReturnType<typeof createFundLedgerService>;
