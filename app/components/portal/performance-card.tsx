import type { ReactNode } from "react";
import type { InvestorLedger } from "../../../domain/fund-operations";
import type { Performance } from "../../../domain/ledger/performance";
import { Card } from "~/components/ui/card";
import { Table, Td, Th } from "~/components/ui/table";
import { formatCents, formatDate, formatIrr, formatRatio, NOT_AVAILABLE } from "../../../domain/format";

/** What the card shows of the investor's ledger: per fund and in total. */
export type LedgerStanding = Pick<InvestorLedger, "funds" | "total" | "performance">;

/** A figure the ledger cannot compute yet: the dash, and for screen readers the reason. */
function Unavailable({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true" title={reason}>
        {NOT_AVAILABLE}
      </span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

// Without a valuation only DPI is known (domain/ledger/performance.ts); without paid-in capital, nothing.
function reasonFor(metric: "dpi" | "valued" | "irr", performance: Performance, navCents: number | null) {
  if (metric === "dpi") return "not available until you have contributed capital";
  if (navCents === null) return "not available until the first valuation";
  if (metric === "irr" && performance.tvpi !== null) return "not available for these cash flows yet";
  return "not available until you have contributed capital";
}

function Figures({
  label,
  performance,
  navCents,
}: {
  label: ReactNode;
  performance: Performance;
  navCents: number | null;
}) {
  const cell = (value: string, metric: "dpi" | "valued" | "irr") =>
    value === NOT_AVAILABLE ? <Unavailable reason={reasonFor(metric, performance, navCents)} /> : value;
  return (
    <tr>
      <Th scope="row" className="border-t border-slate-100 bg-white font-medium text-slate-800">
        {label}
      </Th>
      <Td className="text-right tabular-nums">{cell(formatRatio(performance.dpi), "dpi")}</Td>
      <Td className="text-right tabular-nums">{cell(formatRatio(performance.rvpi), "valued")}</Td>
      <Td className="text-right tabular-nums">{cell(formatRatio(performance.tvpi), "valued")}</Td>
      <Td className="text-right tabular-nums">{cell(formatIrr(performance.irr), "irr")}</Td>
      <Td className="text-right tabular-nums">
        {navCents === null ? <Unavailable reason="not available until the first valuation" /> : formatCents(navCents)}
      </Td>
    </tr>
  );
}

/**
 * The investor's performance in total and per fund as of the latest valuation: the multiples, net
 * IRR and their share of the funds' net asset value, each "—" (with its reason) until it exists.
 */
export function PerformanceCard({ ledger }: { ledger: LedgerStanding }) {
  const asOf = ledger.performance.asOf;
  return (
    <section aria-labelledby="performance-heading">
      <h2 id="performance-heading" className="text-xl font-semibold text-brand-900">
        Performance
      </h2>
      <Card className="mt-4 p-5">
        <p className="text-sm text-slate-700">
          As of <time dateTime={asOf}>{formatDate(asOf)}</time>
        </p>
        <div className="mt-3">
          <Table caption="Performance by fund" className="min-w-[560px]">
            <thead>
              <tr>
                <Th>Fund</Th>
                <Th className="text-right">
                  <abbr title="Distributions to paid-in capital">DPI</abbr>
                </Th>
                <Th className="text-right">
                  <abbr title="Residual value to paid-in capital">RVPI</abbr>
                </Th>
                <Th className="text-right">
                  <abbr title="Total value to paid-in capital">TVPI</abbr>
                </Th>
                <Th className="text-right">Net IRR</Th>
                <Th className="text-right">
                  <abbr title="Net asset value, your share">NAV</abbr>
                </Th>
              </tr>
            </thead>
            <tbody>
              {ledger.funds.map((fund) => (
                <Figures
                  key={fund.fundType}
                  label={
                    fund.performance.asOf === asOf ? (
                      fund.fundType
                    ) : (
                      <>
                        {fund.fundType}{" "}
                        <span className="text-xs font-normal text-slate-600">
                          (as of <time dateTime={fund.performance.asOf}>{formatDate(fund.performance.asOf)}</time>)
                        </span>
                      </>
                    )
                  }
                  performance={fund.performance}
                  navCents={fund.account.navShareCents}
                />
              ))}
              <Figures label="Total" performance={ledger.performance} navCents={ledger.total.navShareCents} />
            </tbody>
          </Table>
        </div>
        <p className="mt-3 text-xs text-slate-600">
          DPI: distributions ÷ paid-in capital. RVPI: your NAV ÷ paid-in. TVPI: (distributions + NAV) ÷ paid-in. Net
          IRR: the yearly rate of your cash flows and NAV, after fees. {NOT_AVAILABLE} means not available yet.
        </p>
      </Card>
    </section>
  );
}
