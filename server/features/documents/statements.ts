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

/**
 * One fund's figures for the quarter, or the investor's total over all funds: the ILPA capital
 * account statement's lines (decision 0069). Fees, expenses and the incentive allocation are
 * positive amounts that reduce the account; the gains may be negative (losses).
 */
export interface StatementFigures {
  /** Beginning NAV. */
  openingBalanceCents: number;
  contributionsCents: number;
  /** Paid out to the investor during the quarter, as a positive amount. */
  distributionsCents: number;
  /** Gains less losses, fees and expenses: may be negative; the sum of the five lines below. */
  netChangeCents: number;
  managementFeesCents: number;
  partnershipExpensesCents: number;
  realisedGainCents: number;
  unrealisedGainCents: number;
  /** Carried interest allocated to the general partner. */
  incentiveAllocationCents: number;
  /** Ending NAV. */
  closingNavCents: number;
  commitmentCents: number;
  unfundedCents: number;
  performance: StatementPerformance;
}

export interface StatementFund extends StatementFigures {
  /** "Fund I"; in a consolidated statement "Fund I · Mitchell Family Trust". */
  name: string;
  /** "EdFutures Real Estate Fund I, L.P." */
  legalName: string;
}

export interface CapitalAccountStatementData {
  firm?: FirmIdentity;
  investor: { name: string; memberId: string };
  /**
   * A consolidated statement: the investing entities it adds up (their legal names), each fund of
   * each entity a column; absent for one entity's statement.
   */
  consolidated?: readonly string[];
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

/** The amounts of a statement's figures: checked as whole cents, and added up over the funds for its total. */
export const STATEMENT_AMOUNTS = [
  "openingBalanceCents",
  "contributionsCents",
  "distributionsCents",
  "netChangeCents",
  "managementFeesCents",
  "partnershipExpensesCents",
  "realisedGainCents",
  "unrealisedGainCents",
  "incentiveAllocationCents",
  "closingNavCents",
  "commitmentCents",
  "unfundedCents",
] as const;

function checkRollForward(what: string, f: StatementFigures) {
  if (!STATEMENT_AMOUNTS.every((key) => Number.isSafeInteger(f[key])))
    throw new RangeError(`${what}: amounts must be whole cents`);
  const items =
    f.realisedGainCents +
    f.unrealisedGainCents -
    f.managementFeesCents -
    f.partnershipExpensesCents -
    f.incentiveAllocationCents;
  if (items !== f.netChangeCents) {
    throw new RangeError(
      `${what}: the gains less fees, expenses and incentive allocation are ${items}, not the net change`,
    );
  }
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

const FUNDS_PER_TABLE = 3;

/** The ILPA capital account statement's lines: label, amount, and whether it is the ending balance. */
const ILPA_LINES: readonly (readonly [string, (f: StatementFigures) => string, boolean])[] = [
  ["Beginning NAV", (f) => formatCents(f.openingBalanceCents), false],
  ["Contributions", (f) => formatCents(f.contributionsCents), false],
  ["Distributions", (f) => outflow(f.distributionsCents), false],
  ["Management fees", (f) => outflow(f.managementFeesCents), false],
  ["Partnership expenses", (f) => outflow(f.partnershipExpensesCents), false],
  ["Realised gain (loss)", (f) => signed(f.realisedGainCents), false],
  ["Unrealised gain (loss)", (f) => signed(f.unrealisedGainCents), false],
  ["Incentive allocation", (f) => outflow(f.incentiveAllocationCents), false],
  ["Ending NAV", (f) => formatCents(f.closingNavCents), true],
];

/** The capital account statement of one investor (one entity, or all of a person's) for one quarter. */
export function renderCapitalAccountStatement(data: CapitalAccountStatementData): Buffer {
  const firm = data.firm ?? edfutures;
  const { investor, quarter, funds, total } = data;
  for (const fund of funds) checkRollForward(fund.name, fund);
  checkRollForward("The total", total);
  for (const key of STATEMENT_AMOUNTS) {
    const sum = funds.reduce((s, f) => s + f[key], 0);
    if (sum !== total[key]) throw new RangeError(`The total's ${key} is ${total[key]}, but the funds add up to ${sum}`);
  }

  const kind = data.consolidated ? "Consolidated Capital Account Statement" : "Capital Account Statement";
  const layout = new Layout({
    title: `${quarter.label} ${kind}`,
    author: firm.legalName,
    subject: `Capital account statement for ${investor.name} (${investor.memberId}), ${quarter.label}`,
    firm,
    date: data.issuedOn,
  });
  layout.letterhead();
  layout.heading(kind, `${quarter.label}  ·  ${formatDate(quarter.start)} to ${formatDate(quarter.end)}`);
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
          ["Funds", String(new Set(funds.map((f) => f.legalName)).size)],
          ...(data.consolidated ? [["Accounts", data.consolidated.join("; ")] as const] : []),
        ],
        { x, width, labelWidth: 92 },
      ),
  );
  layout.gap(14);

  const many = funds.length > 1;
  const withTotal = (rows: Row[], totalRow: Row) => (many ? [...rows, totalRow] : rows);

  // The ILPA template's lines, a column per fund (three to a table, so the amounts stay legible)
  // and the total beside the last when there are several.
  layout.sectionTitle("Capital account for the quarter");
  const columns = funds.map((f) => ({ header: f.name, figures: f as StatementFigures }));
  if (many) columns.push({ header: "Total", figures: total });
  for (let at = 0; at < columns.length; at += FUNDS_PER_TABLE) {
    const chunk = columns.slice(at, at + FUNDS_PER_TABLE);
    layout.table(
      [
        { header: quarter.label, width: 2 },
        ...chunk.map((c) => ({ header: c.header, width: 1.2, align: "right" as const })),
      ],
      ILPA_LINES.map(([label, amount, ending]) => ({
        cells: [label, ...chunk.map((c) => amount(c.figures))],
        total: ending,
      })),
      { size: 8.5 },
    );
  }

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
    "The capital account follows the ILPA template. Management fees and partnership expenses are those paid " +
      "within the capital you contributed in the quarter. Realised gain (loss) is the gain and income the fund " +
      "realised and paid out to you in the quarter; unrealised gain (loss) is the rest of the change in value, " +
      "from the general partner's valuations. The incentive allocation is the carried interest allocated to the " +
      "general partner. Distributions, fees, expenses and losses are shown in brackets. DPI is distributions over paid-in capital, RVPI " +
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
