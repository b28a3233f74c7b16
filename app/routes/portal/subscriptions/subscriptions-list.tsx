import { Link } from "react-router";
import { site } from "#app/content/site.ts";
import { investorPage } from "#app/lib/subscription-page.server.ts";
import { SUBSCRIPTION_STATUS_LABELS } from "#domain/subscriptions.ts";
import type { Route } from "./+types/subscriptions-list";

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await investorPage(context, url);
  return { subscriptions: await context.services.subscriptionQuestionnaire.list(user) };
}

export function meta() {
  return [{ title: `Subscriptions | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function SubscriptionsList({ loaderData }: Route.ComponentProps) {
  const { subscriptions } = loaderData;
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-brand-900">Your subscriptions</h1>
      {subscriptions.length === 0 ? (
        <p className="mt-4 text-slate-700">
          You have no subscriptions yet.{" "}
          <Link className="text-brand-700 underline" to="/offerings">
            See the offerings open to you
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {subscriptions.map((s) => (
            <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold break-words text-brand-900">
                {s.offeringName} · {s.entityName}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Status: <strong>{SUBSCRIPTION_STATUS_LABELS[s.status]}</strong> · Next step:{" "}
                <Link className="text-brand-700 underline" to={s.nextPath}>
                  {s.nextStep}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
