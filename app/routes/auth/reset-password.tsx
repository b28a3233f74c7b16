import { useState } from "react";
import { data } from "react-router";
import { linkTokenSchema, type LinkState, type PasswordSetAnswer } from "#domain/account-links.ts";
import {
  AuthCard,
  DeadLink,
  LINK_PAGE_HEADERS,
  PasswordSet,
  SetPasswordForm,
} from "#app/components/accounts/auth/account-link-kit.tsx";
import { site } from "#app/content/site.ts";
import type { Route } from "./+types/reset-password";

/** The password reset e-mail's link (docs/decisions/0027): whom it is for, or why it no longer works. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("token") ?? "";
  const token = linkTokenSchema.safeParse(raw).success ? raw : null;
  const state: LinkState = token ? await context.services.passwordReset.inspect(token) : { status: "invalid" };
  return data({ token, state }, { headers: LINK_PAGE_HEADERS });
}

export function headers() {
  return LINK_PAGE_HEADERS;
}

export function meta() {
  return [
    { title: `Choose a new password | ${site.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token, state } = loaderData;
  const [answer, setAnswer] = useState<PasswordSetAnswer | null>(null);
  const [dead, setDead] = useState(false);

  if (answer) {
    return (
      <AuthCard title="Your password is changed">
        <PasswordSet answer={answer} />
      </AuthCard>
    );
  }
  if (dead || state.status !== "valid" || !token) {
    return (
      <AuthCard title="This reset link no longer works">
        <DeadLink status={state.status === "valid" ? "used" : state.status} kind="password_reset" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      intro={
        <p>
          Choose a new password for the account{" "}
          <strong className="font-semibold text-slate-900">{state.username}</strong>. Every device signed in to it is
          signed out.
        </p>
      }
    >
      <SetPasswordForm
        token={token}
        username={state.username}
        endpoint="/api/auth/reset-password"
        submitLabel="Change password"
        onDone={setAnswer}
        onDeadLink={() => setDead(true)}
      />
    </AuthCard>
  );
}
