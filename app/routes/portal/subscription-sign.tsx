import { Form, isRouteErrorResponse, Link, useActionData, useNavigation, useRouteError } from "react-router";
import { StatusLine } from "#app/components/accounts/account/status-line.tsx";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { signAction, signPageFor, subscriptionIdOf, type SignActionData } from "#app/lib/subscription-sign.server.ts";
import { formatDateTime } from "#domain/format.ts";
import { SUBSCRIPTION_NOT_FOUND, type SigningView } from "#domain/subscription-signing.ts";
import { SUBSCRIPTION_STATUS_LABELS } from "#domain/subscriptions.ts";
import type { Route } from "./+types/subscription-sign";

/**
 * Signing a subscription (issue 25 §3, ESIGN/UETA): the final document shown before signing (the
 * PDF, and its key facts and every answer in HTML so it reads with any assistive technology),
 * consent to electronic records, the typed name and a deliberate "Sign subscription". The
 * entity's delegates and viewers read it; only its signatories sign. A plain form: it works
 * before the page's script has loaded.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });
  const view = await signPageFor(context, user, subscriptionIdOf(params.id));
  return { view };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const user = await requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });
  return signAction(request, context, user, subscriptionIdOf(params.id));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Sign the subscription | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const definitionList = "grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,14rem)_1fr]";

export default function SubscriptionSign({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader offerings />
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">Subscription No. {view.id}</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight break-words text-brand-900 sm:text-4xl">
          Sign the subscription
        </h1>
        <p className="mt-2 break-words text-slate-700">
          {view.offeringName} · {view.entityName}
        </p>
        <p className="mt-3 text-slate-800">
          Status:{" "}
          <Badge tone={view.status === "executed" ? "green" : "brand"}>{SUBSCRIPTION_STATUS_LABELS[view.status]}</Badge>
        </p>
        <DocumentSection view={view} />
        <SignatoriesSection view={view} />
        <SignSection view={view} />
      </main>
    </div>
  );
}

function DocumentSection({ view }: { view: SigningView }) {
  return (
    <section aria-labelledby="document-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="document-heading" className="font-serif text-2xl font-bold text-brand-900">
        The document you sign
      </h2>
      <p className="mt-2 text-slate-700">
        Read the whole document before signing. Its answers are below; the PDF is the document itself, with the
        signature certificate after it.
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a className="font-semibold text-brand-700 underline" href={`/api/subscriptions/${view.id}/document`}>
          Open the subscription document (PDF)
        </a>
        {view.executed ? (
          <a className="font-semibold text-brand-700 underline" href={`/api/subscriptions/${view.id}/executed.pdf`}>
            Download the executed, sealed PDF
          </a>
        ) : null}
      </p>
      <p className="mt-2 text-sm break-all text-slate-600">
        Document SHA-256: <span className="font-mono">{view.documentSha256}</span>
      </p>
      <h3 className="mt-6 text-lg font-semibold text-brand-900">Key facts</h3>
      <dl className={`mt-2 ${definitionList}`}>
        {view.facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {view.sections.map((section) => (
        <div key={section.title}>
          <h3 className="mt-6 text-lg font-semibold text-brand-900">{section.title}</h3>
          <dl className={`mt-2 ${definitionList}`}>
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-sm text-slate-600">{row.label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

function SignatoriesSection({ view }: { view: SigningView }) {
  return (
    <section aria-labelledby="signatories-heading" className="mt-8">
      <h2 id="signatories-heading" className="font-serif text-2xl font-bold text-brand-900">
        Signatories
      </h2>
      <p className="mt-1 text-slate-700">Every signatory of {view.entityName} signs before it is submitted.</p>
      {view.signatories.length === 0 ? (
        <p className="mt-3 text-slate-700">This account has no signatory.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {view.signatories.map((s) => (
            <li key={`${s.name}-${s.you}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span className="font-medium break-words text-slate-900">
                {s.name}
                {s.you ? " (you)" : ""}
              </span>
              <span className="text-sm text-slate-700">
                {s.signedAt ? `Signed ${formatDateTime(s.signedAt)}` : "Not signed yet"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SignSection({ view }: { view: SigningView }) {
  const answer = useActionData<SignActionData | undefined>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const refused = answer && !answer.ok ? answer : undefined;
  let said: string | null = null;
  if (!view.maySign) said = "Only the account's signatories sign. You can read the document above.";
  else if (view.signedByYou) said = "You have signed this document.";
  else if (view.status !== "draft" && view.status !== "pending_revision")
    said = `This subscription is ${SUBSCRIPTION_STATUS_LABELS[view.status].toLowerCase()}; there is nothing to sign.`;
  else if (!view.ready) said = "The subscription is not ready to sign: finish every answer of the questionnaire first.";
  return (
    <section aria-labelledby="sign-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="sign-heading" className="font-serif text-2xl font-bold text-brand-900">
        Sign
      </h2>
      {said ? (
        <>
          <p className="mt-2 text-slate-800">{said}</p>
          <StatusLine className="mt-3" success={answer?.ok ? answer.message : null} error={refused?.error ?? null} />
          <p className="mt-4">
            <Link className="text-brand-700 underline" to="/accounts">
              Back to All accounts
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" aria-label="Sign the subscription" className="mt-3 grid max-w-xl gap-4">
          <input type="hidden" name="documentSha256" value={view.documentSha256} />
          <div className="flex items-start gap-3">
            <input
              id="consent"
              name="consent"
              type="checkbox"
              value="yes"
              required
              className="mt-1 size-5 shrink-0 accent-brand-700"
              aria-describedby={refused?.fieldErrors?.consent ? "consent-error" : undefined}
            />
            <label htmlFor="consent" className="text-slate-800">
              I agree to use electronic records and signatures for this subscription, and I have read the document
              above. I can ask the firm for a paper copy at any time.
            </label>
          </div>
          {refused?.fieldErrors?.consent ? (
            <p id="consent-error" className="text-sm text-red-700">
              {refused.fieldErrors.consent[0]}
            </p>
          ) : null}
          <TextField
            label={`Type your full name to sign (${view.signerName})`}
            name="typedName"
            required
            autoComplete="name"
            defaultValue={refused?.typedName ?? ""}
            error={refused?.fieldErrors?.typedName?.[0]}
          />
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? "Signing…" : "Sign subscription"}
            </Button>
          </div>
          <StatusLine success={null} error={refused?.error ?? null} />
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="min-h-dvh bg-slate-50">
        <PortalHeader offerings />
        <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-16 outline-none sm:px-6">
          <h1 className="font-serif text-3xl font-bold text-brand-900">{SUBSCRIPTION_NOT_FOUND}</h1>
          <p className="mt-3 text-slate-700">This address names no subscription you may see.</p>
          <Link to="/accounts" className="mt-6 inline-block text-brand-700 underline">
            Go to All accounts
          </Link>
        </main>
      </div>
    );
  }
  throw error;
}
