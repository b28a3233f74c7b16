// How answers are stored (decision 0065, contracts): tax IDs and account numbers sealed with the
// field encryption of decision 0062, bound to the subscription and the field, with a …Last4
// sibling for the mask; every change clears commitment_cents and voids the live investor
// signatures in the same transaction, so nobody signs a document that is not the one answered.
import { and, eq, isNull, sql } from "drizzle-orm";
import { isSealed } from "#domain/subscription-answers.ts";
import {
  fieldsOf,
  sectionsFor,
  type AnswerContext,
  type Answers,
  type SectionKey,
} from "#domain/subscription-questions.ts";
import { STALE_ANSWERS } from "#domain/subscription-questionnaire.ts";
import { subscriptionSignatures, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { AppError } from "#server/platform/errors.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

/** The additional data a sealed answer is bound to: it opens only in its own subscription and field. */
export const sealContextOf = (subscriptionId: number, section: string, field: string) =>
  `subscription:${subscriptionId}:${section}.${field}`;

const last4 = (plain: string) => plain.slice(-4);

/**
 * A section's parsed answers as stored: each sealed field given is sealed (with its last 4); one
 * left out keeps what was stored, since the browser never holds the full value to send back.
 */
export function sealSection(
  subscriptionId: number,
  section: SectionKey,
  context: AnswerContext,
  answers: Answers,
  parsed: Record<string, unknown>,
): Record<string, unknown> {
  const previous = answers[section] ?? {};
  const stored: Record<string, unknown> = {};
  for (const field of fieldsOf(section, context, answers)) {
    const value = parsed[field.key];
    if (field.type !== "sealed") {
      if (value !== undefined) stored[field.key] = value;
      continue;
    }
    if (typeof value === "string") {
      stored[field.key] = fieldCipher().seal(value, sealContextOf(subscriptionId, section, field.key));
      stored[`${field.key}Last4`] = last4(value);
    } else if (isSealed(previous[field.key])) {
      stored[field.key] = previous[field.key];
      stored[`${field.key}Last4`] = previous[`${field.key}Last4`];
    }
  }
  return stored;
}

/** The answers as the browser may see them: every sealed value removed, its last 4 kept. */
export function browserSafe(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([section, fields]) => [
      section,
      Object.fromEntries(Object.entries(fields ?? {}).filter(([, value]) => !isSealed(value))),
    ]),
  );
}

/**
 * A previous subscription's answers for a new one (a returning investor): the questions this
 * entity is asked, sealed values opened and sealed again for the new subscription, without the
 * commitment and the accreditation (each subscription states its own).
 */
export function prefillFrom(previous: Answers, fromId: number, toId: number, context: AnswerContext): Answers {
  const answers: Answers = {};
  for (const section of sectionsFor(context)) {
    if (section === "commitment" || section === "accreditation" || !previous[section]) continue;
    const old = previous[section]!;
    const copy: Record<string, unknown> = {};
    for (const field of fieldsOf(section, context, previous)) {
      const value = old[field.key];
      if (value === undefined) continue;
      if (field.type === "sealed") {
        if (!isSealed(value)) continue;
        const plain = fieldCipher().open(value as string, sealContextOf(fromId, section, field.key));
        copy[field.key] = fieldCipher().seal(plain, sealContextOf(toId, section, field.key));
        copy[`${field.key}Last4`] = old[`${field.key}Last4`];
      } else copy[field.key] = value;
    }
    answers[section] = copy;
  }
  return answers;
}

/**
 * Writes the answers if the version is still `version` (else 409: another device saved since),
 * clears the commitment and voids the live investor signatures. Returns the new version.
 */
export async function writeAnswers(tx: Transaction, id: number, answers: Answers, version: number) {
  const [row] = await tx
    .update(subscriptions)
    .set({
      answers,
      answersVersion: sql`${subscriptions.answersVersion} + 1`,
      commitmentCents: null,
      signedDocumentSha256: null,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.answersVersion, version)))
    .returning({ answersVersion: subscriptions.answersVersion });
  if (!row) throw new AppError("CONFLICT", STALE_ANSWERS);
  await tx
    .update(subscriptionSignatures)
    .set({ voidedAt: new Date() })
    .where(
      and(
        eq(subscriptionSignatures.subscriptionId, id),
        eq(subscriptionSignatures.role, "investor"),
        isNull(subscriptionSignatures.voidedAt),
      ),
    );
  return row.answersVersion;
}
