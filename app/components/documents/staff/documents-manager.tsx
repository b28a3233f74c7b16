import { ArrowLeft, Clock, Files, MailCheck, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DOCUMENT_FUNDS, DOCUMENT_KINDS } from "#domain/investor-portal.ts";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { DOCUMENT_KIND_LABELS, type StaffDocument } from "#domain/documents.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { EmptyState, useDeleteWithConfirm } from "#app/components/staff/content-tab-kit.tsx";
import { BulkUploadDialog } from "./bulk-upload-dialog.tsx";
import { PendingK1Dialog, ReplaceFileDialog, UploadDialog } from "./upload-dialogs";
import { UnopenedDialog, VersionsDialog } from "./delivery-dialogs";
import { ConsentsDialog, PaperDialog } from "./consent-dialogs";
import {
  Audience,
  DeliveryFigures,
  DocumentActions,
  DocumentCard,
  DocumentStatus,
  DocumentTitle,
  OpenedFigure,
  type DocumentAction,
} from "./document-parts";
import { api } from "#app/lib/api-client.ts";
import type { documentApi } from "#domain/api/documents.ts";

type Open =
  | { kind: "upload" | "pending" | "bulk" | "consents" }
  | { kind: "replace" | "unopened" | "versions" | "paper"; document: StaffDocument }
  | null;

/**
 * The staff Documents page: every investor document with its delivery evidence (delivered,
 * opened, who has not opened it), uploads for one investor or a whole fund, pending K-1s, file
 * replacement with earlier versions, and bulk upload matched by member ID.
 */
export function DocumentsManager({ documents: page }: { documents: Page<StaffDocument> }) {
  const documents = page.items;
  const [searchParams] = useSearchParams();
  const filtered = ["q", "type", "fund"].some((key) => searchParams.get(key));
  const [open, setOpen] = useState<Open>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  const remove = useDeleteWithConfirm<StaffDocument>({
    remove: (item) => api.delete<typeof documentApi.remove>(`/api/documents/${item.id}`),
    name: (item) => item.title,
    noun: "document",
    deleted: "Document deleted",
    deleteFailed: "Failed to delete document",
    focusAfter: headingRef,
  });
  const act = (action: DocumentAction, document: StaffDocument) =>
    action === "delete" ? remove.ask(document) : setOpen({ kind: action, document });

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-3xl font-bold tracking-tight text-brand-900 outline-none"
          >
            Documents
          </h1>
          <p className="mt-1 max-w-2xl text-slate-700">
            Deliver statements, K-1s, subscription documents and fund reports to investors (PDF, up to 20 MB each), see
            who has opened them, and who has not accepted electronic delivery and must be sent them on paper.
          </p>
        </div>
        <Link to="/admin-portal" className={buttonClass("outline")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Portal
        </Link>
      </div>

      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={() => setOpen({ kind: "upload" })}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Upload Document
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: "bulk" })}>
          <Files className="h-4 w-4" aria-hidden="true" />
          Bulk Upload
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: "pending" })}>
          <Clock className="h-4 w-4" aria-hidden="true" />
          Announce K-1
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: "consents" })}>
          <MailCheck className="h-4 w-4" aria-hidden="true" />
          E-delivery consent
        </Button>
      </div>

      <section aria-labelledby="documents-heading" className="mt-8 min-w-0 space-y-3">
        <h2 id="documents-heading" className="text-2xl font-semibold text-brand-900">
          Delivered documents
        </h2>
        <ListControls
          label="Search documents"
          searchLabel="Search by title, investor or member ID"
          sorts={[]}
          sort={page.sort}
          dir={page.dir}
          restarts={["type", "fund"]}
          filters={
            <>
              <FilterSelect
                name="type"
                label="Type"
                options={DOCUMENT_KINDS.map((kind) => [kind, DOCUMENT_KIND_LABELS[kind]])}
              />
              <FilterSelect name="fund" label="Fund" options={DOCUMENT_FUNDS.map((fund) => [fund, fund])} />
            </>
          }
        />
        {documents.length === 0 ? (
          <EmptyState message={filtered ? "No document matches the search." : "No documents yet."} />
        ) : (
          <>
            <div className="hidden md:block">
              <Table caption={`Documents (${page.total})`}>
                <thead>
                  <tr>
                    <Th>Document</Th>
                    <Th>For</Th>
                    <Th>Status</Th>
                    <Th>Delivery</Th>
                    <Th>Opened</Th>
                    <Th>Actions</Th>
                  </tr>
                </thead>
                <tbody>
                  {documents.map((document) => (
                    <tr key={document.id}>
                      <Td>
                        <DocumentTitle document={document} />
                      </Td>
                      <Td>
                        <Audience document={document} />
                      </Td>
                      <Td className="whitespace-nowrap">
                        <DocumentStatus document={document} />
                      </Td>
                      <Td>
                        <DeliveryFigures document={document} act={act} />
                      </Td>
                      <Td className="whitespace-nowrap">
                        <OpenedFigure document={document} act={act} />
                      </Td>
                      <Td>
                        <DocumentActions document={document} act={act} />
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <ul className="space-y-3 md:hidden" aria-label={`Documents (${page.total})`}>
              {documents.map((document) => (
                <DocumentCard key={document.id} document={document} act={act} />
              ))}
            </ul>
          </>
        )}
        <Pager page={page} label="Pages of documents" noun={["document", "documents"]} />
      </section>

      <UploadDialog open={open?.kind === "upload"} onClose={close} />
      <PendingK1Dialog open={open?.kind === "pending"} onClose={close} />
      <BulkUploadDialog open={open?.kind === "bulk"} onClose={close} />
      <ReplaceFileDialog document={open?.kind === "replace" ? open.document : null} onClose={close} />
      <UnopenedDialog document={open?.kind === "unopened" ? open.document : null} onClose={close} />
      <VersionsDialog document={open?.kind === "versions" ? open.document : null} onClose={close} />
      <PaperDialog document={open?.kind === "paper" ? open.document : null} onClose={close} />
      <ConsentsDialog open={open?.kind === "consents"} onClose={close} />
      {remove.dialog}
    </main>
  );
}

/** A filter of the list's search form; "Any" sends nothing. */
function FilterSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const [searchParams] = useSearchParams();
  return (
    <div>
      <label htmlFor={`documents-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <NativeSelect id={`documents-${name}`} name={name} defaultValue={searchParams.get(name) ?? ""}>
        <option value="">Any</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
