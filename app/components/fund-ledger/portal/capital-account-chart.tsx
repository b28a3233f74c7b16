import { useId } from "react";
import type { CapitalAccountPoint } from "#domain/fund-operations.ts";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatCents, formatCentsCompact, formatShortDate, NOT_AVAILABLE } from "#domain/format.ts";
import { chartModel, hasActivity, type ChartFrame } from "./capital-account-chart-scale";

// A narrow viewBox keeps the labels readable when the chart shrinks to a phone's width.
const FRAME: ChartFrame = { width: 480, height: 260, left: 66, right: 14, top: 12, bottom: 32 };

// Each series differs by more than its colour: a solid line, a dashed line, dots on a dotted line.
const SERIES = {
  contributed: { label: "Contributed", stroke: "stroke-brand-700", dash: undefined },
  distributed: { label: "Distributed", stroke: "stroke-emerald-700", dash: "7 4" },
  nav: { label: "NAV (your share)", stroke: "stroke-amber-700", dash: "2 3" },
} as const;

function LegendSwatch({ series }: { series: keyof typeof SERIES }) {
  const { stroke, dash } = SERIES[series];
  return (
    <svg viewBox="0 0 28 10" className="h-2.5 w-7 shrink-0" aria-hidden="true">
      <path d="M1 5H27" className={stroke} strokeWidth="2.5" strokeDasharray={dash} fill="none" />
      {series === "nav" && <circle cx="14" cy="5" r="3.5" className="fill-amber-700" />}
    </svg>
  );
}

/**
 * The investor's capital account over time: cumulative contributions and distributions as step
 * lines, the NAV share at each valuation as dots. Drawn on the server as plain SVG (no script);
 * the figures are also in a table below it, for screen readers and for anyone who wants them.
 */
export function CapitalAccountChart({ history }: { history: readonly CapitalAccountPoint[] }) {
  const headingId = useId();
  const model = chartModel(history, FRAME);
  const plotBottom = FRAME.height - FRAME.bottom;
  const plotRight = FRAME.width - FRAME.right;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        Your capital account over time
      </h2>
      {!hasActivity(history) ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          Your capital account chart appears once you have made your first contribution.
        </p>
      ) : (
        // The figures' table follows the figure inside the same box: a figure's caption must be its
        // first or last child, so the details cannot sit in the figure after it.
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <figure>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" aria-label="Legend">
              {(Object.keys(SERIES) as (keyof typeof SERIES)[]).map((series) => (
                <li key={series} className="flex items-center gap-2">
                  <LegendSwatch series={series} />
                  {SERIES[series].label}
                </li>
              ))}
            </ul>
            <svg
              role="img"
              aria-label="Capital account over time: contributed, distributed and NAV"
              viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
              className="mt-3 block h-auto w-full max-w-3xl"
            >
              {/* The labels are sized in the viewBox's units: larger ones where the chart shrinks to a phone. */}
              <g className="fill-slate-600 text-[18px] sm:text-[12px]">
                {model.yTicks.map((tick) => (
                  <g key={tick.cents}>
                    <path d={`M${FRAME.left} ${tick.y}H${plotRight}`} className="stroke-slate-200" />
                    <text x={FRAME.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
                      {formatCentsCompact(tick.cents)}
                    </text>
                  </g>
                ))}
                {model.xTicks.map((tick) => (
                  <g key={tick.date}>
                    <path d={`M${tick.x} ${plotBottom}v5`} className="stroke-slate-500" />
                    <text x={tick.x} y={plotBottom + 6} textAnchor="middle" dominantBaseline="hanging">
                      {tick.date.endsWith("-01-01") ? tick.date.slice(0, 4) : formatShortDate(tick.date)}
                    </text>
                  </g>
                ))}
              </g>
              <path d={`M${FRAME.left} ${plotBottom}H${plotRight}`} className="stroke-slate-500" />
              <g fill="none" strokeWidth="2.5" strokeLinejoin="round">
                <path d={model.contributed} className={SERIES.contributed.stroke} />
                <path
                  d={model.distributed}
                  className={SERIES.distributed.stroke}
                  strokeDasharray={SERIES.distributed.dash}
                />
                {model.nav.length > 1 && (
                  <path
                    d={model.nav.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join("")}
                    className={SERIES.nav.stroke}
                    strokeWidth="1.5"
                    strokeDasharray={SERIES.nav.dash}
                  />
                )}
              </g>
              {model.nav.map((p) => (
                <circle
                  key={p.date}
                  cx={p.x}
                  cy={p.y}
                  r="4"
                  className="fill-amber-700 stroke-white"
                  strokeWidth="1.5"
                />
              ))}
            </svg>
            <figcaption className="mt-2 text-sm text-slate-600">
              Cumulative contributions and distributions; your share of each fund's net asset value at each quarterly
              valuation.
            </figcaption>
          </figure>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show the chart's figures</summary>
            <div className="mt-3">
              <Table caption="Capital account over time">
                <thead>
                  <tr>
                    <Th>Date</Th>
                    <Th className="text-right">Contributed</Th>
                    <Th className="text-right">Distributed</Th>
                    <Th className="text-right">NAV (your share)</Th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((point) => (
                    <tr key={point.date}>
                      <Td className="whitespace-nowrap">
                        <time dateTime={point.date}>{formatShortDate(point.date)}</time>
                      </Td>
                      <Td className="text-right tabular-nums">{formatCents(point.contributedCents)}</Td>
                      <Td className="text-right tabular-nums">{formatCents(point.distributedCents)}</Td>
                      <Td className="text-right tabular-nums">
                        {point.navCents === null ? (
                          <>
                            <span aria-hidden="true">{NOT_AVAILABLE}</span>
                            <span className="sr-only">no valuation on this date</span>
                          </>
                        ) : (
                          formatCents(point.navCents)
                        )}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </details>
        </div>
      )}
    </section>
  );
}
