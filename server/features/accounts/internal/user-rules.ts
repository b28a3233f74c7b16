// The rules the user use cases share (who may manage whom, unique names, the last super admin) and their reads.
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import { accessProblems, ADMIN_MANAGEABLE_ROLES, type ManagedUser } from "#domain/user.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import { assertPasswordAcceptable } from "#server/features/accounts/passwords.ts";
import type { Database } from "#server/platform/db/client.ts";
import { userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { type Transaction } from "#server/platform/staff-write.ts";
import { commitmentsByUser, ownCommitmentRows, type Commitments } from "#server/features/accounts/user-commitments.ts";
import { usersWithRecords } from "#server/features/accounts/user-records.ts";
import { latestInvitations } from "#server/features/accounts/account-tokens.ts";
import type { InvitationService } from "#server/features/accounts/invitations.ts";
import { type ManagingUser, type UserRow } from "#server/features/accounts/user-queries.ts";

export const NOT_FOUND = "User not found";
export const SUPER_ADMIN_LOCK_KEY = 0x0edf_5a; // any constant: the key of the "super admin changes" lock
export const TAKEN = {
  username: "That username is already taken",
  email: "That email address is already in use",
} as const;

export const mayAdminManage = (role: string) => (ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(role);

/** docs/product.md §Access rules: admins manage investors and viewers only; super admins everyone. */
export function assertMayManage(by: ManagingUser, target: { role: string } | null, newRole?: Role) {
  if (by.role === "super_admin") return;
  if (target && !mayAdminManage(target.role)) {
    throw new AppError("FORBIDDEN", "Admins can manage only investor and viewer accounts; ask a super admin");
  }
  if (newRole && !mayAdminManage(newRole)) {
    throw new AppError("FORBIDDEN", "Only a super admin can give the admin or super admin role");
  }
}

export const assertPassword = assertPasswordAcceptable;

export type FundGrants = Pick<UserRow, "fundIAccess" | "fundIIAccess">;

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
export function commitmentsFor(role: string, input: Commitments): Commitments {
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
export function assertAccessForCommitments(account: Parameters<typeof accessProblems>[0]) {
  const fieldErrors = accessProblems(account, false);
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError("VALIDATION", first, { fieldErrors });
}

/** A foreign key refused the deletion (23503): records arrived after the check; nothing was lost. */
export function recordsAppeared(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  if (e?.code === "23503" || e?.cause?.code === "23503") {
    throw new AppError("CONFLICT", "The account received records while being deleted; try again to archive it");
  }
  throw error;
}

export function duplicateOf(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = error.constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint ?? "";
    const field = constraint.includes("email") ? "email" : "username";
    throw new AppError("CONFLICT", TAKEN[field], { fieldErrors: { [field]: [TAKEN[field]] } });
  }
  throw error;
}

/** A friendly 409 before writing (the unique indexes stay the guarantee under races). */
export async function assertUnique(tx: Transaction, input: { username: string; email: string }, exceptId?: number) {
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
export async function assertNotLastSuperAdmin(
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

export async function lockUser(tx: Transaction, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

/** An account in an audit line: "Ivy Investor (ivy)", or the username alone when it has no name. */
export const accountLabel = (u: { username: string; firstName: string | null; lastName: string | null }) => {
  const name = displayName(u);
  return name === u.username ? name : `${name} (${u.username})`;
};

export interface UserDeps {
  sessions: SessionService;
  audit: AuditService;
  invitations: InvitationService;
}

/**
 * The stored total in cents (decision 0056) as the answer's dollars, in the column's place, so
 * the answer reads as it did when the column held dollars.
 */
const inDollars = (row: UserRow) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) =>
      key === "capitalCommitmentCents" ? ["capitalCommitment", (value as number) / 100] : [key, value],
    ),
  ) as Omit<UserRow, "capitalCommitmentCents"> & { capitalCommitment: number };

/** The reads and steps the user use cases share, bound to the database and the services they call. */
export function userSteps(db: Database, deps: UserDeps) {
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
    const commitments = commitmentsByUser(await ownCommitmentRows(db, ids));
    // The e-delivery consent columns are not part of the answer (the documents' consent list has them).
    return rows.map((full) => {
      const {
        passwordHash: _hash,
        edeliveryConsentAt: _at,
        edeliveryConsentVersion: _version,
        ...row
      } = inDollars(full);
      return {
        ...row,
        invitation: invitationOf(full),
        role: row.role as Role,
        membershipLevel: row.membershipLevel as ManagedUser["membershipLevel"],
        investorType: row.investorType as ManagedUser["investorType"],
        ...(commitments.get(row.id) ?? { fundICommitment: 0, fundIICommitment: 0 }),
        lastLogin: row.lastLogin?.toISOString() ?? null,
        archivedAt: row.archivedAt?.toISOString() ?? null,
        hasRecords: withRecords.has(row.id),
        twoFactorEnabled: withTwoFactor.has(row.id),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
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

  return { toManaged, getUser, endSessions };
}
