import { useLayoutEffect, useRef, useState } from "react";
import { Form, redirect, useFetcher } from "react-router";
import { AccreditationStep } from "#app/components/subscriptions/accreditation-step.tsx";
import { OpenComments, Progress } from "#app/components/subscriptions/progress.tsx";
import { QuestionField } from "#app/components/subscriptions/question-field.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import {
  answer,
  answersFromForm,
  foreign,
  investorPage,
  orNotFound,
  refusal,
  type FormAnswer,
} from "#app/lib/subscription-page.server.ts";
import { accreditationAction } from "#app/lib/subscription-accreditation.server.ts";
import { STALE_ANSWERS, type SubscriptionView } from "#domain/subscription-questionnaire.ts";
import { fieldsOf, SECTION_TITLES, type SectionKey } from "#domain/subscription-questions.ts";
import type { Route } from "./+types/subscription-section";

const contextOf = (view: SubscriptionView) => ({
  kind: view.entity.kind,
  exemption: view.offering.exemption,
  requiresQualifiedPurchaser: view.offering.requiresQualifiedPurchaser,
  minimumCommitmentCents: view.offering.minimumCommitmentCents,
});

async function load(context: Route.LoaderArgs["context"], url: URL, params: Route.LoaderArgs["params"]) {
  const user = await investorPage(context, url);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  const view = await orNotFound(() => context.services.subscriptionQuestionnaire.view(user, id));
  const section = view.sections.find((s) => s.key === params.section)?.key;
  if (!section) throw new Response("Subscription not found", { status: 404 });
  return { user, view, section };
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { view, section } = await load(context, url, params);
  return { view, section };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const refused = foreign(request, context);
  if (refused) return refused;
  const { user, view, section } = await load(context, url, params);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent.startsWith("accreditation")) return accreditationAction(context, user, view.id, intent, form);
  const service = context.services.subscriptionQuestionnaire;
  const fields = fieldsOf(section as SectionKey, contextOf(view), view.answers);
  const answers = answersFromForm(fields, form);
  try {
    const saved = await service.saveSection(user, view.id, section, {
      answersVersion: Number(form.get("answersVersion")),
      answers,
    });
    if (intent !== "continue") return answer({ ok: true, answersVersion: saved.answersVersion });
    const keys = view.sections.map((s) => s.key);
    const next = keys[keys.indexOf(section) + 1];
    return redirect(`/subscriptions/${view.id}/${next ?? "review"}`);
  } catch (error) {
    return refusal(error, answers);
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? SECTION_TITLES[loaderData.section] : "Subscription";
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Intent = "save" | "continue";

/**
 * Saves the form as the person goes: on a change (after a short pause) and on leaving a field; and
 * "Save and continue" once the page has its script. One save at a time: a second submit would
 * abort the first in the browser after the server had saved it, moving the version under the page
 * (a false "changed elsewhere" for whoever moves through the fields quickly). A save asked while
 * one is on its way waits for its answer, then goes with the version that answer gave.
 */
function useAutosave(initialVersion: number) {
  const fetcher = useFetcher<FormAnswer>();
  const [version, setVersion] = useState(initialVersion);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reply = fetcher.data;
  // The version moves only with this page's own saves (never with a revalidated loader, which
  // could carry another device's save): a stale page stays stale and is told so.
  const [seen, setSeen] = useState(reply);
  if (reply !== seen) {
    setSeen(reply);
    if (reply?.ok && reply.answersVersion !== undefined) setVersion(reply.answersVersion);
  }
  const stale = reply !== undefined && !reply.ok && reply.status === 409;
  // Read by the handlers and the timer, whichever render made them: the latest version, and the
  // save on its way (with the answer the fetcher held when it went) and the one waiting for it.
  const latest = useRef({ version, stale });
  const flight = useRef<{
    sent: boolean;
    taken: boolean;
    before: FormAnswer | undefined;
    waiting: { form: HTMLFormElement; intent: Intent } | null;
  }>({ sent: false, taken: false, before: undefined, waiting: null });
  const send = (form: HTMLFormElement, intent: Intent) => {
    const data = new FormData(form);
    data.set("intent", intent);
    data.set("answersVersion", String(latest.current.version));
    flight.current = { sent: true, taken: false, before: fetcher.data, waiting: null };
    void fetcher.submit(data, { method: "post" });
  };
  const save = (form: HTMLFormElement | null, intent: Intent = "save") => {
    clearTimeout(timer.current);
    if (!form || latest.current.stale) return;
    const f = flight.current;
    // A continue asked for stays a continue, whatever saves are asked after it.
    if (f.sent) f.waiting = { form, intent: f.waiting?.intent === "continue" ? "continue" : intent };
    else send(form, intent);
  };
  useLayoutEffect(() => {
    latest.current = { version, stale };
    const f = flight.current;
    if (!f.sent) return;
    if (fetcher.state !== "idle") {
      f.taken = true;
      return;
    }
    // Answered: idle again after being busy, or idle with a new answer (the busy render may be
    // skipped when the answer comes quickly). The waiting save goes, with the version it gave.
    if (!f.taken && fetcher.data === f.before) return;
    const next = f.waiting;
    flight.current = { sent: false, taken: false, before: undefined, waiting: null };
    if (next && !stale) send(next.form, next.intent);
  });
  const later = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(form), 800);
  };
  return { fetcher, version, stale, save, later };
}

export default function SubscriptionSection({ loaderData, actionData }: Route.ComponentProps) {
  // A fresh form (and version) per section and subscription.
  return (
    <SectionPage key={`${loaderData.view.id}-${loaderData.section}`} loaderData={loaderData} actionData={actionData} />
  );
}

function SectionPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { view, section } = loaderData;
  const fields = fieldsOf(section, contextOf(view), view.answers);
  const stored = (view.answers[section] ?? {}) as Record<string, unknown>;
  const autosave = useAutosave(view.answersVersion);
  const reply = (autosave.fetcher.data ?? actionData) as FormAnswer | undefined;
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  // A refused plain POST (no script) shows what was sent, not what is stored.
  const sent = actionData && !actionData.ok ? actionData.values : undefined;
  const commentsOn = (key: string) =>
    view.comments.filter((c) => c.field === `${section}.${key}`).map((c) => c.comment);
  const stale = autosave.stale || (reply !== undefined && !reply.ok && reply.error === STALE_ANSWERS);
  return (
    <div>
      <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">
        {view.offering.name} · {view.entity.legalName}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">{SECTION_TITLES[section]}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <Progress view={view} />
        <div className="grid min-w-0 gap-6">
          <OpenComments view={view} />
          {stale ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
              {STALE_ANSWERS}.{" "}
              <a className="underline" href={`/subscriptions/${view.id}/${section}`}>
                Reload
              </a>
            </p>
          ) : reply && !reply.ok ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
              {reply.error}
            </p>
          ) : null}
          {section === "accreditation" ? (
            <AccreditationStep view={view} />
          ) : (
            <Form
              method="post"
              className="grid gap-5 rounded-lg border border-slate-200 bg-white p-5"
              onChange={(e) => view.may.edit && autosave.later(e.currentTarget)}
              onBlur={(e) => {
                // Leaving a field for the submit button: that click saves (two saves would race).
                if ((e.relatedTarget as HTMLElement | null)?.getAttribute("type") === "submit") return;
                if (view.may.edit) autosave.save(e.currentTarget);
              }}
              onSubmit={(e) => {
                // With the script, "Save and continue" takes its turn after a save on its way;
                // without it (or on a stale page, to be told so again), the form posts as it is.
                if (autosave.stale) return;
                e.preventDefault();
                autosave.save(e.currentTarget, "continue");
              }}
            >
              <input type="hidden" name="answersVersion" value={autosave.version} readOnly />
              <fieldset disabled={!view.may.edit} className="grid gap-5">
                {fields.map((field) => (
                  <QuestionField
                    key={field.key}
                    field={field}
                    section={stored}
                    value={sent && field.key in sent ? sent[field.key] : stored[field.key]}
                    errors={errors[field.key]}
                    comments={commentsOn(field.key)}
                  />
                ))}
              </fieldset>
              {view.may.edit ? (
                <div className="flex flex-wrap items-center gap-4">
                  <button type="submit" name="intent" value="continue" className={buttonClass()}>
                    Save and continue
                  </button>
                  <span role="status" className="text-sm text-slate-600">
                    {autosave.fetcher.state !== "idle" ? "Saving…" : reply?.ok ? "Saved" : ""}
                  </span>
                </div>
              ) : (
                <p className="text-slate-700">You can read these answers; your role does not let you change them.</p>
              )}
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
