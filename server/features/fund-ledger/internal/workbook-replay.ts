// Replay an imported workbook's history through the ledger's services, in date order (decision 0070):
// each step in a savepoint of its own, so a refused step is named and the rest still checked. The
// services allocate each call and distribution; the workbook's parts must be exactly what they
// allocate, or the row that differs is named.
import { eq } from "drizzle-orm";
import type { CapitalCallInput, DistributionInput, ValuationInput } from "#domain/fund-operations.ts";
import { formatCents } from "#domain/format.ts";
import type { WorkbookError } from "#domain/fund-workbook.ts";
import type { FundType } from "#domain/investment.ts";
import { capitalCallParts, distributionParts } from "#server/platform/db/schema/fund-ledger.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import type { FundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";
import { AppError } from "#server/platform/errors.ts";
import type { At, WorkbookRows } from "./workbook-sheets.ts";

interface Context {
  tx: Transaction;
  ledger: FundLedgerService;
  by: ActingUser;
  fundType: FundType;
  entityIds: Map<string, number>;
  errors: WorkbookError[];
}

interface Inputs {
  commit: (input: { entityId: number; fundType: FundType; cents: number; date: string }) => Promise<unknown>;
  callInput: (call: WorkbookRows["calls"][number]) => CapitalCallInput;
  distributionInput: (d: WorkbookRows["distributions"][number]) => DistributionInput;
  valuationInput: (v: WorkbookRows["valuations"][number]) => ValuationInput;
}

/** Where a row is, without its cells. */
const where = (at: At) => ({ sheet: at.sheet, row: at.row });

/** The order of a day's steps: commitments first, then what they allocate, payments, and the NAV last. */
const RANK = { commitment: 0, call: 1, distribution: 2, callPayment: 3, distributionPayment: 4, valuation: 5 };
interface Step {
  date: string;
  rank: number;
  at: At;
  run: () => Promise<void>;
}

/** A service's refusal as errors of the row it was replaying, each field as the sheet's column. */
export function errorsOf(error: unknown, at: At, columns: Record<string, string>, fallback: string): WorkbookError[] {
  // A database refusal (a check or unique constraint) is the ledger's rule too: named on the row.
  const database =
    typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string";
  if (!(error instanceof AppError)) {
    if (!database) throw error;
    return [{ ...where(at), column: fallback, message: `The ledger refused this row: ${(error as Error).message}` }];
  }
  const fields = Object.entries(error.fieldErrors ?? {});
  if (fields.length === 0) return [{ ...where(at), column: fallback, message: error.message }];
  return fields.flatMap(([field, messages]) =>
    messages.map((message) => ({ ...where(at), column: columns[field] ?? fallback, message })),
  );
}

const CALL_COLUMNS = {
  callDate: "Call date",
  dueDate: "Due date",
  purpose: "Purpose",
  investment: "Investment",
  managementFee: "Management fee",
  fundExpenses: "Fund expenses",
};

export async function replayLedger(context: Context, rows: WorkbookRows, inputs: Inputs) {
  const { tx, ledger, by, fundType, entityIds, errors } = context;
  const memberOf = new Map([...entityIds].map(([memberId, id]) => [id, memberId]));
  /** A step in a savepoint: refused, its row is named and nothing of it stays. */
  const attempt = async (at: At, columns: Record<string, string>, fallback: string, run: () => Promise<void>) => {
    try {
      await tx.transaction(async () => run());
      return true;
    } catch (error) {
      errors.push(...errorsOf(error, at, columns, fallback));
      return false;
    }
  };
  const callParts = new Map<string, number>();
  const distributionPartIds = new Map<string, number>();
  const failedCalls = new Set<number>();
  const failedDistributions = new Set<number>();

  /** The service's parts against the workbook's: every difference named on the workbook's row. */
  function compare<P extends At & { memberId: string; amountCents: number }>(
    what: string,
    at: At,
    numberColumn: string,
    stored: Array<{ id: number; entityId: number; amountCents: number; lines?: Record<string, number> }>,
    listed: P[],
    ids: Map<string, number>,
    key: (memberId: string) => string,
  ) {
    const byMember = new Map(listed.map((part) => [part.memberId, part]));
    for (const part of stored) {
      const memberId = memberOf.get(part.entityId) ?? String(part.entityId);
      const row = byMember.get(memberId);
      ids.set(key(memberId), part.id);
      if (!row) {
        errors.push({
          ...where(at),
          column: numberColumn,
          message: `The ledger allocates ${memberId} ${formatCents(part.amountCents)} of ${what}; the workbook lists no part`,
        });
        continue;
      }
      byMember.delete(memberId);
      const lines: Array<[string, number, number]> = [["Amount", part.amountCents, row.amountCents]];
      for (const [column, cents] of Object.entries(part.lines ?? {}))
        lines.push([column, cents, (row as unknown as Record<string, number>)[LINE_FIELDS[column]]]);
      for (const [column, ledgerCents, listedCents] of lines)
        if (ledgerCents !== listedCents)
          errors.push({
            sheet: row.sheet,
            row: row.row,
            column,
            message: `The ledger allocates ${formatCents(ledgerCents)} of ${what} to ${memberId}, not ${formatCents(listedCents)}`,
          });
    }
    for (const row of byMember.values())
      errors.push({
        sheet: row.sheet,
        row: row.row,
        column: "Member ID",
        message: `The ledger allocates ${row.memberId} no part of ${what}`,
      });
  }

  const steps: Step[] = [];
  for (const c of rows.commitments) {
    steps.push({
      date: c.date,
      rank: RANK.commitment,
      at: c,
      run: async () => {
        await attempt(c, {}, "Commitment", async () => {
          await inputs.commit({
            entityId: entityIds.get(c.memberId)!,
            fundType,
            cents: c.commitmentCents,
            date: c.date,
          });
        });
      },
    });
  }
  for (const call of rows.calls) {
    steps.push({
      date: call.callDate,
      rank: RANK.call,
      at: call,
      run: async () => {
        const ok = await attempt(call, CALL_COLUMNS, "Number", async () => {
          const issued = await ledger.issueCapitalCall(by, inputs.callInput(call));
          if (issued.number !== call.number)
            errors.push({
              ...where(call),
              column: "Number",
              message: `The ledger numbers this call ${issued.number}, not ${call.number}`,
            });
          const parts = await tx.select().from(capitalCallParts).where(eq(capitalCallParts.callId, issued.id));
          compare(
            `call ${call.number}`,
            call,
            "Number",
            parts.map((p) => ({
              id: p.id,
              entityId: p.entityId,
              amountCents: p.amountCents,
              lines: {
                Investment: p.investmentCents,
                "Management fee": p.managementFeeCents,
                "Fund expenses": p.fundExpensesCents,
              },
            })),
            rows.callParts.filter((p) => p.callNumber === call.number),
            callParts,
            (memberId) => `${call.number}:${memberId}`,
          );
        });
        if (!ok) failedCalls.add(call.number);
      },
    });
  }
  for (const d of rows.distributions) {
    steps.push({
      date: d.date,
      rank: RANK.distribution,
      at: d,
      run: async () => {
        const ok = await attempt(
          d,
          { distributionDate: "Date", type: "Type", description: "Description", total: "Total" },
          "Number",
          async () => {
            const issued = await ledger.issueDistribution(by, inputs.distributionInput(d));
            if (issued.number !== d.number)
              errors.push({
                ...where(d),
                column: "Number",
                message: `The ledger numbers this distribution ${issued.number}, not ${d.number}`,
              });
            const parts = await tx
              .select()
              .from(distributionParts)
              .where(eq(distributionParts.distributionId, issued.id));
            compare(
              `distribution ${d.number}`,
              d,
              "Number",
              parts,
              rows.distributionParts.filter((p) => p.distributionNumber === d.number),
              distributionPartIds,
              (memberId) => `${d.number}:${memberId}`,
            );
          },
        );
        if (!ok) failedDistributions.add(d.number);
      },
    });
  }
  // Payments: the parts paid on one day recorded together, as staff record a day's receipts.
  const paidDays = <P extends At & { paidOn: string | null }>(parts: P[]) =>
    [...new Set(parts.flatMap((p) => (p.paidOn ? [p.paidOn] : [])))].map((day) => ({
      day,
      parts: parts.filter((p) => p.paidOn === day),
    }));
  for (const { day, parts } of paidDays(rows.callParts)) {
    steps.push({
      date: day,
      rank: RANK.callPayment,
      at: parts[0],
      run: async () => {
        const ids = parts.flatMap((p) => {
          const id = callParts.get(`${p.callNumber}:${p.memberId}`);
          return id && !failedCalls.has(p.callNumber) ? [id] : [];
        });
        if (ids.length === 0) return;
        for (let i = 0; i < ids.length; i += 1000) {
          const chunk = ids.slice(i, i + 1000);
          const ok = await attempt(parts[0], { paidOn: "Paid on" }, "Paid on", async () => {
            await ledger.markCallPartsPaid(by, { partIds: chunk, paidOn: day });
          });
          if (!ok)
            for (const p of parts.slice(1))
              errors.push({
                ...where(p),
                column: "Paid on",
                message: "Not recorded: see the first part paid that day",
              });
        }
      },
    });
  }
  for (const { day, parts } of paidDays(rows.distributionParts)) {
    steps.push({
      date: day,
      rank: RANK.distributionPayment,
      at: parts[0],
      run: async () => {
        const ids = parts.flatMap((p) => {
          const id = distributionPartIds.get(`${p.distributionNumber}:${p.memberId}`);
          return id && !failedDistributions.has(p.distributionNumber) ? [id] : [];
        });
        for (let i = 0; i < ids.length; i += 1000) {
          const chunk = ids.slice(i, i + 1000);
          await attempt(parts[0], { paidOn: "Paid on" }, "Paid on", async () => {
            await ledger.markDistributionPartsPaid(by, { partIds: chunk, paidOn: day });
          });
        }
      },
    });
  }
  for (const v of rows.valuations) {
    steps.push({
      date: v.asOf,
      rank: RANK.valuation,
      at: v,
      run: async () => {
        await attempt(v, { asOf: "As of", nav: "NAV", notes: "Notes" }, "As of", async () => {
          await ledger.addValuation(by, inputs.valuationInput(v));
        });
      },
    });
  }
  const ordered = steps.toSorted((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank || a.at.row - b.at.row);
  for (const step of ordered) await step.run();
}

/** A call part's line columns on the Call parts sheet, as the parsed row names them. */
const LINE_FIELDS: Record<string, string> = {
  Investment: "investmentCents",
  "Management fee": "managementFeeCents",
  "Fund expenses": "fundExpensesCents",
};
