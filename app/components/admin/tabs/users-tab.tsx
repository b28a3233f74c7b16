import { Pencil, Trash2, UserPlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { PASSWORD_MIN_LENGTH, ROLE_LABELS, type Role, type SessionUser } from "../../../../domain/auth";
import {
  ADMIN_MANAGEABLE_ROLES,
  COMMITMENT_FUNDS,
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
} from "../../../../domain/user";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, NativeSelect } from "~/components/ui/field";
import { Table, Td, Th } from "~/components/ui/table";
import { useFormDialog, type FormDialog } from "../use-form-dialog";
import {
  AddButton,
  EmptyState,
  FormActions,
  formatUsd,
  REQUIRED_NOTE,
  TabHeader,
  useDeleteWithConfirm,
  useDialogForm,
  withCurrent,
} from "./content-tab-kit";

/** What users-tab.server.ts loads for this tab. */
export interface UsersTabData {
  users: ManagedUser[];
}

const TEXTS = {
  created: "User created successfully",
  updated: "User updated successfully",
  createFailed: "Failed to create user",
  updateFailed: "Failed to update user",
};

const ROLE_TONES = { investor: "brand", viewer: "slate", admin: "gold", super_admin: "dark" } as const satisfies Record<Role, string>;

/** "First Last", or the username when the account has no name. */
const displayName = (u: Pick<ManagedUser, "firstName" | "lastName" | "username">) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.username;

/** The roles the signed-in staff member may give in this form (decisions, "Accounts and access" 4). */
function assignableRoles(user: SessionUser): readonly Role[] {
  return user.role === "super_admin" ? ["admin", "investor", "viewer"] : ADMIN_MANAGEABLE_ROLES;
}

/** How the create dialog was opened: "Add User" (empty) or "Create New Investor" (prefilled). */
type Preset = "blank" | "investor";

/**
 * Admin portal, Users tab: the accounts this staff member may manage (an admin sees investors and
 * viewers; a super admin everyone) with Add User, Create New Investor, edit and delete.
 */
export default function UsersTab({ user, data }: { user: SessionUser; data?: UsersTabData }) {
  const users = data?.users ?? [];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useFormDialog<ManagedUser>(TEXTS);
  const [preset, setPreset] = useState<Preset>("blank");
  const remove = useDeleteWithConfirm<ManagedUser>({
    path: (item) => `/api/users/${item.id}`,
    name: (item) => `${displayName(item)} (${item.username})`,
    noun: "user",
    deleted: "User deleted successfully",
    deleteFailed: "Failed to delete user",
    focusAfter: headingRef,
  });
  const openCreate = (kind: Preset) => {
    setPreset(kind);
    form.openCreate();
  };
  const openEdit = form.openEdit;
  const dialogTitle = form.editing ? "Edit User" : preset === "investor" ? "Create New Investor" : "Add User";

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Users"
        description={
          user.role === "super_admin"
            ? "Every account: investors, viewers and staff."
            : "Investor and viewer accounts. Staff accounts are managed by a super admin."
        }
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add User"
        onAdd={() => openCreate("blank")}
      >
        <Button variant="outline" onClick={() => openCreate("investor")}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Create New Investor
        </Button>
      </TabHeader>

      {users.length === 0 ? (
        <EmptyState message="No users yet. Add a user or create a new investor to get started.">
          <AddButton label="Add User" onClick={() => openCreate("blank")} />
        </EmptyState>
      ) : (
        <Table caption={`Users (${users.length})`}>
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Fund Access</Th>
              <Th className="text-right">Capital Commitments</Th>
              <Th>Status</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {users.map((item) => {
              const name = displayName(item);
              return (
                <tr key={item.id}>
                  <Td>
                    <span className="font-medium whitespace-nowrap text-slate-900">{name}</span>
                    <span className="block text-xs text-slate-600">{item.username}</span>
                  </Td>
                  <Td className="whitespace-nowrap">{item.email}</Td>
                  <Td>
                    <Badge tone={ROLE_TONES[item.role]}>{ROLE_LABELS[item.role]}</Badge>
                  </Td>
                  <Td>
                    {item.fundIAccess || item.fundIIAccess ? (
                      <span className="flex flex-wrap gap-1">
                        {item.fundIAccess ? <Badge tone="brand">Fund I</Badge> : null}
                        {item.fundIIAccess ? <Badge tone="brand">Fund II</Badge> : null}
                      </span>
                    ) : (
                      <span className="text-slate-600">None</span>
                    )}
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatUsd(String(item.capitalCommitment))}</Td>
                  <Td>
                    <Badge tone={item.isActive ? "green" : "slate"}>{item.isActive ? "Active" : "Inactive"}</Badge>
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => openEdit(item)} className="relative">
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                        Edit<span className="sr-only"> {name}</span>
                      </Button>
                      {/* Nobody deletes their own account here (the server refuses it too). */}
                      {item.id === user.id ? null : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => remove.ask(item)}
                          className="relative border-red-200 text-red-800 hover:bg-red-50"
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                          Delete<span className="sr-only"> {name}</span>
                        </Button>
                      )}
                    </div>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}

      <Dialog
        open={form.open}
        onOpenChange={(open) => !form.pending && form.setOpen(open)}
        title={dialogTitle}
        description={REQUIRED_NOTE}
        className="max-w-2xl"
      >
        <UserForm key={form.editing ? `edit-${form.editing.id}` : preset} form={form} preset={preset} user={user} />
      </Dialog>
      {remove.dialog}
    </section>
  );
}

type FormValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  role: Role | "";
  status: "active" | "inactive";
  fundIAccess: boolean;
  fundIIAccess: boolean;
  fundICommitment: string;
  fundIICommitment: string;
  membershipLevel: MembershipLevel;
  investorType: InvestorType;
};
const FIELD_ORDER = [
  "firstName",
  "lastName",
  "username",
  "email",
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

function initialValues(item: ManagedUser | null, preset: Preset, roles: readonly Role[]): FormValues {
  if (item) {
    return {
      firstName: item.firstName ?? "",
      lastName: item.lastName ?? "",
      username: item.username,
      email: item.email,
      password: "",
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

/** "" is 0; anything else as a number (NaN if it isn't one, which the schema then reports). */
const toAmount = (value: string) => (value.trim() === "" ? 0 : Number(value));

/** The request body (spec section 7). Only investors hold commitments, so other roles send 0. */
function toPayload(values: FormValues, editing: boolean) {
  const investor = values.role === "investor";
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username.trim(),
    email: values.email.trim(),
    ...(editing && values.password === "" ? {} : { password: values.password }),
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

function UserForm({
  form,
  preset,
  user,
}: {
  form: FormDialog<ManagedUser>;
  preset: Preset;
  user: SessionUser;
}) {
  // Editing an account whose role this form doesn't offer (a super admin) keeps that role selectable.
  const roles = withCurrent<Role>(assignableRoles(user), form.editing?.role);
  const { values, setValues, set, error, formRef, onSubmit, alert } = useDialogForm(form, {
    initial: () => initialValues(form.editing, preset, roles),
    fieldOrder: FIELD_ORDER,
    schema: (editing) => (editing ? userUpdateSchema : userCreateSchema),
    toPayload,
    path: "/api/users",
    texts: TEXTS,
  });
  const passwordHintId = useId();
  const commitmentHintId = useId();
  const editing = form.editing !== null;
  const isInvestor = values.role === "investor";

  const toggle = (name: "fundIAccess" | "fundIIAccess") => (event: { target: { checked: boolean } }) =>
    setValues((prev) => ({ ...prev, [name]: event.target.checked }));
  const describedBy = (...ids: Array<string | undefined | false>) => ids.filter(Boolean).join(" ") || undefined;

  // The server's field errors (a taken username or e-mail): focus the first field it names.
  useEffect(() => {
    const first = FIELD_ORDER.find((name) => form.fieldErrors[name]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [form.fieldErrors, formRef]);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={error("firstName")}>
          {(p) => (
            <Input {...p} name="firstName" required autoFocus autoComplete="off" value={values.firstName} onChange={set("firstName")} />
          )}
        </Field>
        <Field label="Last Name" required error={error("lastName")}>
          {(p) => <Input {...p} name="lastName" required autoComplete="off" value={values.lastName} onChange={set("lastName")} />}
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
              value={values.username}
              onChange={set("username")}
            />
          )}
        </Field>
        <Field label="Email" required error={error("email")}>
          {(p) => (
            <Input {...p} name="email" type="email" required autoComplete="off" spellCheck={false} value={values.email} onChange={set("email")} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Password" required={!editing} error={error("password")}>
            {(p) => (
              <Input
                {...p}
                aria-describedby={describedBy(p["aria-describedby"], passwordHintId)}
                name="password"
                type="password"
                required={!editing}
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

        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Fund access</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Checkbox name="fundIAccess" checked={values.fundIAccess} onChange={toggle("fundIAccess")}>
              Fund I access
            </Checkbox>
            <Checkbox name="fundIIAccess" checked={values.fundIIAccess} onChange={toggle("fundIIAccess")}>
              Fund II access
            </Checkbox>
          </div>
        </fieldset>

        {(Object.entries(COMMITMENT_FUNDS) as Array<[CommitmentField, string]>).map(([name, fund]) => (
          <Field key={name} label={`${fund} Commitment (USD)`} error={error(name)}>
            {(p) => (
              <Input
                {...p}
                aria-describedby={describedBy(p["aria-describedby"], !isInvestor && commitmentHintId)}
                name={name}
                type="number"
                inputMode="decimal"
                min={0}
                step={1000}
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
      {alert}
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}

/** A checkbox with its label beside it (a 24 px target at least, WCAG 2.2 target size). */
export function Checkbox({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (event: { target: { checked: boolean } }) => void;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      {children}
    </label>
  );
}
