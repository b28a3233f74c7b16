import { useState } from "react";
import { useRevalidator } from "react-router";
import { ACCOUNT_API, accountPasswordSchema } from "#domain/account.ts";
import { PASSWORD_MIN_LENGTH } from "#domain/auth.ts";
import { PasswordInput } from "#app/components/accounts/auth/password-input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import type { accountApi } from "#domain/api/account.ts";
import { useForm } from "#app/lib/use-form.ts";
import { StatusLine } from "./status-line";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change one's own password: the server ends the other sessions and e-mails a notice. */
export function PasswordCard({ username }: { username: string }) {
  const revalidator = useRevalidator();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initial: () => EMPTY,
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    schema: accountPasswordSchema,
    toPayload: (values) => values,
    submit: async (payload) => {
      setSuccess(null);
      setFailure(null);
      const { sessionsEnded } = await api.post<typeof accountApi.password>(ACCOUNT_API.password, payload);
      setSuccess(
        sessionsEnded === 0
          ? "Your password has been changed."
          : `Your password has been changed. ${sessionsEnded} other ${sessionsEnded === 1 ? "session was" : "sessions were"} signed out.`,
      );
    },
    failure: "Password not changed",
    onError: setFailure,
    onSuccess: () => {
      form.setValues(EMPTY);
      void revalidator.revalidate();
    },
  });

  return (
    <section aria-labelledby="password-heading">
      <Card>
        <CardBody>
          <h2 id="password-heading" className="text-xl font-semibold text-brand-900">
            Password
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Changing your password signs you out everywhere else. We e-mail you when it changes.
          </p>
          <form {...form.formProps} aria-labelledby="password-heading" className="mt-5 grid max-w-md gap-4">
            {/* Lets password managers tie the new password to this account. */}
            <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
            <Field label="Current password" required error={form.error("currentPassword")}>
              {(p) => (
                <PasswordInput
                  {...p}
                  name="currentPassword"
                  autoComplete="current-password"
                  required
                  value={form.values.currentPassword}
                  onChange={form.set("currentPassword")}
                />
              )}
            </Field>
            <Field label="New password" required error={form.error("newPassword")}>
              {(p) => (
                <PasswordInput
                  {...p}
                  name="newPassword"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  aria-describedby={p["aria-describedby"] ?? "new-password-hint"}
                  value={form.values.newPassword}
                  onChange={form.set("newPassword")}
                />
              )}
            </Field>
            {!form.error("newPassword") ? (
              <p id="new-password-hint" className="-mt-2 text-xs text-slate-600">
                At least {PASSWORD_MIN_LENGTH} characters; common passwords are refused.
              </p>
            ) : null}
            <Field label="Confirm new password" required error={form.error("confirmPassword")}>
              {(p) => (
                <PasswordInput
                  {...p}
                  name="confirmPassword"
                  autoComplete="new-password"
                  required
                  value={form.values.confirmPassword}
                  onChange={form.set("confirmPassword")}
                />
              )}
            </Field>
            <StatusLine success={success} error={failure} />
            <div>
              <Button type="submit" aria-disabled={form.pending || undefined}>
                {form.pending ? "Changing password..." : "Change password"}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </section>
  );
}
