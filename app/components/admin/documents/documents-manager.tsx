import { ArrowLeft, Clock, Download, Files, History, Trash2, Upload, UserX } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DOCUMENT_FUNDS, DOCUMENT_KINDS } from "../../../../domain/investor-portal";
import type { Page } from "../../../../domain/paging";
import { ListControls } from "~/components/lists/list-controls";
import { Pager } from "~/components/lists/pager";
import { NativeSelect } from "~/components/ui/field";
import { DOCUMENT_KIND_LABELS, staffDocumentDownloadPath, type StaffDocument } from "../../../../domain/documents";
import { formatShortDate } from "../../../../domain/format";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Table, Td, Th } from "~/components/ui/table";
import { EmptyState, useDeleteWithConfirm } from "../tabs/content-tab-kit";
import { BulkUploadDialog, PendingK1Dialog, ReplaceFileDialog, UploadDialog } from "./upload-dialogs";
import { UnopenedDialog, VersionsDialog } from "./delivery-dialogs";
import { fundAudience } from "./fund-audience";

type Open =
  | { kind: "upload" | "pending" | "bulk" }
  | { kind: "replace" | "unopened" | "versions"; document: StaffDocument }
  | null;

/** Who a document is for: its investor, or every investor of its fund. */
function audience(document: StaffDocument) {
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
    path: (item) => `/api/documents/${item.id}`,
    name: (item) => item.title,
    noun: "document",
    deleted: "Document deleted",
    deleteFailed: "Failed to delete document",
    focusAfter: headingRef,
  });

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
            Deliver statements, K-1s, subscription documents and fund reports to investors (PDF, up to 20 MB each), and
            see who has opened them.
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
          <Table caption={`Documents (${page.total})`}>
            <thead>
              <tr>
                <Th>Document</Th>
                <Th>For</Th>
                <Th>Status</Th>
                <Th>Delivered</Th>
                <Th>Opened</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => {
                const notOpened = document.deliveredCount - document.openedCount;
                return (
                  <tr key={document.id}>
                    <Td>
                      <span className="block font-medium text-slate-900">{document.title}</span>
                      <span className="text-xs text-slate-600">
                        {[DOCUMENT_KIND_LABELS[document.kind], document.period, document.fileSize]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </Td>
                    <Td>{audience(document)}</Td>
                    <Td className="whitespace-nowrap">
                      {document.status ? (
                        <Badge tone={document.status === "Pending" ? "gold" : "green"}>{document.status}</Badge>
                      ) : (
                        "—"
                      )}
                      {document.expectedDate ? (
                        <span className="mt-1 block text-xs text-slate-600">
                          Expected {formatShortDate(document.expectedDate)}
                        </span>
                      ) : null}
                    </Td>
                    <Td className="whitespace-nowrap">{document.deliveredCount}</Td>
                    <Td className="whitespace-nowrap">
                      {document.openedCount}
                      {notOpened > 0 ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="ml-1"
                          onClick={() => setOpen({ kind: "unopened", document })}
                          aria-label={`${notOpened} not opened: who has not opened "${document.title}"`}
                        >
                          <UserX className="h-4 w-4" aria-hidden="true" />
                          {notOpened} not opened
                        </Button>
                      ) : null}
                    </Td>
                    <Td>
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
                          onClick={() => setOpen({ kind: "replace", document })}
                          aria-label={`${document.available ? "Replace the file of" : "Upload final file of"} "${document.title}"`}
                        >
                          <Upload className="h-4 w-4" aria-hidden="true" />
                          {document.available ? "Replace" : "Upload final"}
                        </Button>
                        {document.versionCount > 0 ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setOpen({ kind: "versions", document })}
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
                          onClick={() => remove.ask(document)}
                          aria-label={`Delete "${document.title}"`}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      </div>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <Pager page={page} label="Pages of documents" noun={["document", "documents"]} />
      </section>

      <UploadDialog open={open?.kind === "upload"} onClose={close} />
      <PendingK1Dialog open={open?.kind === "pending"} onClose={close} />
      <BulkUploadDialog open={open?.kind === "bulk"} onClose={close} />
      <ReplaceFileDialog document={open?.kind === "replace" ? open.document : null} onClose={close} />
      <UnopenedDialog document={open?.kind === "unopened" ? open.document : null} onClose={close} />
      <VersionsDialog document={open?.kind === "versions" ? open.document : null} onClose={close} />
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
