import { Download, History, Mail, Trash2, Upload, UserX } from "lucide-react";
import { DOCUMENT_KIND_LABELS, staffDocumentDownloadPath, type StaffDocument } from "#domain/documents.ts";
import { formatShortDate } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { fundAudience } from "./fund-audience";

// The pieces of one document on the staff Documents page, shared by the table (wide screens) and
// the cards (phones), so both say the same things.

export type DocumentAction = "replace" | "unopened" | "versions" | "paper" | "delete";
type Act = (action: DocumentAction, document: StaffDocument) => void;

/** Who a document is for: its investor, or every investor of its fund. */
export function Audience({ document }: { document: StaffDocument }) {
  if (document.investor) {
    return (
      <>
        <span className="block font-medium text-slate-900">{document.investor.name}</span>
        <span className="text-xs text-slate-600">{document.investor.memberId}</span>
      </>
    );
  }
  return <span className="font-medium text-slate-900">{fundAudience(document.fundType)}</span>;
}

export function DocumentTitle({ document }: { document: StaffDocument }) {
  return (
    <>
      <span className="block font-medium break-words text-slate-900">{document.title}</span>
      <span className="text-xs text-slate-600">
        {[DOCUMENT_KIND_LABELS[document.kind], document.period, document.fileSize].filter(Boolean).join(" · ")}
      </span>
    </>
  );
}

export function DocumentStatus({ document }: { document: StaffDocument }) {
  return (
    <>
      {document.status ? <Badge tone={document.status === "Pending" ? "gold" : "green"}>{document.status}</Badge> : "—"}
      {document.expectedDate ? (
        <span className="mt-1 block text-xs text-slate-600">Expected {formatShortDate(document.expectedDate)}</span>
      ) : null}
    </>
  );
}

/**
 * The delivery figures in words (deliveryChannelOf, domain/edelivery.ts): how many receive it
 * electronically, and how many await consent and must be sent it on paper (with who they are).
 */
export function DeliveryFigures({ document, act }: { document: StaffDocument; act: Act }) {
  if (document.deliveredCount === 0) return <span className="text-slate-600">Not delivered yet</span>;
  return (
    <>
      <span className="block">{document.electronicCount} delivered electronically</span>
      {document.paperCount > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 text-gold-700"
          onClick={() => act("paper", document)}
          aria-label={`${document.paperCount} awaiting consent: who must get "${document.title}" on paper`}
        >
          <Mail className="h-4 w-4" aria-hidden="true" />
          {document.paperCount} awaiting consent (paper)
        </Button>
      ) : null}
    </>
  );
}

export function OpenedFigure({ document, act }: { document: StaffDocument; act: Act }) {
  const notOpened = document.electronicCount - document.openedCount;
  return (
    <>
      {document.openedCount} opened
      {notOpened > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="ml-1"
          onClick={() => act("unopened", document)}
          aria-label={`${notOpened} not opened: who has not opened "${document.title}"`}
        >
          <UserX className="h-4 w-4" aria-hidden="true" />
          {notOpened} not opened
        </Button>
      ) : null}
    </>
  );
}

export function DocumentActions({ document, act }: { document: StaffDocument; act: Act }) {
  return (
    <div className="flex flex-wrap gap-1">
      {document.available ? (
        <a
          href={staffDocumentDownloadPath(document.id)}
          className={buttonClass("ghost", "sm")}
          aria-label={`Download "${document.title}"`}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
        </a>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => act("replace", document)}
        aria-label={`${document.available ? "Replace the file of" : "Upload final file of"} "${document.title}"`}
      >
        <Upload className="h-4 w-4" aria-hidden="true" />
        {document.available ? "Replace" : "Upload final"}
      </Button>
      {document.versionCount > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => act("versions", document)}
          aria-label={`Earlier versions of "${document.title}" (${document.versionCount})`}
        >
          <History className="h-4 w-4" aria-hidden="true" />
          {document.versionCount}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="text-red-800 hover:bg-red-50"
        onClick={() => act("delete", document)}
        aria-label={`Delete "${document.title}"`}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Phones: one card per document, every figure and action stacked, nothing to scroll sideways. */
export function DocumentCard({ document, act }: { document: StaffDocument; act: Act }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <DocumentTitle document={document} />
      <div className="mt-2">
        <Audience document={document} />
      </div>
      <div className="mt-2">
        <DocumentStatus document={document} />
      </div>
      <div className="mt-2">
        <DeliveryFigures document={document} act={act} />
      </div>
      <div className="mt-1">
        <OpenedFigure document={document} act={act} />
      </div>
      <div className="mt-3">
        <DocumentActions document={document} act={act} />
      </div>
    </li>
  );
}
