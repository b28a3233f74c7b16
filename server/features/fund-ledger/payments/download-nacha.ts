// A distribution's NACHA file (decision 0067): ACH credits for its unpaid parts whose entity has a
// verified bank account, from the fund's originator settings. The download is audited with the
// parts it holds and those left for a wire or check; nothing else is written.
import { and, count, eq, sql } from "drizzle-orm";
import { achEffectiveDate, achPartReference } from "#domain/ach-payments.ts";
import { todayUtc } from "#domain/dates.ts";
import { formatCents } from "#domain/format.ts";
import { writeNachaFile } from "#domain/nacha.ts";
import { sealContext } from "#server/features/entities/tax-bank-reads.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { AppError } from "#server/platform/errors.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { achOriginatorOf } from "./ach-originator.ts";
import { NO_ORIGINATOR, noPartQualifies, readAchParts } from "./ach-parts.ts";

const DOWNLOADED = "distribution.ach_file_downloaded";
/** The file ID modifier's values in order: the day's first file is A, the 27th 0 (then A again). */
const MODIFIERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** The day's next modifier, counted from the files downloaded that (UTC) day, whatever the fund. */
async function nextModifier(db: Database, day: string) {
  const [{ made }] = await db
    .select({ made: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, DOWNLOADED), sql`${auditLog.details}->>'createdOn' = ${day}`));
  return MODIFIERS[made % MODIFIERS.length];
}

export async function downloadNacha(
  deps: { db: Database; audit: AuditService; now: () => Date },
  by: ActingUser,
  distributionId: number,
) {
  const { db } = deps;
  const { distribution, payable, excluded } = await readAchParts(db, distributionId);
  const originator = await achOriginatorOf(db, distribution.fundType);
  if (!originator) throw new AppError("CONFLICT", NO_ORIGINATOR);
  if (payable.length === 0) throw new AppError("CONFLICT", noPartQualifies(excluded.length));
  const createdAt = deps.now();
  const createdOn = todayUtc(createdAt);
  const effectiveDate = achEffectiveDate(createdOn);
  const fileIdModifier = await nextModifier(db, createdOn);
  const cipher = fieldCipher();
  const text = writeNachaFile({
    originator,
    createdAt,
    fileIdModifier,
    effectiveDate,
    entryDescription: "FUND DIST",
    discretionaryData: `${distribution.fundType} DIST ${distribution.number}`,
    referenceCode: `D${distribution.id}`.slice(0, 8),
    entries: payable.map((part) => ({
      sec: part.sec,
      routing: cipher.open(part.routingEncrypted, sealContext.routing(part.entityId)),
      account: cipher.open(part.accountEncrypted, sealContext.account(part.entityId)),
      amountCents: part.amountCents,
      individualId: achPartReference(part.partId),
      name: part.accountName,
    })),
  });
  const totalCents = payable.reduce((sum, part) => sum + part.amountCents, 0);
  const name = `${distribution.fundType} distribution ${distribution.number} ACH file ${createdOn} ${fileIdModifier}`;
  const left = excluded.length > 0 ? `; ${excluded.length} left for wire or check` : "";
  // A download is the whole of what happens: its row is written alone (decision 0057).
  await deps.audit.record({
    ...by,
    entityType: "distribution",
    action: DOWNLOADED,
    entityId: distribution.id,
    summary: `Downloaded the ACH file of ${distribution.fundType} distribution ${distribution.number}: ${payable.length} entries, ${formatCents(totalCents)}${left}`,
    details: {
      fundType: distribution.fundType,
      number: distribution.number,
      createdOn,
      fileIdModifier,
      effectiveDate,
      totalCents,
      partIds: payable.map((part) => part.partId),
      excludedPartIds: excluded.map((part) => part.partId),
    },
  });
  return { name, bytes: Buffer.from(text, "ascii") };
}
