// Manage users: create, update, delete (or archive, when they hold records) and restore an account.
import { eq } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { type ManagedUser, type UserArchived, type UserCreateInput, type UserUpdateInput } from "#domain/user.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";
import { hashPassword } from "./passwords.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { commitmentsByUser, ownCommitmentRows, writeCommitments } from "./user-commitments.ts";
import { ownHoldingOf, setOwnHoldingArchived } from "#server/features/entities/own-holding.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { usersWithRecords } from "./user-records.ts";
import { revokeUnusedTokens } from "./account-tokens.ts";
import { type ManagingUser } from "./user-queries.ts";
import {
  assertMayManage,
  assertPassword,
  grantDateChanges,
  commitmentsFor,
  assertAccessForCommitments,
  recordsAppeared,
  duplicateOf,
  assertUnique,
  assertNotLastSuperAdmin,
  lockUser,
  accountLabel,
  userSteps,
  type UserDeps,
} from "./internal/user-rules.ts";

export function manageUsers(db: Database, deps: UserDeps) {
  const { getUser, endSessions } = userSteps(db, deps);

  return {
    async createUser(input: UserCreateInput, by: ManagingUser): Promise<ManagedUser> {
      const role = input.role ?? "investor";
      assertMayManage(by, null, role);
      // An invited account (decision 0027) has no password until its user sets one.
      const invite = input.sendInvitation === true;
      if (!invite) assertPassword(input.password ?? "", "password");
      const commitments = commitmentsFor(role, {
        fundICommitment: input.fundICommitment ?? 0,
        fundIICommitment: input.fundIICommitment ?? 0,
      });
      assertAccessForCommitments({ ...input, ...commitments });
      const passwordHash = invite ? null : await hashPassword(input.password ?? "");
      const id = await db
        .transaction(async (tx) => {
          await assertUnique(tx, input);
          const {
            password: _password,
            sendInvitation: _invite,
            fundICommitment: _i,
            fundIICommitment: _ii,
            ...fields
          } = input;
          const [row] = await tx
            .insert(users)
            .values({
              ...fields,
              ...grantDateChanges(null, fields),
              firstName: fields.firstName ?? null,
              lastName: fields.lastName ?? null,
              role,
              passwordHash,
            })
            .returning();
          await writeCommitments(tx, row, commitments);
          await deps.audit.record(
            {
              ...by,
              entityType: "user",
              action: "user.created",
              entityId: row.id,
              summary: `Created the ${role} account ${accountLabel(row)}${invite ? ", invited by e-mail" : ""}`,
              details: { role, isActive: row.isActive, ...commitments, invited: invite },
            },
            tx,
          );
          if (invite) await deps.invitations.sendInTransaction(tx, row, by, false);
          return row.id;
        })
        .catch(duplicateOf);
      return getUser(id);
    },

    async updateUser(id: number, input: UserUpdateInput, by: ManagingUser): Promise<ManagedUser> {
      if (input.password !== undefined) assertPassword(input.password, "password");
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
      const changes = await db
        .transaction(async (tx) => {
          const target = await lockUser(tx, id);
          const role = input.role ?? (target.role as Role);
          assertMayManage(by, target, role);
          const deactivated = target.isActive && input.isActive === false;
          if (deactivated && id === by.actor.id) {
            throw new AppError("CONFLICT", "You cannot deactivate your own account");
          }
          if (deactivated) await assertNotLastSuperAdmin(tx, target, "deactivated");
          if (role !== target.role) await assertNotLastSuperAdmin(tx, target, "demoted");
          const commitments = commitmentsFor(role, {
            fundICommitment: input.fundICommitment,
            fundIICommitment: input.fundIICommitment,
          });
          // Omitted fields keep their stored values: check the account as it will be.
          const stored = commitmentsByUser(await ownCommitmentRows(tx, [id])).get(id) ?? {
            fundICommitment: 0,
            fundIICommitment: 0,
          };
          assertAccessForCommitments({
            fundIAccess: input.fundIAccess ?? target.fundIAccess,
            fundIIAccess: input.fundIIAccess ?? target.fundIIAccess,
            fundICommitment: commitments.fundICommitment ?? stored.fundICommitment,
            fundIICommitment: commitments.fundIICommitment ?? stored.fundIICommitment,
          });
          await assertUnique(tx, input, id);
          const { password: _password, fundICommitment: _i, fundIICommitment: _ii, ...fields } = input;
          const [row] = await tx
            .update(users)
            .set({ ...fields, ...grantDateChanges(target, fields), role, ...(passwordHash ? { passwordHash } : {}) })
            .where(eq(users.id, id))
            .returning();
          await writeCommitments(tx, row, commitments);
          // A password set by staff makes an invited account Active: its invitation link dies.
          if (passwordHash) await revokeUnusedTokens(tx, id, "invitation");
          const changed = {
            roleChanged: role !== target.role,
            deactivated,
            passwordChanged: passwordHash !== undefined,
          };
          const notes = [
            changed.roleChanged && `role ${target.role} → ${role}`,
            deactivated && "deactivated",
            target.isActive === false && row.isActive && "reactivated",
            changed.passwordChanged && "password changed",
          ].filter(Boolean);
          await deps.audit.record(
            {
              ...by,
              entityType: "user",
              action: "user.updated",
              entityId: id,
              summary: `Updated the account ${accountLabel(row)}${notes.length ? ` (${notes.join(", ")})` : ""}`,
              details: { role, isActive: row.isActive, ...commitments, passwordChanged: changed.passwordChanged },
            },
            tx,
          );
          return changed;
        })
        .catch(duplicateOf);
      // A new password, a deactivation or a new role ends the user's sessions (their access changed).
      if (changes.passwordChanged || changes.deactivated || changes.roleChanged) await endSessions(id, by);
      return getUser(id);
    },

    /**
     * Remove an account (docs/decisions/0024-archive-not-delete.md): one that holds records is
     * archived (kept with its records, sign-in refused, sessions ended); one without is deleted.
     * The foreign keys restrict, so the database refuses to lose records either way.
     */
    async deleteUser(id: number, by: ManagingUser): Promise<{ result: "deleted" } | UserArchived> {
      const outcome = await db
        .transaction(async (tx) => {
          const target = await lockUser(tx, id);
          if (id === by.actor.id) throw new AppError("CONFLICT", "You cannot delete your own account");
          assertMayManage(by, target);
          if ((await usersWithRecords(tx, [id])).has(id)) {
            if (target.archivedAt) return "archived" as const; // already: nothing changes, nothing to audit
            await assertNotLastSuperAdmin(tx, target, "archived");
            const archivedAt = new Date();
            await tx.update(users).set({ archivedAt }).where(eq(users.id, id));
            await setOwnHoldingArchived(tx, id, archivedAt);
            await deps.audit.record(
              {
                ...by,
                entityType: "user",
                action: "user.archived",
                entityId: id,
                summary: `Archived the ${target.role} account ${accountLabel(target)}; its records are kept`,
                details: {
                  role: target.role,
                  email: target.email,
                  capitalCommitment: decimalFromCents(target.capitalCommitmentCents),
                },
              },
              tx,
            );
            return "archived" as const;
          }
          await assertNotLastSuperAdmin(tx, target, "deleted");
          // Their own holding holds nothing (else they would hold records): its commitment rows of 0
          // and the holding go first (the foreign keys restrict); its grants and the sessions cascade.
          const holding = await ownHoldingOf(tx, id);
          if (holding !== null) {
            await tx.delete(capitalCommitments).where(eq(capitalCommitments.entityId, holding));
            await tx.delete(investingEntities).where(eq(investingEntities.id, holding));
          }
          await tx.delete(users).where(eq(users.id, id));
          await deps.audit.record(
            {
              ...by,
              entityType: "user",
              action: "user.deleted",
              entityId: id,
              summary: `Deleted the ${target.role} account ${accountLabel(target)}`,
              details: {
                role: target.role,
                email: target.email,
                capitalCommitment: decimalFromCents(target.capitalCommitmentCents),
              },
            },
            tx,
          );
          return "deleted" as const;
        })
        .catch(recordsAppeared);
      // Nothing is left after a deletion's cascade; an archived account's sessions end here.
      await deps.sessions.revokeAllForUser(id);
      return outcome === "deleted" ? { result: "deleted" } : { result: "archived", user: await getUser(id) };
    },

    /** Bring an archived account back: it may sign in again if it is active. */
    async restoreUser(id: number, by: ManagingUser): Promise<ManagedUser> {
      await db.transaction(async (tx) => {
        const target = await lockUser(tx, id);
        assertMayManage(by, target);
        if (!target.archivedAt) throw new AppError("CONFLICT", "This account is not archived");
        await tx.update(users).set({ archivedAt: null }).where(eq(users.id, id));
        await setOwnHoldingArchived(tx, id, null);
        await deps.audit.record(
          {
            ...by,
            entityType: "user",
            action: "user.restored",
            entityId: id,
            summary: `Restored the archived ${target.role} account ${accountLabel(target)}`,
            details: { role: target.role, archivedAt: target.archivedAt.toISOString() },
          },
          tx,
        );
      });
      return getUser(id);
    },
  };
}
