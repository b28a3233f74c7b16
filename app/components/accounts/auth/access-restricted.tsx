import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";

/**
 * The one Access Restricted page: what a page guard's 403 shows a signed-in user of the wrong
 * role (who the page is for, and where to go instead). `header` is the screen's own header when
 * the page is shown outside the site layout (the staff screens).
 */
export function AccessRestricted({
  message,
  goTo,
  header,
}: {
  message: string;
  goTo: { to: string; label: string };
  header?: ReactNode;
}) {
  return (
    <>
      {header}
      <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-20 text-center outline-none sm:px-6">
        <title>{`Access Restricted | ${site.name}`}</title>
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-gold-100 text-gold-700">
          <ShieldAlert className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-bold text-brand-900">Access Restricted</h1>
        <p className="mt-4 text-slate-700">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={goTo.to} className={buttonClass("primary")}>
            {goTo.label}
          </Link>
          <Link to="/" className={buttonClass("outline")}>
            Back to Home
          </Link>
        </div>
      </main>
    </>
  );
}
