import { CalendarClock } from "lucide-react";
import type { CapitalCall } from "#domain/investor-portal.ts";
import { formatDate, formatMoneyCents } from "#domain/format.ts";

/** Calls issued and not yet paid (pending or overdue), soonest due first. */
export function scheduledCalls(calls: readonly CapitalCall[]) {
  return calls.filter((call) => call.status !== "Paid").toSorted((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The Overview's capital call schedule: what the investor will be asked to fund next, and when. */
export function UpcomingCapitalCalls({ calls }: { calls: readonly CapitalCall[] }) {
  const upcoming = scheduledCalls(calls);
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-calls-heading" className="rounded-xl border border-gold-300 bg-gold-100/60 p-5">
      <h2 id="upcoming-calls-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <CalendarClock className="h-5 w-5 text-gold-700" aria-hidden="true" />
        Upcoming Capital Calls
      </h2>
      <ul className="mt-3 space-y-2">
        {upcoming.map((call) => (
          <li key={call.id} className="text-slate-800">
            <span className="font-semibold">
              {call.fundType} Call {call.callNumber}: {formatMoneyCents(call.amount)}
            </span>{" "}
            {call.status === "Overdue" ? <strong className="text-red-800">overdue since</strong> : "due"}{" "}
            <time dateTime={call.dueDate}>{formatDate(call.dueDate)}</time>
            <span className="block text-sm text-slate-700">{call.purpose}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
