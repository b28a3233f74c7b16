import { useState } from "react";
import { CONSENT_FILTERS, type InvestorConsent, type PaperRecipient } from "#domain/edelivery.ts";
import type { StaffDocument } from "#domain/documents.ts";
import { formatDate, formatDateTime } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { useResource } from "#app/lib/use-resource.ts";
import { Loading, useListFor } from "./delivery-dialogs";

// Staff's view of e-delivery consent (docs/product.md §E-delivery): documents reach an investor
// electronically only once they accept the notice in force; everyone else is sent them on paper.

const FILTER_LABELS: Record<(typeof CONSENT_FILTERS)[number], string> = {
  all: "Every investor",
  paper: "Paper only (not accepted)",
  electronic: "Accepted electronic delivery",
};

/** Every active investor with their consent, filterable to those who must get paper. */
export function ConsentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState<(typeof CONSENT_FILTERS)[number]>("paper");
  // Each filter has its own read: another filter shows "Loading..." until its list arrives.
  const items = useResource<InvestorConsent[]>(open ? `/resources/documents/consents?consent=${filter}` : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="E-delivery consent"
      description="Documents reach an investor electronically only after they accept the electronic delivery notice now in force. Send everyone else their documents on paper."
    >
      <div className="mb-3">
        <label htmlFor="consent-filter" className="mb-1 block text-sm font-medium text-slate-800">
          Show
        </label>
        <NativeSelect
          id="consent-filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as typeof filter)}
        >
          {CONSENT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Loading items={items}>
        {(list) =>
          list.length === 0 ? (
            <p>{filter === "paper" ? "Every investor has accepted electronic delivery." : "No investor to show."}</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm"
              aria-label={`Investors (${list.length})`}
            >
              {list.map((c) => (
                <li key={c.userId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{c.name}</span>{" "}
                    <span className="text-slate-600">{c.memberId}</span>
                    <span className="block text-xs break-all text-slate-600">{[c.email, ...c.funds].join(" · ")}</span>
                  </span>
                  {c.consentedAt ? (
                    <Badge tone="green">Accepted {formatDate(c.consentedAt)}</Badge>
                  ) : (
                    <Badge tone="gold">
                      {c.earlierVersion ? "New notice not accepted: paper" : "Not accepted: paper"}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </Dialog>
  );
}

/** The investors one document must be sent to on paper (published to them, no consent). */
export function PaperDialog({ document, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  const items = useListFor<PaperRecipient>(document, "paper");
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Send on paper"
      description={
        document
          ? `Investors who have not accepted electronic delivery: send them "${document.title}" by post.`
          : undefined
      }
    >
      <Loading items={items}>
        {(list) =>
          list.length === 0 ? (
            <p>Everyone it was published to receives it electronically.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
              {list.map((u) => (
                <li key={u.userId} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{u.name}</span>{" "}
                    <span className="text-slate-600">{u.memberId}</span>
                    <span className="block text-xs break-all text-slate-600">{u.email}</span>
                  </span>
                  <span className="text-slate-600">Published {formatDateTime(u.deliveredAt)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </Dialog>
  );
}
