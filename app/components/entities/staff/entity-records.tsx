import type { AuditLogEntry } from "#domain/audit.ts";
import { DOCUMENT_KIND_LABELS } from "#domain/documents.ts";
import { formatCents, formatDateTime, formatShortDate } from "#domain/format.ts";
import type { StaffEntityDetail, StaffEntityDocument } from "#domain/staff-entities.ts";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { StaffSection } from "./staff-section";

/** Nothing to list: said in the section's place. */
function Empty({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{children}</p>;
}

const Money = ({ cents }: { cents: number }) => (
  <Td className="text-right whitespace-nowrap tabular-nums">{formatCents(cents)}</Td>
);

/** Positions per fund, from the entity's ledger (the figures its portal shows). */
export function EntityPositions({ positions }: { positions: StaffEntityDetail["positions"] }) {
  return (
    <StaffSection title="Positions">
      {positions.length === 0 ? (
        <Empty>No commitments in any fund.</Empty>
      ) : (
        <Table caption="Positions per fund">
          <thead>
            <tr>
              <Th>Fund</Th>
              <Th className="text-right">Commitment</Th>
              <Th className="text-right">Contributed</Th>
              <Th className="text-right">Unfunded</Th>
              <Th className="text-right">Distributions</Th>
              <Th className="text-right">NAV share</Th>
            </tr>
          </thead>
          <tbody>
            {positions.map((p) => (
              <tr key={p.fundType}>
                <Td className="font-medium">{p.fundType}</Td>
                <Money cents={p.commitmentCents} />
                <Money cents={p.contributedCents} />
                <Money cents={p.unfundedCents} />
                <Money cents={p.distributedCents} />
                <Money cents={p.navShareCents} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </StaffSection>
  );
}

/** The entity's own documents (fund-wide reports are not listed here). */
export function EntityDocuments({ documents }: { documents: StaffEntityDocument[] }) {
  return (
    <StaffSection title="Documents">
      {documents.length === 0 ? (
        <Empty>No documents of its own yet.</Empty>
      ) : (
        <Table caption="Documents of this entity">
          <thead>
            <tr>
              <Th>Title</Th>
              <Th>Kind</Th>
              <Th>Period</Th>
              <Th>Date</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {documents.map((d) => (
              <tr key={d.id}>
                <Td className="font-medium [overflow-wrap:anywhere]">{d.name}</Td>
                <Td>{DOCUMENT_KIND_LABELS[d.kind as keyof typeof DOCUMENT_KIND_LABELS] ?? d.kind}</Td>
                <Td>{d.period ?? "—"}</Td>
                <Td className="whitespace-nowrap">{d.documentDate ? formatShortDate(d.documentDate) : "—"}</Td>
                <Td>{d.status || "—"}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </StaffSection>
  );
}

/** The newest audit rows about the entity or done for it. */
export function EntityAudit({ audit }: { audit: AuditLogEntry[] }) {
  return (
    <StaffSection title="Audit trail">
      {audit.length === 0 ? (
        <Empty>Nothing recorded yet.</Empty>
      ) : (
        <Table caption="Audit trail of this entity, newest first">
          <thead>
            <tr>
              <Th>When</Th>
              <Th>Who</Th>
              <Th>What</Th>
            </tr>
          </thead>
          <tbody>
            {audit.map((row) => (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatDateTime(row.at)}</Td>
                <Td>{row.actorUsername ?? "System"}</Td>
                <Td className="[overflow-wrap:anywhere]">
                  <span className="block">{row.summary ?? row.action}</span>
                  <span className="block text-xs text-slate-600">{row.action}</span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </StaffSection>
  );
}
