import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { investmentPageQuerySchema } from "#domain/investment.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { InvestmentsTabData } from "./investments-tab";

/** The Investments tab's data: one page, newest first unless the URL asks otherwise (staff only; the route checked). */
export async function load(context: AppLoadContext, _user: SessionUser, url: URL): Promise<InvestmentsTabData> {
  return {
    page: await loadListPage(url, investmentPageQuerySchema, ({ cursor, limit, sort, dir, q, fund, status }) =>
      context.services.investments.listPage({ fund, status, q }, { cursor, limit, sort, dir }),
    ),
  };
}
