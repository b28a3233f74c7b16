import { CAPITAL_FIGURES } from "#domain/ledger/figures.ts";
import { firm as edfutures, type FirmIdentity } from "#domain/firm.ts";
import { formatCents, formatDate, formatIrr, formatRatio, NOT_AVAILABLE } from "#domain/format.ts";
import { COLORS, Layout, type Row } from "./layout.ts";

/**
 * A quarterly capital account statement for one investor, as PDF bytes. Pure: the caller computes
 * every figure from the ledger (domain/ledger/) and passes them in: amounts in integer cents,
 * multiples and the IRR as numbers or null when undefined (shown as "—"), dates "YYYY-MM-DD".
 * Each roll-forward is checked to add up (opening + contributions − distributions + net change =
 * closing) before anything is drawn.
 */

export interface StatementPerformance {
  dpi: number | null;
  rvpi: number | null;
  tvpi: number | null;
  moic: number | null;
  /** Net IRR as a yearly fraction (0.1234 = 12.3 %); null when undefined. */
  irr: number | null;
  /** The valuation date the figures describe; null when there is none yet. */
  asOf: string | null;
}

/** One fund's figures for the quarter, or the investor's total over all funds. */
export interface StatementFigures {
  openingBalanceCents: number;
  contributionsCents: number;
  /** Paid out to the investor during the quarter, as a positive amount. */
  distributionsCents: number;
  /** Gains less losses, fees and expenses: may be negative. */
  netChangeCents: number;
  closingNavCents: number;
  commitmentCents: number;
  unfundedCents: number;
  performance: StatementPerformance;
}

export interface StatementFund extends StatementFigures {
  /** "Fund I" */
  name: string;
  /** "EdFutures Real Estate Fund I, L.P." */
  legalName: string;
}

export interface CapitalAccountStatementData {
  firm?: FirmIdentity;
  investor: { name: string; memberId: string };
  quarter: {
    /** "Q3 2026" */
    label: string;
    /** First and last day of the quarter, "YYYY-MM-DD". */
    start: string;
    end: string;
  };
  /** The day the statement is issued, "YYYY-MM-DD". */
  issuedOn: string;
  funds: readonly StatementFund[];
  /** All funds together (the performance of the combined cash flows, not an average). */
  total: StatementFigures;
}

function checkRollForward(what: string, f: StatementFigures) {
  const amounts = [
    f.openingBalanceCents,
    f.contributionsCents,
    f.distributionsCents,
    f.netChangeCents,
    f.closingNavCents,
    f.commitmentCents,
    f.unfundedCents,
  ];
  if (!amounts.every(Number.isSafeInteger)) throw new RangeError(`${what}: amounts must be whole cents`);
  const closing = f.openingBalanceCents + f.contributionsCents - f.distributionsCents + f.netChangeCents;
  if (closing !== f.closingNavCents) {
    throw new RangeError(
      `${what}: opening + contributions − distributions + net change is ${closing}, not the closing ${f.closingNavCents}`,
    );
  }
}

/** Distributions reduce the account: shown in brackets, as statements do. */
const outflow = (cents: number) => (cents === 0 ? formatCents(0) : `(${formatCents(cents)})`);
const signed = (cents: number) => (cents < 0 ? `(${formatCents(-cents)})` : formatCents(cents));

/** The capital account statement of one investor for one quarter. */
export function renderCapitalAccountStatement(data: CapitalAccountStatementData): Buffer {
  const firm = data.firm ?? edfutures;
  const { investor, quarter, funds, total } = data;
  for (const fund of funds) checkRollForward(fund.name, fund);
  checkRollForward("The total", total);
  for (const key of [
    "openingBalanceCents",
    "contributionsCents",
    "distributionsCents",
    "netChangeCents",
    "closingNavCents",
    "commitmentCents",
    "unfundedCents",
  ] as const) {
    const sum = funds.reduce((s, f) => s + f[key], 0);
    if (sum !== total[key]) throw new RangeError(`The total's ${key} is ${total[key]}, but the funds add up to ${sum}`);
  }

  const layout = new Layout({
    title: `${quarter.label} Capital Account Statement`,
    author: firm.legalName,
    subject: `Capital account statement for ${investor.name} (${investor.memberId}), ${quarter.label}`,
    firm,
    date: data.issuedOn,
  });
  layout.letterhead();
  layout.heading(
    "Capital Account Statement",
    `${quarter.label}  ·  ${formatDate(quarter.start)} to ${formatDate(quarter.end)}`,
  );
  layout.columns(
    250,
    (x) => {
      layout.textAt("LIMITED PARTNER", x, layout.y + 8, { size: 7.5, weight: "bold", color: COLORS.muted });
      layout.y += 12;
      layout.paragraph(investor.name, { x, width: 250, size: 12, weight: "bold" });
      layout.y -= 4;
      layout.textAt(`Member ID ${investor.memberId}`, x, layout.y + 9.5, { color: COLORS.muted });
      layout.y += 14;
    },
    (x, width) =>
      layout.fields(
        [
          ["Statement date", formatDate(data.issuedOn)],
          ["Quarter", quarter.label],
          ["Closing NAV", formatCents(total.closingNavCents), "bold"],
          ["Funds", String(funds.length)],
        ],
        { x, width, labelWidth: 92 },
      ),
  );
  layout.gap(14);

  const many = funds.length > 1;
  const withTotal = (rows: Row[], totalRow: Row) => (many ? [...rows, totalRow] : rows);

  layout.sectionTitle("Capital account for the quarter");
  layout.table(
    [
      { header: "Fund", width: 1.7 },
      { header: "Opening balance", width: 1.15, align: "right" },
      { header: "Contributions", width: 1.1, align: "right" },
      { header: "Distributions", width: 1.1, align: "right" },
      { header: "Net change in value", width: 1.15, align: "right" },
      { header: "Closing NAV", width: 1.15, align: "right" },
    ],
    withTotal(
      funds.map((f) => ({
        cells: [
          f.name,
          formatCents(f.openingBalanceCents),
          formatCents(f.contributionsCents),
          outflow(f.distributionsCents),
          signed(f.netChangeCents),
          formatCents(f.closingNavCents),
        ],
      })),
      {
        cells: [
          "Total",
          formatCents(total.openingBalanceCents),
          formatCents(total.contributionsCents),
          outflow(total.distributionsCents),
          signed(total.netChangeCents),
          formatCents(total.closingNavCents),
        ],
        total: true,
      },
    ),
    { size: 8.5 },
  );

  layout.sectionTitle("Commitment");
  layout.table(
    [
      { header: "Fund", width: 2.4 },
      { header: "Commitment", width: 1.2, align: "right" },
      { header: "Contributed to date", width: 1.2, align: "right" },
      { header: CAPITAL_FIGURES.unfunded.label, width: 1.2, align: "right" },
    ],
    withTotal(
      funds.map((f) => ({
        cells: [
          f.legalName,
          formatCents(f.commitmentCents),
          formatCents(f.commitmentCents - f.unfundedCents),
          formatCents(f.unfundedCents),
        ],
      })),
      {
        cells: [
          "Total",
          formatCents(total.commitmentCents),
          formatCents(total.commitmentCents - total.unfundedCents),
          formatCents(total.unfundedCents),
        ],
        total: true,
      },
    ),
    { size: 8.5 },
  );

  layout.sectionTitle("Performance since inception");
  const perf = (p: StatementPerformance) => [
    formatRatio(p.dpi),
    formatRatio(p.rvpi),
    formatRatio(p.tvpi),
    formatRatio(p.moic),
    formatIrr(p.irr),
    p.asOf ? formatDate(p.asOf) : NOT_AVAILABLE,
  ];
  layout.table(
    [
      { header: "Fund", width: 1.9 },
      { header: "DPI", width: 0.7, align: "right" },
      { header: "RVPI", width: 0.7, align: "right" },
      { header: "TVPI", width: 0.7, align: "right" },
      { header: "MOIC", width: 0.7, align: "right" },
      { header: "Net IRR", width: 0.8, align: "right" },
      { header: "As of", width: 1.3, align: "right" },
    ],
    withTotal(
      funds.map((f) => ({ cells: [f.name, ...perf(f.performance)] })),
      { cells: ["Total", ...perf(total.performance)], total: true },
    ),
    { size: 8.5 },
  );

  layout.paragraph(
    "Net change in value is the quarter's gains and losses on the fund's investments, less management fees " +
      "and fund expenses. Distributions are shown in brackets. DPI is distributions over paid-in capital, RVPI " +
      "the closing NAV over paid-in capital, TVPI their sum and MOIC distributions plus NAV over the capital " +
      "invested. Net IRR is the yearly rate of your own cash flows, with the closing NAV as if received on the " +
      `"as of" date; it is shown from a year after your first contribution. "${NOT_AVAILABLE}" marks a figure ` +
      "that cannot be computed or is not meaningful yet, for example before any capital is paid in, before " +
      "the first valuation, or net IRR within the first year. Valuations are the general partner's estimates and " +
      "unaudited until the fund's annual financial statements.",
    { size: 8, color: COLORS.muted },
  );
  layout.paragraph(`Questions about this statement: ${firm.phone} or ${firm.email}.`, { size: 8, color: COLORS.muted });
  return layout.finish();
}
