import { useEffect, useRef, useState, type FormEvent } from "react";
import { secondFactorSchema, type SecondFactorInput } from "#domain/two-factor.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { firstMessages, useFieldErrors } from "#app/lib/use-field-errors.ts";

const CODE_FIELDS = ["code", "recoveryCode"] as const;

/** What the caller's submit answers: errors for the field, or "start again" (the challenge ended). */
export type CodeStepResult = { fieldErrors?: Record<string, string[] | undefined> } | { restart: true } | void;

/**
 * The second step of sign-in (decision 0028): one field for the 6-digit code of the authenticator
 * app (autocomplete="one-time-code", a numeric keypad on phones), or, after "Use a recovery code",
 * one for a recovery code. Focus moves to the field when the step appears and when it switches.
 */
export function TwoFactorCodeForm({
  name,
  onSubmit,
  onCancel,
  children,
}: {
  name: string;
  onSubmit: (proof: SecondFactorInput) => Promise<CodeStepResult>;
  /** Back to the password step. */
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const { formProps, error, check, show } = useFieldErrors(CODE_FIELDS);
  const [pending, setPending] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, [useRecovery]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = String(new FormData(event.currentTarget).get(useRecovery ? "recoveryCode" : "code") ?? "");
    const proof = useRecovery ? { recoveryCode: value } : { code: value };
    if (!check(secondFactorSchema, proof)) return;
    setPending(true);
    try {
      const result = await onSubmit(secondFactorSchema.parse(proof));
      if (result && "fieldErrors" in result && result.fieldErrors) {
        const errors = firstMessages(result.fieldErrors as Record<string, string[]>);
        // A code error while a recovery code was typed (or the reverse) belongs to the field shown.
        const message = errors.code ?? errors.recoveryCode;
        if (message) show({ [useRecovery ? "recoveryCode" : "code"]: message });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form {...formProps} method="post" aria-label={name} onSubmit={handleSubmit} className="grid gap-5">
      <p className="text-sm text-slate-700">
        {useRecovery
          ? "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once."
          : "Enter the 6-digit code from your authenticator app."}
      </p>
      {useRecovery ? (
        <Field key="recovery" label="Recovery code" required error={error("recoveryCode")}>
          {(props) => (
            <Input
              {...props}
              ref={fieldRef}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              maxLength={40}
            />
          )}
        </Field>
      ) : (
        <Field key="code" label="Authentication code" required error={error("code")}>
          {(props) => (
            <Input
              {...props}
              ref={fieldRef}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9 ]*"
              required
              maxLength={9}
            />
          )}
        </Field>
      )}
      <div>
        {children}
        <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
          {pending ? "Checking..." : "Verify"}
        </Button>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2"
            onClick={() => {
              show({});
              setUseRecovery((v) => !v);
            }}
          >
            {useRecovery ? "Use your authenticator app" : "Use a recovery code"}
          </button>
          <button
            type="button"
            className="cursor-pointer text-slate-700 underline underline-offset-2"
            onClick={onCancel}
          >
            Start over
          </button>
        </div>
      </div>
    </form>
  );
}
