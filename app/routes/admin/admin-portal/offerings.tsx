import { data } from "react-router";
import { OfferingsList } from "#app/components/offerings/offerings-list.tsx";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/offerings";

/**
 * The admin portal's Offerings section, /admin-portal/offerings (issue 25 §2): every offering
 * with its status, dates and counts. Staff only, checked before anything is read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url, STAFF_PAGE);
  return data({ offerings: await context.services.offerings.list() }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminOfferings({ loaderData }: Route.ComponentProps) {
  return <OfferingsList offerings={loaderData.offerings} />;
}
