import { KeyRound } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import {
  setPasswordSchema,
  type LinkState,
  type PasswordSetAnswer,
  type SetPasswordInput,
} from "#domain/account-links.ts";
import { PASSWORD_MIN_LENGTH } from "#domain/auth.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { site } from "#app/content/site.ts";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { sessionApi } from "#domain/api/account.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { PasswordInput } from "./password-input";

/*
 * The pages of the e-mailed links and of "Forgot password?" (docs/decisions/0027): one card on the
 * public layout, a set-password form, and the page of a link that no longer works.
 */

/** Token pages: never cached, and the token in the address never leaves in a Referer header. */
export const LINK_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-16">
        <Card>
          <CardBody className="p-6 sm:p-8">
            <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-900 text-gold-300">
              <KeyRound className="h-6 w-6" aria-hidden="true" />
            </span>
            <h1 className="mt-4 font-serif text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
            {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
            <div className="mt-6">{children}</div>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

const FIELDS = ["password", "confirmPassword"] as const;

/**
 * New password, typed twice, checked with the shared schema before it is sent; the server applies
 * the full policy (length, common and breached passwords) and its errors land on the fields. A
 * dead link (the server's error on `token`) hands over to `onDeadLink`.
 */
export function SetPasswordForm({
  token,
  username,
  endpoint,
  submitLabel,
  onDone,
  onDeadLink,
}: {
  token: string;
  username: string;
  endpoint: "/api/auth/reset-password" | "/api/auth/accept-invitation" | "/api/auth/accept-entity-invitation";
  submitLabel: string;
  onDone: (answer: PasswordSetAnswer) => void;
  onDeadLink: () => void;
}) {
  const { formProps, error, check, show } = useFieldErrors(FIELDS);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const input: SetPasswordInput = {
      token,
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    };
    setFailure(null);
    if (!check(setPasswordSchema, input)) return;
    setPending(true);
    try {
      onDone(await api.post<typeof sessionApi.resetPassword>(endpoint, input));
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldErrors?.token) return onDeadLink();
      if (caught instanceof ApiError && caught.fieldErrors) {
        const inline: Record<string, string> = {};
        for (const name of FIELDS) if (caught.fieldErrors[name]?.[0]) inline[name] = caught.fieldErrors[name][0];
        show(inline);
        if (Object.keys(inline).length > 0) return;
      }
      setFailure(caught instanceof Error ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form {...formProps} method="post" aria-label={submitLabel} onSubmit={submit} className="grid gap-5">
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field label="New password" required error={error("password")}>
        {(props) => (
          <PasswordInput
            {...props}
            aria-describedby={[props["aria-describedby"], "new-password-hint"].filter(Boolean).join(" ")}
            name="password"
            autoComplete="new-password"
            required
            maxLength={256}
          />
        )}
      </Field>
      <p id="new-password-hint" className="-mt-3 text-sm text-slate-600">
        At least {PASSWORD_MIN_LENGTH} characters. Common and breached passwords are refused.
      </p>
      <Field label="Confirm new password" required error={error("confirmPassword")}>
        {(props) => (
          <PasswordInput {...props} name="confirmPassword" autoComplete="new-password" required maxLength={256} />
        )}
      </Field>
      <div role="alert" aria-atomic="true">
        {failure ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{failure}</p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
        {pending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}

/** After the password is set: neither flow signs in by itself; the user signs in as usual. */
export function PasswordSet({ answer, returnTo }: { answer: PasswordSetAnswer; returnTo?: string | null }) {
  return (
    <div role="status" className="space-y-5">
      <p className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">{answer.message}</p>
      <Link
        to={returnTo ? `${answer.signInPath}?returnTo=${encodeURIComponent(returnTo)}` : answer.signInPath}
        className={buttonClass("primary", "lg")}
      >
        Go to sign in
      </Link>
    </div>
  );
}

const DEAD_REASONS: Record<Exclude<LinkState["status"], "valid">, string> = {
  expired: "This link has expired.",
  used: "This link has already been used.",
  invalid: "This link is not valid any more. A newer link may have been sent since, or it was cancelled.",
};

/** The page of a link that no longer works: why, and how to get a new one. */
export function DeadLink({
  status,
  kind,
}: {
  status: Exclude<LinkState["status"], "valid">;
  kind: "invitation" | "password_reset";
}) {
  return (
    <div className="space-y-4 text-slate-700">
      <p className="font-medium text-slate-900">{DEAD_REASONS[status]}</p>
      {kind === "password_reset" ? (
        <>
          <p>Reset links work once, within an hour. Ask for a new one and use the newest e-mail.</p>
          <Link to="/forgot-password" className={buttonClass("primary")}>
            Ask for a new link
          </Link>
        </>
      ) : (
        <>
          <p>
            Invitation links work once, within 72 hours. Ask us for a new invitation at{" "}
            <a href={`mailto:${site.supportEmail}`} className="font-semibold text-brand-700 underline">
              {site.supportEmail}
            </a>
            . If you have already set your password, sign in.
          </p>
          <Link to="/partner-portal" className={buttonClass("primary")}>
            Go to sign in
          </Link>
        </>
      )}
    </div>
  );
}
