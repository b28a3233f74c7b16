// An entity's bank account for distributions (decision 0060, slice 5). A change is pending until a
// signatory confirms it from the link e-mailed to every live signatory; until then distributions
// go to the account on file. Every step is audited with the person and the entity.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { BANK_CHANGE_TTL_HOURS, type BankChangeLink } from "#domain/entity-tax-bank.ts";
import { bankAccountSchema } from "#domain/entity-tax-bank-inputs.ts";
import type { z } from "zod/mini";
import { displayName } from "#domain/person.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { hashToken } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { AuditActor } from "#server/platform/audit.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { bankChangeMail } from "./bank-change-mail.ts";
import { lastFour, maskedAccount, sealContext } from "./tax-bank-reads.ts";
import type { EntityActor } from "./tax-details.ts";

export const BANK_LINK_INVALID = "This link is not valid: it may have been mistyped, or replaced by a newer one";
export const BANK_LINK_USED = "This change was already confirmed or cancelled";
export const BANK_LINK_EXPIRED = "This link has expired: ask for the change again";
export const BANK_CHANGE_PENDING = "A change is already waiting for confirmation: cancel it first";
export const NOT_A_SIGNATORY = "Only a signatory of this account can confirm a bank change";
export const OWN_CHANGE =
  "Another signatory must confirm this change: it was asked for from your sign-in, and this account has several signatories";

const TTL_MS = BANK_CHANGE_TTL_HOURS * 3_600_000;

/** The live signatories of an entity whose accounts may sign in: who is e-mailed, who may confirm. */
export async function liveSignatories(db: Database | Transaction, entityId: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(entityRoles)
    .innerJoin(users, eq(users.id, entityRoles.userId))
    .where(
      and(
        eq(entityRoles.entityId, entityId),
        eq(entityRoles.role, "signatory"),
        isNull(entityRoles.revokedAt),
        eq(users.isActive, true),
        isNull(users.archivedAt),
      ),
    )
    .orderBy(entityRoles.id);
}

export function createBankAccounts(db: Database, audit: AuditService, mail: MailQueue, now: () => Date) {
  const record = (
    by: { actor: AuditActor | null; ip: string },
    entityId: number,
    action: "entity.bank_change_requested" | "entity.bank_change_confirmed" | "entity.bank_change_cancelled",
    summary: string,
    tx: Transaction,
    details?: Record<string, unknown>,
  ) =>
    audit.record(
      { ...by, action, entityType: "entity_bank_account", entityId, investingEntityId: entityId, summary, details },
      tx,
    );

  /** A pending change nobody confirmed in time ends as cancelled (so a new one may be asked for). */
  const endExpired = (tx: Transaction, entityId: number, at: Date) =>
    tx
      .update(entityBankAccounts)
      .set({ status: "cancelled", endedAt: at })
      .where(
        and(
          eq(entityBankAccounts.entityId, entityId),
          eq(entityBankAccounts.status, "pending"),
          lt(entityBankAccounts.confirmationExpiresAt, at),
        ),
      );

  /** The pending change a link names, with its entity; a 404 for an unknown token. */
  const changeOf = async (tx: Database | Transaction, token: string) => {
    const [row] = await tx
      .select({ account: entityBankAccounts, legalName: investingEntities.legalName })
      .from(entityBankAccounts)
      .innerJoin(investingEntities, eq(investingEntities.id, entityBankAccounts.entityId))
      .where(eq(entityBankAccounts.confirmationTokenHash, hashToken(token)));
    if (!row) throw new AppError("NOT_FOUND", BANK_LINK_INVALID);
    return row;
  };
  /** A change that can still be confirmed or cancelled: pending and not expired (409 otherwise). */
  const live = (row: Awaited<ReturnType<typeof changeOf>>, at: Date) => {
    if (row.account.status !== "pending") throw new AppError("CONFLICT", BANK_LINK_USED);
    if (row.account.confirmationExpiresAt && row.account.confirmationExpiresAt < at) {
      throw new AppError("CONFLICT", BANK_LINK_EXPIRED);
    }
  };

  return {
    /** A signatory asks for a new account: sealed, pending, and every live signatory e-mailed the link. */
    async requestChange(by: EntityActor, input: z.output<typeof bankAccountSchema>) {
      const entityId = by.holding.entityId;
      const at = now();
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await endExpired(tx, entityId, at);
        const [pending] = await tx
          .select({ id: entityBankAccounts.id })
          .from(entityBankAccounts)
          .where(and(eq(entityBankAccounts.entityId, entityId), eq(entityBankAccounts.status, "pending")));
        if (pending) throw new AppError("CONFLICT", BANK_CHANGE_PENDING);
        const cipher = fieldCipher();
        const [row] = await tx
          .insert(entityBankAccounts)
          .values({
            entityId,
            bankName: input.bankName,
            accountName: input.accountName,
            routingEncrypted: cipher.seal(input.routingNumber, sealContext.routing(entityId)),
            routingLast4: lastFour(input.routingNumber),
            accountEncrypted: cipher.seal(input.accountNumber, sealContext.account(entityId)),
            accountLast4: lastFour(input.accountNumber),
            status: "pending",
            requestedBy: by.actor.id,
            requestedAt: at,
            confirmationTokenHash: hashToken(token),
            confirmationExpiresAt: new Date(at.getTime() + TTL_MS),
          })
          .returning();
        const signatories = await liveSignatories(tx, entityId);
        const requester = signatories.find((s) => s.id === by.actor.id);
        const requestedBy = requester ? displayName(requester) : (by.actor.username ?? "A signatory");
        const account = maskedAccount(row, requestedBy);
        const url = mail.link(`/confirm-bank-change?token=${token}`);
        const change = { entityId, legalName: by.holding.legalName, requestedBy, account, url };
        for (const signatory of signatories) await mail.queue(bankChangeMail(signatory, change), tx);
        await record(
          by,
          entityId,
          "entity.bank_change_requested",
          `New bank account for "${by.holding.legalName}" asked for (${account.bankName}, account ${account.accountMasked}); ${signatories.length} signatories e-mailed`,
          tx,
          {
            bankAccountId: row.id,
          },
        );
      });
    },

    /** A signatory withdraws the pending change from the entity's page. */
    async cancelPending(by: EntityActor) {
      const entityId = by.holding.entityId;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(entityBankAccounts)
          .set({ status: "cancelled", endedAt: now() })
          .where(and(eq(entityBankAccounts.entityId, entityId), eq(entityBankAccounts.status, "pending")))
          .returning({ id: entityBankAccounts.id });
        if (!row) throw new AppError("NOT_FOUND", "No change is waiting for confirmation");
        await record(
          by,
          entityId,
          "entity.bank_change_cancelled",
          `Pending bank change of "${by.holding.legalName}" cancelled`,
          tx,
          {
            bankAccountId: row.id,
          },
        );
      });
    },

    /** What a link's page shows before the signatory acts on it (masked; the link must still work). */
    async linkOf(token: string): Promise<BankChangeLink> {
      const row = await changeOf(db, token);
      live(row, now());
      return { entityId: row.account.entityId, legalName: row.legalName, account: maskedAccount(row.account, null) };
    },

    /**
     * Confirm from the link: the person must be a live signatory of the entity, and with several
     * signatories not the one who asked (decision 0062's note in 0060, "Slice 5 as built"). The
     * old active account becomes replaced and this one active, in one transaction.
     */
    async confirm(by: ActingUser, token: string): Promise<BankChangeLink> {
      return db.transaction(async (tx) => {
        const row = await changeOf(tx, token);
        const at = now();
        live(row, at);
        const entityId = row.account.entityId;
        const signatories = await liveSignatories(tx, entityId);
        if (!signatories.some((s) => s.id === by.actor.id)) throw new AppError("FORBIDDEN", NOT_A_SIGNATORY);
        if (signatories.length > 1 && row.account.requestedBy === by.actor.id)
          throw new AppError("FORBIDDEN", OWN_CHANGE);
        await tx
          .update(entityBankAccounts)
          .set({ status: "replaced", endedAt: at })
          .where(and(eq(entityBankAccounts.entityId, entityId), eq(entityBankAccounts.status, "active")));
        const [active] = await tx
          .update(entityBankAccounts)
          .set({ status: "active", confirmedBy: by.actor.id, confirmedAt: at })
          .where(and(eq(entityBankAccounts.id, row.account.id), eq(entityBankAccounts.status, "pending")))
          .returning();
        if (!active) throw new AppError("CONFLICT", BANK_LINK_USED);
        const account = maskedAccount(active, null);
        await record(
          by,
          entityId,
          "entity.bank_change_confirmed",
          `New bank account of "${row.legalName}" confirmed (${account.bankName}, account ${account.accountMasked})`,
          tx,
          {
            bankAccountId: active.id,
          },
        );
        return { entityId, legalName: row.legalName, account };
      });
    },

    /** "This wasn't me": the link alone cancels the change (the safe direction needs no sign-in). */
    async cancelByLink(by: { actor: AuditActor | null; ip: string }, token: string) {
      await db.transaction(async (tx) => {
        const row = await changeOf(tx, token);
        live(row, now());
        await tx
          .update(entityBankAccounts)
          .set({ status: "cancelled", endedAt: now() })
          .where(and(eq(entityBankAccounts.id, row.account.id), eq(entityBankAccounts.status, "pending")));
        await record(
          by,
          row.account.entityId,
          "entity.bank_change_cancelled",
          `Bank change of "${row.legalName}" cancelled from the e-mailed link`,
          tx,
          {
            bankAccountId: row.account.id,
            fromLink: true,
          },
        );
      });
    },
  };
}
