import { NavLink } from "react-router";
import type { SubscriptionView } from "#domain/subscription-questionnaire.ts";
import { cn } from "#app/lib/cn.ts";

/** The questionnaire's sections, each complete or not, and the review step. */
export function Progress({ view }: { view: SubscriptionView }) {
  const base = `/subscriptions/${view.id}`;
  const done = view.sections.filter((s) => s.complete).length;
  return (
    <nav aria-label="Questionnaire sections" className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm font-semibold text-slate-700">
        {done} of {view.sections.length} sections complete
      </p>
      <ol className="mt-3 grid gap-1">
        {[...view.sections, { key: "review", title: "Review", complete: view.problems.length === 0 }].map((s) => (
          <li key={s.key}>
            <NavLink
              to={`${base}/${s.key}`}
              className={({ isActive }) =>
                cn(
                  "flex items-center justify-between gap-2 rounded px-2 py-1.5 text-sm",
                  isActive ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-700 hover:bg-slate-50",
                )
              }
            >
              <span>{s.title}</span>
              <span className={s.complete ? "text-green-800" : "text-slate-600"}>
                {s.complete ? "✓ Complete" : "Incomplete"}
              </span>
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Staff's open comments (a revision asked for), at the top of every page of the questionnaire. */
export function OpenComments({ view }: { view: SubscriptionView }) {
  if (view.comments.length === 0) return null;
  return (
    <section aria-labelledby="comments-heading" className="rounded-lg border border-gold-300 bg-gold-50 p-4">
      <h2 id="comments-heading" className="font-semibold text-brand-900">
        The firm asked for changes
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
        {view.comments.map((c) => (
          <li key={c.id}>
            <a className="text-brand-700 underline" href={`/subscriptions/${view.id}/${c.field.split(".")[0]}`}>
              {c.field}
            </a>
            : {c.comment}
          </li>
        ))}
      </ul>
    </section>
  );
}
