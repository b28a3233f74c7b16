import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { loginSchema, type LoginInput } from "../../../domain/auth";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { PasswordInput } from "./password-input";

type FieldName = keyof LoginInput;
export type LoginFieldErrors = Partial<Record<FieldName, string>>;

/**
 * The sign-in form of both portals: username and password, both required (checked with the
 * shared loginSchema before anything is sent), inline errors wired to their fields, focus moved
 * to the first invalid field. The caller talks to the API and may hand back per-field errors.
 *
 * method="post" keeps a password out of the URL if the form is ever submitted without JavaScript.
 */
export function LoginForm({
  name,
  usernameLabel,
  submitLabel,
  pendingLabel,
  onSubmit,
  children,
}: {
  /** Accessible name of the form. */
  name: string;
  usernameLabel: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: LoginInput) => Promise<{ fieldErrors?: Record<string, string[] | undefined> } | void>;
  /** Shown between the fields and the button (an alert region, say); give its content a bottom margin. */
  children?: ReactNode;
}) {
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [pending, setPending] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const showErrors = (next: LoginFieldErrors) => {
    setErrors(next);
    if (next.username) usernameRef.current?.focus();
    else if (next.password) passwordRef.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    if (!parsed.success) {
      const next: LoginFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName | undefined;
        if (key && !next[key]) next[key] = issue.message;
      }
      showErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await onSubmit(parsed.data);
      const fieldErrors = result?.fieldErrors;
      if (fieldErrors) {
        showErrors({ username: fieldErrors.username?.[0], password: fieldErrors.password?.[0] });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" noValidate aria-label={name} onSubmit={handleSubmit} className="grid gap-5">
      <Field label={usernameLabel} required error={errors.username}>
        {(props) => (
          <Input
            {...props}
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-required="true"
            maxLength={255}
          />
        )}
      </Field>
      <Field label="Password" required error={errors.password}>
        {(props) => (
          <PasswordInput
            {...props}
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            required
            aria-required="true"
            maxLength={1024}
          />
        )}
      </Field>
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
