import { Link } from "react-router";
import { headOfficeLine, site } from "#app/content/site.ts";
import { SITE_PAGES } from "#domain/site-pages.ts";
import { Logo } from "./logo";

// The legal pages are site pages staff publish (decision 0031); the rest are routes or in-page anchors.
const columns = [
  {
    title: "Investment Funds",
    links: [
      { label: "Real Estate Fund I", to: "/fund-i-details" },
      { label: "Private Equity Fund II", to: "/fund-ii-details" },
      { label: "Fund III (Coming Soon)", href: "/#funds" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/#about" },
      { label: "Office Locations", to: "/office-locations" },
      { label: "Contact", href: "/#contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "News & Insights", to: "/news" },
      { label: "Investment Strategy", to: "/investments" },
      { label: "RSS Feed", href: "/rss.xml" },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo light />
          <p className="mt-4 max-w-sm text-sm leading-6">{site.description}</p>
          <address className="mt-4 text-sm leading-6 not-italic">
            {headOfficeLine}
            <br />
            <a href={site.phoneHref} className="hover:text-white">
              {site.phone}
            </a>
            {" · "}
            <a href={`mailto:${site.email}`} className="hover:text-white">
              {site.email}
            </a>
          </address>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {col.links.map((link) => (
                <li key={link.label}>
                  {"to" in link ? (
                    <Link to={link.to} className="hover:text-white">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="hover:text-white">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getUTCFullYear()} {site.legalName}. All rights reserved. Investments are offered to accredited
            investors only.
          </p>
          <ul className="flex flex-wrap gap-4" aria-label="Legal">
            {SITE_PAGES.map((page) => (
              <li key={page.slug}>
                <Link to={`/${page.slug}`} className="hover:text-white">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
