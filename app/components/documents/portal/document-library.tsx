import { FileBarChart, FileText, Scale } from "lucide-react";
import type { ReactNode } from "react";
import type { InvestorDocument } from "#domain/investor-portal.ts";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { DocumentList } from "./document-list";

function LibraryCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardBody>
        <section aria-labelledby={id}>
          <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            {icon}
            {title}
          </h3>
          <div className="mt-2">{children}</div>
        </section>
      </CardBody>
    </Card>
  );
}

/**
 * The documents and media screen's three document cards: fund reports, monthly statements, and
 * tax and legal documents (K-1s, including a pending one, and fund operating agreements).
 */
export function DocumentLibrary({ documents }: { documents: readonly InvestorDocument[] }) {
  const of = (...kinds: InvestorDocument["kind"][]) => documents.filter((d) => kinds.includes(d.kind));
  const iconClass = "h-5 w-5 text-gold-700";
  return (
    <div className="grid gap-6">
      <LibraryCard
        id="library-reports"
        title="Reports"
        icon={<FileBarChart className={iconClass} aria-hidden="true" />}
      >
        <DocumentList documents={of("report")} empty="No fund reports have been published yet." />
      </LibraryCard>
      <LibraryCard
        id="library-monthly"
        title="Monthly Statements"
        icon={<FileText className={iconClass} aria-hidden="true" />}
      >
        <DocumentList documents={of("statement_monthly")} empty="No monthly statements yet." />
      </LibraryCard>
      <LibraryCard
        id="library-tax-legal"
        title="Tax & Legal Documents"
        icon={<Scale className={iconClass} aria-hidden="true" />}
      >
        <DocumentList documents={of("statement_tax", "legal")} empty="No tax or legal documents yet." />
      </LibraryCard>
    </div>
  );
}
