// zod/mini: the same schemas validate the user forms in the browser and the API on the server.
import * as z from "zod/mini";
import type { InvitationState } from "./account-link-terms.ts";
import { passwordSchema, ROLES, type Role } from "./auth.ts";
import { optionalBoolean, requiredEnum, requiredText, text } from "./fields.ts";
import { pageQuerySchema } from "./paging.ts";

export const MEMBERSHIP_LEVELS = ["standard", "preferred", "platinum", "institutional"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];
export const INVESTOR_TYPES = ["individual", "entity", "trust", "family_office", "pension_fund"] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export const MEMBERSHIP_LEVEL_LABELS: Record<MembershipLevel, string> = {
  standard: "Standard",
  preferred: "Preferred",
  platinum: "Platinum",
  institutional: "Institutional",
};
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  individual: "Individual",
  entity: "Entity",
  trust: "Trust",
  family_office: "Family Office",
  pension_fund: "Pension Fund",
};

/** The funds a user form holds one commitment for; stored as capital_commitments.fund_type. */
export const COMMITMENT_FUNDS = { fundICommitment: "Fund I", fundIICommitment: "Fund II" } as const;
export type CommitmentField = keyof typeof COMMITMENT_FUNDS;

/** Roles an admin (not a super admin) may create, edit and delete (docs/product.md §Access rules). */
export const ADMIN_MANAGEABLE_ROLES = ["investor", "viewer"] as const satisfies readonly Role[];

export const MAX_COMMITMENT = 1_000_000_000_000;
const COMMITMENT_MESSAGE = "Commitment must be an amount of 0 or more";
/** docs/product.md §Forms: commitments are whole dollars from 0 in steps of 1,000 (the form's `step`). */
export const COMMITMENT_STEP = 1000;

/**
 * A dollar amount ≥ 0 in steps of 1,000; number or numeric text (forms); "" and null mean 0. The
 * API and the form both check it here, so neither takes an amount the other would refuse.
 */
export const commitmentSchema = z.pipe(
  z.union(
    [
      z.number(),
      z.pipe(
        // Cents are let through here ("1234.56" is a number) for the step's message below.
        z.string().check(z.trim(), z.regex(/^(\d{1,13}(\.\d{1,2})?)?$/)),
        z.transform((s) => (s === "" ? 0 : Number(s))),
      ),
      z.pipe(
        z.null(),
        z.transform(() => 0),
      ),
    ],
    { error: COMMITMENT_MESSAGE },
  ),
  z
    .number()
    .check(
      z.gte(0, COMMITMENT_MESSAGE),
      z.lte(MAX_COMMITMENT, "Commitment must be at most 1,000,000,000,000"),
      z.multipleOf(COMMITMENT_STEP, "Commitment must be whole dollars in steps of 1,000"),
    ),
);

/** Letters, digits, dots, hyphens, underscores: never "@", so a username can't look like an e-mail. */
export const usernameSchema = requiredText("Username", 100).check(
  z.minLength(3, "Username must be at least 3 characters"),
  z.regex(/^[A-Za-z0-9._-]*$/, "Username may contain only letters, numbers, dots, hyphens and underscores"),
);
export const emailSchema = z.pipe(requiredText("Email", 255), z.email("Enter a valid email address"));

/**
 * The user forms' fields without the password. Following domain/fields.ts:
 * required fields are sent on update too; an omitted optional field keeps its stored value on
 * update and takes its default on create (role investor, active, no fund access, commitments 0,
 * membership standard, investor type individual).
 */
const userFields = {
  username: usernameSchema,
  email: emailSchema,
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  role: z.optional(requiredEnum(ROLES, "Role")),
  isActive: optionalBoolean("Active"),
  fundIAccess: optionalBoolean("Fund I access"),
  fundIIAccess: optionalBoolean("Fund II access"),
  fundICommitment: z.optional(commitmentSchema),
  fundIICommitment: z.optional(commitmentSchema),
  membershipLevel: z.optional(requiredEnum(MEMBERSHIP_LEVELS, "Membership level")),
  investorType: z.optional(requiredEnum(INVESTOR_TYPES, "Investor type")),
};

/** The access flag a fund's commitment needs: a commitment to a fund implies access to it. */
export const ACCESS_FOR_COMMITMENT = {
  fundICommitment: "fundIAccess",
  fundIICommitment: "fundIIAccess",
} as const satisfies Record<CommitmentField, "fundIAccess" | "fundIIAccess">;

export const commitmentNeedsAccess = (field: CommitmentField) =>
  `An investor with a ${COMMITMENT_FUNDS[field]} commitment needs ${COMMITMENT_FUNDS[field]} access`;

type AccessAndAmounts = Partial<Record<CommitmentField, unknown> & Record<"fundIAccess" | "fundIIAccess", unknown>>;

/**
 * The commitments above 0 whose fund access is off, as field errors on the access flags. An
 * omitted flag counts as `accessWhenOmitted` (off on create; on update the service checks the
 * stored flags, since an omitted field keeps its stored value there).
 */
export function accessProblems(values: AccessAndAmounts, accessWhenOmitted: boolean): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [field, flag] of Object.entries(ACCESS_FOR_COMMITMENT) as Array<
    [CommitmentField, keyof AccessAndAmounts]
  >) {
    const amount = values[field];
    const access = values[flag] ?? accessWhenOmitted;
    if (typeof amount === "number" && amount > 0 && access === false) problems[flag] = [commitmentNeedsAccess(field)];
  }
  return problems;
}

/** The schema check of the rule above, reported on the access flag (the field to change). */
const commitmentsHaveAccess = (accessWhenOmitted: boolean) =>
  z.superRefine((values: AccessAndAmounts, ctx) => {
    for (const [field, [message]] of Object.entries(accessProblems(values, accessWhenOmitted))) {
      ctx.issues.push({ code: "custom", message, path: [field], input: values[field as keyof AccessAndAmounts] });
    }
  });

export const PASSWORD_REQUIRED = "Password is required";
export const INVITE_PORTAL_ONLY = "Only investor and viewer accounts can be invited; give a staff account a password";
export const NO_PASSWORD_WITH_INVITATION = "Leave the password empty: the invited user chooses their own";

/**
 * An account gets a password now, or (investors and viewers) an invitation to choose one
 * (docs/decisions/0027): `sendInvitation: true` and no password.
 */
const passwordOrInvitation = z.superRefine(
  (values: { password?: string; sendInvitation?: boolean; role?: Role }, ctx) => {
    if (values.sendInvitation) {
      if (values.password !== undefined) {
        ctx.issues.push({ code: "custom", message: NO_PASSWORD_WITH_INVITATION, path: ["password"], input: values });
      }
      if (!(ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(values.role ?? "investor")) {
        ctx.issues.push({ code: "custom", message: INVITE_PORTAL_ONLY, path: ["role"], input: values });
      }
    } else if (values.password === undefined) {
      ctx.issues.push({ code: "custom", message: PASSWORD_REQUIRED, path: ["password"], input: values });
    }
  },
  // Checked even when other fields failed, so a missing password is named with them.
  { when: (payload) => typeof payload.value === "object" && payload.value !== null },
);

/**
 * POST /api/users (the Users tab) and POST /api/admin/users (user management): one form, one
 * schema; names are required on create, and a password unless an invitation is sent.
 */
export const userCreateSchema = z
  .object({
    ...userFields,
    password: z.optional(passwordSchema),
    sendInvitation: optionalBoolean("Send invitation"),
  })
  .check(commitmentsHaveAccess(false), passwordOrInvitation);
export type UserCreateInput = z.output<typeof userCreateSchema>;

/** PUT /api/users/:id: the same fields; an empty or omitted password leaves it unchanged. */
export const userUpdateSchema = z
  .object({
    ...userFields,
    password: z.optional(
      z.pipe(
        z.pipe(
          z.nullable(text("Password")),
          z.transform((v) => v || undefined),
        ),
        z.optional(passwordSchema),
      ),
    ),
  })
  .check(commitmentsHaveAccess(true));
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** The API's message (docs/product.md) when POST /api/admin/users lacks either; the form names each field. */
export const EMAIL_AND_PASSWORD_REQUIRED = "Please provide email and password";

/** PUT /api/admin/users/:userId/password. */
export const passwordChangeSchema = z.object({ newPassword: passwordSchema });

/** A user as both user APIs answer it: never the password hash. Amounts are dollars. */
export interface ManagedUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isActive: boolean;
  fundIAccess: boolean;
  fundIIAccess: boolean;
  fundICommitment: number;
  fundIICommitment: number;
  /** The total of the user's capital_commitments rows. */
  capitalCommitment: number;
  membershipLevel: MembershipLevel;
  investorType: InvestorType;
  phone: string | null;
  mailingAddress: string | null;
  /** When each fund's access was granted (YYYY-MM-DD); null without access. */
  fundIAccessGrantedAt: string | null;
  fundIIAccessGrantedAt: string | null;
  lastLogin: string | null;
  /** Set while the account is archived: its records are kept, it cannot sign in (decision 0024). */
  archivedAt: string | null;
  /**
   * Null once the account has a password (Active). Otherwise the account is Invited (decision
   * 0027): its newest invitation link is pending (with when it expires), expired, or none (revoked
   * or never sent).
   */
  invitation: { state: InvitationState; expiresAt: string | null } | null;
  /**
   * Whether the account holds records (a commitment above 0, capital call or distribution parts,
   * documents of its own, document deliveries): then removing it archives it instead of deleting it.
   */
  hasRecords: boolean;
  /** A second factor is on (decision 0028); a super admin may reset it. */
  twoFactorEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * DELETE /api/users/:id removes an account without records (204, nothing to say) and archives one
 * with records: 200 with `{ result: "archived", user }`.
 */
export interface UserArchived {
  result: "archived";
  user: ManagedUser;
}

/**
 * The users lists' orders (?sort=): newest first (the Users tab's default), name, e-mail, and staff
 * first (/user-management's default: super admins, admins, investors, viewers, newest first in each).
 */
export const USER_SORTS = ["created", "name", "email", "role"] as const;
export type UserSort = (typeof USER_SORTS)[number];
/** Which accounts a list shows (?accounts=): all, the current ones, the archived ones (decision 0024). */
export const ACCOUNT_FILTERS = ["all", "current", "archived"] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

/** GET /api/users/page and GET /api/admin/users/page: ?q= searches name, e-mail, username and member ID. */
export const userPageQuerySchema = pageQuerySchema(USER_SORTS, {
  accounts: z.optional(z.enum(ACCOUNT_FILTERS, { error: "accounts must be all, current or archived" })),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
