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
import type { Route } from "./+types/accept-invitation";

/** The invitation e-mail's link (docs/decisions/0027): whom it is for, or why it no longer works. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("token") ?? "";
  const token = linkTokenSchema.safeParse(raw).success ? raw : null;
  const state: LinkState = token ? await context.services.invitations.inspect(token) : { status: "invalid" };
  // An invitation to an offering (issue 25 §2) leads there after sign-in; no other page is taken.
  const next = /^\/offerings\/[1-9]\d{0,9}$/.test(params.get("next") ?? "") ? params.get("next") : null;
  return data({ token, state, next }, { headers: LINK_PAGE_HEADERS });
}

export function headers() {
  return LINK_PAGE_HEADERS;
}

export function meta() {
  return [
    { title: `Accept your invitation | ${site.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const { token, state, next } = loaderData;
  const [answer, setAnswer] = useState<PasswordSetAnswer | null>(null);
  const [dead, setDead] = useState(false);

  if (answer) {
    return (
      <AuthCard title="Your password is set">
        <PasswordSet answer={answer} returnTo={next} />
      </AuthCard>
    );
  }
  if (dead || state.status !== "valid" || !token) {
    return (
      <AuthCard title="This invitation link no longer works">
        <DeadLink status={state.status === "valid" ? "used" : state.status} kind="invitation" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Accept your invitation"
      intro={
        <p>
          Welcome{state.firstName ? `, ${state.firstName}` : ""}. Choose a password for your {site.name} account{" "}
          <strong className="font-semibold text-slate-900">{state.username}</strong>; you then sign in with it.
        </p>
      }
    >
      <SetPasswordForm
        token={token}
        username={state.username}
        endpoint="/api/auth/accept-invitation"
        submitLabel="Set password"
        onDone={setAnswer}
        onDeadLink={() => setDead(true)}
      />
    </AuthCard>
  );
}
