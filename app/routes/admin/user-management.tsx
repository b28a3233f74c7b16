import { ArrowLeft, FileText, ShieldAlert } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { data, Link, useNavigation, useRevalidator } from "react-router";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, ROLE_LABELS, ROLES, type Role, type SessionUser } from "../../../domain/auth";
import { fieldErrorsOf } from "../../../domain/field-errors";
import { adminUserCreateSchema, EMAIL_AND_PASSWORD_REQUIRED, userUpdateSchema, type ManagedUser } from "../../../domain/user";
import { AdminHeader, displayName } from "~/components/admin/admin-shell";
import { Logo } from "~/components/site/logo";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { Button, buttonClass } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, NativeSelect } from "~/components/ui/field";
import { Table, Td, Th } from "~/components/ui/table";
import { useToast } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { ApiError, postJson, putJson } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { formatShortDate } from "~/lib/format";
import { PRIVATE_HEADERS, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/user-management";

/**
 * User management (spec 2, "/user-management"): super admins only. A signed-out visitor goes to
 * the admin sign-in; anyone else signed in gets the Access Restricted page with status 403, and
 * no user data is read for them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { roles: ROLES, loginPath: "/admin-portal" });
  if (user.role !== "super_admin") {
    return data({ restricted: true as const, user, users: null }, { status: 403, headers: PRIVATE_HEADERS });
  }
  const users = await context.services.users.listUsers({ visibleTo: "super_admin" });
  return data({ restricted: false as const, user, users }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.restricted === false ? `User Management | ${site.name}` : `Access Restricted | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  if (loaderData.restricted) return <AccessRestricted user={loaderData.user} />;
  return <Manager user={loaderData.user} users={loaderData.users} />;
}

function AccessRestricted({ user }: { user: SessionUser }) {
  const staff = user.role === "admin" || user.role === "super_admin";
  return (
    <div className="min-h-dvh bg-slate-50">
      {staff ? (
        <AdminHeader user={user} />
      ) : (
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl items-center px-4 py-3 sm:px-6 lg:px-8">
            <Link to="/" aria-label={`${site.name} home`} className="rounded-md">
              <Logo />
            </Link>
          </div>
        </header>
      )}
      <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-20 text-center outline-none sm:px-6">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-gold-100 text-gold-700">
          <ShieldAlert className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-bold text-brand-900">Access Restricted</h1>
        <p className="mt-4 text-slate-700">
          User Management is only available to Super Administrators. Only Super Admins can create and manage user accounts.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/admin-portal" className={buttonClass("primary")}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Admin Portal
          </Link>
        </div>
      </main>
    </div>
  );
}

/** Staff first (super admins, then admins), then everyone else; newest first within a group. */
const ROLE_ORDER: Record<Role, number> = { super_admin: 0, admin: 1, investor: 2, viewer: 3 };
const ROLE_TONES = { super_admin: "gold", admin: "brand", investor: "slate", viewer: "slate" } as const satisfies Record<
  Role,
  string
>;
const FORM_ROLES = ["admin", "super_admin", "investor"] as const satisfies readonly Role[];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function Manager({ user, users }: { user: SessionUser; users: ManagedUser[] }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [passwordFor, setPasswordFor] = useState<ManagedUser | null>(null);
  const [sessionsFor, setSessionsFor] = useState<ManagedUser | null>(null);
  const formSectionRef = useRef<HTMLElement>(null);

  const loading =
    revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/user-management");
  const sorted = [...users].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const staffCount = users.filter((u) => u.role === "admin" || u.role === "super_admin").length;

  const startEdit = (target: ManagedUser) => {
    setEditing(target);
    // Edit User fills the form (spec): bring it into view and put focus in it.
    requestAnimationFrame(() => {
      formSectionRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      formSectionRef.current?.querySelector<HTMLElement>("input[name=email]")?.focus({ preventScroll: true });
    });
  };

  const endSessions = async () => {
    if (!sessionsFor) return false;
    try {
      const { ended } = await postJson<{ ended: number }>(`/api/admin/users/${sessionsFor.id}/sessions/revoke`, {});
      toast({
        title: "Sessions ended",
        description: `Ended ${plural(ended, "session")} of ${displayName(sessionsFor)}.`,
      });
      return true;
    } catch (error) {
      toast({
        title: "Failed to end sessions",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">User Management</h1>
            <p className="mt-1 text-slate-700">Create accounts, reset passwords and end sessions. Super Admins only.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin-portal" className={buttonClass("outline")}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Portal
            </Link>
            <Link to="/admin-dashboard" className={buttonClass("outline")}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Article Management
            </Link>
          </div>
        </div>

        <div className="mt-8 space-y-10">
          <section ref={formSectionRef} aria-labelledby="user-form-heading" className="scroll-mt-24">
            <Card>
              <CardBody>
                <UserForm
                  key={editing?.id ?? "new"}
                  editing={editing}
                  onDone={() => setEditing(null)}
                  onSaved={() => void revalidator.revalidate()}
                />
              </CardBody>
            </Card>
          </section>

          <section aria-labelledby="users-heading" aria-busy={loading} className="min-w-0">
            <h2 id="users-heading" className="text-2xl font-semibold text-brand-900">
              Users
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {plural(users.length, "account")}, {plural(staffCount, "staff account")}. Super Admins and Admins are listed first.
            </p>
            <div role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
              {loading ? "Loading admin users..." : null}
            </div>
            {sorted.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">No admin users found.</p>
            ) : (
              <div className={cn("transition-opacity", loading && "opacity-60")}>
                <Table caption={`Users (${users.length}), staff first`} className="min-w-[880px]">
                  <thead>
                    <tr>
                      <Th>Name</Th>
                      <Th>Email</Th>
                      <Th>Role</Th>
                      <Th>Status</Th>
                      <Th>Last sign-in</Th>
                      <Th className="relative">
                        <span className="sr-only">Actions</span>
                      </Th>
                    </tr>
                  </thead>
                  <tbody>
                    {sorted.map((u) => {
                      const name = displayName(u);
                      return (
                        <tr key={u.id} className={cn(editing?.id === u.id && "bg-brand-50")}>
                          <Td>
                            <span className="font-medium text-slate-900">{name}</span>
                            <span className="block text-xs text-slate-600">{u.username}</span>
                          </Td>
                          <Td className="break-words">{u.email}</Td>
                          <Td className="whitespace-nowrap">
                            <Badge tone={ROLE_TONES[u.role]}>{ROLE_LABELS[u.role]}</Badge>
                          </Td>
                          <Td>{u.isActive ? "Active" : "Inactive"}</Td>
                          <Td className="whitespace-nowrap">{u.lastLogin ? formatShortDate(u.lastLogin) : "Never"}</Td>
                          <Td>
                            <span className="relative flex flex-wrap justify-end gap-2">
                              <Button variant="outline" size="sm" onClick={() => startEdit(u)}>
                                Edit User<span className="sr-only"> {name}</span>
                              </Button>
                              <Button variant="outline" size="sm" onClick={() => setPasswordFor(u)}>
                                Change password<span className="sr-only"> for {name}</span>
                              </Button>
                              <Button
                                variant="outline"
                                size="sm"
                                className="border-red-200 text-red-800 hover:bg-red-50"
                                onClick={() => setSessionsFor(u)}
                              >
                                End sessions<span className="sr-only"> of {name}</span>
                              </Button>
                            </span>
                          </Td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </div>
            )}
          </section>
        </div>
      </main>

      <Dialog
        open={passwordFor !== null}
        onOpenChange={(open) => !open && setPasswordFor(null)}
        title="Change password"
        description={
          passwordFor
            ? `Set a new password for ${displayName(passwordFor)} (${passwordFor.username}). Their other sessions end.`
            : undefined
        }
      >
        {passwordFor ? <PasswordForm key={passwordFor.id} target={passwordFor} onClose={() => setPasswordFor(null)} /> : null}
      </Dialog>

      <ConfirmDialog
        open={sessionsFor !== null}
        onOpenChange={(open) => !open && setSessionsFor(null)}
        title="End sessions?"
        description={
          sessionsFor
            ? `${displayName(sessionsFor)} will be signed out on every device${sessionsFor.id === user.id ? " except this one" : ""}.`
            : ""
        }
        confirmLabel="End sessions"
        pendingLabel="Ending..."
        onConfirm={endSessions}
      />
    </div>
  );
}

type FormValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  role: Role;
  fundIAccess: boolean;
  fundIIAccess: boolean;
  fundICommitment: string;
  fundIICommitment: string;
};
const FIELD_ORDER = [
  "email",
  "password",
  "firstName",
  "lastName",
  "username",
  "role",
  "fundICommitment",
  "fundIICommitment",
] as const;

function initialValues(user: ManagedUser | null): FormValues {
  if (!user) {
    return {
      email: "",
      password: "",
      firstName: "",
      lastName: "",
      username: "",
      role: "investor",
      fundIAccess: false,
      fundIIAccess: false,
      fundICommitment: "",
      fundIICommitment: "",
    };
  }
  return {
    email: user.email,
    password: "",
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    username: user.username,
    role: user.role,
    fundIAccess: user.fundIAccess,
    fundIIAccess: user.fundIIAccess,
    fundICommitment: user.fundICommitment ? String(user.fundICommitment) : "",
    fundIICommitment: user.fundIICommitment ? String(user.fundIICommitment) : "",
  };
}

const firstErrors = (fieldErrors: Record<string, string[]> | undefined) => {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) out[field] = messages[0] ?? "";
  return out;
};

/**
 * The create form; Edit User fills it with that user's details, and it then saves with
 * PUT /api/users/:id (submit label "Update"; an empty password leaves the password unchanged).
 */
function UserForm({ editing, onDone, onSaved }: { editing: ManagedUser | null; onDone: () => void; onSaved: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState(() => initialValues(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const roles: readonly Role[] =
    editing && !FORM_ROLES.includes(editing.role as never) ? [...FORM_ROLES, editing.role] : FORM_ROLES;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  const focusFirst = (found: Record<string, string>) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };
  const fail = (found: Record<string, string>, title: string, description?: string) => {
    setErrors(found);
    focusFirst(found);
    toast({ title, description, variant: "destructive" });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      username: values.username.trim(),
      role: values.role,
      fundIAccess: values.fundIAccess,
      fundIIAccess: values.fundIIAccess,
      // Only investors hold capital commitments (the server refuses them for other roles).
      fundICommitment: values.role === "investor" ? values.fundICommitment : "",
      fundIICommitment: values.role === "investor" ? values.fundIICommitment : "",
    };

    if (!editing && (!body.email || !body.password)) {
      const found: Record<string, string> = {};
      if (!body.email) found.email = EMAIL_AND_PASSWORD_REQUIRED;
      if (!body.password) found.password = EMAIL_AND_PASSWORD_REQUIRED;
      return fail(found, EMAIL_AND_PASSWORD_REQUIRED);
    }
    if (body.password && body.password.length < PASSWORD_MIN_LENGTH) {
      return fail({ password: PASSWORD_TOO_SHORT }, PASSWORD_TOO_SHORT);
    }
    const checked = editing ? userUpdateSchema.safeParse(body) : adminUserCreateSchema.safeParse(body);
    if (!checked.success) {
      return fail(
        firstErrors(fieldErrorsOf(checked.error.issues)),
        editing ? "Failed to update user" : "Failed to create user",
        "Check the highlighted fields.",
      );
    }

    setErrors({});
    setPending(true);
    try {
      if (editing) await putJson(`/api/users/${editing.id}`, checked.data);
      else await postJson("/api/admin/users", checked.data);
    } catch (error) {
      setPending(false);
      const found = error instanceof ApiError ? firstErrors(error.fieldErrors) : {};
      return fail(
        found,
        editing ? "Failed to update user" : "Failed to create user",
        error instanceof Error ? error.message : undefined,
      );
    }
    setPending(false);
    toast({ title: editing ? "User updated successfully" : "User created successfully" });
    onSaved();
    if (editing) onDone();
    else setValues(initialValues(null));
  };

  const commitmentsApply = values.role === "investor";

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="user-form-heading" className="space-y-4">
      <div>
        <h2 id="user-form-heading" className="text-xl font-semibold text-brand-900">
          {editing ? "Edit User" : "Create User"}
        </h2>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {editing ? (
            <>
              Editing <span className="font-medium text-slate-800">{displayName(editing)}</span>. Leave the password empty to keep
              it.
            </>
          ) : (
            "Fields marked * are required."
          )}
        </p>
      </div>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        <Field label="Email" required error={errors.email}>
          {(p) => (
            <Input
              {...p}
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={255}
              value={values.email}
              onChange={(e) => set("email", e.target.value)}
            />
          )}
        </Field>
        <div>
          <Field label={editing ? "New password (optional)" : "Password"} required={!editing} error={errors.password}>
            {(p) => (
              <Input
                {...p}
                name="password"
                type="password"
                autoComplete="new-password"
                required={!editing}
                minLength={PASSWORD_MIN_LENGTH}
                value={values.password}
                onChange={(e) => set("password", e.target.value)}
              />
            )}
          </Field>
          {!errors.password ? (
            <p className="mt-1.5 text-xs text-slate-600">
              At least {PASSWORD_MIN_LENGTH} characters; common passwords are refused.
            </p>
          ) : null}
        </div>
        <Field label="First name" required={editing !== null} error={errors.firstName}>
          {(p) => (
            <Input
              {...p}
              name="firstName"
              autoComplete="off"
              maxLength={100}
              value={values.firstName}
              onChange={(e) => set("firstName", e.target.value)}
            />
          )}
        </Field>
        <Field label="Last name" required={editing !== null} error={errors.lastName}>
          {(p) => (
            <Input
              {...p}
              name="lastName"
              autoComplete="off"
              maxLength={100}
              value={values.lastName}
              onChange={(e) => set("lastName", e.target.value)}
            />
          )}
        </Field>
        <Field label="Username" required error={errors.username}>
          {(p) => (
            <Input
              {...p}
              name="username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={100}
              value={values.username}
              onChange={(e) => set("username", e.target.value)}
            />
          )}
        </Field>
        <Field label="Role" required error={errors.role}>
          {(p) => (
            <NativeSelect {...p} name="role" value={values.role} onChange={(e) => set("role", e.target.value as Role)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Fund access</legend>
          <div className="flex flex-wrap gap-x-6">
            <Checkbox label="Fund I" checked={values.fundIAccess} onChange={(v) => set("fundIAccess", v)} />
            <Checkbox label="Fund II" checked={values.fundIIAccess} onChange={(v) => set("fundIIAccess", v)} />
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Capital commitments (USD)</legend>
          {!commitmentsApply ? <p className="mb-2 text-xs text-slate-600">Only investors hold capital commitments.</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Fund I commitment" error={errors.fundICommitment}>
              {(p) => (
                <Input
                  {...p}
                  name="fundICommitment"
                  type="number"
                  min={0}
                  step={1000}
                  inputMode="decimal"
                  disabled={!commitmentsApply}
                  value={values.fundICommitment}
                  onChange={(e) => set("fundICommitment", e.target.value)}
                />
              )}
            </Field>
            <Field label="Fund II commitment" error={errors.fundIICommitment}>
              {(p) => (
                <Input
                  {...p}
                  name="fundIICommitment"
                  type="number"
                  min={0}
                  step={1000}
                  inputMode="decimal"
                  disabled={!commitmentsApply}
                  value={values.fundIICommitment}
                  onChange={(e) => set("fundIICommitment", e.target.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {editing ? (
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? "Updating..." : "Update") : pending ? "Creating..." : "Create User"}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm({ target, onClose }: { target: ManagedUser; onClose: () => void }) {
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(PASSWORD_TOO_SHORT);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const { sessionsEnded } = await putJson<{ message: string; sessionsEnded: number }>(
        `/api/admin/users/${target.id}/password`,
        { newPassword: password },
      );
      toast({
        title: "Password updated successfully",
        description: sessionsEnded ? `${plural(sessionsEnded, "session")} of ${displayName(target)} ended.` : undefined,
      });
      onClose();
    } catch (err) {
      const message = err instanceof ApiError ? (err.fieldErrors?.newPassword?.[0] ?? err.message) : undefined;
      setError(message);
      toast({ title: "Failed to update password", description: message, variant: "destructive" });
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {/* Lets password managers tie the new password to the right account. */}
      <input type="text" name="username" autoComplete="username" value={target.username} readOnly hidden />
      <Field label="New password" required error={error}>
        {(p) => (
          <Input
            {...p}
            ref={inputRef}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      {!error ? (
        <p className="-mt-2 text-xs text-slate-600">At least {PASSWORD_MIN_LENGTH} characters; common passwords are refused.</p>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Updating..." : "Update Password"}
        </Button>
      </div>
    </form>
  );
}

