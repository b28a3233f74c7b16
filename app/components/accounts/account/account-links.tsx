import { BellRing, ChevronRight, FileDown, KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "#app/components/ui/card.tsx";

const LINK_CLASS =
  "flex h-full items-start gap-3 rounded-xl p-5 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/** A card that links to a page, or (download) to a file the API answers, saved by the browser. */
function LinkCard({
  to,
  icon,
  title,
  children,
  download,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  download?: boolean;
}) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-brand-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-700">{children}</span>
      </span>
      <ChevronRight aria-hidden="true" className="mt-2 h-4 w-4 shrink-0 text-slate-500" />
    </>
  );
  return (
    <li>
      <Card className="h-full">
        {download ? (
          <a href={to} download className={LINK_CLASS}>
            {content}
          </a>
        ) : (
          <Link to={to} className={LINK_CLASS}>
            {content}
          </Link>
        )}
      </Card>
    </li>
  );
}

/**
 * More of the account: two-factor sign-in (its own page), for investors their e-mail notice
 * choices, and for everyone the download of their personal data (issue 25: the right of access).
 */
export function AccountLinks({ investor }: { investor: boolean }) {
  return (
    <section aria-labelledby="more-heading">
      <h2 id="more-heading" className="text-xl font-semibold text-brand-900">
        More security, notices and your data
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <LinkCard to="/account/two-factor" icon={<KeyRound className="h-5 w-5" />} title="Two-factor sign-in">
          Turn on a second step at sign-in, turn it off, or get new recovery codes.
        </LinkCard>
        {investor ? (
          <LinkCard to="/investor-profile#email-notices" icon={<BellRing className="h-5 w-5" />} title="E-mail notices">
            Choose which notices we e-mail you, on your investor profile.
          </LinkCard>
        ) : null}
        <LinkCard
          to="/api/account/personal-data"
          download
          icon={<FileDown className="h-5 w-5" />}
          title="Your personal data"
        >
          Download everything we hold about you, as one JSON file.
        </LinkCard>
      </ul>
    </section>
  );
}
