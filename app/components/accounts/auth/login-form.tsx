import { lazy, Suspense, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { loginSchema, type LoginInput } from "#domain/auth.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { firstMessages, useFieldErrors } from "#app/lib/use-field-errors.ts";
import { PasswordInput } from "./password-input";
import type { CodeStepResult } from "./two-factor-code-form";
import type { SecondFactorInput } from "#domain/two-factor.ts";

// The code step loads only when an account asks for it: most sign-ins never need it, and the
// staff portal's JavaScript has a budget (docs/decisions/0018-javascript-budgets.md).
const TwoFactorCodeForm = lazy(() => import("./two-factor-code-form").then((m) => ({ default: m.TwoFactorCodeForm })));

const LOGIN_FIELDS = ["username", "password"] as const satisfies ReadonlyArray<keyof LoginInput>;

/**
 * The sign-in form of both portals: username and password, both required (checked with the
 * shared loginSchema before anything is sent), inline errors wired to their fields, focus moved
 * to the first invalid field (the forms' one approach, app/lib/use-form.ts). The caller talks to
 * the API and may hand back per-field errors.
 *
 * method="post" keeps a password out of the URL if the form is ever submitted without JavaScript.
 *
 * For an account with a second factor the caller's onSubmit answers `{ twoFactor: true }`: the form
 * then asks for the code (TwoFactorCodeForm) and hands it to onCode (decision 0028).
 */
export function LoginForm({
  name,
  usernameLabel,
  submitLabel,
  pendingLabel,
  onSubmit,
  forgotPasswordHref,
  onCode,
  children,
}: {
  /** Accessible name of the form. */
  name: string;
  usernameLabel: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (
    input: LoginInput,
  ) => Promise<{ fieldErrors?: Record<string, string[] | undefined> } | { twoFactor: true } | void>;
  /** The code step; `{ restart: true }` goes back to the password (the challenge ended). */
  onCode: (proof: SecondFactorInput) => Promise<CodeStepResult>;
  /** Where "Forgot password?" leads (docs/decisions/0027). */
  forgotPasswordHref: string;
  /** Shown between the fields and the button (an alert region, say); give its content a bottom margin. */
  children?: ReactNode;
}) {
  const { formProps, error, check, show } = useFieldErrors(LOGIN_FIELDS);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<"password" | "code">("password");

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const input: LoginInput = {
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    if (!check(loginSchema, input)) return;
    setPending(true);
    try {
      const result = await onSubmit(loginSchema.parse(input));
      if (result && "twoFactor" in result) setStep("code");
      else if (result?.fieldErrors) show(firstMessages(pickFields(result.fieldErrors)));
    } finally {
      setPending(false);
    }
  };

  if (step === "code") {
    return (
      <Suspense fallback={<p role="status">Loading the code step...</p>}>
        <TwoFactorCodeForm
          name={`${name}: authentication code`}
          onCancel={() => setStep("password")}
          onSubmit={async (proof) => {
            const result = await onCode(proof);
            if (result && "restart" in result) setStep("password");
            return result;
          }}
        >
          {children}
        </TwoFactorCodeForm>
      </Suspense>
    );
  }

  return (
    <form {...formProps} method="post" aria-label={name} onSubmit={handleSubmit} className="grid gap-5">
      <Field label={usernameLabel} required error={error("username")}>
        {(props) => (
          <Input
            {...props}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={255}
          />
        )}
      </Field>
      <Field label="Password" required error={error("password")}>
        {(props) => (
          <PasswordInput {...props} name="password" autoComplete="current-password" required maxLength={1024} />
        )}
      </Field>
      <p className="-mt-3 text-right text-sm">
        <Link to={forgotPasswordHref} className="font-semibold text-brand-700 underline underline-offset-2">
          Forgot password?
        </Link>
      </p>
      <div>
        {children}
        <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
          {pending ? (
            <>
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
              />
              {pendingLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}

/** The answer's errors for this form's own fields (an API answer may name others, or none). */
function pickFields(fieldErrors: Record<string, string[] | undefined>): Record<string, string[]> {
  const picked: Record<string, string[]> = {};
  for (const field of LOGIN_FIELDS) if (fieldErrors[field]) picked[field] = fieldErrors[field];
  return picked;
}
