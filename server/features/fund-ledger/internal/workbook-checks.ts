// The checks of an imported workbook that need no ledger (decision 0070): rows that refer to each
// other agree (a part names a call and an entity the workbook or the database has; a call's lines
// add up), before the ledger's services judge the rest.
import type { WorkbookError } from "#domain/fund-workbook.ts";
import { formatCents } from "#domain/format.ts";
import type { WorkbookRows } from "./workbook-sheets.ts";

/** Adds every problem between the rows to `errors`; `existing` are member IDs already in the database. */
export function checkWorkbookRows(rows: WorkbookRows, existing: ReadonlySet<string>, errors: WorkbookError[]) {
  const fail = (at: { sheet: string; row: number }, column: string, message: string) =>
    errors.push({ sheet: at.sheet, row: at.row, column, message });
  const members = new Set<string>(existing);
  const seen = new Map<string, number>();
  for (const entity of rows.entities) {
    if (seen.has(entity.memberId))
      fail(entity, "Member ID", `${entity.memberId} is listed twice (row ${seen.get(entity.memberId)})`);
    seen.set(entity.memberId, entity.row);
    members.add(entity.memberId);
    if (entity.memberId.length > 30) fail(entity, "Member ID", "Member ID must be at most 30 characters");
    if (entity.legalName.length > 255) fail(entity, "Legal name", "Legal name must be at most 255 characters");
  }
  const known = (at: { sheet: string; row: number; memberId: string }) => {
    if (!members.has(at.memberId))
      fail(at, "Member ID", `${at.memberId} is not on the Entities sheet nor an entity of the firm`);
  };
  const committed = new Set<string>();
  for (const commitment of rows.commitments) {
    known(commitment);
    if (committed.has(commitment.memberId)) fail(commitment, "Member ID", `${commitment.memberId} has two commitments`);
    committed.add(commitment.memberId);
    if (commitment.commitmentCents <= 0) fail(commitment, "Commitment", "Commitment must be more than $0");
  }
  const calls = new Map<number, number>();
  for (const call of rows.calls) {
    if (calls.has(call.number)) fail(call, "Number", `Call ${call.number} is listed twice`);
    calls.set(call.number, call.row);
    const sum = call.investmentCents + call.managementFeeCents + call.fundExpensesCents;
    if (sum !== call.totalCents)
      fail(call, "Total", `Total must be investment + management fee + fund expenses (${formatCents(sum)})`);
  }
  const parts = new Set<string>();
  for (const part of rows.callParts) {
    known(part);
    if (!calls.has(part.callNumber)) fail(part, "Call number", `Call ${part.callNumber} is not on the Calls sheet`);
    const key = `${part.callNumber}:${part.memberId}`;
    if (parts.has(key)) fail(part, "Member ID", `${part.memberId} has two parts of call ${part.callNumber}`);
    parts.add(key);
    const sum = part.investmentCents + part.managementFeeCents + part.fundExpensesCents;
    if (sum !== part.amountCents)
      fail(part, "Amount", `Amount must be investment + management fee + fund expenses (${formatCents(sum)})`);
    if (part.paidCents !== 0 && part.paidCents !== part.amountCents)
      fail(part, "Paid", "Paid must be the whole amount or nothing: a part is paid in full on one day");
    if (part.paidCents > 0 && part.paidOn === null) fail(part, "Paid on", "A paid part needs the day it was paid");
    if (part.paidCents === 0 && part.paidOn !== null) fail(part, "Paid", "A part with a paid date must be paid");
  }
  const distributions = new Map<number, number>();
  for (const distribution of rows.distributions) {
    if (distributions.has(distribution.number))
      fail(distribution, "Number", `Distribution ${distribution.number} is listed twice`);
    distributions.set(distribution.number, distribution.row);
  }
  const dParts = new Set<string>();
  for (const part of rows.distributionParts) {
    known(part);
    if (!distributions.has(part.distributionNumber))
      fail(part, "Distribution number", `Distribution ${part.distributionNumber} is not on the Distributions sheet`);
    const key = `${part.distributionNumber}:${part.memberId}`;
    if (dParts.has(key))
      fail(part, "Member ID", `${part.memberId} has two parts of distribution ${part.distributionNumber}`);
    dParts.add(key);
  }
  const days = new Set<string>();
  for (const valuation of rows.valuations) {
    if (days.has(valuation.asOf)) fail(valuation, "As of", `Two valuations are dated ${valuation.asOf}`);
    days.add(valuation.asOf);
  }
}
