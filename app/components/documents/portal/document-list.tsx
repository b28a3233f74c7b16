import { documentDownloadPath, type InvestorDocument } from "#domain/investor-portal.ts";
import { formatShortDate } from "#domain/format.ts";
import { DownloadLink, PendingDownload } from "./download-link";
import { DocumentsWithheld, NewBadge, useDocumentsWithheld } from "./edelivery-notice";

/** The facts shown under a document's name: size and date, or that it is still pending. */
function DocumentFacts({ document }: { document: InvestorDocument }) {
  const date = document.documentDate;
  return (
    <p className="mt-0.5 text-sm text-slate-600">
      {[document.fundType, document.fileSize].filter(Boolean).join(" · ")}
      {date && (
        <>
          {document.fundType || document.fileSize ? " · " : ""}
          <time dateTime={date}>{formatShortDate(date)}</time>
        </>
      )}
      {!document.available && document.status && (
        <>
          {document.fundType ? " · " : ""}
          <span className="font-medium text-gold-700">{document.status}</span>
        </>
      )}
    </p>
  );
}

/** The Download action for a document: a link when its file exists, disabled while pending. */
export function DocumentAction({ document, iconOnly }: { document: InvestorDocument; iconOnly?: boolean }) {
  return document.available ? (
    <DownloadLink href={documentDownloadPath(document.id)} name={document.name} iconOnly={iconOnly} />
  ) : (
    <PendingDownload name={document.name} expectedDate={document.expectedDate} />
  );
}

/** A document's name, with the New badge while the investor has not opened it. */
export function DocumentName({ document, className }: { document: InvestorDocument; className: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p className={className}>{document.name}</p>
      {document.isNew && <NewBadge />}
    </div>
  );
}

/** A list of documents, each with its facts and Download action (or where to accept e-delivery). */
export function DocumentList({ documents, empty }: { documents: readonly InvestorDocument[]; empty: string }) {
  const withheld = useDocumentsWithheld();
  if (withheld) return <DocumentsWithheld />;
  if (documents.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {documents.map((document) => (
        <li key={document.id} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            <DocumentName document={document} className="font-medium text-slate-900" />
            <DocumentFacts document={document} />
          </div>
          <DocumentAction document={document} />
        </li>
      ))}
    </ul>
  );
}
