import { data } from "react-router";
import { SubscriptionsList } from "#app/components/subscriptions-staff/subscriptions-list.tsx";
import { loadListPage } from "#app/lib/list-page.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import { subscriptionPageQuerySchema } from "#domain/subscription-review.ts";
import type { Route } from "./+types/subscriptions";

/**
 * The admin portal's Subscriptions section, /admin-portal/subscriptions (issue 25 §4): one page of
 * subscriptions with the counts per state and the offerings to filter by; super admins also set how
 * long a verification lasts. Staff only, checked before anything is read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  const { subscriptionReview, accreditations } = context.services;
  const loaded = await loadListPage(
    url,
    subscriptionPageQuerySchema,
    async ({ cursor, limit, sort, dir, ...filter }) => {
      const [page, counts, offerings, validDays] = await Promise.all([
        subscriptionReview.listPage(filter, { cursor, limit, sort, dir }),
        subscriptionReview.countByStatus({ offering: filter.offering, q: filter.q }),
        subscriptionReview.offeringOptions(),
        user.role === "super_admin" ? accreditations.validDays() : Promise.resolve(null),
      ]);
      return { page, counts, offerings, validDays };
    },
  );
  return data(loaded, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsList data={loaderData} />;
}
