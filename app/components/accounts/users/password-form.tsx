import { PASSWORD_MIN_LENGTH } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import { passwordChangeSchema, type ManagedUser } from "#domain/user.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { userApi } from "#domain/api/users.ts";
import { useForm } from "#app/lib/use-form.ts";
import { plural } from "./use-users";
import { USER_API, USER_TEXTS } from "./variants";

/** A staff member sets another account's password; the server ends that account's other sessions. */
export function PasswordForm({ target, onClose }: { target: ManagedUser; onClose: () => void }) {
  const toast = useToast();
  const form = useForm({
    initial: () => ({ newPassword: "" }),
    fields: ["newPassword"],
    schema: passwordChangeSchema,
    toPayload: (values) => values,
    submit: async (payload) => {
      const { sessionsEnded } = await api.put<typeof userApi.setPassword>(USER_API.password(target.id), payload);
      toast({
        title: USER_TEXTS.passwordUpdated,
        description: sessionsEnded ? `${plural(sessionsEnded, "session")} of ${displayName(target)} ended.` : undefined,
      });
    },
    failure: USER_TEXTS.passwordFailed,
    onSuccess: onClose,
  });
  const error = form.error("newPassword");

  return (
    <form {...form.formProps} className="space-y-4">
      {/* Lets password managers tie the new password to the right account. */}
      <input type="text" name="username" autoComplete="username" value={target.username} readOnly hidden />
      <Field label="New password" required error={error}>
        {(p) => (
          <Input
            {...p}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={form.values.newPassword}
            onChange={form.set("newPassword")}
          />
        )}
      </Field>
      {!error ? (
        <p className="-mt-2 text-xs text-slate-600">
          At least {PASSWORD_MIN_LENGTH} characters; common passwords are refused.
        </p>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onClose} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Updating..." : "Update Password"}
        </Button>
      </div>
    </form>
  );
}
