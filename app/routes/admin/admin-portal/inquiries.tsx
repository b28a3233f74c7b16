import { data } from "react-router";
import InquiriesTab from "#app/components/inquiries/inquiries-tab.tsx";
import { load } from "#app/components/inquiries/inquiries-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/inquiries";

/**
 * The admin portal's Inquiries section, /admin-portal/inquiries (decision 0051): one page of the
 * contact inquiries, their status, search and position in the query, with the counts per status.
 * Staff only, checked here before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user, url) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  return <InquiriesTab user={loaderData.user} data={loaderData.data} />;
}
