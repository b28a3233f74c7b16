import type { SubscriptionDetail } from "#domain/api/subscription-review.ts";
import { formatDateTime } from "#domain/format.ts";
import { SUBSCRIPTION_STATUS_LABELS } from "#domain/subscriptions.ts";

/** Each signature with its ESIGN evidence; a voided one (answers changed after) is kept and says so. */
export function SignaturesPanel({ signatures }: { signatures: SubscriptionDetail["signatures"] }) {
  return (
    <section aria-labelledby="signatures-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="signatures-heading" className="text-lg font-semibold text-brand-900">
        Signatures
      </h3>
      {signatures.length === 0 ? <p className="text-slate-600">No signatures yet.</p> : null}
      <ul className="space-y-3">
        {signatures.map((s) => (
          <li key={s.id} className="border-l-2 border-slate-200 pl-3 text-sm text-slate-800">
            <p className="font-medium text-slate-900">
              {s.typedName} ({s.role === "investor" ? "investor" : "countersigner"})
              {s.voidedAt ? ` · voided ${formatDateTime(s.voidedAt)}` : ""}
            </p>
            <p className="break-all">
              {s.signerName}, {s.signerEmail} · signed {formatDateTime(s.signedAt)} · consented{" "}
              {formatDateTime(s.consentedAt)}
            </p>
            <p className="break-all">
              {s.ip} · {s.userAgent} · {s.signInMethod}
            </p>
            <p className="font-mono text-xs break-all text-slate-600">SHA-256 {s.documentSha256}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The state changes, newest first, and every comment asked (open or resolved). */
export function TimelinePanel({ subscription }: { subscription: SubscriptionDetail }) {
  return (
    <section aria-labelledby="timeline-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="timeline-heading" className="text-lg font-semibold text-brand-900">
        Timeline
      </h3>
      {subscription.events.length === 0 ? <p className="text-slate-600">No changes yet.</p> : null}
      <ol className="space-y-3">
        {[...subscription.events].reverse().map((e) => (
          <li key={e.id} className="border-l-2 border-slate-200 pl-3">
            <p className="text-sm text-slate-600">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {e.actorName ? ` · ${e.actorName}` : ""}
            </p>
            <p className="font-medium text-slate-900">{SUBSCRIPTION_STATUS_LABELS[e.toStatus]}</p>
            {e.note ? <p className="break-words text-slate-800">{e.note}</p> : null}
          </li>
        ))}
      </ol>
      {subscription.comments.length > 0 ? (
        <>
          <h4 className="font-semibold text-slate-900">Comments on answers</h4>
          <ul className="space-y-2 text-sm">
            {subscription.comments.map((c) => (
              <li key={c.id} className="break-words">
                <span className="font-mono text-xs">{c.field}</span>: {c.comment}{" "}
                <span className="text-slate-600">
                  ({c.resolvedAt ? `resolved ${formatDateTime(c.resolvedAt)}` : "open"}
                  {c.authorName ? `, ${c.authorName}` : ""})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
