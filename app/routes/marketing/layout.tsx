import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";

export default function MarketingLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="grow outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
