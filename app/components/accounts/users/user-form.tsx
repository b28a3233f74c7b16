// Over 300 lines: the create and edit forms of a user share every field and its errors.
import { useId } from "react";
import { INVITATION_TTL_HOURS } from "#domain/account-link-terms.ts";
import { PASSWORD_MIN_LENGTH, ROLE_LABELS, type Role, type SessionUser } from "#domain/auth.ts";
import {
  ADMIN_MANAGEABLE_ROLES,
  COMMITMENT_FUNDS,
  COMMITMENT_STEP,
  INVESTOR_TYPE_LABELS,
  INVESTOR_TYPES,
  MEMBERSHIP_LEVEL_LABELS,
  MEMBERSHIP_LEVELS,
  userCreateSchema,
  userUpdateSchema,
  type CommitmentField,
  type InvestorType,
  type ManagedUser,
  type MembershipLevel,
} from "#domain/user.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import type { userApi } from "#domain/api/users.ts";
import { conforms } from "#app/lib/use-field-errors.ts";
import { withCurrent } from "#app/components/staff/content-tab-kit.tsx";
import { USER_API, USERS_VARIANTS, type UsersVariant } from "./variants";

/**
 * The one user form of the staff screens; what differs between the Users tab and /user-management
 * (where it posts, which roles it offers) is in ./variants.ts. Both validate with the same domain
 * schemas: names required, Viewer offered.
 */

/** How a create form starts: empty ("Add User") or as an investor with both funds ("Create New Investor"). */
export type UserPreset = "blank" | "investor";

export type UserFormValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  /** On create, for investors and viewers: a password now, or an e-mailed invitation (decision 0027). */
  access: "password" | "invitation";
  role: Role | "";
  status: "active" | "inactive";
  fundIAccess: boolean;
  fundIIAccess: boolean;
  fundICommitment: string;
  fundIICommitment: string;
  membershipLevel: MembershipLevel;
  investorType: InvestorType;
};

/** The controls' names in screen order (server field names; Status is `isActive`). */
export const USER_FIELDS = [
  "firstName",
  "lastName",
  "username",
  "email",
  "sendInvitation",
  "password",
  "role",
  "isActive",
  "fundIAccess",
  "fundIIAccess",
  "fundICommitment",
  "fundIICommitment",
  "membershipLevel",
  "investorType",
] as const;

export function initialUserValues(
  item: ManagedUser | null,
  preset: UserPreset,
  roles: readonly Role[],
): UserFormValues {
  if (item) {
    return {
      firstName: item.firstName ?? "",
      lastName: item.lastName ?? "",
      username: item.username,
      email: item.email,
      password: "",
      access: "password",
      role: item.role,
      status: item.isActive ? "active" : "inactive",
      fundIAccess: item.fundIAccess,
      fundIIAccess: item.fundIIAccess,
      fundICommitment: item.fundICommitment ? String(item.fundICommitment) : "",
      fundIICommitment: item.fundIICommitment ? String(item.fundIICommitment) : "",
      membershipLevel: item.membershipLevel,
      investorType: item.investorType,
    };
  }
  const investor = preset === "investor";
  return {
    firstName: "",
    lastName: "",
    username: "",
    email: "",
    password: "",
    access: "password",
    role: investor || roles.includes("investor") ? "investor" : "",
    status: "active",
    fundIAccess: investor,
    fundIIAccess: investor,
    fundICommitment: "",
    fundIICommitment: "",
    membershipLevel: "standard",
    investorType: "individual",
  };
}

const ACCESS_FLAGS = [
  ["fundIAccess", "Fund I access"],
  ["fundIIAccess", "Fund II access"],
] as const;

/** "" is 0; anything else as a number (NaN if it isn't one, which the schema then reports). */
const toAmount = (value: string) => (value.trim() === "" ? 0 : Number(value));

/** Only investors and viewers are invited; staff accounts are created with a password. */
export const mayInvite = (role: Role | "") => (ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(role);
const invites = (values: UserFormValues, editing: boolean) =>
  !editing && values.access === "invitation" && mayInvite(values.role);

/** The request body (spec section 7). Only investors hold commitments, so other roles send 0. */
export function toUserPayload(values: UserFormValues, editing: boolean) {
  const investor = values.role === "investor";
  const inviting = invites(values, editing);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username.trim(),
    email: values.email.trim(),
    // An invitation carries no password: the user chooses one (decision 0027).
    ...(inviting ? { sendInvitation: true } : editing && values.password === "" ? {} : { password: values.password }),
    role: values.role,
    isActive: values.status === "active",
    fundIAccess: values.fundIAccess,
    fundIIAccess: values.fundIIAccess,
    fundICommitment: investor ? toAmount(values.fundICommitment) : 0,
    fundIICommitment: investor ? toAmount(values.fundIICommitment) : 0,
    membershipLevel: values.membershipLevel,
    investorType: values.investorType,
  };
}

export const userSchema = (editing: boolean) => (editing ? userUpdateSchema : userCreateSchema);

/** The roles the form offers; editing an account whose role it doesn't offer keeps that role selectable. */
export const userFormRoles = (variant: UsersVariant, user: SessionUser, editing: ManagedUser | null) =>
  withCurrent<Role>(USERS_VARIANTS[variant].roles(user), editing?.role);

/**
 * Create through the screen's endpoint (both take the create body); edits save with PUT
 * /api/users/:id on both screens. The form checked the payload with `userSchema(editing)`, so
 * `conforms` only tells the compiler which body it is (it cannot fail here).
 */
export function saveUser(variant: UsersVariant, payload: unknown, editing: ManagedUser | null): Promise<unknown> {
  if (editing && conforms(userUpdateSchema, payload))
    return api.put<typeof userApi.update>(USER_API.update(editing.id), payload);
  if (!editing && conforms(userCreateSchema, payload))
    return api.post<typeof userApi.create | typeof userApi.adminCreate>(USERS_VARIANTS[variant].createPath, payload);
  return Promise.reject(new Error("Check the form's fields"));
}

/** The form's fields, given the state of a `useForm` over UserFormValues. */
export function UserFields({
  form,
  roles,
  editing,
  autoFocus,
}: {
  form: {
    values: UserFormValues;
    set: (name: keyof UserFormValues) => (event: { target: { value: string } }) => void;
    toggle: (name: keyof UserFormValues) => (event: { target: { checked: boolean } }) => void;
    error: (name: string) => string | undefined;
  };
  roles: readonly Role[];
  editing: boolean;
  autoFocus?: boolean;
}) {
  const { values, set, toggle, error } = form;
  const passwordHintId = useId();
  const accessName = useId();
  const inviting = !editing && values.access === "invitation" && mayInvite(values.role);
  const commitmentHintId = useId();
  const accessErrorId = useId();
  const isInvestor = values.role === "investor";
  const describedBy = (...ids: Array<string | undefined | false>) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First Name" required error={error("firstName")}>
        {(p) => (
          <Input
            {...p}
            name="firstName"
            required
            autoFocus={autoFocus}
            autoComplete="off"
            maxLength={100}
            value={values.firstName}
            onChange={set("firstName")}
          />
        )}
      </Field>
      <Field label="Last Name" required error={error("lastName")}>
        {(p) => (
          <Input
            {...p}
            name="lastName"
            required
            autoComplete="off"
            maxLength={100}
            value={values.lastName}
            onChange={set("lastName")}
          />
        )}
      </Field>
      <Field label="Username" required error={error("username")}>
        {(p) => (
          <Input
            {...p}
            name="username"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            value={values.username}
            onChange={set("username")}
          />
        )}
      </Field>
      <Field label="Email" required error={error("email")}>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={255}
            value={values.email}
            onChange={set("email")}
          />
        )}
      </Field>
      {!editing && mayInvite(values.role) ? (
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Account set-up</legend>
          <div className="grid gap-2">
            {(
              [
                ["password", "Staff set the first credentials below"],
                [
                  "invitation",
                  `E-mail an invitation: the user chooses their own, with a link valid ${INVITATION_TTL_HOURS} hours`,
                ],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={accessName}
                  value={value}
                  checked={values.access === value}
                  onChange={set("access")}
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={inviting ? "hidden" : "sm:col-span-2"}>
        <Field label="Password" required={!editing && !inviting} error={error("password")}>
          {(p) => (
            <Input
              {...p}
              aria-describedby={describedBy(p["aria-describedby"], passwordHintId)}
              name="password"
              type="password"
              required={!editing && !inviting}
              disabled={inviting}
              autoComplete="new-password"
              value={values.password}
              onChange={set("password")}
            />
          )}
        </Field>
        <p id={passwordHintId} className="mt-1.5 text-sm text-slate-600">
          At least {PASSWORD_MIN_LENGTH} characters; avoid common passwords.
          {editing ? " Leave empty to keep the current password." : ""}
        </p>
      </div>
      <Field label="Role" required error={error("role")}>
        {(p) => (
          <NativeSelect {...p} name="role" required value={values.role} onChange={set("role")}>
            {values.role === "" ? <option value="">Select a role</option> : null}
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Status" error={error("isActive")}>
        {(p) => (
          <NativeSelect {...p} name="isActive" value={values.status} onChange={set("status")}>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </NativeSelect>
        )}
      </Field>

      {/* A commitment to a fund needs access to it (decision 0024): the error sits on the access box. */}
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Fund access</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {ACCESS_FLAGS.map(([name, label]) => {
            const message = error(name);
            return (
              <Checkbox
                key={name}
                name={name}
                checked={values[name]}
                onChange={toggle(name)}
                {...(message ? { "aria-invalid": true, "aria-describedby": `${accessErrorId}-${name}` } : {})}
              >
                {label}
              </Checkbox>
            );
          })}
        </div>
        {ACCESS_FLAGS.map(([name]) =>
          error(name) ? (
            <p key={name} id={`${accessErrorId}-${name}`} className="mt-1.5 text-sm text-red-700">
              {error(name)}
            </p>
          ) : null,
        )}
      </fieldset>

      {(Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>).map(([name, fund]) => (
        <Field key={name} label={`${fund} Commitment (USD)`} error={error(name)}>
          {(p) => (
            <Input
              {...p}
              aria-describedby={describedBy(p["aria-describedby"], !isInvestor && commitmentHintId)}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              step={COMMITMENT_STEP}
              placeholder="0"
              disabled={!isInvestor}
              className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600"
              value={isInvestor ? values[name] : ""}
              onChange={set(name)}
            />
          )}
        </Field>
      ))}
      {isInvestor ? null : (
        <p id={commitmentHintId} className="-mt-2 text-sm text-slate-600 sm:col-span-2">
          Only investors hold capital commitments; saving with another role sets them to 0.
        </p>
      )}

      <Field label="Membership Level" error={error("membershipLevel")}>
        {(p) => (
          <NativeSelect {...p} name="membershipLevel" value={values.membershipLevel} onChange={set("membershipLevel")}>
            {MEMBERSHIP_LEVELS.map((level) => (
              <option key={level} value={level}>
                {MEMBERSHIP_LEVEL_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Investor Type" error={error("investorType")}>
        {(p) => (
          <NativeSelect {...p} name="investorType" value={values.investorType} onChange={set("investorType")}>
            {INVESTOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {INVESTOR_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
