import { Download } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import {
  PROSPECT_STAGE_LABELS,
  PROSPECT_STAGES,
  type Prospect,
  type ProspectStage,
  type StaffOption,
} from "#domain/prospects.ts";
import type { Page } from "#domain/paging.ts";
import { formatDate, formatShortDate } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import { FilterChips } from "#app/components/lists/filter-chips.tsx";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/cn.ts";
import { interestLabel, STAGE_TONES } from "./prospect-labels.ts";

export interface ProspectsData {
  page: Page<Prospect>;
  counts: Record<ProspectStage | "all", number>;
  owners: StaffOption[];
  /** Today (UTC) on the server: a next step before it is overdue. */
  today: string;
}

const SORTS = [
  { value: "updated", label: "Last activity" },
  { value: "next", label: "Next step date" },
  { value: "name", label: "Name" },
  { value: "email", label: "Email" },
  { value: "stage", label: "Stage" },
] as const;
const EXPORT_PATH = "/api/admin/prospects/export.csv";

/**
 * The prospects pipeline (issue 25 §1): a page at a time, filtered by stage and owner, searched and
 * sorted on the server (all in the URL), exported as CSV with the same filters. Each prospect opens
 * on its own page with its timeline.
 */
export function ProspectsList({ data }: { data: ProspectsData }) {
  const [searchParams] = useSearchParams();
  const stage = PROSPECT_STAGES.find((value) => value === searchParams.get("stage")) ?? null;
  const q = searchParams.get("q") ?? "";
  const { page, counts, owners, today } = data;
  const exportHint = useId();
  const ownerId = useId();

  const exportQuery = new URLSearchParams();
  for (const key of ["stage", "owner", "q"]) {
    const value = searchParams.get(key);
    if (value) exportQuery.set(key, value);
  }
  const exportHref = exportQuery.size ? `${EXPORT_PATH}?${exportQuery.toString()}` : EXPORT_PATH;

  return (
    <section aria-labelledby="prospects-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="prospects-heading" className="text-2xl font-semibold text-brand-900">
            Prospects
          </h2>
          <p className="mt-1 text-slate-700">
            Everyone on the way from a first contact to a commitment. Each website inquiry adds its sender here.
          </p>
        </div>
        {page.total > 0 ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <a href={exportHref} download className={buttonClass("outline", "md")} aria-describedby={exportHint}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Export
            </a>
            <p id={exportHint} className="text-xs text-slate-600">
              CSV of the {page.total} {page.total === 1 ? "prospect" : "prospects"} matching
            </p>
          </div>
        ) : null}
      </div>

      <ListControls
        label="Search and sort prospects"
        searchLabel="Search by name or email"
        sorts={SORTS}
        sort={page.sort}
        dir={page.dir}
        restarts={["owner"]}
        filters={
          <div className="flex flex-col gap-1">
            <label htmlFor={ownerId} className="text-sm font-medium text-slate-800">
              Owner
            </label>
            <NativeSelect id={ownerId} name="owner" defaultValue={searchParams.get("owner") ?? ""}>
              <option value="">Anyone</option>
              {owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      <FilterChips
        label="Filter prospects by stage"
        param="stage"
        current={stage}
        choices={[null, ...PROSPECT_STAGES].map((value) => ({
          value,
          label: value ? PROSPECT_STAGE_LABELS[value] : "All",
          count: counts[value ?? "all"],
        }))}
      />

      {page.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {counts.all === 0 && !q
            ? "No prospects yet. Each inquiry from the website's investor inquiry form adds one."
            : "No prospects match."}
        </p>
      ) : (
        <Table caption={`Prospects${stage ? ` at ${PROSPECT_STAGE_LABELS[stage]}` : ""} (${page.total})`}>
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Stage</Th>
              <Th>Owner</Th>
              <Th>Next step</Th>
              <Th>Interest</Th>
              <Th>Last activity</Th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((prospect) => {
              const overdue = prospect.nextStepDate !== null && prospect.nextStepDate < today;
              return (
                <tr key={prospect.id}>
                  <Td>
                    <Link
                      to={`/admin-portal/prospects/${prospect.id}`}
                      className="font-medium text-brand-800 underline-offset-4 hover:underline"
                    >
                      {displayName({ ...prospect, username: prospect.email })}
                    </Link>
                    <div className="text-sm break-all text-slate-600">{prospect.email}</div>
                  </Td>
                  <Td>
                    <Badge tone={STAGE_TONES[prospect.stage]}>{PROSPECT_STAGE_LABELS[prospect.stage]}</Badge>
                  </Td>
                  <Td>{prospect.ownerName ?? <span className="text-slate-600">No owner</span>}</Td>
                  <Td>
                    {prospect.nextStep ?? <span className="text-slate-600">—</span>}
                    {prospect.nextStepDate ? (
                      <div className={cn("text-sm", overdue ? "font-semibold text-red-700" : "text-slate-600")}>
                        {overdue ? "Overdue: " : "By "}
                        {formatDate(prospect.nextStepDate)}
                      </div>
                    ) : null}
                  </Td>
                  <Td>{interestLabel(prospect.interest)}</Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={prospect.updatedAt}>{formatShortDate(prospect.updatedAt)}</time>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager page={page} label="Pages of prospects" noun={["prospect", "prospects"]} />
    </section>
  );
}
