import type { DocumentKind, InvestorDocument } from "#domain/investor-portal.ts";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatShortDate } from "#domain/format.ts";
import { DocumentAction } from "#app/components/documents/portal/document-list.tsx";
import {
  DocumentsWithheld,
  NewBadge,
  useDocumentsWithheld,
} from "#app/components/documents/portal/edelivery-notice.tsx";

const STATEMENT_GROUPS: ReadonlyArray<{ kind: DocumentKind; title: string }> = [
  { kind: "statement_quarterly", title: "Quarterly Statements" },
  { kind: "statement_monthly", title: "Monthly Statements" },
  { kind: "statement_tax", title: "Tax Statements" },
];

/** Quarterly, monthly and tax statements: period, funds, date, size and Download. */
export function StatementsTab({ documents }: { documents: readonly InvestorDocument[] }) {
  const withheld = useDocumentsWithheld();
  return (
    <div className="space-y-8">
      {STATEMENT_GROUPS.map(({ kind, title }) => {
        const statements = documents.filter((d) => d.kind === kind);
        return (
          <div key={kind}>
            <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
            {withheld ? (
              <DocumentsWithheld className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700" />
            ) : statements.length === 0 ? (
              <p className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">None issued yet.</p>
            ) : (
              <div className="mt-4">
                <Table caption={`${title}, newest first`}>
                  <thead>
                    <tr>
                      <Th>Period</Th>
                      <Th>Funds</Th>
                      <Th>Date</Th>
                      <Th>Size</Th>
                      <Th className="text-right">Download</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {statements.map((statement) => (
                      <tr key={statement.id}>
                        <Td className="font-medium">
                          {statement.name} {statement.isNew && <NewBadge />}
                        </Td>
                        <Td>{statement.fundType ?? "—"}</Td>
                        <Td className="whitespace-nowrap">
                          {statement.documentDate ? (
                            <time dateTime={statement.documentDate}>{formatShortDate(statement.documentDate)}</time>
                          ) : (
                            statement.status
                          )}
                        </Td>
                        <Td className="whitespace-nowrap">{statement.fileSize ?? "—"}</Td>
                        <Td className="text-right">
                          <DocumentAction document={statement} />
                        </Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
