import { useState } from "react";
import { useRevalidator } from "react-router";
import { ACCOUNT_API, type AccountSession } from "#domain/account.ts";
import { formatDateTime, formatRelativeTime } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { accountApi } from "#domain/api/account.ts";
import { StatusLine } from "./status-line";

const describe = (s: AccountSession) => (s.ipAddress ? `${s.device} (${s.ipAddress})` : s.device);

/** Where the user is signed in: this device first; any other can be ended, one or all. */
export function SessionsCard({ sessions, now }: { sessions: AccountSession[]; now: string }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<number | "others" | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current);

  async function run(which: number | "others", action: () => Promise<string>) {
    if (pending !== null) return;
    setPending(which);
    setSuccess(null);
    setFailure(null);
    try {
      setSuccess(await action());
      await revalidator.revalidate();
    } catch (error) {
      // Already ended elsewhere (404): the list is out of date, so refresh it and say so.
      if (error instanceof ApiError && error.status === 404) {
        setSuccess("That session had already ended.");
        await revalidator.revalidate();
      } else setFailure(error instanceof Error ? error.message : "Something went wrong; try again.");
    } finally {
      setPending(null);
    }
  }

  const endOne = (session: AccountSession) =>
    run(session.id, async () => {
      await api.delete<typeof accountApi.endSession>(ACCOUNT_API.session(session.id));
      return `Ended the session on ${describe(session)}.`;
    });
  const endOthers = () =>
    run("others", async () => {
      const { ended } = await api.post<typeof accountApi.endOthers>(ACCOUNT_API.endOthers, {});
      return ended === 1 ? "Ended 1 other session." : `Ended ${ended} other sessions.`;
    });

  return (
    <section aria-labelledby="sessions-heading">
      <Card>
        <CardBody>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="sessions-heading" className="text-xl font-semibold text-brand-900">
                Where you are signed in
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                End any session you do not recognise, then change your password.
              </p>
            </div>
            {others.length > 0 ? (
              <Button variant="outline" onClick={() => void endOthers()} aria-disabled={pending !== null || undefined}>
                {pending === "others" ? "Ending sessions..." : "End all other sessions"}
              </Button>
            ) : null}
          </div>
          <ul
            className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200"
            aria-busy={pending !== null}
          >
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {session.device}
                    {session.current ? <Badge tone="green">This device</Badge> : null}
                  </p>
                  <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
                    <dt className="text-slate-600">Address</dt>
                    <dd className="break-all">{session.ipAddress ?? "Unknown"}</dd>
                    <dt className="text-slate-600">Signed in</dt>
                    <dd>
                      <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>
                    </dd>
                    <dt className="text-slate-600">Last seen</dt>
                    <dd>
                      <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                        {session.current ? "Now" : formatRelativeTime(session.lastSeenAt, now)}
                      </time>
                    </dd>
                  </dl>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void endOne(session)}
                    aria-disabled={pending !== null || undefined}
                  >
                    {pending === session.id ? "Ending..." : "End"}
                    <span className="sr-only"> the session on {describe(session)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">You are not signed in anywhere else.</p>
          ) : null}
          <StatusLine success={success} error={failure} className="mt-4" />
        </CardBody>
      </Card>
    </section>
  );
}
