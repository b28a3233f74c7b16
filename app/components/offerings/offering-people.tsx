import { UserPlus } from "lucide-react";
import { useState } from "react";
import type { OfferingDetail } from "#domain/offering-inputs.ts";
import { formatDateTime } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { InviteDialog } from "./invite-dialog.tsx";

const when = (at: string | null) => (at ? formatDateTime(at) : "—");

/**
 * The people with access to an offering: invited when and by whom, when they accepted the notice,
 * and for each document they read when it was viewed and downloaded (first, last, how often).
 */
export function OfferingPeople({ offering }: { offering: OfferingDetail }) {
  const [inviting, setInviting] = useState(false);
  const titles = new Map(offering.documents.map((d) => [d.id, d.title]));
  return (
    <section aria-labelledby="offering-people" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="offering-people" className="text-lg font-semibold text-brand-900">
          People with access
        </h3>
        {offering.status === "open" ? (
          <Button variant="outline" onClick={() => setInviting(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Invite
          </Button>
        ) : (
          <p className="text-sm text-slate-600">Invitations open when the offering is open.</p>
        )}
      </div>
      {offering.people.length === 0 ? (
        <p className="text-slate-700">Nobody yet. Invited people, and investors who accept the notice, appear here.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {offering.people.map((person) => (
            <li key={person.userId} className="space-y-2 py-4">
              <p className="font-medium break-words text-slate-900">
                {person.name} <span className="font-normal break-all text-slate-600">({person.email})</span>
              </p>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-slate-600">Invited</dt>
                <dd>
                  {person.invitedAt
                    ? `${when(person.invitedAt)}${person.invitedByName ? ` by ${person.invitedByName}` : ""}`
                    : "Not invited (an existing investor)"}
                </dd>
                <dt className="text-slate-600">Accepted the notice</dt>
                <dd>{when(person.acceptedAt)}</dd>
              </dl>
              {person.activity.length === 0 ? (
                <p className="text-sm text-slate-600">Has not opened any document.</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {person.activity.map((a) => (
                    <li key={a.documentId} className="break-words">
                      <span className="font-medium">{titles.get(a.documentId) ?? "A removed document"}</span>: viewed{" "}
                      {a.views}× {a.views ? `(first ${when(a.firstViewedAt)}, last ${when(a.lastViewedAt)})` : ""};
                      downloaded {a.downloads}×{" "}
                      {a.downloads ? `(first ${when(a.firstDownloadedAt)}, last ${when(a.lastDownloadedAt)})` : ""}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {inviting ? (
        <InviteDialog
          open={inviting}
          onOpenChange={setInviting}
          offerings={[{ id: offering.id, name: offering.name }]}
        />
      ) : null}
    </section>
  );
}
