// What issuing a capital call and a distribution share: numbering, the fund's settings, the notices and their parts.
import { eq, sql } from "drizzle-orm";
import { type FundType } from "#domain/investment.ts";
import { type AllocationLine } from "#domain/fund-operations.ts";
import { fundCapitalCalls, fundDistributions, fundSettings } from "#server/platform/db/schema/fund-ledger.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { queueNotices } from "#server/features/documents/notice-messages.ts";
import { AppError } from "#server/platform/errors.ts";
import { recordDeliveries } from "#server/features/documents/document-deliveries.ts";
import { type Transaction } from "#server/platform/staff-write.ts";
import { recipientsOf } from "#server/features/entities/entity-access.ts";
import { queueNoticesOnly } from "#server/features/entities/notices-only.ts";
import type { NoticeFacts } from "#server/features/entities/entity-people-messages.ts";
import type { AuditEntry } from "#server/platform/audit.ts";
import { type Db, type LedgerDeps, sum } from "./ledger-rows.ts";

/**
 * Stores a notice's file and its entity's document, delivered to the entity's people; returns the
 * document and the people it was delivered to.
 */
export async function storeNotice(
  tx: Transaction,
  notice: {
    key: string;
    bytes: Buffer;
    entityId: number;
    fundType: FundType;
    kind: "capital_call_notice" | "distribution_notice";
    name: string;
    period: string;
    date: string;
  },
): Promise<{ documentId: number; people: number[] }> {
  await tx.insert(storedFiles).values({ key: notice.key, contentType: "application/pdf", bytes: notice.bytes });
  const [document] = await tx
    .insert(investorDocuments)
    .values({
      entityId: notice.entityId,
      fundType: notice.fundType,
      kind: notice.kind,
      name: notice.name,
      period: notice.period,
      byteSize: notice.bytes.length,
      documentDate: notice.date,
      storageKey: notice.key,
    })
    .returning({ id: investorDocuments.id });
  const people = (await recipientsOf(tx, [notice.entityId])).map((r) => r.userId);
  await recordDeliveries(tx, document.id, people, new Date(), notice.entityId);
  return { documentId: document.id, people };
}

/** The parts just marked paid by call (or distribution): one audit row each, naming its parts. */
export function paymentsPerParent(updated: ReadonlyArray<{ id: number; parentId: number }>): Array<[number, number[]]> {
  return [...new Set(updated.map((row) => row.parentId))].map((parentId) => [
    parentId,
    updated.filter((row) => row.parentId === parentId).map((row) => row.id),
  ]);
}

export const paymentsCount = (ids: readonly number[]) => `${ids.length} payment${ids.length === 1 ? "" : "s"}`;

/** One writer at a time per fund and ledger, so numbers stay sequential (a unique index backs it). */
export const lockFund = (tx: Transaction, what: string, fundType: FundType) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${fundType}`}))`);

/** The steps issuing shares, bound to the ledger's mail and audit log. */
export function issuing({ mail, audit }: LedgerDeps) {
  async function nextNumber(tx: Db, table: typeof fundCapitalCalls | typeof fundDistributions, fundType: FundType) {
    const [row] = await tx
      .select({ last: sql<number>`coalesce(max(${table.number}), 0)::int` })
      .from(table)
      .where(eq(table.fundType, fundType));
    return Number(row.last) + 1;
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
   * What issuing a call and a distribution share, in the caller's transaction: the parent row,
   * then for every investor's line its notice (a PDF delivered to them) and its part, then one
   * e-mail per part (no call, no mail: decision 0026) and the audit row the caller describes.
   * Nobody to allocate to is a 409 before anything is stored.
   */
  async function issueToInvestors<Line extends AllocationLine>(
    tx: Transaction,
    fundType: FundType,
    preview: { number: number; lines: Line[] },
    steps: {
      insertParent: () => Promise<number>;
      notice: (
        line: Line,
        parentId: number,
        percentOfFund: number,
      ) => Omit<Parameters<typeof storeNotice>[1], "entityId" | "fundType">;
      insertPart: (line: Line, parentId: number, noticeDocumentId: number) => Promise<unknown>;
      mail: Parameters<typeof queueNotices>[3];
      /** What a line's notice says, for the entity's notices-only people (decision 0060). */
      facts: (line: Line) => NoticeFacts;
      auditRow: (parentId: number) => AuditEntry;
      /** A distribution all of which goes to the GP (its catch-up) has no investor's part. */
      noPartsAllowed?: boolean;
    },
  ) {
    if (preview.lines.length === 0 && !steps.noPartsAllowed) {
      throw new AppError("CONFLICT", `No active investor has a commitment to ${fundType}`);
    }
    const parentId = await steps.insertParent();
    const fundCommitments = sum(preview.lines.map((line) => line.commitmentCents));
    const notified: Array<{ userId: number; entityId: number }> = [];
    for (const line of preview.lines) {
      const notice = steps.notice(line, parentId, (line.commitmentCents / fundCommitments) * 100);
      const { documentId, people } = await storeNotice(tx, { ...notice, entityId: line.entityId, fundType });
      await steps.insertPart(line, parentId, documentId);
      notified.push(...people.map((userId) => ({ userId, entityId: line.entityId })));
    }
    await queueNotices(mail, tx, notified, steps.mail);
    await queueNoticesOnly(
      mail,
      tx,
      preview.lines.map((line) => ({ entityId: line.entityId, facts: steps.facts(line) })),
    );
    await audit.record(steps.auditRow(parentId), tx);
    return { id: parentId, number: preview.number, parts: preview.lines.length };
  }

  return { nextNumber, requireSettings, issueToInvestors };
}
