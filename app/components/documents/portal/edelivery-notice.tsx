import { FileCheck2 } from "lucide-react";
import { createContext, use, useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { EdeliveryStatus } from "#domain/edelivery.ts";
import { formatDate } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { site } from "#app/content/site.ts";

/** What the pages' consent action answers (app/lib/edelivery.server.ts). */
export type EdeliveryActionData = { accepted: true; consentedAt: string } | { accepted: false; error: string };

/**
 * Whether the signed-in investor's documents are withheld until they accept the notice: the
 * document lists read it and point to the notice instead of listing anything.
 */
export const EdeliveryWithheld = createContext(false);

const NOTICE_ID = "edelivery-notice";
const HEADING_ID = "edelivery-notice-heading";

/**
 * The e-delivery notice with its Accept button, or (right after accepting) its confirmation.
 * Shown to an investor who has not accepted the notice now in force; the text is versioned by
 * EDELIVERY_NOTICE_VERSION (domain/fund-operations.ts): change the text, bump the version, and
 * every investor is asked again. The form posts to the page's own action, so it works without
 * JavaScript; with it, the page reloads its data and the documents appear.
 */
export function EdeliveryPanel({ status }: { status: EdeliveryStatus }) {
  const fetcher = useFetcher<EdeliveryActionData>();
  const actionData = useActionData<EdeliveryActionData | undefined>();
  const result = fetcher.data ?? actionData;
  if (result?.accepted && !status.required) return <EdeliveryAccepted consentedAt={result.consentedAt} />;
  if (!status.required) return null;
  const pending = fetcher.state !== "idle";
  return (
    <Card>
      <CardBody className="p-6 sm:p-8">
        <section id={NOTICE_ID} aria-labelledby={HEADING_ID} tabIndex={-1} className="outline-none">
          <h2 id={HEADING_ID} className="flex items-center gap-2 font-serif text-2xl font-bold text-brand-900">
            <FileCheck2 className="h-6 w-6 shrink-0 text-gold-700" aria-hidden="true" />
            Electronic delivery of your documents
          </h2>
          <div className="mt-4 max-w-3xl space-y-4 text-slate-700">
            <p>
              Before your documents are shown here, please read this notice and accept it. By accepting, you agree that{" "}
              {site.name} delivers the following to you electronically, through this portal, instead of on paper:
            </p>
            <ul className="list-disc space-y-1 pl-6">
              <li>capital account statements (monthly, quarterly and annual);</li>
              <li>tax documents, including Schedule K-1s;</li>
              <li>capital call and distribution notices;</li>
              <li>fund reports, and your subscription documents and fund agreements.</li>
            </ul>
            <p>
              <strong className="font-semibold text-slate-900">What you need:</strong> a current web browser and a PDF
              reader. Documents download as PDF files, which you can save and print.
            </p>
            <p>
              <strong className="font-semibold text-slate-900">Your choice:</strong> your consent lasts until you
              withdraw it. You can withdraw it, or ask for any document on paper, at any time by contacting us at{" "}
              <a
                href={`mailto:${site.supportEmail}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {site.supportEmail}
              </a>
              . If this notice changes, we will ask you again.
            </p>
            <p>Documents you have not opened yet are marked New.</p>
          </div>
          <fetcher.Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
            <input type="hidden" name="version" value={status.version} />
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Accept electronic delivery"}
            </Button>
            <span className="text-sm text-slate-600">Notice version {status.version}</span>
          </fetcher.Form>
          <div role="alert" aria-atomic="true">
            {result && !result.accepted ? (
              <p className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{result.error}</p>
            ) : null}
          </div>
        </section>
      </CardBody>
    </Card>
  );
}

/** Said once, right after accepting; focus moves here, since the button that had it is gone. */
function EdeliveryAccepted({ consentedAt }: { consentedAt: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none"
    >
      You accepted electronic delivery on <time dateTime={consentedAt}>{formatDate(consentedAt)}</time>. Your documents
      are now available below.
    </p>
  );
}

/** In place of a document list while the notice is not accepted: where to accept it. */
export function DocumentsWithheld({ className }: { className?: string }) {
  return (
    <p className={className ?? "text-sm text-slate-700"}>
      Your documents appear here once you accept{" "}
      <a href={`#${NOTICE_ID}`} className="font-semibold text-brand-700 underline underline-offset-2">
        the electronic delivery notice
      </a>{" "}
      at the top of this page.
    </p>
  );
}

/** Whether the lists must show DocumentsWithheld instead of documents. */
export const useDocumentsWithheld = () => use(EdeliveryWithheld);

/** A document delivered to the investor and not opened yet. */
export function NewBadge() {
  return (
    <Badge tone="gold">
      New<span className="sr-only">, not opened yet</span>
    </Badge>
  );
}
