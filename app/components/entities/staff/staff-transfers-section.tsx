import { useState } from "react";
import type { EntityTransfers, PositionTransferView } from "#domain/position-transfers.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";
import { StaffSection } from "./staff-section";
import { TransferPositionDialog } from "./transfer-position-dialog.tsx";

/**
 * An entity's position transfers for staff (decision 0060, slice 4): the history in and out,
 * newest first, and "Transfer a position" to move part or all of one of its commitments to another
 * entity from a date. Self-contained: give it the entity's transfers (GET
 * /api/admin/entities/:entityId/transfers) and today; it records through the API and revalidates
 * the page's data.
 */
export function StaffTransfersSection({ data, today }: { data: EntityTransfers; today: string }) {
  const [open, setOpen] = useState(false);
  const transferable = data.positions.filter((position) => position.commitmentCents > 0);
  return (
    <StaffSection
      title="Position transfers"
      actions={
        data.entity.archived ? (
          <p className="text-sm text-slate-700">Archived: restore the entity to transfer from it.</p>
        ) : transferable.length === 0 ? (
          <p className="text-sm text-slate-700">No commitment to transfer.</p>
        ) : (
          <Button type="button" onClick={() => setOpen(true)}>
            Transfer a position
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-600">
        A commitment moved between entities from its effective date, with the same share of the capital contributed and
        distributed by then. Statements before that date are unchanged.
      </p>
      {data.transfers.length === 0 ? (
        <EmptyState message={`No transfers of ${data.entity.legalName}'s positions yet.`} />
      ) : (
        <TransferHistory entityId={data.entity.id} transfers={data.transfers} />
      )}
      {transferable.length > 0 && !data.entity.archived ? (
        <TransferPositionDialog
          open={open}
          onOpenChange={setOpen}
          entity={data.entity}
          positions={transferable}
          today={today}
        />
      ) : null}
    </StaffSection>
  );
}

function TransferHistory({ entityId, transfers }: { entityId: number; transfers: PositionTransferView[] }) {
  const party = (ref: PositionTransferView["from"]) => (
    <>
      <span className="block font-medium text-slate-900">{ref.legalName}</span>
      <span className="block text-xs text-slate-600">{ref.memberId}</span>
    </>
  );
  return (
    <Table caption={`Position transfers (${transfers.length})`} className="min-w-[720px]">
      <thead>
        <tr>
          <Th>Effective</Th>
          <Th>Fund</Th>
          <Th>From</Th>
          <Th>To</Th>
          <Th className="text-right">Commitment moved</Th>
          <Th className="text-right">Contributed moved</Th>
          <Th className="text-right">Distributed moved</Th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((transfer) => (
          <tr key={transfer.id}>
            <Td className="whitespace-nowrap">
              {formatShortDate(transfer.effectiveDate)}
              <span className="block text-xs text-slate-600">
                {transfer.to.id === entityId ? "In" : "Out"}
                {transfer.note ? `: ${transfer.note}` : ""}
              </span>
            </Td>
            <Td className="whitespace-nowrap">{transfer.fundType}</Td>
            <Td>{party(transfer.from)}</Td>
            <Td>{party(transfer.to)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatCents(transfer.commitmentCents)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatCents(transfer.contributedCents)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatCents(transfer.distributedCents)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
