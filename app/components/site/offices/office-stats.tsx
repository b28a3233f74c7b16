import { Clock, Globe2, ShieldCheck } from "lucide-react";
import type { Office } from "#app/content/site.ts";
import { officeStats } from "./office-format";

/** Offices, time zones (both computed from the office list) and 24/7 monitoring. */
export function OfficeStats({ offices }: { offices: readonly Office[] }) {
  const { offices: count, timeZones } = officeStats(offices);
  const stats = [
    { value: String(count), label: count === 1 ? "Office" : "Offices", icon: Globe2 },
    { value: String(timeZones), label: timeZones === 1 ? "Time Zone" : "Time Zones", icon: Clock },
    { value: "24/7", label: "Monitoring", icon: ShieldCheck },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 rounded-xl border border-white/15 bg-white/5 p-4 backdrop-blur-sm sm:gap-4 sm:p-6">
      {stats.map(({ value, label, icon: Icon }) => (
        <div key={label} className="flex flex-col items-center text-center">
          <dt className="order-2 mt-1 text-xs font-medium tracking-wide text-brand-100 uppercase sm:text-sm">
            {label}
          </dt>
          <dd className="order-1 flex flex-col items-center">
            <Icon aria-hidden="true" className="size-5 text-gold-300" />
            <span className="mt-2 font-serif text-3xl font-bold text-white sm:text-4xl">{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
