import { DOCUMENT_STATUS, type InvestorDocument } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatShortDate } from "#domain/format.ts";
import { DocumentAction } from "#app/components/documents/portal/document-list.tsx";
import {
  DocumentsWithheld,
  NewBadge,
  useDocumentsWithheld,
} from "#app/components/documents/portal/edelivery-notice.tsx";

/** Subscription documents: type, size, signed date, status and Download. */
export function DocumentsTab({ documents }: { documents: readonly InvestorDocument[] }) {
  const subscription = documents.filter((d) => d.kind === "subscription");
  const withheld = useDocumentsWithheld();
  return (
    <section aria-labelledby="subscription-documents-heading">
      <h2 id="subscription-documents-heading" className="text-xl font-semibold text-brand-900">
        Subscription Documents
      </h2>
      {withheld ? (
        <DocumentsWithheld className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700" />
      ) : subscription.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          You have no subscription documents on file.
        </p>
      ) : (
        <div className="mt-4">
          <Table caption="Subscription documents">
            <thead>
              <tr>
                <Th>Document</Th>
                <Th>Type</Th>
                <Th>Size</Th>
                <Th>Signed</Th>
                <Th>Status</Th>
                <Th className="text-right">Download</Th>
              </tr>
            </thead>
            <tbody>
              {subscription.map((document) => (
                <tr key={document.id}>
                  <Td className="font-medium">
                    {document.name} {document.isNew && <NewBadge />}
                  </Td>
                  <Td>PDF</Td>
                  <Td className="whitespace-nowrap">{document.fileSize ?? "—"}</Td>
                  <Td className="whitespace-nowrap">
                    {document.documentDate ? (
                      <time dateTime={document.documentDate}>{formatShortDate(document.documentDate)}</time>
                    ) : (
                      "—"
                    )}
                  </Td>
                  <Td>
                    <Badge tone={document.status === DOCUMENT_STATUS.Pending ? "gold" : "green"}>
                      {document.status ?? "On file"}
                    </Badge>
                  </Td>
                  <Td className="text-right">
                    <DocumentAction document={document} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
