import { useState, type FormEvent } from "react";
import { data, Link } from "react-router";
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema } from "#domain/account-links.ts";
import { AuthCard, LINK_PAGE_HEADERS } from "#app/components/accounts/auth/account-link-kit.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { site } from "#app/content/site.ts";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { sessionApi } from "#domain/api/account.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import type { Route } from "./+types/forgot-password";

/** ?portal=admin when reached from the staff sign-in, so "Back to sign in" returns there. */
export function loader({ request }: Route.LoaderArgs) {
  const admin = new URL(request.url).searchParams.get("portal") === "admin";
  return data({ signInPath: admin ? "/admin-portal" : "/partner-portal" }, { headers: LINK_PAGE_HEADERS });
}

/** Without JavaScript the form posts here; asking for a link needs the script (it calls the API). */
export function action() {
  return data({ noScript: true as const }, { status: 400, headers: LINK_PAGE_HEADERS });
}

export function headers() {
  return LINK_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `Forgot password | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const FIELDS = ["identifier"] as const;

/**
 * "Forgot password?" (docs/decisions/0027): one answer whatever happens, so the page never tells
 * whether an account exists.
 */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { formProps, error, check, show } = useFieldErrors(FIELDS);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(
    actionData?.noScript ? "Asking for a link needs JavaScript. Please enable it, or contact support." : null,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const input = { identifier: String(new FormData(event.currentTarget).get("identifier") ?? "") };
    setFailure(null);
    if (!check(forgotPasswordSchema, input)) return;
    setPending(true);
    try {
      await api.post<typeof sessionApi.forgotPassword>("/api/auth/forgot-password", input);
      setSent(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldErrors?.identifier) {
        show({ identifier: caught.fieldErrors.identifier[0] });
      } else {
        setFailure(caught instanceof Error ? caught.message : "Something went wrong. Please try again.");
      }
    } finally {
      setPending(false);
    }
  };

  const back = (
    <p className="mt-6 text-sm">
      <Link to={loaderData.signInPath} className="font-semibold text-brand-700 underline underline-offset-2">
        Back to sign in
      </Link>
    </p>
  );

  return (
    <AuthCard
      title="Forgot your password?"
      intro={
        <p>Enter the e-mail address or username of your account, and we will e-mail you a link to set a new one.</p>
      }
    >
      <div role="status" aria-atomic="true">
        {sent ? (
          <p className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">{FORGOT_PASSWORD_ANSWER}</p>
        ) : null}
      </div>
      {sent ? null : (
        <form
          {...formProps}
          method="post"
          aria-label="Ask for a password reset link"
          onSubmit={submit}
          className="grid gap-5"
        >
          <Field label="Email or username" required error={error("identifier")}>
            {(props) => (
              <Input
                {...props}
                name="identifier"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                maxLength={255}
              />
            )}
          </Field>
          <div role="alert" aria-atomic="true">
            {failure ? (
              <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{failure}</p>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
            {pending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      {back}
    </AuthCard>
  );
}
