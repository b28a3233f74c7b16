import { useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ENTITY_KIND_LABELS, ENTITY_KINDS } from "#domain/entities.ts";
import { formatShortDate } from "#domain/format.ts";
import type { SanctionsListSummary } from "#domain/kyc.ts";
import type { Page } from "#domain/paging.ts";
import {
  ACCREDITATION_NOT_RECORDED,
  ENTITY_SORT_LABELS,
  taxFormLabel,
  type StaffEntityRow,
} from "#domain/staff-entities.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { EmptyState, TabHeader } from "#app/components/staff/content-tab-kit.tsx";
import { CreateEntityDialog } from "./create-entity-dialog";
import { KycStatusBadge } from "./kyc-status-badge.tsx";
import { SanctionsListPanel } from "./sanctions-list-panel.tsx";

export type EntitiesPage = Page<StaffEntityRow>;

/**
 * Admin portal, Entities: the investors of record (decision 0060), a page at a time, searched by
 * legal name or member ID and filtered by kind (a GET form: works without script), each row leading
 * to the entity's page; Create Entity makes one for a person.
 */
export default function EntitiesTab({
  page,
  sanctionsList,
}: {
  page: EntitiesPage;
  sanctionsList: SanctionsListSummary | null;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [creating, setCreating] = useState(false);
  const [searchParams] = useSearchParams();
  const searched = Boolean(searchParams.get("q") || searchParams.get("kind"));

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Entities"
        description="The investors of record: individuals, joint accounts, trusts, IRAs and companies, and the people who act for them."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Create Entity"
        onAdd={() => setCreating(true)}
      />
      <ListControls
        label="Search and filter entities"
        searchLabel="Search by legal name or member ID"
        sorts={ENTITY_SORT_LABELS}
        sort={page.sort}
        dir={page.dir}
        restarts={["kind"]}
        filters={<KindFilter />}
      />
      {page.items.length === 0 ? (
        <EmptyState message={searched ? "No entity matches this search." : "There are no investing entities yet."} />
      ) : (
        <EntitiesTable items={page.items} />
      )}
      <Pager page={page} label="Pages of entities" noun={["entity", "entities"]} />
      <SanctionsListPanel list={sanctionsList} />
      <CreateEntityDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

function KindFilter() {
  const id = useId();
  const [searchParams] = useSearchParams();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Kind
      </label>
      <NativeSelect id={id} name="kind" defaultValue={searchParams.get("kind") ?? ""}>
        <option value="">Any kind</option>
        {ENTITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ENTITY_KIND_LABELS[kind]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function EntitiesTable({ items }: { items: StaffEntityRow[] }) {
  return (
    <Table caption="Investing entities">
      <thead>
        <tr>
          <Th>Legal name</Th>
          <Th>Kind</Th>
          <Th>Member ID</Th>
          <Th>Funds</Th>
          <Th className="text-right">People</Th>
          <Th>Accreditation</Th>
          <Th>Tax form</Th>
          <Th>KYC</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((entity) => (
          <tr key={entity.id}>
            <Td>
              <Link
                to={`/admin-portal/entities/${entity.id}`}
                className="block max-w-64 font-medium [overflow-wrap:anywhere] text-brand-800 underline-offset-2 hover:underline"
              >
                {entity.legalName}
              </Link>
              {entity.archivedAt ? (
                <Badge tone="gold" title={`Archived ${formatShortDate(entity.archivedAt)}`} className="mt-1">
                  Archived
                </Badge>
              ) : null}
            </Td>
            <Td>{ENTITY_KIND_LABELS[entity.kind]}</Td>
            <Td className="whitespace-nowrap tabular-nums">{entity.memberId}</Td>
            <Td>
              {entity.funds.length ? (
                <span className="flex flex-wrap gap-1">
                  {entity.funds.map((fund) => (
                    <Badge key={fund} tone="brand">
                      {fund}
                    </Badge>
                  ))}
                </span>
              ) : (
                <span className="text-slate-600">None</span>
              )}
            </Td>
            <Td className="text-right tabular-nums">{entity.peopleCount}</Td>
            <Td className="text-slate-600">{ACCREDITATION_NOT_RECORDED}</Td>
            <Td>{taxFormLabel(entity.taxFormKind, entity.taxFormStatus)}</Td>
            <Td>
              <KycStatusBadge status={entity.kycStatus} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
