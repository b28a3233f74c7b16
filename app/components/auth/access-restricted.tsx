import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { site } from "~/content/site";

/**
 * What a page guard's 403 shows a signed-in user of the wrong role: who the page is for, and
 * where to go instead.
 */
export function AccessRestricted({ message, goTo }: { message: string; goTo: { to: string; label: string } }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <title>{`Access Restricted | ${site.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">Access Restricted</h1>
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
  );
}
