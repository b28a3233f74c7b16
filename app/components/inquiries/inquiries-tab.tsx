// Over 300 lines: the inquiries list with its detail, status and delete dialogs in one screen.
import { Download, Eye, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from "#domain/inquiry.ts";
import { INVESTMENT_INTEREST_LABELS } from "#domain/inquiry-options.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { inquiryApi } from "#domain/api/staff.ts";
import { FilterChips } from "#app/components/lists/filter-chips.tsx";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { formatDate, formatShortDate } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import type { InquiriesData } from "./inquiries-tab.server";

const STATUS_TONES = { new: "gold", contacted: "brand", qualified: "green", closed: "slate" } as const;

const interestLabel = (value: string) =>
  INVESTMENT_INTEREST_LABELS[value as keyof typeof INVESTMENT_INTEREST_LABELS] ?? value;
const statusFrom = (value: string | null): InquiryStatus | null =>
  INQUIRY_STATUSES.find((status) => status === value) ?? null;

export const EXPORT_PATH = "/api/contact-inquiries/export.csv";

const INQUIRY_SORT_OPTIONS = [
  { value: "date", label: "Date received" },
  { value: "name", label: "Name" },
  { value: "email", label: "Email" },
  { value: "status", label: "Status" },
] as const;

/**
 * The admin portal's Inquiries: the contact inquiries a page at a time, filtered by status,
 * searched and sorted on the server (all in the URL, so a reload or a shared link keeps them),
 * exported as CSV with the same filters, opened to read the message, given a follow-up status, or
 * deleted.
 */
export default function InquiriesTab({ data }: { user: SessionUser; data?: InquiriesData }) {
  const [searchParams] = useSearchParams();
  const status = statusFrom(searchParams.get("status"));
  const q = searchParams.get("q") ?? "";
  const page = data?.page;
  const shown = page?.items ?? [];
  const counts = data?.counts ?? { all: 0, new: 0, contacted: 0, qualified: 0, closed: 0 };
  const matching = page?.total ?? 0;

  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Looked up in the current data, so a revalidation refreshes (or closes) the dialogs.
  const viewing = shown.find((inquiry) => inquiry.id === viewingId) ?? null;
  const deleting = shown.find((inquiry) => inquiry.id === deletingId) ?? null;

  const toast = useToast();
  const revalidator = useRevalidator();
  const exportHint = useId();

  const exportQuery = new URLSearchParams();
  if (status) exportQuery.set("status", status);
  if (q) exportQuery.set("q", q);
  const exportHref = exportQuery.size ? `${EXPORT_PATH}?${exportQuery.toString()}` : EXPORT_PATH;
  const countOf = (value: InquiryStatus | null) => counts[value ?? "all"];

  const remove = async () => {
    if (!deleting) return false;
    try {
      await api.delete<typeof inquiryApi.remove>(`/api/contact-inquiries/${deleting.id}`);
    } catch (error) {
      toast({
        title: "Failed to delete inquiry",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
    toast({ title: "Inquiry deleted" });
    setViewingId(null);
    void revalidator.revalidate();
    return true;
  };

  return (
    <section aria-labelledby="inquiries-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="inquiries-heading" className="text-2xl font-semibold text-brand-900">
            Contact Inquiries
          </h2>
          <p className="mt-1 text-slate-700">Inquiries sent from the website's investor inquiry form, newest first.</p>
        </div>
        {matching > 0 ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <a href={exportHref} download className={buttonClass("outline", "md")} aria-describedby={exportHint}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Export
            </a>
            <p id={exportHint} className="text-xs text-slate-600">
              CSV of the {matching} {matching === 1 ? "inquiry" : "inquiries"} matching
            </p>
          </div>
        ) : null}
      </div>

      {counts.all === 0 && !q ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No inquiries yet.
        </p>
      ) : (
        <>
          <ListControls
            label="Search and sort inquiries"
            searchLabel="Search by name or email"
            sorts={INQUIRY_SORT_OPTIONS}
            sort={page?.sort ?? "date"}
            dir={page?.dir ?? "desc"}
          />
          <FilterChips
            label="Filter inquiries by status"
            param="status"
            current={status}
            choices={[null, ...INQUIRY_STATUSES].map((value) => ({
              value,
              label: value ? INQUIRY_STATUS_LABELS[value] : "All",
              count: countOf(value),
            }))}
          />

          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {q
                ? "No inquiries match the search."
                : `No inquiries with status ${status ? INQUIRY_STATUS_LABELS[status] : ""}.`}
            </p>
          ) : (
            <Table
              caption={`Contact inquiries${status ? ` with status ${INQUIRY_STATUS_LABELS[status]}` : ""} (${matching})`}
            >
              <thead>
                <tr>
                  <Th>Name</Th>
                  <Th>Email</Th>
                  <Th>Investment Interest</Th>
                  <Th>Date</Th>
                  <Th>Status</Th>
                  <Th>Actions</Th>
                </tr>
              </thead>
              <tbody>
                {shown.map((inquiry) => {
                  const name = displayName(inquiry);
                  return (
                    <tr key={inquiry.id}>
                      <Td className="font-medium text-slate-900">{name}</Td>
                      <Td>
                        <a
                          href={`mailto:${inquiry.email}`}
                          className="whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                        >
                          {inquiry.email}
                        </a>
                      </Td>
                      <Td>{interestLabel(inquiry.investmentInterest)}</Td>
                      <Td className="whitespace-nowrap">
                        <time dateTime={inquiry.createdAt}>{formatShortDate(inquiry.createdAt)}</time>
                      </Td>
                      <Td>
                        <Badge tone={STATUS_TONES[inquiry.status]}>{INQUIRY_STATUS_LABELS[inquiry.status]}</Badge>
                      </Td>
                      <Td>
                        <div className="flex gap-1">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setViewingId(inquiry.id)}
                            aria-label={`View inquiry from ${name}`}
                          >
                            <Eye className="h-4 w-4" aria-hidden="true" />
                            View
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            className="text-red-700 hover:bg-red-50"
                            onClick={() => setDeletingId(inquiry.id)}
                            aria-label={`Delete inquiry from ${name}`}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                            Delete
                          </Button>
                        </div>
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          {page ? <Pager page={page} label="Pages of inquiries" noun={["inquiry", "inquiries"]} /> : null}
        </>
      )}

      <InquiryDialog
        inquiry={viewing}
        onClose={() => setViewingId(null)}
        onDelete={(inquiry) => {
          setViewingId(null);
          setDeletingId(inquiry.id);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeletingId(null)}
        title="Delete this inquiry?"
        description={
          deleting
            ? `The inquiry from ${displayName(deleting)} <${deleting.email}> will be permanently deleted.`
            : "The inquiry will be permanently deleted."
        }
        onConfirm={remove}
      />
    </section>
  );
}

function InquiryDialog({
  inquiry,
  onClose,
  onDelete,
}: {
  inquiry: Inquiry | null;
  onClose: () => void;
  onDelete: (inquiry: Inquiry) => void;
}) {
  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={inquiry ? `Inquiry from ${displayName(inquiry)}` : "Inquiry"}
      className="max-w-xl"
    >
      {inquiry ? (
        <InquiryDetails key={inquiry.id} inquiry={inquiry} onSaved={onClose} onDelete={() => onDelete(inquiry)} />
      ) : null}
    </Dialog>
  );
}

function InquiryDetails({
  inquiry,
  onSaved,
  onDelete,
}: {
  inquiry: Inquiry;
  onSaved: () => void;
  onDelete: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status);
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    try {
      await api.patch<typeof inquiryApi.update>(`/api/contact-inquiries/${inquiry.id}`, { status });
    } catch (error) {
      toast({
        title: "Failed to update inquiry",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return;
    } finally {
      setPending(false);
    }
    toast({ title: "Inquiry updated" });
    onSaved();
    void revalidator.revalidate();
  };

  return (
    <div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Name</dt>
          <dd className="text-slate-900">{displayName(inquiry)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Email</dt>
          <dd>
            <a href={`mailto:${inquiry.email}`} className="break-all text-brand-700 underline underline-offset-4">
              {inquiry.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Investment Interest</dt>
          <dd className="text-slate-900">{interestLabel(inquiry.investmentInterest)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Date</dt>
          <dd className="text-slate-900">
            <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt)}</time>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Message</dt>
          <dd className="mt-1 max-h-64 overflow-y-auto rounded-md bg-slate-50 p-3 whitespace-pre-wrap break-words text-slate-900">
            {inquiry.message ? inquiry.message : <span className="text-slate-600 italic">No message.</span>}
          </dd>
        </div>
      </dl>

      <form
        className="mt-6 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="min-w-48 flex-1">
          <Field label="Status">
            {(props) => (
              <NativeSelect
                {...props}
                value={status}
                onChange={(event) => setStatus(event.target.value as InquiryStatus)}
              >
                {INQUIRY_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {INQUIRY_STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save status"}
        </Button>
      </form>

      <div className="mt-5 flex justify-end">
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete inquiry
        </Button>
      </div>
    </div>
  );
}
