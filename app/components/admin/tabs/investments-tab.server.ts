import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { InvestmentsTabData } from "./investments-tab";

/** The Investments tab's data: every investment, newest first (staff only; the route checked). */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<InvestmentsTabData> {
  return { investments: await context.services.investments.list() };
}
