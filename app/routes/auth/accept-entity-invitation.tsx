import { useState } from "react";
import { data, Link } from "react-router";
import { linkTokenSchema, type PasswordSetAnswer } from "#domain/account-links.ts";
import type { entityPeopleApi } from "#domain/api/entity-people.ts";
import { ENTITY_ROLE_LABELS } from "#domain/entities.ts";
import { ENTITY_INVITATION_DEAD, type EntityInvitationState } from "#domain/entity-people.ts";
import {
  AuthCard,
  LINK_PAGE_HEADERS,
  PasswordSet,
  SetPasswordForm,
} from "#app/components/accounts/auth/account-link-kit.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { api } from "#app/lib/api-client.ts";
import type { Route } from "./+types/accept-entity-invitation";

/**
 * The link of an invitation to an entity's role (decision 0060, slice 3): what it is for, or that
 * it no longer works. A person with an account signs in as it and accepts; a person whose account
 * the invitation made chooses its password here first.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("token") ?? "";
  const token = linkTokenSchema.safeParse(raw).success ? raw : null;
  const state: EntityInvitationState = token
    ? await context.services.entityInvitations.inspect(token)
    : { status: "dead" };
  const user = await context.auth.getUser();
  const signedInAs = user ? { email: user.email } : null;
  const returnTo = `${url.pathname}${url.search}`;
  return data({ token, state, signedInAs, returnTo }, { headers: LINK_PAGE_HEADERS });
}

export function headers() {
  return LINK_PAGE_HEADERS;
}

export function meta() {
  return [
    { title: `Accept an invitation | ${site.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

function Dead() {
  return (
    <AuthCard title="This invitation link no longer works">
      <p className="text-slate-700">{ENTITY_INVITATION_DEAD}</p>
      <Link to="/partner-portal" className={`${buttonClass("primary")} mt-4`}>
        Go to sign in
      </Link>
    </AuthCard>
  );
}

export default function AcceptEntityInvitation({ loaderData }: Route.ComponentProps) {
  const { token, state, signedInAs, returnTo } = loaderData;
  const [answer, setAnswer] = useState<PasswordSetAnswer | null>(null);
  const [accepted, setAccepted] = useState<{ entityId: number; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dead, setDead] = useState(false);
  const [pending, setPending] = useState(false);

  if (answer) {
    return (
      <AuthCard title="Your password is set">
        <PasswordSet answer={answer} />
      </AuthCard>
    );
  }
  if (accepted) {
    return (
      <AuthCard title="Invitation accepted">
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {accepted.message}
        </p>
        <Link to="/accounts" className={`${buttonClass("primary")} mt-4`}>
          Go to your accounts
        </Link>
      </AuthCard>
    );
  }
  if (dead || state.status !== "valid" || !token) return <Dead />;

  const what = (
    <p>
      You are invited to <strong className="font-semibold text-slate-900">{state.entityName}</strong> as{" "}
      <strong className="font-semibold text-slate-900">{ENTITY_ROLE_LABELS[state.role].toLowerCase()}</strong>.
    </p>
  );
  if (!state.hasPassword) {
    return (
      <AuthCard
        title="Accept your invitation"
        intro={
          <>
            {what}
            <p className="mt-2">
              Choose a password for your new account ({state.email}); the role is yours once it is set.
            </p>
          </>
        }
      >
        <SetPasswordForm
          token={token}
          username={state.email}
          endpoint="/api/auth/accept-entity-invitation"
          submitLabel="Set password and accept"
          onDone={setAnswer}
          onDeadLink={() => setDead(true)}
        />
      </AuthCard>
    );
  }
  const mine = signedInAs?.email.toLowerCase() === state.email.toLowerCase();
  if (!mine) {
    return (
      <AuthCard title="Accept your invitation" intro={what}>
        <p className="text-slate-700">
          {signedInAs
            ? `This invitation is for ${state.email}, but you are signed in as ${signedInAs.email}. Sign out, then sign in with the invited account and open the link again.`
            : `Sign in with the account of ${state.email} to accept it.`}
        </p>
        {signedInAs ? null : (
          <Link
            to={`/partner-portal?returnTo=${encodeURIComponent(returnTo)}`}
            className={`${buttonClass("primary")} mt-4`}
          >
            Sign in to accept
          </Link>
        )}
      </AuthCard>
    );
  }
  const accept = async () => {
    setPending(true);
    setFailure(null);
    try {
      const done = await api.post<typeof entityPeopleApi.accept>("/api/investor/entity-invitations/accept", { token });
      setAccepted(done);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <AuthCard title="Accept your invitation" intro={what}>
      <div role="alert" aria-atomic="true">
        {failure ? (
          <p className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{failure}</p>
        ) : null}
      </div>
      <Button size="lg" className="w-full" onClick={accept} aria-disabled={pending || undefined}>
        {pending ? "Accepting..." : "Accept invitation"}
      </Button>
    </AuthCard>
  );
}
