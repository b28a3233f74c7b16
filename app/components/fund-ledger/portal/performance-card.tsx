import type { ReactNode } from "react";
import type { InvestorLedger } from "#domain/fund-operations.ts";
import { investorPerformance, type Shown } from "#domain/ledger/performance.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatCents, formatDate, formatIrr, formatRatio, NOT_AVAILABLE } from "#domain/format.ts";

/**
 * What the card shows of the investor's ledger: per fund and in total, and the day each first
 * paid in (`since`, keyed by fund and "total"; null before any), where their performance starts.
 */
export type LedgerStanding = Pick<InvestorLedger, "funds" | "total" | "performance"> & {
  since: Record<string, string | null>;
};

/** A figure, or the dash with the reason it is not meaningful yet (domain/ledger/performance.ts). */
function Figure({ shown, format }: { shown: Shown; format: (value: number) => string }) {
  if (shown.value !== null) return <>{format(shown.value)}</>;
  return (
    <>
      <span aria-hidden="true" title={shown.reason}>
        {NOT_AVAILABLE}
      </span>
      <span className="sr-only">{shown.reason}</span>
    </>
  );
}

const COLUMNS = [
  { key: "dpi", abbr: "DPI", title: "Distributions to paid-in capital", format: formatRatio },
  { key: "rvpi", abbr: "RVPI", title: "Residual value to paid-in capital", format: formatRatio },
  { key: "tvpi", abbr: "TVPI", title: "Total value to paid-in capital", format: formatRatio },
  { key: "irr", abbr: null, title: "Net IRR", format: formatIrr },
  { key: "nav", abbr: "NAV", title: "Net asset value, your share", format: formatCents },
] as const;

interface Row {
  key: string;
  label: ReactNode;
  view: ReturnType<typeof investorPerformance>;
}

/**
 * The investor's performance in total and per fund as of the latest valuation: the multiples, net
 * IRR and their share of the funds' net asset value, from their first contribution; each "—" with
 * its reason until it is meaningful (decision 0046). A table from small screens up; on a phone, one
 * stacked list per fund, so no column hides in a sideways scroll.
 */
export function PerformanceCard({ ledger }: { ledger: LedgerStanding }) {
  const asOf = ledger.performance.asOf;
  const rows: Row[] = [
    ...ledger.funds.map((fund) => ({
      key: fund.fundType,
      label:
        fund.performance.asOf === asOf ? (
          fund.fundType
        ) : (
          <>
            {fund.fundType}{" "}
            <span className="text-xs font-normal text-slate-600">
              (as of <time dateTime={fund.performance.asOf}>{formatDate(fund.performance.asOf)}</time>)
            </span>
          </>
        ),
      view: investorPerformance(fund.performance, ledger.since[fund.fundType] ?? null, fund.account.navShareCents),
    })),
    {
      key: "total",
      label: "Total",
      view: investorPerformance(ledger.performance, ledger.since.total ?? null, ledger.total.navShareCents),
    },
  ];
  return (
    <section aria-labelledby="performance-heading">
      <h2 id="performance-heading" className="text-xl font-semibold text-brand-900">
        Performance
      </h2>
      <Card className="mt-4 p-5">
        <p className="text-sm text-slate-700">
          As of <time dateTime={asOf}>{formatDate(asOf)}</time>
        </p>
        <div className="mt-3 hidden sm:block">
          <Table caption="Performance by fund" className="min-w-[560px]">
            <thead>
              <tr>
                <Th>Fund</Th>
                {COLUMNS.map((column) => (
                  <Th key={column.key} className="text-right">
                    {column.abbr ? <abbr title={column.title}>{column.abbr}</abbr> : column.title}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <Th scope="row" className="border-t border-slate-100 bg-white font-medium text-slate-800">
                    {row.label}
                  </Th>
                  {COLUMNS.map((column) => (
                    <Td key={column.key} className="text-right tabular-nums">
                      <Figure shown={row.view[column.key]} format={column.format} />
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <ul className="mt-3 space-y-3 sm:hidden" aria-label="Performance by fund">
          {rows.map((row) => (
            <li key={row.key} className="rounded-lg border border-slate-200 bg-white p-3">
              <h3 className="font-medium text-slate-900">{row.label}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {COLUMNS.map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-slate-600">
                      {column.abbr ? `${column.abbr} (${column.title})` : column.title}
                    </dt>
                    <dd className="text-right text-slate-900 tabular-nums">
                      <Figure shown={row.view[column.key]} format={column.format} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">
          DPI: distributions ÷ paid-in capital. RVPI: your NAV ÷ paid-in. TVPI: (distributions + NAV) ÷ paid-in. Net
          IRR: the yearly rate of your cash flows and NAV, after fees, shown from a year after your first contribution.
          Figures count from your first contribution. {NOT_AVAILABLE} means not available yet.
        </p>
      </Card>
    </section>
  );
}
