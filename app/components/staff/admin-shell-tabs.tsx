import { NavLink } from "react-router";
import { cn } from "#app/lib/cn.ts";

/**
 * The admin portal's sections in the order of docs/product.md §Staff screens: each is a nested
 * route, `/admin-portal/<value>` (app/routes.ts, decision 0051), with its own loader and chunk.
 */
export const ADMIN_TABS = [
  { value: "overview", label: "Overview" },
  { value: "users", label: "Users" },
  // The investors of record (decision 0060, slice 4).
  { value: "entities", label: "Entities" },
  { value: "positions", label: "Positions" },
  // Each fund's terms, side letters and management fees (decision 0068).
  { value: "terms", label: "Fund terms" },
  { value: "investments", label: "Investments" },
  { value: "resources", label: "Resources" },
  { value: "news", label: "News" },
  { value: "videos", label: "Videos" },
  { value: "inquiries", label: "Inquiries" },
  // The pipeline from a first contact to a commitment (issue 25 §1).
  { value: "prospects", label: "Prospects" },
  // Offerings and their data rooms (issue 25 §2).
  { value: "offerings", label: "Offerings" },
  // Staff review of subscriptions (issue 25 §4).
  { value: "subscriptions", label: "Subscriptions" },
  // The portal's meetings (decision 0046).
  { value: "events", label: "Events" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
export const DEFAULT_ADMIN_TAB: AdminTab = "overview";

/** A section's address. */
export const adminTabPath = (tab: AdminTab) => `/admin-portal/${tab}` as const;

/** The section an address shows, or null outside the sections. */
export function adminTabAt(pathname: string) {
  return ADMIN_TABS.find((tab) => pathname === adminTabPath(tab.value)) ?? null;
}

/**
 * An old `?tab=` value (before decision 0051) as its section: an unknown or missing one was the
 * default section then, and is now.
 */
export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}

/**
 * The sections as navigation: links that look like tabs, the current one marked with
 * aria-current="page" by NavLink. Each section's code and data are fetched when a pointer rests
 * on its link or it takes focus (prefetch="intent"); each visit is a history entry.
 */
export function AdminTabNav() {
  return (
    <nav aria-label="Admin sections">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
        {ADMIN_TABS.map((tab) => (
          <li key={tab.value} className="flex">
            <NavLink
              to={adminTabPath(tab.value)}
              end
              prefetch="intent"
              preventScrollReset
              className={({ isActive }) =>
                cn(
                  "inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors",
                  "hover:bg-white/70 hover:text-brand-900",
                  isActive && "bg-white text-brand-900 shadow-sm",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
