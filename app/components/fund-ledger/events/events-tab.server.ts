import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import type { EventsTabData } from "./events-tab";

/** The Events tab's data: every firm event, soonest first (a few dozen a year, so no paging). */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<EventsTabData> {
  return { events: await context.services.firmEvents.list(), today: context.services.firmEvents.today() };
}
