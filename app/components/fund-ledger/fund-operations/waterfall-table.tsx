import type { FundCashFlows, WaterfallSimulation } from "#domain/waterfall-simulation.ts";
import { TIER_LABELS } from "#domain/waterfall-simulation.ts";
import { formatCents, formatMoneyCents, formatShortDate } from "#domain/format.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { Table, Td, Th } from "#app/components/ui/table.tsx";

/** What a simulation was made from: the fund's history up to the proposed date. */
export interface SimulationBasis {
  contributions: FundCashFlows["contributions"];
  distributions: FundCashFlows["distributions"];
  /** Distributions dated after the proposed one, left out. */
  later: number;
}

/** The history on or before `date` (the simulator's "earlier" flows) and how many came later. */
export function basisOf(flows: FundCashFlows, date: string): SimulationBasis {
  const distributions = flows.distributions.filter((d) => d.date <= date);
  return {
    contributions: flows.contributions.filter((c) => c.date <= date),
    distributions,
    later: flows.distributions.length - distributions.length,
  };
}

const sumOf = (amounts: string[]) => amounts.reduce((sum, amount) => sum + centsFromDecimal(amount), 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One sentence saying what the simulation was made from. */
export function BasisLine({ basis, date }: { basis: SimulationBasis; date: string }) {
  const paidIn = sumOf(basis.contributions.map((c) => c.amount));
  const fees = sumOf(basis.contributions.map((c) => c.fees));
  const out = sumOf(basis.distributions.map((d) => d.amount));
  return (
    <p className="text-sm text-slate-700">
      From {plural(basis.contributions.length, "day", "days")} of paid-in capital ({formatCents(paidIn)}, of which{" "}
      {formatCents(fees)} fees and expenses) and {plural(basis.distributions.length, "distribution", "distributions")} (
      {formatCents(out)}) up to {formatShortDate(date)}.
      {basis.later > 0 ? ` ${plural(basis.later, "later distribution is", "later distributions are")} left out.` : ""}
    </p>
  );
}

const money = (amount: string) => formatMoneyCents(amount);

/** The proposed distribution's tiers: each one's limited partners' and GP's parts, and the totals. */
export function WaterfallTable({ caption, answer }: { caption: string; answer: WaterfallSimulation }) {
  const total = centsFromDecimal(answer.lpTotal) + centsFromDecimal(answer.gpTotal);
  const right = "text-right tabular-nums";
  return (
    <Table caption={caption} className="min-w-[520px]">
      <thead>
        <tr>
          <Th>Tier</Th>
          <Th className="text-right">Limited partners</Th>
          <Th className="text-right">General partner (carry)</Th>
          <Th className="text-right">Tier total</Th>
        </tr>
      </thead>
      <tbody>
        {answer.tiers.map((tier) => (
          <tr key={tier.name}>
            <Th scope="row" className="bg-white font-medium text-slate-900">
              {TIER_LABELS[tier.name]}
            </Th>
            <Td className={right}>{money(tier.lp)}</Td>
            <Td className={right}>{money(tier.gp)}</Td>
            <Td className={right}>{formatCents(centsFromDecimal(tier.lp) + centsFromDecimal(tier.gp))}</Td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <Th scope="row" className="bg-white">
            Total
          </Th>
          <Td className={right}>{money(answer.lpTotal)}</Td>
          <Td className={right}>{money(answer.gpTotal)}</Td>
          <Td className={right}>{formatCents(total)}</Td>
        </tr>
      </tfoot>
    </Table>
  );
}
