// Over 300 lines: the enrolment and its recovery codes are one page's states; they split into components with the accounts feature folder (issue 23).
import { KeyRound, LogOut, ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { isStaff } from "#domain/auth.ts";
import { formatDate } from "#domain/format.ts";
import {
  secondFactorSchema,
  type RecoveryCodes,
  type SecondFactorInput,
  type TwoFactorEnrolment,
} from "#domain/two-factor.ts";
import { useLogout } from "#app/components/auth/logout.ts";
import { Logo } from "#app/components/site/logo.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { site } from "#app/content/site.ts";
import { ApiError, api, postJson } from "#app/lib/api-client.ts";
import type { twoFactorApi } from "#domain/api/account.ts";
import { PRIVATE_HEADERS } from "#app/lib/guards.server.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import type { Route } from "./+types/two-factor";

/**
 * Two-factor sign-in for the signed-in user, whatever the role (decision 0028): set it up (QR code
 * and secret, confirmed by a first code, then ten recovery codes shown once), turn it off and get
 * new recovery codes (each with a current code). It is the one page open to an account that must
 * set it up first, so it does not use requireUser's redirect to here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await context.auth.getUser();
  if (!user) {
    throw redirect(`/partner-portal?returnTo=${encodeURIComponent(url.pathname)}`, { headers: PRIVATE_HEADERS });
  }
  const status = await context.services.twoFactor.status(user);
  return data(
    {
      username: user.username,
      staff: isStaff(user.role),
      status,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Two-factor sign-in | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TwoFactorPage({ loaderData }: Route.ComponentProps) {
  const { status, staff } = loaderData;
  const home = staff ? "/admin-portal" : "/investment-dashboard";
  const { logout, pending } = useLogout(staff ? "/admin-portal" : "/partner-portal");
  // The codes just issued: shown once, until the user says they have kept them.
  const [issued, setIssued] = useState<string[] | null>(null);
  const revalidator = useRevalidator();

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/" aria-label="EdFutures home" className="rounded-md">
            <Logo />
          </Link>
          <nav aria-label="Account" className="flex flex-wrap items-center gap-1">
            {status.enrolmentRequired ? null : (
              <>
                <Link to={home} className={buttonClass("ghost", "sm")}>
                  {staff ? "Admin Portal" : "My Portal"}
                </Link>
                <Link to="/account" className={buttonClass("ghost", "sm")}>
                  Your account
                </Link>
              </>
            )}
            <Button variant="outline" size="sm" onClick={() => void logout()} aria-disabled={pending || undefined}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {pending ? "Logging out..." : "Logout"}
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 outline-none sm:px-6">
        <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Two-factor sign-in</h1>
        <p className="mt-2 text-slate-700">
          After your password, {site.name} asks for a 6-digit code from an authenticator app on your phone, so a stolen
          password alone cannot open your account.
        </p>

        {issued ? (
          <RecoveryCodesCard
            codes={issued}
            username={loaderData.username}
            onDone={() => {
              setIssued(null);
              void revalidator.revalidate();
            }}
            continueTo={status.enrolmentRequired || !status.enabled ? home : null}
          />
        ) : status.enabled ? (
          <EnabledCard status={status} onCodes={setIssued} onDisabled={() => void revalidator.revalidate()} />
        ) : (
          <EnrolCard required={status.required} enrolmentRequired={status.enrolmentRequired} onCodes={setIssued} />
        )}
      </main>
    </div>
  );
}

/** Say a failed call: field errors inline (returned), anything else in a toast. */
function useFailure() {
  const toast = useToast();
  return (error: unknown, fromServer: (error: unknown) => string | null) => {
    const rest = fromServer(error);
    if (rest) toast({ title: "That did not work", description: rest, variant: "destructive" });
  };
}

function EnrolCard({
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
          <Field label="Authentication code" required error={error("code")}>
            {(props) => (
              <Input
                {...props}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9 ]*"
                required
                maxLength={9}
              />
            )}
          </Field>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? "Checking..." : "Turn on two-factor sign-in"}
          </Button>
        </form>
      </li>
    </ol>
  );
}

function RecoveryCodesCard({
  codes,
  username,
  onDone,
  continueTo,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
  continueTo: string | null;
}) {
  const toast = useToast();
  const text = `${site.name} recovery codes for ${username}\nEach code works once.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied", description: "Your recovery codes are on the clipboard." });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the codes and copy them instead.",
        variant: "destructive",
      });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "edfutures-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card className="mt-8">
      <CardBody className="p-5 sm:p-8">
        <h2 className="text-xl font-semibold text-brand-900" tabIndex={-1} ref={(el) => el?.focus()}>
          Save your recovery codes
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown
          only now: copy them or download them, and keep them somewhere safe.
        </p>
        <ol
          aria-label="Recovery codes"
          className="mt-5 grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base text-slate-900 sm:grid-cols-2"
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void copy()}>
            Copy codes
          </Button>
          <Button variant="outline" onClick={download}>
            Download as text
          </Button>
          {continueTo ? (
            <Link to={continueTo} className={buttonClass("primary")} reloadDocument>
              I have saved my codes — continue
            </Link>
          ) : (
            <Button onClick={onDone}>I have saved my codes</Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}

function EnabledCard({
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
          onDone={(result) => onCodes((result as RecoveryCodes).recoveryCodes)}
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
function ProofForm({
  title,
  description,
  submitLabel,
  url,
  destructive,
  onDone,
}: {
  title: string;
  description: string;
  submitLabel: string;
  url: string;
  destructive?: boolean;
  onDone: (result: unknown) => void;
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
      const result = await postJson<unknown>(url, checked.data);
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
        <Field label="Code from your app or a recovery code" required error={error("proof")}>
          {(props) => (
            <Input
              {...props}
              name="proof"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={40}
            />
          )}
        </Field>
        <Button type="submit" variant={destructive ? "destructive" : "primary"} aria-disabled={pending || undefined}>
          {pending ? "Working..." : submitLabel}
        </Button>
      </form>
    </section>
  );
}
