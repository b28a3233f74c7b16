import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SiteHeader } from "#app/components/site/site-header.tsx";

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
