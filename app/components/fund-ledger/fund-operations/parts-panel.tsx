import { useId, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import type { CallPartStatus, DistributionPartStatus } from "#domain/ledger/capital-account.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { PartStatusBadge } from "./part-status";

interface Part {
  id: number;
  investorName: string;
  memberId: string;
  amountCents: number;
  status: CallPartStatus | DistributionPartStatus;
  paidOn: string | null;
}

const PREFIX = "p.";

/**
 * The investors' parts of one call or distribution, a page at a time (?p.q= searches name or
 * member ID, ?p.status= filters): select the unpaid ones of the page (one, several or all) and
 * mark them paid on a date. `extra` adds columns after "Paid on" (the notice's opening).
 */
export function PartsPanel<P extends Part>({
  caption,
  page,
  statuses,
  paymentsPath,
  today,
  dialogTitle,
  dateLabel,
  extra,
}: {
  caption: string;
  page: Page<P>;
  /** The status filter's choices. */
  statuses: readonly string[];
  paymentsPath: string;
  today: string;
  dialogTitle: string;
  dateLabel: string;
  extra?: { headers: ReactNode; cells: (part: P) => ReactNode };
}) {
  const id = useId();
  const parts = page.items;
  const [searchParams] = useSearchParams();
  const filtered = searchParams.has(`${PREFIX}q`) || searchParams.has(`${PREFIX}status`);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState(false);
  const unpaid = parts.filter((part) => part.status !== "Paid");
  // Parts paid meanwhile (another staff member, a reload) drop out of the selection.
  const chosen = unpaid.filter((part) => selected.has(part.id));
  const allChosen = unpaid.length > 0 && chosen.length === unpaid.length;

  const toggle = (partId: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(partId);
      else next.delete(partId);
      return next;
    });

  return (
    <div className="space-y-3">
      <ListControls
        label={`Search ${caption.toLowerCase()}`}
        searchLabel="Search by name or member ID"
        sorts={[]}
        sort={page.sort}
        dir={page.dir}
        prefix={PREFIX}
        restarts={["status"]}
        filters={
          <div>
            <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-800">
              Status
            </label>
            <NativeSelect
              id={`${id}-status`}
              name={`${PREFIX}status`}
              defaultValue={searchParams.get(`${PREFIX}status`) ?? ""}
            >
              <option value="">Any</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      {unpaid.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 rounded border-slate-400 accent-brand-700"
              checked={allChosen}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(unpaid.map((part) => part.id)) : new Set())
              }
            />
            Select all unpaid on this page ({unpaid.length})
          </label>
          <Button
            size="sm"
            disabled={chosen.length === 0}
            onClick={() => setOpen(true)}
            aria-describedby={`${id}-count`}
          >
            Mark paid
          </Button>
          <span id={`${id}-count`} className="sr-only" aria-live="polite">
            {chosen.length} selected
          </span>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {parts.length === 0
            ? filtered
              ? "No part matches the search."
              : "This entry has no parts."
            : page.total === parts.length && !filtered
              ? "Every part is paid."
              : "Every part on this page is paid."}
        </p>
      )}
      <Table caption={caption}>
        <thead>
          <tr>
            <Th className="w-12">
              <span className="sr-only">Select</span>
            </Th>
            <Th>Investor</Th>
            <Th className="text-right">Amount</Th>
            <Th>Status</Th>
            <Th>Paid on</Th>
            {extra?.headers}
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.id} className={part.status === "Overdue" ? "bg-red-50" : undefined}>
              <Td>
                {part.status !== "Paid" ? (
                  <input
                    type="checkbox"
                    aria-label={`Select ${part.investorName}`}
                    className="h-6 w-6 cursor-pointer rounded border-slate-400 accent-brand-700"
                    checked={selected.has(part.id)}
                    onChange={(event) => toggle(part.id, event.target.checked)}
                  />
                ) : null}
              </Td>
              <Td>
                <span className="font-medium text-slate-900">{part.investorName}</span>
                <span className="block text-xs text-slate-600">{part.memberId}</span>
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatCents(part.amountCents)}</Td>
              <Td>
                <PartStatusBadge status={part.status} />
              </Td>
              <Td className="whitespace-nowrap">{part.paidOn ? formatShortDate(part.paidOn) : "Not yet"}</Td>
              {extra?.cells(part)}
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={page} label={`Pages of ${caption.toLowerCase()}`} noun={["part", "parts"]} prefix={PREFIX} />
      <MarkPaidDialog
        open={open}
        onOpenChange={setOpen}
        title={dialogTitle}
        dateLabel={dateLabel}
        parts={chosen}
        path={paymentsPath}
        today={today}
        onPaid={() => {
          setOpen(false);
          setSelected(new Set());
        }}
      />
    </div>
  );
}
