import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import type { ManagedUser } from "#domain/user.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { useForm } from "#app/lib/use-form.ts";
import { FormActions } from "#app/components/staff/content-tab-kit.tsx";
import { useDialogForm, type FormDialog } from "#app/components/staff/use-form-dialog.ts";
import {
  initialUserValues,
  saveUser,
  toUserPayload,
  USER_FIELDS,
  UserFields,
  userFormRoles,
  userSchema,
  type UserPreset,
} from "./user-form";
import { USER_TEXTS } from "./variants";

/*
 * Where the one user form sits on each screen: in the Users tab's create/edit dialog, or inline on
 * /user-management. Fields, validation, roles and endpoints are user-form.tsx and variants.ts.
 */

/** The Users tab's variant of the one user form, inside its create/edit dialog. */
export function UserFormDialogBody({
  form,
  preset,
  user,
}: {
  form: FormDialog<ManagedUser>;
  preset: UserPreset;
  user: SessionUser;
}) {
  const roles = userFormRoles("tab", user, form.editing);
  const state = useDialogForm(form, {
    initial: () => initialUserValues(form.editing, preset, roles),
    fields: USER_FIELDS,
    schema: userSchema,
    toPayload: toUserPayload,
    save: (payload, editing) => saveUser("tab", payload, editing),
  });
  return (
    <form {...state.formProps}>
      <UserFields form={state} roles={roles} editing={form.editing !== null} autoFocus />
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}

/**
 * The /user-management variant of the one user form: inline on the page; Edit User fills it, and
 * it then saves with PUT /api/users/:id (submit label "Update"; an empty password leaves the
 * password unchanged). After a create it empties itself for the next account.
 */
export function UserFormInline({
  user,
  editing,
  onDone,
  onSaved,
}: {
  user: SessionUser;
  editing: ManagedUser | null;
  onDone: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const roles = userFormRoles("management", user, editing);
  const form = useForm({
    initial: () => initialUserValues(editing, "blank", roles),
    fields: USER_FIELDS,
    schema: userSchema(editing !== null),
    toPayload: (values) => toUserPayload(values, editing !== null),
    submit: (payload) => saveUser("management", payload, editing),
    failure: editing ? USER_TEXTS.updateFailed : USER_TEXTS.createFailed,
    onSuccess() {
      toast({ title: editing ? USER_TEXTS.updated : USER_TEXTS.created });
      onSaved();
      if (editing) onDone();
      else form.setValues(initialUserValues(null, "blank", roles));
    },
  });

  return (
    <form {...form.formProps} aria-labelledby="user-form-heading" className="space-y-4">
      <div>
        <h2 id="user-form-heading" className="text-xl font-semibold text-brand-900">
          {editing ? "Edit User" : "Create User"}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {editing ? (
            <>
              Editing <span className="font-medium text-slate-800">{displayName(editing)}</span>. Fields marked * are
              required.
            </>
          ) : (
            "Fields marked * are required."
          )}
        </p>
      </div>
      <UserFields form={form} roles={roles} editing={editing !== null} />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {editing ? (
          <Button variant="outline" onClick={onDone} disabled={form.pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={form.pending}>
          {editing ? (form.pending ? "Updating..." : "Update") : form.pending ? "Creating..." : "Create User"}
        </Button>
      </div>
    </form>
  );
}
