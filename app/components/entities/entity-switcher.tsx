import { Link } from "react-router";
import { ENTITY_ROLE_LABELS, withEntity, type PortalEntity } from "#domain/entities.ts";
import { cn } from "#app/lib/cn.ts";

/** Where "All accounts" lives (decision 0060). */
export const ALL_ACCOUNTS_PATH = "/accounts";

const pill = (current: boolean) =>
  cn(
    "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    current
      ? "border-brand-800 bg-brand-800 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800",
  );

/**
 * The portal's entity switcher: a list of links (works without script, keyboard reachable), one
 * per entity the person may see and "All accounts"; the one shown is marked current. Only for a
 * person with more than one entity. `path` is the page an entity's link opens (the dashboard or the
 * profile), `search` the page's other parameters to keep (its tab).
 */
export function EntitySwitcher({
  entities,
  current,
  path = "/investment-dashboard",
  search,
}: {
  entities: readonly PortalEntity[];
  /** The entity shown, or "all" on All accounts. */
  current: number | "all" | null;
  path?: string;
  search?: URLSearchParams;
}) {
  if (entities.length < 2) return null;
  return (
    <nav aria-label="Your accounts" className="border-t border-slate-100 bg-slate-50">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 sm:px-6 lg:px-8">
        <li className="text-sm text-slate-600">Accounts:</li>
        <li>
          <Link
            to={ALL_ACCOUNTS_PATH}
            className={pill(current === "all")}
            aria-current={current === "all" ? "page" : undefined}
          >
            All accounts
          </Link>
        </li>
        {entities.map((e) => (
          <li key={e.entityId}>
            <Link
              to={withEntity(path, e.entityId, search)}
              className={pill(current === e.entityId)}
              aria-current={current === e.entityId ? "page" : undefined}
            >
              {e.legalName}
              {e.role === "viewer" ? <span className="text-xs opacity-80">({ENTITY_ROLE_LABELS.viewer})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Which entity a portal page shows: its legal name, member ID and "View only" for a viewer grant. */
export function EntityLine({ entity }: { entity: PortalEntity }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span>
        Account: <span className="font-medium text-slate-800">{entity.legalName}</span>
      </span>
      <span aria-hidden="true">·</span>
      <span>
        Member ID: <span className="font-medium text-slate-800">{entity.memberId}</span>
      </span>
      {entity.role === "viewer" ? <ViewOnly /> : null}
      <span aria-hidden="true">·</span>
      <a className="text-brand-700 underline underline-offset-2" href={`/accounts/${entity.entityId}`}>
        People and details
      </a>
    </p>
  );
}

/** The mark of a view-only grant: figures and documents, nothing to act on. */
export function ViewOnly() {
  return (
    <span className="inline-flex items-center rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
      {ENTITY_ROLE_LABELS.viewer}
    </span>
  );
}
