import { Download, ExternalLink } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useActionData, useNavigation, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { isForeignPost } from "#app/lib/edelivery.server.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { formatCents, formatDate, formatDateTime, formatFileSize } from "#domain/format.ts";
import { OFFERING_DOCUMENT_KIND_LABELS, OFFERING_EXEMPTION_LABELS } from "#domain/offerings.ts";
import type { Route } from "./+types/offering";

const PORTAL_PAGE = { roles: ["investor", "viewer"], loginPath: "/partner-portal" } as const;
const notFound = () => new Response("Offering not found", { status: 404, headers: PRIVATE_HEADERS });
const idOf = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === "NOT_FOUND";

/**
 * One offering a person sees (issue 25 §2): its terms, the confidentiality notice to accept before
 * the documents, then the documents, each stamped for them when opened or downloaded. 404 for an
 * offering they do not see (or a draft). Guarded before any HTML is sent.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const user = await requireUser(context, url, PORTAL_PAGE);
  const id = idOf(params.id);
  if (id === null) throw notFound();
  try {
    return data({ offering: await context.services.offerings.dataRoom.get(user, id) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** "I accept": the same service as POST /api/offerings/:id/confidentiality; works before hydration. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const user = await requireUser(context, url, PORTAL_PAGE);
  const id = idOf(params.id);
  if (id === null) throw notFound();
  if (isForeignPost(request, context.baseUrl)) {
    return data({ error: "This form must be sent from the portal itself." }, { status: 403, headers: PRIVATE_HEADERS });
  }
  try {
    await context.services.offerings.dataRoom.accept(user, id, {
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
    });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
  return data({ error: null }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.offering.name ?? "Offering";
  return [{ title: `${name} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Offering({ loaderData }: Route.ComponentProps) {
  const { offering } = loaderData;
  const failed = useActionData<typeof action>()?.error;
  const accepting = useNavigation().state === "submitting";
  const base = `/api/offerings/${offering.id}/documents`;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader offerings />
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl space-y-8 px-4 py-10 outline-none sm:px-6 lg:px-8">
        <div>
          <Link to="/offerings" className="text-sm font-medium text-brand-700 underline underline-offset-4">
            All offerings
          </Link>
          <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight break-words text-brand-900">
            {offering.name}
          </h1>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-600">Fund</dt>
            <dd>{offering.fundType}</dd>
            <dt className="font-medium text-slate-600">Exemption</dt>
            <dd>{OFFERING_EXEMPTION_LABELS[offering.exemption]}</dd>
            <dt className="font-medium text-slate-600">Minimum commitment</dt>
            <dd>{formatCents(offering.minimumCommitmentCents)}</dd>
            <dt className="font-medium text-slate-600">First close</dt>
            <dd>{offering.firstCloseDate ? formatDate(offering.firstCloseDate) : "To be announced"}</dd>
            <dt className="font-medium text-slate-600">Final close</dt>
            <dd>{offering.finalCloseDate ? formatDate(offering.finalCloseDate) : "To be announced"}</dd>
            {offering.requiresQualifiedPurchaser ? (
              <>
                <dt className="font-medium text-slate-600">Investors</dt>
                <dd>Qualified purchasers only</dd>
              </>
            ) : null}
          </dl>
        </div>
        <section aria-labelledby="notice-heading" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="notice-heading" className="text-xl font-semibold text-brand-900">
            Confidentiality notice
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{offering.confidentialityNotice}</p>
          {offering.acceptedAt ? (
            <p className="mt-4 font-medium text-emerald-800">
              You accepted this notice on {formatDateTime(offering.acceptedAt)}.
            </p>
          ) : (
            <Form method="post" className="mt-5 space-y-3">
              {failed ? (
                <p role="alert" className="text-red-700">
                  {failed}
                </p>
              ) : null}
              <Button type="submit" disabled={accepting} aria-busy={accepting || undefined}>
                {accepting ? "Recording…" : "I accept"}
              </Button>
              <p className="text-sm text-slate-600">The documents appear once you accept.</p>
            </Form>
          )}
        </section>
        {offering.acceptedAt ? (
          <section aria-labelledby="documents-heading" className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 id="documents-heading" className="text-xl font-semibold text-brand-900">
              Documents
            </h2>
            <p className="mt-1 text-sm text-slate-600">Each copy is marked with your name, e-mail and the time.</p>
            {offering.documents.length === 0 ? (
              <p className="mt-4 text-slate-700">No documents yet.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-100">
                {offering.documents.map((document) => (
                  <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{document.title}</p>
                      <p className="text-sm text-slate-600">
                        {OFFERING_DOCUMENT_KIND_LABELS[document.kind]} · {formatFileSize(document.byteSize)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={`${base}/${document.id}/view`}
                        target="_blank"
                        rel="noopener"
                        className={buttonClass("outline", "sm")}
                      >
                        <ExternalLink className="h-4 w-4" aria-hidden="true" />
                        Open<span className="sr-only"> {document.title} (opens in a new tab)</span>
                      </a>
                      <a href={`${base}/${document.id}/download`} className={buttonClass("outline", "sm")}>
                        <Download className="h-4 w-4" aria-hidden="true" />
                        Download<span className="sr-only"> {document.title}</span>
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        <section aria-labelledby="subscribe-heading" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="subscribe-heading" className="text-xl font-semibold text-brand-900">
            Subscribe
          </h2>
          {offering.acceptedAt ? (
            <>
              <p className="mt-2 text-slate-700">
                Ready to invest? Start a subscription for one of your accounts, or a new one.
              </p>
              <Link
                to={`/subscriptions/new?offering=${offering.id}`}
                className={`${buttonClass("primary", "md")} mt-4`}
              >
                Subscribe
              </Link>
            </>
          ) : (
            <p className="mt-2 text-slate-700">Accept the confidentiality notice above before you subscribe.</p>
          )}
        </section>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="mx-auto max-w-3xl space-y-3 px-4 py-16">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Offering not found</h1>
        <p className="text-slate-700">This offering is not open to you, or it no longer exists.</p>
        <Link to="/offerings" className="text-brand-700 underline">
          Your offerings
        </Link>
      </main>
    );
  }
  throw error;
}
