// The investor's accreditation submission (issue 25 §3, decision 0065): under Rule 506(b) their
// representation (the bases chosen); under Rule 506(c) a letter dated within 90 days, income or
// net-worth evidence, or the minimum-investment route with its two written representations. Each
// writes a pending `accreditations` row for the entity (staff decide) and notes it in the answers.
import { todayUtc } from "#domain/dates.ts";
import { addDays } from "#domain/ledger/dates.ts";
import { isNaturalPerson } from "#domain/subscription-questions.ts";
import { EVIDENCE_METHODS } from "#domain/subscription-questionnaire.ts";
import {
  ACCREDITATION_METHOD_LABELS,
  LETTER_MAX_AGE_DAYS,
  MINIMUM_INVESTMENT_CENTS,
  type AccreditationMethod,
} from "#domain/subscriptions.ts";
import { formatMoney } from "#domain/format.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { accreditations } from "#server/platform/db/schema/subscriptions.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { checkPdf, isPdf, PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";
import { writeAnswers } from "./answers-store.ts";
import { assertEditable } from "./save-answers.ts";
import { accreditationOf, subscriptionFor, type Person } from "./subscription-access.ts";

export type AccreditationSubmission =
  | { method: "representation" }
  | { method: "minimum_investment"; accredited: true; notFinanced: true }
  | {
      method: (typeof EVIDENCE_METHODS)[number];
      letterDate?: string;
      file?: { fileName: string; bytes: Buffer };
    };

const field = (name: string, message: string) =>
  new AppError("VALIDATION", message, { fieldErrors: { [name]: [message] } });

/** A PDF, PNG or JPEG (by its bytes, not its name): the evidence's content type. */
function evidenceType(file: { fileName: string; bytes: Buffer }): string {
  if (isPdf(file.bytes)) {
    checkPdf(file.bytes, "file", file.fileName);
    return PDF_CONTENT_TYPE;
  }
  const b = file.bytes;
  if (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "image/png";
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  throw field("file", "The evidence must be a PDF, PNG or JPEG file");
}

export async function submitAccreditation(
  db: Database,
  audit: AuditService,
  person: Person,
  by: ActingUser,
  id: number,
  input: AccreditationSubmission,
  now: Date,
) {
  const today = todayUtc(now);
  return db.transaction(async (tx) => {
    const { row, answers, context, holding } = await subscriptionFor(tx, person, id, "act", true);
    assertEditable(row.status);
    const standing = await accreditationOf(tx, row.entityId, row.id, today);
    if (standing.verifiedUntil)
      throw new AppError(
        "CONFLICT",
        `This account's accreditation is verified until ${standing.verifiedUntil}: nothing more is needed`,
      );
    const method: AccreditationMethod = input.method;
    const under506c = context.exemption === "506c";
    if (method === "representation" && under506c)
      throw field(
        "method",
        "This offering relies on Rule 506(c): accredited status must be verified, not only represented",
      );
    if (method !== "representation" && !under506c)
      throw field("method", "This offering relies on Rule 506(b): the investor's representation is what is asked");
    const bases = (answers.investor?.bases as string[] | undefined) ?? [];
    if (method === "representation" && bases.length === 0)
      throw field("bases", "Choose the bases of accredited status in Investor status first");
    if (method === "minimum_investment") {
      const threshold = MINIMUM_INVESTMENT_CENTS[isNaturalPerson(context.kind) ? "person" : "entity"];
      const amount = answers.commitment?.amount;
      if (typeof amount !== "number" || amount * 100 < threshold)
        throw field(
          "commitment",
          `The minimum-investment route needs a commitment of at least ${formatMoney(threshold / 100)}; enter it in Commitment first`,
        );
    }
    let letterDate: string | null = null;
    let file: { key: string; name: string } | null = null;
    if ("file" in input || EVIDENCE_METHODS.includes(method as never)) {
      const evidence = input as Extract<AccreditationSubmission, { file?: unknown }>;
      if (method === "letter") {
        if (!evidence.letterDate) throw field("letterDate", "Letter date is required");
        if (evidence.letterDate > today) throw field("letterDate", "The letter's date cannot be in the future");
        if (evidence.letterDate < addDays(today, -LETTER_MAX_AGE_DAYS))
          throw field("letterDate", `The letter must be dated within the last ${LETTER_MAX_AGE_DAYS} days`);
        letterDate = evidence.letterDate;
      }
      if (!evidence.file) throw field("file", "Choose the file to upload");
      const contentType = evidenceType(evidence.file);
      const stored = await storeFile(tx, { bytes: evidence.file.bytes, contentType, prefix: "accreditations" });
      file = { key: stored.key, name: evidence.file.fileName.slice(0, 255) };
    }
    const [accreditation] = await tx
      .insert(accreditations)
      .values({
        entityId: row.entityId,
        subscriptionId: row.id,
        method,
        status: "pending",
        evidenceFileKey: file?.key ?? null,
        evidenceFileName: file?.name ?? null,
        letterDate,
        bases: bases.length ? bases : null,
        submittedBy: person.id,
        submittedAt: now,
      })
      .returning({ id: accreditations.id });
    const note = {
      method,
      accreditationId: accreditation.id,
      ...(letterDate ? { letterDate } : {}),
      ...(method === "minimum_investment" ? { accredited: true, notFinanced: true } : {}),
    };
    const answersVersion = await writeAnswers(tx, id, { ...answers, accreditation: note }, row.answersVersion);
    await audit.record(
      {
        ...by,
        action: "accreditation.submitted",
        entityType: "accreditation",
        entityId: accreditation.id,
        investingEntityId: row.entityId,
        summary: `Accreditation of "${holding.legalName}" submitted: ${ACCREDITATION_METHOD_LABELS[method]}`,
        details: {
          subscriptionId: row.id,
          method,
          ...(letterDate ? { letterDate } : {}),
          ...(file ? { fileName: file.name } : {}),
        },
      },
      tx,
    );
    return { accreditationId: accreditation.id, answersVersion };
  });
}
