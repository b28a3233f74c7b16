import { formatCents } from "#domain/format.ts";
import type { ManagementFeePreview } from "#domain/fund-terms.ts";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { Money } from "#app/components/fund-ledger/fund-operations/investors-table.tsx";

/**
 * This quarter's management fee per investor, as a call naming the quarter would ask for it: a
 * quarter of the annual rate, from the commitment date in a first quarter, side letters applied
 * (domain/ledger/management-fees.ts).
 */
export function QuarterFees({ fees }: { fees: ManagementFeePreview }) {
  const offsets = fees.lines.some((line) => line.offsetCents > 0);
  return (
    <section aria-labelledby="quarter-fees-heading" className="space-y-3">
      <h3 id="quarter-fees-heading" className="text-xl font-semibold text-brand-900">
        Management fees for {fees.label}
      </h3>
      <p className="text-sm text-slate-600">
        {fees.calledBy
          ? `Called with Call #${fees.calledBy.number}.`
          : "Not yet called: the next capital call of the quarter asks for them, each investor's own on their part."}{" "}
        A full quarter is a quarter of the annual rate; a first quarter counts from the commitment date.
      </p>
      {fees.lines.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No active investor has a commitment to {fees.fundType}.
        </p>
      ) : (
        <Table caption={`${fees.fundType} management fees for ${fees.label}`} className="min-w-[520px]">
          <thead>
            <tr>
              <Th>Investor</Th>
              <Th className="text-right">Commitment</Th>
              <Th className="text-right">Days</Th>
              {offsets ? <Th className="text-right">Offset or waiver</Th> : null}
              <Th className="text-right">Fee</Th>
            </tr>
          </thead>
          <tbody>
            {fees.lines.map((line) => (
              <tr key={line.entityId}>
                <Td className="font-medium text-slate-900">
                  {line.investorName}
                  <span className="block text-xs font-normal text-slate-600">{line.memberId}</span>
                </Td>
                <Money cents={line.commitmentCents} />
                <Td className="text-right tabular-nums">
                  {line.daysCharged} of {fees.quarterDays}
                </Td>
                {offsets ? (
                  <Td className="text-right whitespace-nowrap tabular-nums">
                    {line.offsetCents > 0 ? formatCents(line.offsetCents) : "None"}
                  </Td>
                ) : null}
                <Money cents={line.feeCents} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <Th scope="row" className="bg-white">
                Total ({fees.lines.length} {fees.lines.length === 1 ? "investor" : "investors"})
              </Th>
              <Td />
              <Td />
              {offsets ? <Td /> : null}
              <Td className="text-right tabular-nums">{formatCents(fees.totalCents)}</Td>
            </tr>
          </tfoot>
        </Table>
      )}
    </section>
  );
}
