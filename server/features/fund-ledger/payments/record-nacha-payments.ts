// Staff mark a distribution's parts paid from its NACHA file, uploaded back once the bank accepted
// it (decision 0067). The file is read and checked by achkit, a parser we did not write; each entry
// must name an unpaid part of this distribution (its individual ID) for exactly that part's amount.
// Then exactly those parts are marked paid on the file's effective entry date, in one transaction;
// any entry that does not match refuses the whole file and changes nothing.
import { parse, validate, type ParsedFile } from "achkit";
import { and, eq, inArray } from "drizzle-orm";
import { partIdOfReference, type AchPaymentsRecorded } from "#domain/ach-payments.ts";
import { formatCents } from "#domain/format.ts";
import { NACHA_CHECKING_CREDIT, NACHA_CREDITS_ONLY } from "#domain/nacha.ts";
import { distributionParts } from "#server/platform/db/schema/fund-ledger.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import type { LedgerDeps } from "#server/features/fund-ledger/internal/ledger-rows.ts";
import { markDistributionPartsPaidIn } from "#server/features/fund-ledger/record-payments.ts";
import { distributionOf } from "./ach-parts.ts";

/** A 400 naming the file field, with every problem found (at most 20 listed). */
function refuse(problems: readonly string[]): never {
  const shown = problems.slice(0, 20);
  if (problems.length > shown.length) shown.push(`and ${problems.length - shown.length} more`);
  throw invalidFields({ file: shown }, `The ACH file was not recorded, nothing changed: ${shown.join("; ")}`);
}

/** The file's text, read by the library: its format errors (lengths, blocks, totals, entry hash) refuse it. */
function readFile(bytes: Buffer): ParsedFile {
  // NACHA files are ASCII; anything else cannot be one (and would not survive the record lengths).
  if (bytes.length === 0 || bytes.some((byte) => byte > 0x7e || (byte < 0x20 && byte !== 0x0a && byte !== 0x0d)))
    refuse(["The file is not a NACHA file (94-character ASCII records)"]);
  const text = bytes.toString("ascii");
  const checked = validate(text);
  if (!checked.ok) refuse(checked.errors.map((error) => `${error.field}: ${error.message}`));
  return parse(text);
}

/** "261127" → "2026-11-27", or null when it is not a calendar day. */
function dayOf(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const day = `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

export async function recordNachaPayments(
  deps: Pick<LedgerDeps, "db" | "audit" | "clock">,
  by: ActingUser,
  distributionId: number,
  file: { fileName: string; bytes: Buffer },
): Promise<AchPaymentsRecorded> {
  const distribution = await distributionOf(deps.db, distributionId);
  const parsed = readFile(file.bytes);
  const problems: string[] = [];
  const days = new Set<string>();
  for (const [index, batch] of parsed.batches.entries()) {
    if (String(batch.serviceClass) !== NACHA_CREDITS_ONLY)
      problems.push(`Batch ${index + 1} is not credits only (220)`);
    if (batch.sec !== "PPD" && batch.sec !== "CCD") problems.push(`Batch ${index + 1} is ${batch.sec}, not PPD or CCD`);
    const day = dayOf(batch.effectiveDate);
    if (day) days.add(day);
    else problems.push(`Batch ${index + 1} has no valid effective entry date`);
  }
  if (days.size > 1) problems.push("The batches have different effective entry dates");
  const entries = parsed.batches.flatMap((batch) => batch.entries);
  if (entries.length === 0) problems.push("The file has no entries");
  if (problems.length > 0) refuse(problems);
  const [paidOn] = [...days];

  return deps.db.transaction(async (tx) => {
    const ids = entries.map((entry) => partIdOfReference(entry.idNumber)).filter((id): id is number => id !== null);
    const dp = distributionParts;
    // Locked, so a part paid by hand meanwhile cannot be paid twice.
    const parts = ids.length
      ? await tx
          .select({ id: dp.id, amountCents: dp.amountCents, status: dp.status, paidOn: dp.paidOn })
          .from(dp)
          .where(and(eq(dp.distributionId, distribution.id), inArray(dp.id, ids)))
          .for("update")
      : [];
    const byId = new Map(parts.map((part) => [part.id, part]));
    const seen = new Set<number>();
    for (const [index, entry] of entries.entries()) {
      const label = `Entry ${index + 1} (${entry.name || "no name"}, ${entry.idNumber || "no ID"}, ${formatCents(entry.amountCents)})`;
      const id = partIdOfReference(entry.idNumber);
      const part = id === null ? undefined : byId.get(id);
      if (String(entry.txnCode) !== NACHA_CHECKING_CREDIT) problems.push(`${label}: not a checking credit (22)`);
      if (!part)
        problems.push(`${label}: names no part of ${distribution.fundType} distribution ${distribution.number}`);
      else if (seen.has(part.id)) problems.push(`${label}: the part is in the file twice`);
      else if (part.status === "Paid") problems.push(`${label}: the part was already paid on ${part.paidOn}`);
      else if (part.amountCents !== entry.amountCents)
        problems.push(`${label}: the part is ${formatCents(part.amountCents)}`);
      if (part) seen.add(part.id);
    }
    if (problems.length > 0) refuse(problems);
    const partIds = [...seen];
    const totalCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
    const { updated } = await markDistributionPartsPaidIn(
      deps,
      tx,
      by,
      { partIds, paidOn },
      {
        summary: `from ACH file ${file.fileName || "(unnamed)"}`,
        details: {
          source: "ach_file",
          fileName: file.fileName,
          fileCreated: `${parsed.creationDate} ${parsed.creationTime}`,
          fileIdModifier: parsed.fileIdModifier,
          totalCents,
        },
      },
    );
    // The rows were locked and checked: anything else is a fault, and the transaction is undone.
    if (updated !== partIds.length) throw new AppError("CONFLICT", "Some parts changed while the file was recorded");
    return { updated, paidOn, totalCents };
  });
}
