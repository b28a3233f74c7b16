// Import a fund's books from a workbook (issue 26 §6, decision 0070): its cells read and checked
// (workbook-sheets.ts, workbook-checks.ts), then its history replayed in date order through the
// ledger's own services in one transaction: commitments posted, calls and distributions issued (the
// services allocate them; the workbook's parts must be what they allocate, to the cent), payments
// recorded, valuations added. Any error rolls it all back; a preview always does.
import { eq, inArray } from "drizzle-orm";
import {
  capitalCallInputSchema,
  distributionInputSchema,
  fundSettingsInputSchema,
  valuationInputSchema,
} from "#domain/fund-operations.ts";
import { FUND_FIELDS, WORKBOOK_SHEETS, type WorkbookError, type WorkbookImportResult } from "#domain/fund-workbook.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import {
  fundCapitalCalls,
  fundDistributions,
  fundSettings,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { createFundLedgerService } from "./fund-ledger.ts";
import { postCommitment } from "./post-commitment.ts";
import { checkWorkbookRows } from "./internal/workbook-checks.ts";
import { readWorkbookSheets, type WorkbookRows } from "./internal/workbook-sheets.ts";
import { errorsOf, replayLedger } from "./internal/workbook-replay.ts";

/** Thrown to roll the transaction back once everything was tried (a preview, or any error). */
class RollBack extends Error {}

const countsOf = (rows: WorkbookRows | null, newEntities: number): WorkbookImportResult["counts"] => ({
  entities: newEntities,
  commitments: rows?.commitments.length ?? 0,
  calls: rows?.calls.length ?? 0,
  callParts: rows?.callParts.length ?? 0,
  payments:
    (rows?.callParts.filter((p) => p.paidOn).length ?? 0) +
    (rows?.distributionParts.filter((p) => p.paidOn).length ?? 0),
  distributions: rows?.distributions.length ?? 0,
  distributionParts: rows?.distributionParts.length ?? 0,
  valuations: rows?.valuations.length ?? 0,
});

export async function importFundWorkbook(
  deps: { db: Database; audit: AuditService; clock: () => string },
  by: ActingUser,
  bytes: Buffer,
  options: { store: boolean },
): Promise<WorkbookImportResult> {
  const { db, audit, clock } = deps;
  const { rows, errors } = await readWorkbookSheets(bytes);
  const fundType = rows?.fundType ?? null;
  const memberIds = rows?.entities.map((e) => e.memberId) ?? [];
  const existing = new Set(
    memberIds.length === 0
      ? []
      : (
          await db
            .select({ memberId: investingEntities.memberId })
            .from(investingEntities)
            .where(inArray(investingEntities.memberId, memberIds))
        ).map((row) => row.memberId),
  );
  const result = (stored: boolean): WorkbookImportResult => ({
    fundType,
    stored,
    errors,
    counts: countsOf(rows, memberIds.filter((id) => !existing.has(id)).length),
  });
  if (!rows || !fundType) return result(false);
  checkWorkbookRows(rows, existing, errors);
  if (errors.length > 0) return result(false);

  const fundSheet = WORKBOOK_SHEETS.fund.name;
  try {
    await db.transaction(async (tx) => {
      const handle = tx as unknown as Database;
      // No mail: the books moved in are history, not news (the demo seed's history sends none either).
      const ledger = createFundLedgerService(handle, audit, undefined, clock);
      await refuseFundWithHistory(tx, fundType, rows, errors);
      if (errors.length > 0) throw new RollBack();
      const [settings] = await tx.select().from(fundSettings).where(eq(fundSettings.fundType, fundType));
      if (!settings) {
        const field = (name: string) => rows.fund.get(name)?.value ?? undefined;
        const keys = [
          "legalName",
          "firstClose",
          "bankName",
          "accountName",
          "accountNumber",
          "routingNumber",
          "swiftCode",
          "referenceFormat",
        ] as const;
        const columnOf = Object.fromEntries(keys.map((key) => [key, FUND_FIELDS[key]]));
        try {
          const input = parseOrThrow(
            fundSettingsInputSchema,
            Object.fromEntries(keys.map((key) => [key, field(FUND_FIELDS[key])])),
          );
          await ledger.updateSettings(by, fundType, input);
        } catch (error) {
          // The Fund sheet names each setting in a row of its own: each error goes to that row.
          for (const e of errorsOf(error, { sheet: fundSheet, row: 0 }, columnOf, "Value"))
            errors.push({ ...e, row: rows.fund.get(e.column)?.row ?? 0, column: "Value", message: e.message });
        }
      }
      const entityIds = new Map<string, number>();
      for (const entity of rows.entities) {
        if (existing.has(entity.memberId)) continue;
        const [row] = await tx
          .insert(investingEntities)
          .values({ kind: entity.kind, legalName: entity.legalName, memberId: entity.memberId })
          .returning({ id: investingEntities.id });
        entityIds.set(entity.memberId, row.id);
      }
      if (existing.size > 0) {
        const found = await tx
          .select({ id: investingEntities.id, memberId: investingEntities.memberId })
          .from(investingEntities)
          .where(inArray(investingEntities.memberId, [...existing]));
        for (const row of found) entityIds.set(row.memberId, row.id);
      }
      await replayLedger({ tx, ledger, by, fundType, entityIds, errors }, rows, {
        commit: (input) => postCommitment(tx, input),
        callInput: (call) =>
          parseOrThrow(capitalCallInputSchema, {
            fundType,
            callDate: call.callDate,
            dueDate: call.dueDate,
            purpose: call.purpose,
            investment: decimalFromCents(call.investmentCents),
            managementFee: decimalFromCents(call.managementFeeCents),
            fundExpenses: decimalFromCents(call.fundExpensesCents),
          }),
        distributionInput: (d) =>
          parseOrThrow(distributionInputSchema, {
            fundType,
            distributionDate: d.date,
            type: d.type,
            description: d.description,
            total: decimalFromCents(d.totalCents),
          }),
        valuationInput: (v) =>
          parseOrThrow(valuationInputSchema, {
            fundType,
            asOf: v.asOf,
            nav: decimalFromCents(v.navCents),
            notes: v.notes,
          }),
      });
      if (errors.length > 0 || !options.store) throw new RollBack();
      const counts = countsOf(rows, entityIds.size - existing.size);
      await audit.record(
        {
          ...by,
          action: "fund.workbook_imported",
          entityType: "fund",
          entityId: fundType,
          summary: `Imported ${fundType}'s books: ${counts.calls} calls, ${counts.distributions} distributions, ${counts.valuations} valuations`,
          details: { fundType, ...counts },
        },
        tx,
      );
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    return result(false);
  }
  return result(true);
}

/** A workbook moves a fund's books in: a fund that already has a ledger is refused, naming the Fund row. */
async function refuseFundWithHistory(tx: Transaction, fundType: string, rows: WorkbookRows, errors: WorkbookError[]) {
  const has = async (table: typeof fundCapitalCalls | typeof fundDistributions | typeof fundValuations) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.fundType, fundType)).limit(1)).length > 0;
  if ((await has(fundCapitalCalls)) || (await has(fundDistributions)) || (await has(fundValuations))) {
    errors.push({
      sheet: WORKBOOK_SHEETS.fund.name,
      row: rows.fund.get(FUND_FIELDS.fund)?.row ?? 0,
      column: "Value",
      message: `${fundType} already has calls, distributions or valuations: a workbook moves books into a fund without them`,
    });
  }
}
