import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Sheet } from "#app/components/ui/sheet.tsx";
import { cn } from "#app/lib/cn.ts";
import { Logo } from "./logo";
import { DisclosureNav } from "./disclosure-nav";
import { anchorHref, investmentLinks, sectionLinks } from "./nav-items";

const navLink = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900";
const menuLink = "block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900";

export function SiteHeader() {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Link to="/" aria-label="EdFutures home" className="rounded-md">
            <Logo />
          </Link>
          {!onHome ? (
            <Link to="/" className={cn(buttonClass("outline", "sm"), "hidden sm:inline-flex")}>
              <span aria-hidden="true">←</span> Back to Home
            </Link>
          ) : null}
        </div>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {sectionLinks.map((item) => (
            <a key={item.anchor} href={anchorHref(item.anchor, onHome)} className={navLink}>
              {item.label}
            </a>
          ))}
          <DisclosureNav label="Investments" buttonClassName={navLink}>
            {(closeMenu) =>
              investmentLinks.map((item) => (
                <li key={item.label}>
                  {"to" in item ? (
                    <Link to={item.to} onClick={closeMenu} className={menuLink}>
                      {item.label}
                    </Link>
                  ) : (
                    <a href={anchorHref(item.anchor, onHome)} onClick={closeMenu} className={menuLink}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))
            }
          </DisclosureNav>
          <Link to="/partner-portal" className={cn(buttonClass("outline", "sm"), "ml-2")}>
            Partner Portal
          </Link>
          <Link to="/admin-portal" className={buttonClass("ghost", "sm")}>
            Admin Portal
          </Link>
          <a href={anchorHref("contact", onHome)} className={buttonClass("primary", "sm")}>
            Contact
          </a>
        </nav>

        <div className="lg:hidden">
          <Sheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Menu"
            triggerLabel="Open menu"
            triggerIcon={
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            }
          >
            <nav aria-label="Mobile" className="flex flex-col gap-1">
              {!onHome ? (
                <Link to="/" onClick={close} className={navLink}>
                  Back to Home
                </Link>
              ) : null}
              {sectionLinks.map((item) => (
                <a key={item.anchor} href={anchorHref(item.anchor, onHome)} onClick={close} className={navLink}>
                  {item.label}
                </a>
              ))}
              <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Investments</p>
              {investmentLinks.map((item) =>
                "to" in item ? (
                  <Link key={item.label} to={item.to} onClick={close} className={navLink}>
                    {item.label}
                  </Link>
                ) : (
                  <a key={item.label} href={anchorHref(item.anchor, onHome)} onClick={close} className={navLink}>
                    {item.label}
                  </a>
                ),
              )}
              <div className="mt-4 flex flex-col gap-2">
                <Link to="/partner-portal" onClick={close} className={buttonClass("outline")}>
                  Partner Portal
                </Link>
                <Link to="/admin-portal" onClick={close} className={buttonClass("outline")}>
                  Admin Portal
                </Link>
                <a href={anchorHref("contact", onHome)} onClick={close} className={buttonClass("primary")}>
                  Contact
                </a>
              </div>
            </nav>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
