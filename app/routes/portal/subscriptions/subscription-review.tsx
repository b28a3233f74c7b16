import { Form, Link, redirect } from "react-router";
import { OpenComments, Progress } from "#app/components/subscriptions/progress.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { answer, foreign, investorPage, orNotFound, refusal } from "#app/lib/subscription-page.server.ts";
import { describeAnswers } from "#domain/subscription-answers.ts";
import { SECTION_TITLES } from "#domain/subscription-questions.ts";
import { SUBSCRIPTION_STATUS_LABELS } from "#domain/subscriptions.ts";
import type { Route } from "./+types/subscription-review";

async function load(context: Route.LoaderArgs["context"], url: URL, rawId: string) {
  const user = await investorPage(context, url);
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : 0;
  return { user, view: await orNotFound(() => context.services.subscriptionQuestionnaire.view(user, id)) };
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return { view: (await load(context, url, params.id)).view };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const denied = foreign(request, context);
  if (denied) return denied;
  const { user, view } = await load(context, url, params.id);
  const form = await request.formData();
  const service = context.services.subscriptionQuestionnaire;
  try {
    if (form.get("intent") === "withdraw") {
      await service.withdraw(user, context.clientIp, view.id);
      return answer({ ok: true, message: "The subscription is withdrawn." });
    }
    const { next } = await service.readyToSign(user, view.id, Number(form.get("answersVersion")));
    return redirect(next);
  } catch (error) {
    return refusal(error);
  }
}

export function meta() {
  return [{ title: `Review your subscription | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function SubscriptionReview({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const described = describeAnswers(view.answers, {
    kind: view.entity.kind,
    exemption: view.offering.exemption,
    requiresQualifiedPurchaser: view.offering.requiresQualifiedPurchaser,
    minimumCommitmentCents: view.offering.minimumCommitmentCents,
  });
  return (
    <div>
      <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">
        {view.offering.name} · {view.entity.legalName} · {SUBSCRIPTION_STATUS_LABELS[view.status]}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">Review</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <Progress view={view} />
        <div className="grid min-w-0 gap-6">
          <OpenComments view={view} />
          {actionData ? (
            <p role={actionData.ok ? "status" : "alert"} className="rounded-md border border-slate-300 bg-white p-3">
              {actionData.ok ? actionData.message : actionData.error}
            </p>
          ) : null}
          {view.problems.length > 0 ? (
            <section aria-labelledby="problems-heading" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <h2 id="problems-heading" className="font-semibold text-red-900">
                Still to answer
              </h2>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {view.problems.map((p) => (
                  <li key={p.field}>
                    <Link className="text-brand-800 underline" to={`/subscriptions/${view.id}/${p.section}`}>
                      {SECTION_TITLES[p.section]}
                    </Link>
                    : {p.message}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {described.map((s) => (
            <section
              key={s.section}
              aria-labelledby={`h-${s.section}`}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id={`h-${s.section}`} className="font-semibold text-brand-900">
                {s.title}
              </h2>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
                {s.rows.map((r) => (
                  <div key={r.field} className="contents">
                    <dt className="text-slate-600">{r.label}</dt>
                    <dd className="break-words text-slate-900">{r.value || "—"}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section aria-labelledby="signers-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="signers-heading" className="font-semibold text-brand-900">
              Who signs
            </h2>
            <p className="mt-1 text-sm text-slate-700">Every signatory of the account signs the same document.</p>
            <ul className="mt-2 text-sm">
              {view.signatories.map((s) => (
                <li key={s.name}>
                  {s.name}: {s.signed ? "signed" : "not signed yet"}
                </li>
              ))}
            </ul>
            {view.may.sign ? (
              <Link className="mt-2 inline-block text-sm text-brand-700 underline" to={`/accounts/${view.entity.id}`}>
                Invite a co-signatory to the account
              </Link>
            ) : null}
          </section>
          <div className="flex flex-wrap gap-4">
            {view.may.edit ? (
              <Form method="post">
                <input type="hidden" name="answersVersion" value={view.answersVersion} />
                <button type="submit" className={buttonClass()} disabled={view.problems.length > 0}>
                  Continue to signing
                </button>
              </Form>
            ) : null}
            {view.may.withdraw ? (
              <Form method="post">
                <button type="submit" name="intent" value="withdraw" className={buttonClass("outline")}>
                  Withdraw the subscription
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
