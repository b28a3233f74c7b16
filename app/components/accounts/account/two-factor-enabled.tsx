import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatDate } from "#domain/format.ts";
import { secondFactorSchema, type SecondFactorInput } from "#domain/two-factor.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { twoFactorApi } from "#domain/api/account.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { useFailure } from "./two-factor-failure.ts";

/** Two-factor sign-in is on: since when, codes left, new recovery codes, turning it off. */
export function EnabledCard({
  status,
  onCodes,
  onDisabled,
}: {
  status: { enabledAt: string | null; recoveryCodesLeft: number; required: boolean };
  onCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const toast = useToast();
  return (
    <Card className="mt-8">
      <CardBody className="p-5 sm:p-8">
        <h2 className="text-xl font-semibold text-brand-900">
          Status: <span className="text-green-800">on</span>
        </h2>
        <dl className="mt-3 grid gap-1 text-sm text-slate-700">
          {status.enabledAt ? (
            <div>
              <dt className="inline font-medium">Since: </dt>
              <dd className="inline">{formatDate(status.enabledAt)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline font-medium">Recovery codes left: </dt>
            <dd className="inline">{status.recoveryCodesLeft} of 10</dd>
          </div>
        </dl>

        <ProofForm
          title="New recovery codes"
          description="The codes you have now stop working. Enter a code from your app (or a recovery code)."
          submitLabel="Generate new recovery codes"
          url="/api/account/two-factor/recovery-codes"
          send={(url, proof) => api.post<typeof twoFactorApi.recoveryCodes>(url, proof)}
          onDone={(result) => onCodes(result.recoveryCodes)}
        />
        <ProofForm
          title="Turn off two-factor sign-in"
          description={
            status.required
              ? "Your account must use two-factor sign-in: after turning it off you will be asked to set it up again before you can continue (for a new phone, say)."
              : "Your password alone will sign you in. Enter a code from your app (or a recovery code)."
          }
          submitLabel="Turn off"
          destructive
          url="/api/account/two-factor/disable"
          send={(url, proof) => api.post<typeof twoFactorApi.disable>(url, proof)}
          onDone={() => {
            toast({ title: "Two-factor sign-in is off" });
            onDisabled();
          }}
        />
      </CardBody>
    </Card>
  );
}

/** A current code (or a recovery code) proves the change: one field, the kind guessed from its shape. */
function ProofForm<R>({
  title,
  description,
  submitLabel,
  url,
  send,
  destructive,
  onDone,
}: {
  title: string;
  description: string;
  submitLabel: string;
  url: string;
  /** The request, typed by its operation (app/lib/api-client.ts). */
  send: (url: string, proof: SecondFactorInput) => Promise<R>;
  destructive?: boolean;
  onDone: (result: R) => void;
}) {
  const { formProps, error, show, fromServer } = useFieldErrors(["proof"]);
  const [pending, setPending] = useState(false);
  const fail = useFailure();
  const headingId = `${url.replace(/\W/g, "-")}-title`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const value = String(new FormData(form).get("proof") ?? "").trim();
    const proof: SecondFactorInput = /^[\d\s-]+$/.test(value) ? { code: value } : { recoveryCode: value };
    const checked = secondFactorSchema.safeParse(proof);
    if (!checked.success) {
      show({ proof: checked.error.issues[0]?.message ?? "Enter a code" });
      return;
    }
    setPending(true);
    try {
      const result = await send(url, checked.data);
      form.reset();
      onDone(result);
    } catch (caught) {
      // The server names "code" or "recoveryCode": both are this one field.
      if (caught instanceof ApiError && caught.fieldErrors) {
        const message = Object.values(caught.fieldErrors)[0]?.[0];
        if (message) {
          show({ proof: message });
          return;
        }
      }
      fail(caught, fromServer);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-slate-200 pt-6">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-brand-900">
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <form
        {...formProps}
        method="post"
        aria-labelledby={headingId}
        onSubmit={submit}
        className="mt-3 grid max-w-xs gap-4"
      >
        <TextField
          label="Code from your app or a recovery code"
          required
          error={error("proof")}
          name="proof"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
        />
        <Button type="submit" variant={destructive ? "destructive" : "primary"} aria-disabled={pending || undefined}>
          {pending ? "Working..." : submitLabel}
        </Button>
      </form>
    </section>
  );
}
