import type { FormDReminder } from "#domain/subscription-review.ts";
import { formatDate } from "#domain/format.ts";
import { cn } from "#app/lib/cn.ts";

/** The Overview's reminders that Form D is due 15 days after an offering's first sale (issue 25 §4). */
export function FormDReminders({ reminders }: { reminders: FormDReminder[] }) {
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby="overview-form-d" className="rounded-xl border border-gold-300 bg-gold-100 p-5">
      <h2 id="overview-form-d" className="text-lg font-semibold text-brand-900">
        Form D filings
      </h2>
      <ul className="mt-2 space-y-1">
        {reminders.map((r) => (
          <li key={r.offeringId} className={cn(r.overdue ? "font-semibold text-red-800" : "text-slate-800")}>
            {r.overdue ? "Overdue: " : ""}Form D for {r.offeringName} is due {formatDate(r.dueOn)}
          </li>
        ))}
      </ul>
    </section>
  );
}
