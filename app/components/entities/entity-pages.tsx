import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "react-router";
import { PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import { ALL_ACCOUNTS_PATH } from "./entity-switcher.tsx";

/**
 * A portal page's next search parameters with the page's `?entity=` kept (decision 0060: the URL
 * carries the entity, so a tab change or a reload shows the same one).
 */
export function entityKept(current: URLSearchParams, next: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams(next);
  const entity = current.get("entity");
  if (entity) params.set("entity", entity);
  return params;
}

/** Whether a navigation shows another entity (the page's data is then read again). */
export const entityChanged = (args: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl">) =>
  args.currentUrl.searchParams.get("entity") !== args.nextUrl.searchParams.get("entity");

/** What a portal page shows for an `?entity=` that is malformed or not the person's to see. */
export function EntityNotFound() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-16 outline-none sm:px-6">
        <h1 className="font-serif text-3xl font-bold text-brand-900">{ENTITY_NOT_FOUND}</h1>
        <p className="mt-3 text-slate-700">
          This address names no account you may see. Your accounts are listed on All accounts.
        </p>
        <Link to={ALL_ACCOUNTS_PATH} className={`${buttonClass("outline", "sm")} mt-6`}>
          Go to All accounts
        </Link>
      </main>
    </div>
  );
}
