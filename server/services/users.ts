import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import {
  accessProblems,
  ADMIN_MANAGEABLE_ROLES,
  type AccountFilter,
  type ManagedUser,
  type UserArchived,
  type UserCreateInput,
  type UserUpdateInput,
} from "#domain/user.ts";
import type { Page } from "#domain/paging.ts";
import type { SessionService } from "#server/auth/sessions.ts";
import { assertPasswordAcceptable, hashPassword } from "#server/auth/passwords.ts";
import type { Database } from "#server/db/client.ts";
import { capitalCommitments } from "#server/db/schema/capital-commitments.ts";
import { userTwoFactor } from "#server/db/schema/two-factor.ts";
import { users } from "#server/db/schema/users.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { AuditService } from "./audit.ts";
import { containsPattern, exactTime, keysetPage, type PageRequest, type SortKey } from "./keyset.ts";
import { auditTrail, type ActingUser, type Transaction } from "./staff-write.ts";
import { commitmentsByUser, writeCommitments, type Commitments } from "./user-commitments.ts";
import { usersWithRecords } from "./user-records.ts";
import { latestInvitations, revokeUnusedTokens } from "./account-tokens.ts";
import type { InvitationService } from "./invitations.ts";

/** The staff member making a change: who (for the audit log and the rules) and which session. */
export interface ManagingUser extends ActingUser {
  role: Role;
  sessionId: number | null;
}

type UserRow = typeof users.$inferSelect;
type PagedRow = UserRow & { exactCreatedAt: string; roleRank: number };

// The orders of the paged lists; each has an index in decision 0037's migration. Staff first is
// one descending rank so the whole order runs one way (a keyset needs that).
const ROLE_RANK = sql<number>`(case ${users.role} when 'super_admin' then 3 when 'admin' then 2 when 'investor' then 1 else 0 end)`;
/** The users' order by name (last, then first), as their name index has it. */
export const USER_NAME_KEY = sql`lower(coalesce(${users.lastName}, '') || ' ' || coalesce(${users.firstName}, ''))`;
const CREATED: SortKey<PagedRow> = { expr: sql`${users.createdAt}`, kind: "timestamp", value: (r) => r.exactCreatedAt };
const ID: SortKey<PagedRow> = { expr: sql`${users.id}`, kind: "integer", value: (r) => r.id };
const USER_ORDERS: Record<string, Array<SortKey<PagedRow>>> = {
  created: [CREATED, ID],
  name: [
    { expr: USER_NAME_KEY, kind: "text", value: (r) => `${r.lastName ?? ""} ${r.firstName ?? ""}`.toLowerCase() },
    ID,
  ],
  email: [{ expr: sql`lower(${users.email})`, kind: "text", value: (r) => r.email.toLowerCase() }, ID],
  role: [{ expr: ROLE_RANK, kind: "integer", value: (r) => r.roleRank }, CREATED, ID],
};
/** "EDF-2023-0001" (memberIdOf) names account 1. */
const MEMBER_ID = /^EDF-\d{4}-(\d{1,10})$/i;

/** A users list's filters: whose accounts the viewer may see, archived or not, and a search. */
export interface UserListFilter {
  visibleTo: Role;
  accounts?: AccountFilter;
  q?: string;
}
export function userFilterOf({ visibleTo, accounts, q }: UserListFilter): SQL | undefined {
  const member = q ? MEMBER_ID.exec(q) : null;
  const pattern = q ? containsPattern(q) : "";
  return and(
    visibleTo === "super_admin" ? undefined : inArray(users.role, [...ADMIN_MANAGEABLE_ROLES]),
    accounts === "current"
      ? isNull(users.archivedAt)
      : accounts === "archived"
        ? isNotNull(users.archivedAt)
        : undefined,
    member
      ? eq(users.id, Math.min(Number(member[1]), 2_147_483_647))
      : q
        ? or(
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
          )
        : undefined,
  );
}

const NOT_FOUND = "User not found";
const SUPER_ADMIN_LOCK_KEY = 0x0edf_5a; // any constant: the key of the "super admin changes" lock
const TAKEN = { username: "That username is already taken", email: "That email address is already in use" } as const;

const mayAdminManage = (role: string) => (ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(role);

/** docs/product.md §Access rules: admins manage investors and viewers only; super admins everyone. */
function assertMayManage(by: ManagingUser, target: { role: string } | null, newRole?: Role) {
  if (by.role === "super_admin") return;
  if (target && !mayAdminManage(target.role)) {
    throw new AppError("FORBIDDEN", "Admins can manage only investor and viewer accounts; ask a super admin");
  }
  if (newRole && !mayAdminManage(newRole)) {
    throw new AppError("FORBIDDEN", "Only a super admin can give the admin or super admin role");
  }
}

const assertPassword = assertPasswordAcceptable;

type FundGrants = Pick<UserRow, "fundIAccess" | "fundIIAccess">;

/**
 * When each fund's access was granted (the investor profile shows it): today when access is newly
 * given, cleared when it is taken away, unchanged otherwise.
 */
export function grantDateChanges(before: FundGrants | null, after: Partial<FundGrants>, today = new Date()) {
  const day = today.toISOString().slice(0, 10);
  const change = (was: boolean, now: boolean | undefined) =>
    now === undefined || now === was ? undefined : now ? day : null;
  const fundI = change(before?.fundIAccess ?? false, after.fundIAccess);
  const fundII = change(before?.fundIIAccess ?? false, after.fundIIAccess);
  return {
    ...(fundI !== undefined ? { fundIAccessGrantedAt: fundI } : {}),
    ...(fundII !== undefined ? { fundIIAccessGrantedAt: fundII } : {}),
  };
}

/** Only investors hold capital commitments; another role needs both amounts at 0 (their rows go). */
function commitmentsFor(role: string, input: Commitments): Commitments {
  if (role === "investor") return input;
  const fieldErrors: Record<string, string[]> = {};
  for (const field of ["fundICommitment", "fundIICommitment"] as const) {
    if (input[field]) fieldErrors[field] = ["Only investors can hold capital commitments; set it to 0"];
  }
  if (Object.keys(fieldErrors).length) {
    throw new AppError("VALIDATION", "Only investors can hold capital commitments", { fieldErrors });
  }
  return { fundICommitment: 0, fundIICommitment: 0 };
}

/**
 * A commitment to a fund implies access to that fund (docs/product.md §Access rules): refused with
 * a 400 on the access flag. The domain schema says so for a whole form; this checks the account
 * as it would be stored, so a partial update (access off, commitments omitted) is refused too.
 */
function assertAccessForCommitments(account: Parameters<typeof accessProblems>[0]) {
  const fieldErrors = accessProblems(account, false);
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError("VALIDATION", first, { fieldErrors });
}

/** A foreign key refused the deletion (23503): records arrived after the check; nothing was lost. */
function recordsAppeared(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  if (e?.code === "23503" || e?.cause?.code === "23503") {
    throw new AppError("CONFLICT", "The account received records while being deleted; try again to archive it");
  }
  throw error;
}

function duplicateOf(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = error.constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint ?? "";
    const field = constraint.includes("email") ? "email" : "username";
    throw new AppError("CONFLICT", TAKEN[field], { fieldErrors: { [field]: [TAKEN[field]] } });
  }
  throw error;
}

/** A friendly 409 before writing (the unique indexes stay the guarantee under races). */
async function assertUnique(tx: Transaction, input: { username: string; email: string }, exceptId?: number) {
  const taken = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.username})`, input.username.toLowerCase()),
          eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        ),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  const fieldErrors: Record<string, string[]> = {};
  for (const row of taken) {
    if (row.username.toLowerCase() === input.username.toLowerCase()) fieldErrors.username = [TAKEN.username];
    if (row.email.toLowerCase() === input.email.toLowerCase()) fieldErrors.email = [TAKEN.email];
  }
  const first = Object.keys(fieldErrors)[0] as keyof typeof TAKEN | undefined;
  if (first) throw new AppError("CONFLICT", TAKEN[first], { fieldErrors });
}

/** The last active super admin can't be deleted, deactivated or demoted (docs/product.md §Access rules). */
async function assertNotLastSuperAdmin(
  tx: Transaction,
  target: UserRow,
  change: "deleted" | "archived" | "deactivated" | "demoted",
) {
  if (target.role !== "super_admin" || !target.isActive || target.archivedAt) return;
  // Such changes run one at a time (a transaction-scoped lock), so two concurrent demotions of the
  // last two super admins cannot both pass; each counts after the other has committed.
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK_KEY})`);
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "super_admin"), eq(users.isActive, true), isNull(users.archivedAt)));
  if (active.every((row) => row.id === target.id)) {
    throw new AppError("CONFLICT", `The last active super admin cannot be ${change}; make another super admin first`);
  }
}

async function lockUser(tx: Transaction, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

/** An account in an audit line: "Ivy Investor (ivy)", or the username alone when it has no name. */
const accountLabel = (u: { username: string; firstName: string | null; lastName: string | null }) => {
  const name = displayName(u);
  return name === u.username ? name : `${name} (${u.username})`;
};

/** Users for both user APIs (docs/product.md §API): one resource, two views. */
export function createUserService(
  db: Database,
  deps: { sessions: SessionService; audit: AuditService; invitations: InvitationService },
) {
  const audit = auditTrail(deps.audit, "user");

  async function toManaged(rows: UserRow[]): Promise<ManagedUser[]> {
    const ids = rows.map((r) => r.id);
    const withRecords = await usersWithRecords(db, ids);
    const invitations = await latestInvitations(
      db,
      rows.filter((r) => r.passwordHash === null).map((r) => r.id),
    );
    const now = Date.now();
    /** decision 0027: Invited until a password is set; the newest link says pending, expired or none. */
    const invitationOf = (row: UserRow): ManagedUser["invitation"] => {
      if (row.passwordHash !== null) return null;
      const token = invitations.get(row.id);
      if (!token || token.usedAt || token.revokedAt) return { state: "none", expiresAt: null };
      const expiresAt = token.expiresAt.toISOString();
      return { state: token.expiresAt.getTime() > now ? "pending" : "expired", expiresAt };
    };
    const withTwoFactor = new Set(
      ids.length
        ? (
            await db
              .select({ userId: userTwoFactor.userId })
              .from(userTwoFactor)
              .where(and(inArray(userTwoFactor.userId, ids), isNotNull(userTwoFactor.enabledAt)))
          ).map((r) => r.userId)
        : [],
    );
    const commitments = commitmentsByUser(
      ids.length
        ? await db
            .select({
              userId: capitalCommitments.userId,
              fundType: capitalCommitments.fundType,
              commitmentAmount: capitalCommitments.commitmentAmount,
            })
            .from(capitalCommitments)
            .where(inArray(capitalCommitments.userId, ids))
        : [],
    );
    // The e-delivery consent columns are not part of the answer (the documents' consent list has them).
    return rows.map(({ passwordHash: _hash, edeliveryConsentAt: _at, edeliveryConsentVersion: _version, ...row }) => ({
      ...row,
      invitation: invitationOf({
        ...row,
        passwordHash: _hash,
        edeliveryConsentAt: _at,
        edeliveryConsentVersion: _version,
      }),
      role: row.role as Role,
      membershipLevel: row.membershipLevel as ManagedUser["membershipLevel"],
      investorType: row.investorType as ManagedUser["investorType"],
      capitalCommitment: Number(row.capitalCommitment),
      ...(commitments.get(row.id) ?? { fundICommitment: 0, fundIICommitment: 0 }),
      lastLogin: row.lastLogin?.toISOString() ?? null,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      hasRecords: withRecords.has(row.id),
      twoFactorEnabled: withTwoFactor.has(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function getUser(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    return (await toManaged([row]))[0];
  }

  /** End a user's sessions after a committed change; the caller's own session survives its own change. */
  const endSessions = (userId: number, by: ManagingUser) =>
    deps.sessions.revokeAllForUser(
      userId,
      userId === by.actor.id && by.sessionId !== null ? { exceptSessionId: by.sessionId } : {},
    );

  return {
    /** Newest first. A super admin sees everyone; an admin the accounts they may manage. */
    async listUsers(options: { visibleTo: Role }): Promise<ManagedUser[]> {
      const rows = await db
        .select()
        .from(users)
        .where(options.visibleTo === "super_admin" ? undefined : inArray(users.role, [...ADMIN_MANAGEABLE_ROLES]))
        .orderBy(desc(users.createdAt), desc(users.id));
      return toManaged(rows);
    },

    /** One page of a users list (decision 0037), with how many accounts each account filter holds. */
    async listUsersPage(
      filter: UserListFilter,
      request: PageRequest,
    ): Promise<Page<ManagedUser> & { accountCounts: Record<AccountFilter, number> }> {
      const where = userFilterOf(filter);
      const countsOf = async () => {
        const [row] = await db
          .select({ all: count(), archived: count(users.archivedAt) })
          .from(users)
          .where(userFilterOf({ ...filter, accounts: "all" }));
        return { all: row.all, archived: row.archived, current: row.all - row.archived };
      };
      const [page, accountCounts] = await Promise.all([
        keysetPage<PagedRow>({
          request,
          orders: USER_ORDERS,
          defaultSort: "created",
          defaultDir: "desc",
          fetch: (after, orderBy, limit) =>
            db
              .select({ user: users, exactCreatedAt: exactTime(users.createdAt), roleRank: ROLE_RANK })
              .from(users)
              .where(and(where, after))
              .orderBy(...orderBy)
              .limit(limit)
              .then((rows) =>
                rows.map((r) => ({ ...r.user, exactCreatedAt: r.exactCreatedAt, roleRank: Number(r.roleRank) })),
              ),
          count: async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
        }),
        countsOf(),
      ]);
      const items = await toManaged(page.items.map(({ exactCreatedAt: _t, roleRank: _r, ...row }) => row));
      return { ...page, items, accountCounts };
    },

    /** How many admin and super admin accounts there are (/user-management says it). */
    async countStaff(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(inArray(users.role, ["admin", "super_admin"]));
      return row.n;
    },

    getUser,

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
          await audit(tx, by, {
            action: "user.created",
            entityId: row.id,
            summary: `Created the ${role} account ${accountLabel(row)}${invite ? ", invited by e-mail" : ""}`,
            details: { role, isActive: row.isActive, ...commitments, invited: invite },
          });
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
          const stored = commitmentsByUser(
            await tx
              .select({
                userId: capitalCommitments.userId,
                fundType: capitalCommitments.fundType,
                commitmentAmount: capitalCommitments.commitmentAmount,
              })
              .from(capitalCommitments)
              .where(eq(capitalCommitments.userId, id)),
          ).get(id) ?? { fundICommitment: 0, fundIICommitment: 0 };
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
          await audit(tx, by, {
            action: "user.updated",
            entityId: id,
            summary: `Updated the account ${accountLabel(row)}${notes.length ? ` (${notes.join(", ")})` : ""}`,
            details: { role, isActive: row.isActive, ...commitments, passwordChanged: changed.passwordChanged },
          });
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
            await tx.update(users).set({ archivedAt: new Date() }).where(eq(users.id, id));
            await audit(tx, by, {
              action: "user.archived",
              entityId: id,
              summary: `Archived the ${target.role} account ${accountLabel(target)}; its records are kept`,
              details: { role: target.role, email: target.email, capitalCommitment: target.capitalCommitment },
            });
            return "archived" as const;
          }
          await assertNotLastSuperAdmin(tx, target, "deleted");
          // Commitment rows of 0 hold nothing; they go first (the foreign key restricts). Sessions cascade.
          await tx.delete(capitalCommitments).where(eq(capitalCommitments.userId, id));
          await tx.delete(users).where(eq(users.id, id));
          await audit(tx, by, {
            action: "user.deleted",
            entityId: id,
            summary: `Deleted the ${target.role} account ${accountLabel(target)}`,
            details: { role: target.role, email: target.email, capitalCommitment: target.capitalCommitment },
          });
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
        await audit(tx, by, {
          action: "user.restored",
          entityId: id,
          summary: `Restored the archived ${target.role} account ${accountLabel(target)}`,
          details: { role: target.role, archivedAt: target.archivedAt.toISOString() },
        });
      });
      return getUser(id);
    },

    /** Set a new password; the user's other sessions end (the caller keeps their own). */
    async changePassword(id: number, newPassword: string, by: ManagingUser, field = "newPassword") {
      assertPassword(newPassword, field);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const target = await lockUser(tx, id);
        assertMayManage(by, target);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await revokeUnusedTokens(tx, id, "invitation");
        await audit(tx, by, {
          action: "user.password_changed",
          entityId: id,
          summary: `Changed the password of ${accountLabel(target)}`,
        });
      });
      return { sessionsEnded: await endSessions(id, by) };
    },

    /** Send or resend an invited account's link (decision 0027); staff manage whom they may. */
    async sendInvitation(id: number, by: ManagingUser): Promise<ManagedUser> {
      await deps.invitations.send(id, by, (target) => {
        assertMayManage(by, target);
        if (!(ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(target.role)) {
          throw new AppError("CONFLICT", "Only investor and viewer accounts are invited");
        }
      });
      return getUser(id);
    },

    /** Revoke an invited account's pending link; the account stays Invited, without a link. */
    async revokeInvitation(id: number, by: ManagingUser): Promise<ManagedUser> {
      await deps.invitations.revoke(id, by, (target) => assertMayManage(by, target));
      return getUser(id);
    },

    /** A super admin signs a user out everywhere (their own current session excepted). */
    async revokeSessions(id: number, by: ManagingUser) {
      const target = await getUser(id);
      assertMayManage(by, target);
      const ended = await endSessions(id, by);
      await db.transaction((tx) =>
        audit(tx, by, {
          action: "user.sessions_revoked",
          entityId: id,
          summary: `Ended ${ended} session${ended === 1 ? "" : "s"} of ${accountLabel(target)}`,
        }),
      );
      return { ended };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
