import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import { investmentPageQuerySchema } from "../../../../domain/investment";
import { loadListPage } from "~/lib/list-page.server";
import type { InvestmentsTabData } from "./investments-tab";

/** The Investments tab's data: one page, newest first unless the URL asks otherwise (staff only; the route checked). */
export async function load(context: AppLoadContext, _user: SessionUser, url: URL): Promise<InvestmentsTabData> {
  return {
    page: await loadListPage(url, investmentPageQuerySchema, ({ cursor, limit, sort, dir, q, fund, status }) =>
      context.services.investments.listPage({ fund, status, q }, { cursor, limit, sort, dir }),
    ),
  };
}
