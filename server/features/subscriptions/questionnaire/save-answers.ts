// Saving the questionnaire as the investor goes, and "Continue to signing" (decision 0065,
// contracts): a save names the version it edits (a stale one is a 409, never merged), is refused
// unless the answers are editable, and clears the commitment and voids the investor signatures.
import { eq } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import { problemsOf, sectionSaveSchema } from "#domain/subscription-answers.ts";
import { sectionsFor, type SectionKey } from "#domain/subscription-questions.ts";
import { STALE_ANSWERS, SUBSCRIPTION_NOT_FOUND } from "#domain/subscription-questionnaire.ts";
import { answersEditable } from "#domain/subscription-states.ts";
import { SUBSCRIPTION_STATUS_LABELS } from "#domain/subscriptions.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { AppError, invalidFields, validationError } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { transitionSubscription } from "#server/features/subscriptions/transition.ts";
import { sealSection, writeAnswers } from "./answers-store.ts";
import { accreditationOf, subscriptionFor, type Person } from "./subscription-access.ts";

/** 409 unless the answers may change now. */
export function assertEditable(status: Parameters<typeof answersEditable>[0]) {
  if (!answersEditable(status))
    throw new AppError(
      "CONFLICT",
      `This subscription is ${SUBSCRIPTION_STATUS_LABELS[status].toLowerCase()}: its answers can no longer change`,
    );
}

export async function saveSection(
  db: Database,
  person: Person,
  id: number,
  section: string,
  input: { answersVersion: number; answers: Record<string, unknown> },
): Promise<{ answersVersion: number }> {
  return db.transaction(async (tx) => {
    const { row, answers, context } = await subscriptionFor(tx, person, id, "act", true);
    assertEditable(row.status);
    const key = section as SectionKey;
    if (!sectionsFor(context).includes(key) || key === "accreditation")
      throw new AppError("NOT_FOUND", `No section "${section}" in this questionnaire`);
    if (row.answersVersion !== input.answersVersion) throw new AppError("CONFLICT", STALE_ANSWERS);
    const parsed = sectionSaveSchema(key, context, answers).safeParse(input.answers);
    if (!parsed.success) throw validationError(parsed.error);
    const stored = sealSection(id, key, context, answers, parsed.data as Record<string, unknown>);
    const answersVersion = await writeAnswers(tx, id, { ...answers, [key]: stored }, row.answersVersion);
    return { answersVersion };
  });
}

/**
 * "Continue to signing": every section complete, then `commitment_cents` is set from the answers
 * (the signing slice accepts signatures only then). A 400 names each problem by "section.field".
 */
export async function readyToSign(db: Database, person: Person, id: number, answersVersion: number, now: Date) {
  return db.transaction(async (tx) => {
    const { row, answers, context } = await subscriptionFor(tx, person, id, "act", true);
    assertEditable(row.status);
    if (row.answersVersion !== answersVersion) throw new AppError("CONFLICT", STALE_ANSWERS);
    const { state } = await accreditationOf(tx, row.entityId, row.id, todayUtc(now));
    const problems = problemsOf(answers, context, state);
    if (problems.length > 0)
      throw invalidFields(
        Object.fromEntries(problems.map((p) => [p.field, [p.message]])),
        "The questionnaire is not complete",
      );
    const amount = answers.commitment!.amount as number;
    await tx
      .update(subscriptions)
      .set({ commitmentCents: amount * 100, updatedAt: new Date() })
      .where(eq(subscriptions.id, id));
    return { commitmentCents: amount * 100, next: `/subscriptions/${id}/sign` };
  });
}

/** A signatory withdraws the subscription (the state machine says from where). */
export async function withdrawSubscription(
  db: Database,
  audit: AuditService,
  person: Person,
  by: ActingUser,
  id: number,
) {
  return db.transaction(async (tx) => {
    await subscriptionFor(tx, person, id, "sign");
    const row = await transitionSubscription(tx, audit, { id, action: "withdraw", by });
    if (!row) throw new AppError("NOT_FOUND", SUBSCRIPTION_NOT_FOUND);
    return { status: row.status };
  });
}
