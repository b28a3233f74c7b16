import { ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { secondFactorSchema, type TwoFactorEnrolment } from "#domain/two-factor.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { site } from "#app/content/site.ts";
import { api } from "#app/lib/api-client.ts";
import type { twoFactorApi } from "#domain/api/account.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { useFailure } from "./two-factor-failure.ts";

/** Two-factor sign-in is off: start setting it up, then scan, type and confirm a first code. */
export function EnrolCard({
  required,
  enrolmentRequired,
  onCodes,
}: {
  required: boolean;
  enrolmentRequired: boolean;
  onCodes: (codes: string[]) => void;
}) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const toast = useToast();

  const start = async () => {
    if (starting) return;
    setStarting(true);
    try {
      setEnrolment(await api.post<typeof twoFactorApi.startEnrolment>("/api/account/two-factor/enrolment", {}));
    } catch (error) {
      toast({
        title: "Could not start",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card className="mt-8">
      <CardBody className="p-5 sm:p-8">
        {enrolmentRequired ? (
          <div role="status" className="mb-6 rounded-md border border-gold-300 bg-gold-100 p-4 text-sm text-brand-950">
            <p className="font-semibold">Set up two-factor sign-in to continue.</p>
            <p className="mt-1">
              {required ? "Your account must use it" : "It is required"}: until it is set up, the rest of the{" "}
              {site.name} portal stays closed to this account.
            </p>
          </div>
        ) : null}
        <h2 className="text-xl font-semibold text-brand-900">
          Status: <span className="text-slate-700">off</span>
        </h2>
        {enrolment ? (
          <EnrolmentSteps enrolment={enrolment} onCodes={onCodes} />
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">
              You need an authenticator app, such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.
            </p>
            <Button className="mt-6" onClick={() => void start()} aria-disabled={starting || undefined}>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {starting ? "Starting..." : "Set up two-factor sign-in"}
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}

/** "ABCD EFGH ..." so the secret can be read and typed in groups. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function EnrolmentSteps({ enrolment, onCodes }: { enrolment: TwoFactorEnrolment; onCodes: (codes: string[]) => void }) {
  const { formProps, error, check, fromServer } = useFieldErrors(["code"]);
  const [pending, setPending] = useState(false);
  const fail = useFailure();

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    if (!check(secondFactorSchema, { code })) return;
    setPending(true);
    try {
      const result = await api.post<typeof twoFactorApi.confirmEnrolment>("/api/account/two-factor/enrolment/confirm", {
        code: code.replace(/[\s-]/g, ""),
      });
      onCodes(result.recoveryCodes);
    } catch (caught) {
      fail(caught, fromServer);
    } finally {
      setPending(false);
    }
  };

  return (
    <ol className="mt-6 grid gap-8">
      <li>
        <h3 className="font-semibold text-brand-900">1. Scan this QR code with your authenticator app</h3>
        <div
          role="img"
          aria-label="QR code holding your two-factor secret (the same secret is written out below)"
          className="mt-3 w-48 max-w-full rounded-md border border-slate-200 bg-white p-2 sm:w-56"
          // Server-rendered SVG of the otpauth:// link (server/auth/totp.ts): no script, no style.
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
      </li>
      <li>
        <h3 className="font-semibold text-brand-900">2. Or type the secret into the app</h3>
        <p className="mt-1 text-sm text-slate-700">Choose a time-based key and enter:</p>
        <p className="mt-2 rounded-md bg-slate-100 p-3 font-mono text-base break-all text-slate-900">
          <span className="sr-only">Secret: </span>
          <span data-testid="two-factor-secret">{grouped(enrolment.secret)}</span>
        </p>
      </li>
      <li>
        <h3 className="font-semibold text-brand-900">3. Enter the 6-digit code the app shows</h3>
        <form
          {...formProps}
          method="post"
          aria-label="Confirm two-factor sign-in"
          onSubmit={confirm}
          className="mt-3 grid max-w-xs gap-4"
        >
          <TextField
            label="Authentication code"
            required
            error={error("code")}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={9}
          />
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? "Checking..." : "Turn on two-factor sign-in"}
          </Button>
        </form>
      </li>
    </ol>
  );
}
