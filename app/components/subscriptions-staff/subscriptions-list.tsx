import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { SubscriptionListItem } from "#domain/api/subscription-review.ts";
import { formatShortDate } from "#domain/format.ts";
import { KYC_STATUS_LABELS } from "#domain/kyc.ts";
import type { Page } from "#domain/paging.ts";
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "#domain/subscriptions.ts";
import { FilterChips } from "#app/components/lists/filter-chips.tsx";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { CountersignDialog } from "./countersign-dialog.tsx";
import { ACCREDITATION_LABELS, ACCREDITATION_TONES, dollars, KYC_TONES, STATUS_TONES } from "./labels.ts";
import { ValiditySetting } from "./validity-setting.tsx";

export interface SubscriptionsData {
  page: Page<SubscriptionListItem>;
  counts: Record<string, number>;
  offerings: Array<{ id: number; name: string }>;
  /** The validity days, for super admins (who may change them); null for admins. */
  validDays: number | null;
}

const SORTS = [
  { value: "updated", label: "Last change" },
  { value: "submitted", label: "Submitted" },
  { value: "commitment", label: "Commitment" },
  { value: "entity", label: "Entity" },
] as const;

/**
 * Subscriptions for staff review (issue 25 §4): a page at a time by state and offering, searched by
 * entity name or member ID (all in the URL); approved ones can be chosen and countersigned together.
 */
export function SubscriptionsList({ data }: { data: SubscriptionsData }) {
  const [searchParams] = useSearchParams();
  const status = SUBSCRIPTION_STATUSES.find((s) => s === searchParams.get("status")) ?? null;
  const { page, counts, offerings } = data;
  const offeringId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [dialog, setDialog] = useState(false);
  const approved = page.items.filter((item) => item.status === "approved");
  const selected = approved.filter((item) => chosen.includes(item.id));
  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <section aria-labelledby="subscriptions-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="subscriptions-heading" className="text-2xl font-semibold text-brand-900">
            Subscriptions
          </h2>
          <p className="mt-1 text-slate-700">Review, approve and countersign investors' subscriptions.</p>
        </div>
        {data.validDays !== null ? <ValiditySetting days={data.validDays} /> : null}
      </div>
      <ListControls
        label="Search and sort subscriptions"
        searchLabel="Search by entity name or member ID"
        sorts={SORTS}
        sort={page.sort}
        dir={page.dir}
        restarts={["offering"]}
        filters={
          <div className="flex flex-col gap-1">
            <label htmlFor={offeringId} className="text-sm font-medium text-slate-800">
              Offering
            </label>
            <NativeSelect id={offeringId} name="offering" defaultValue={searchParams.get("offering") ?? ""}>
              <option value="">Any</option>
              {offerings.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      <FilterChips
        label="Filter subscriptions by state"
        param="status"
        current={status}
        choices={[null, ...SUBSCRIPTION_STATUSES].map((value: SubscriptionStatus | null) => ({
          value,
          label: value ? SUBSCRIPTION_STATUS_LABELS[value] : "All",
          count: counts[value ?? "all"] ?? 0,
        }))}
      />
      {approved.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" disabled={selected.length === 0} onClick={() => setDialog(true)}>
            Countersign selected{selected.length > 0 ? ` (${selected.length})` : ""}
          </Button>
          <span className="text-sm text-slate-600">Choose approved subscriptions in the list.</span>
        </div>
      ) : null}
      {page.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {counts.all === 0 ? "No subscriptions yet." : "No subscriptions match."}
        </p>
      ) : (
        <Table caption={`Subscriptions${status ? `: ${SUBSCRIPTION_STATUS_LABELS[status]}` : ""} (${page.total})`}>
          <thead>
            <tr>
              <Th>
                <span className="sr-only">Choose</span>
              </Th>
              <Th>Entity</Th>
              <Th>Offering</Th>
              <Th>State</Th>
              <Th>Commitment</Th>
              <Th>Submitted</Th>
              <Th>Checks</Th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id}>
                <Td>
                  {item.status === "approved" ? (
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      aria-label={`Choose ${item.entityName}`}
                      checked={chosen.includes(item.id)}
                      onChange={(e) => toggle(item.id, e.target.checked)}
                    />
                  ) : null}
                </Td>
                <Td>
                  <Link
                    to={`/admin-portal/subscriptions/${item.id}`}
                    className="font-medium break-words text-brand-800 underline-offset-4 hover:underline"
                  >
                    {item.entityName}
                  </Link>
                  <div className="text-sm text-slate-600">{item.memberId}</div>
                </Td>
                <Td>{item.offeringName}</Td>
                <Td>
                  <Badge tone={STATUS_TONES[item.status]}>{SUBSCRIPTION_STATUS_LABELS[item.status]}</Badge>
                </Td>
                <Td className="tabular-nums">{dollars(item.commitmentCents)}</Td>
                <Td className="whitespace-nowrap">
                  {item.submittedAt ? (
                    <time dateTime={item.submittedAt}>{formatShortDate(item.submittedAt)}</time>
                  ) : (
                    "—"
                  )}
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone={KYC_TONES[item.kycStatus]}>KYC: {KYC_STATUS_LABELS[item.kycStatus]}</Badge>
                    {item.accreditation ? (
                      <Badge tone={ACCREDITATION_TONES[item.accreditation]}>
                        {ACCREDITATION_LABELS[item.accreditation]}
                      </Badge>
                    ) : null}
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager page={page} label="Pages of subscriptions" noun={["subscription", "subscriptions"]} />
      <CountersignDialog bulk open={dialog} onOpenChange={setDialog} subscriptions={selected} />
    </section>
  );
}
