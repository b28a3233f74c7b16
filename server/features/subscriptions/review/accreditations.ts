// Staff decisions on accreditation (issue 25 §3, decision 0065): verified (until the firm's
// validity days run out) or rejected, by the method's rule (domain/subscription-review.ts's
// verificationRefusal), each audited with the entity. Kept as history per entity.
import { alias } from "drizzle-orm/pg-core";
import { desc, eq } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import { addDays } from "#domain/ledger/dates.ts";
import type { AccreditationView } from "#domain/subscription-review.ts";
import {
  accreditationValiditySchema,
  effectiveStatus,
  verificationRefusal,
  type AccreditationDecisionInput,
} from "#domain/subscription-review.ts";
import { ACCREDITATION_METHOD_LABELS, DEFAULT_ACCREDITATION_VALID_DAYS } from "#domain/subscriptions.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { ACCREDITATION_VALID_DAYS_KEY, appSettings } from "#server/platform/db/schema/app-settings.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { accreditations, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";

export const ACCREDITATION_NOT_FOUND = "Accreditation not found";
const decider = alias(users, "decider");

/** The firm's validity days (the setting when stored and valid, else the default). */
export async function accreditationValidDays(executor: Database | Transaction): Promise<number> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, ACCREDITATION_VALID_DAYS_KEY));
  const parsed = accreditationValiditySchema.safeParse({ days: Number(row?.value) });
  return parsed.success ? parsed.data.days : DEFAULT_ACCREDITATION_VALID_DAYS;
}

type AccreditationRow = typeof accreditations.$inferSelect & { decidedByName: string | null };

function toView(row: AccreditationRow, today: string): AccreditationView {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    method: row.method,
    status: row.status,
    effective: effectiveStatus(row, today),
    evidenceFileName: row.evidenceFileName,
    letterDate: row.letterDate,
    bases: row.bases,
    submittedAt: row.submittedAt.toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    expiresOn: row.expiresOn,
    note: row.note,
  };
}

export function createAccreditationService(db: Database, deps: { audit: AuditService; now: () => Date }) {
  const select = (executor: Database | Transaction) =>
    executor
      .select({ a: accreditations, decidedByName: decider.username })
      .from(accreditations)
      .leftJoin(decider, eq(decider.id, accreditations.decidedBy));
  const flat = (rows: Array<{ a: typeof accreditations.$inferSelect; decidedByName: string | null }>) =>
    rows.map(({ a, decidedByName }) => ({ ...a, decidedByName }));

  async function view(id: number, executor: Database | Transaction = db) {
    const [row] = flat(await select(executor).where(eq(accreditations.id, id)));
    if (!row) throw new AppError("NOT_FOUND", ACCREDITATION_NOT_FOUND);
    return toView(row, todayUtc(deps.now()));
  }

  return {
    validDays: () => accreditationValidDays(db),

    /** An entity's accreditations, newest first, as they stand today. */
    async forEntity(entityId: number, executor: Database | Transaction = db): Promise<AccreditationView[]> {
      const rows = flat(
        await select(executor)
          .where(eq(accreditations.entityId, entityId))
          .orderBy(desc(accreditations.submittedAt), desc(accreditations.id)),
      );
      const today = todayUtc(deps.now());
      return rows.map((row) => toView(row, today));
    },

    /** Records staff's decision; a 409 naming why when it is decided already or cannot be verified. */
    async decide(id: number, input: AccreditationDecisionInput, by: ActingUser): Promise<AccreditationView> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(accreditations).where(eq(accreditations.id, id)).for("update");
        if (!row) throw new AppError("NOT_FOUND", ACCREDITATION_NOT_FOUND);
        if (row.status !== "pending") throw new AppError("CONFLICT", `This accreditation is already ${row.status}.`);
        const [entity] = await tx.select().from(investingEntities).where(eq(investingEntities.id, row.entityId));
        const today = todayUtc(deps.now());
        let expiresOn: string | null = null;
        if (input.decision === "verified") {
          const [subscription] = row.subscriptionId
            ? await tx
                .select({ commitmentCents: subscriptions.commitmentCents })
                .from(subscriptions)
                .where(eq(subscriptions.id, row.subscriptionId))
            : [];
          const refusal = verificationRefusal({
            method: row.method,
            letterDate: row.letterDate,
            evidenceFileKey: row.evidenceFileKey,
            today,
            entityKind: entity.kind,
            commitmentCents: subscription?.commitmentCents ?? null,
          });
          if (refusal) throw new AppError("CONFLICT", refusal);
          expiresOn = addDays(today, await accreditationValidDays(tx));
        }
        await tx
          .update(accreditations)
          .set({ status: input.decision, decidedBy: by.actor.id, decidedAt: deps.now(), expiresOn, note: input.note })
          .where(eq(accreditations.id, id));
        await deps.audit.record(
          {
            ...by,
            action: "accreditation.decided",
            entityType: "accreditation",
            entityId: id,
            investingEntityId: row.entityId,
            summary: `${ACCREDITATION_METHOD_LABELS[row.method]} of "${entity.legalName}" ${input.decision}${
              expiresOn ? ` until ${expiresOn}` : ""
            }`,
            details: { method: row.method, decision: input.decision, note: input.note, expiresOn },
          },
          tx,
        );
        return view(id, tx);
      });
    },

    /** Super admins set the validity days (audited); later verifications use them. */
    async setValidDays(days: number, by: ActingUser): Promise<{ days: number }> {
      await db.transaction(async (tx) => {
        const before = await accreditationValidDays(tx);
        await tx
          .insert(appSettings)
          .values({ key: ACCREDITATION_VALID_DAYS_KEY, value: String(days) })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: String(days), updatedAt: deps.now() } });
        await deps.audit.record(
          {
            ...by,
            action: "settings.accreditation_validity_updated",
            entityType: "setting",
            summary: `Accreditation verifications valid for ${days} days (was ${before})`,
            details: { from: before, to: days },
          },
          tx,
        );
      });
      return { days };
    },
  };
}
export type AccreditationService = ReturnType<typeof createAccreditationService>;
