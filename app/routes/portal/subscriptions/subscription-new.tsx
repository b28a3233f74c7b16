import { Form, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { answer, foreign, investorPage, refusal, serviceError } from "#app/lib/subscription-page.server.ts";
import { ENTITY_KIND_LABELS, ENTITY_KINDS } from "#domain/entities.ts";
import { startSubscriptionSchema } from "#domain/subscription-questionnaire.ts";
import { fieldErrorsOf } from "#domain/field-errors.ts";
import type { Route } from "./+types/subscription-new";

const offeringIdOf = (url: URL) => {
  const raw = url.searchParams.get("offering") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await investorPage(context, url);
  try {
    return {
      choices: await context.services.subscriptionQuestionnaire.startChoices(user, offeringIdOf(url)),
      refused: null,
    };
  } catch (error) {
    const refused = serviceError(error);
    if (!refused) throw error;
    return { choices: null, refused: refused.message };
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const denied = foreign(request, context);
  if (denied) return denied;
  const user = await investorPage(context, url);
  const form = await request.formData();
  const choice = String(form.get("entity") ?? "");
  const input =
    choice === "new"
      ? {
          offeringId: offeringIdOf(url),
          kind: String(form.get("kind") ?? ""),
          legalName: String(form.get("legalName") ?? ""),
        }
      : { offeringId: offeringIdOf(url), entityId: Number(choice) || undefined };
  const parsed = startSubscriptionSchema.safeParse(input);
  if (!parsed.success)
    return answer(
      {
        ok: false,
        status: 400,
        error: "Check the fields marked below",
        fieldErrors: fieldErrorsOf(parsed.error.issues),
      },
      400,
    );
  try {
    const { id } = await context.services.subscriptionQuestionnaire.start(user, context.clientIp, parsed.data);
    return redirect(`/subscriptions/${id}/identity`);
  } catch (error) {
    return refusal(error);
  }
}

export function meta() {
  return [{ title: `Start a subscription | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function SubscriptionNew({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, refused } = loaderData;
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  if (!choices)
    return (
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-900">Start a subscription</h1>
        <p role="alert" className="mt-4 text-slate-800">
          {refused}
        </p>
        <a className="mt-4 inline-block text-brand-700 underline" href="/offerings">
          The offerings open to you
        </a>
      </div>
    );
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-brand-900">Subscribe to {choices.offering.name}</h1>
      <p className="mt-2 text-slate-700">
        Choose the account that invests. Each account can have one subscription in progress per offering.
      </p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5 rounded-lg border border-slate-200 bg-white p-5">
        <fieldset className="grid gap-3">
          <legend className="font-semibold text-slate-800">Investing account</legend>
          {choices.entities.map((e) => (
            <label key={e.entityId} className="flex items-start gap-3">
              <input type="radio" name="entity" value={e.entityId} className="mt-1 h-5 w-5" defaultChecked={false} />
              <span className="break-words">
                {e.legalName} ({ENTITY_KIND_LABELS[e.kind]})
              </span>
            </label>
          ))}
          <label className="flex items-start gap-3">
            <input
              type="radio"
              name="entity"
              value="new"
              className="mt-1 h-5 w-5"
              defaultChecked={choices.entities.length === 0}
            />
            <span>A new account (a trust, a company, a joint account…)</span>
          </label>
          {errors.entityId ? <p className="text-sm text-red-700">{errors.entityId.join(" ")}</p> : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-semibold text-slate-800">
            New account's kind
            <select
              name="kind"
              defaultValue="trust"
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              {ENTITY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {ENTITY_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-800">
            New account's legal name
            <input
              name="legalName"
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
            />
            {errors.legalName ? (
              <span className="text-sm font-normal text-red-700">{errors.legalName.join(" ")}</span>
            ) : null}
          </label>
        </div>
        <button type="submit" className={buttonClass()}>
          Start the subscription
        </button>
      </Form>
    </div>
  );
}
