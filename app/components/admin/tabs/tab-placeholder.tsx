import { Construction } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A clearly marked stand-in for an admin tab whose screen is built by another issue. Each tab file
 * default-exports a component taking { user }, so replacing one is a change to that file only.
 */
export function TabPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="admin-tab-title" className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-6 sm:p-8">
      <p className="inline-flex items-center gap-2 rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold text-gold-700">
        <Construction className="h-4 w-4" aria-hidden="true" />
        Placeholder: coming soon
      </p>
      <h2 id="admin-tab-title" className="mt-4 text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 max-w-3xl text-slate-700">{children}</div>
    </section>
  );
}
