import { CAPITAL_FIGURES } from "#domain/ledger/figures.ts";
// Over 300 lines: the capital call and distribution notices share one page of layout calls each; splitting a notice across files would scatter one page.
import { firm as edfutures, type FirmIdentity } from "#domain/firm.ts";
import { formatCents, formatDate, formatPercent } from "#domain/format.ts";
import { DISTRIBUTION_TYPE_LABELS, paymentReference, type DistributionType } from "#domain/fund-operations.ts";
import { COLORS, Layout } from "./layout.ts";
import type { TierName } from "#domain/ledger/waterfall-pool.ts";

/**
 * A capital call notice and a distribution notice for one investor, as PDF bytes. Pure: the
 * caller reads the ledger and passes plain data in (amounts in integer cents, dates "YYYY-MM-DD");
 * nothing here touches the database. Amounts are checked to add up before anything is drawn, so
 * a notice can never state a total its lines do not make.
 */

export interface NoticeInvestor {
  /** As the investor is addressed: "Łukasz Żák", "王小明". */
  name: string;
  /** "EDF-2023-0001" (memberIdOf in domain/investor-portal.ts). */
  memberId: string;
}

export interface NoticeFund {
  /** The short name the ledger uses: "Fund I". */
  name: string;
  /** "EdFutures Real Estate Fund I, L.P." (fund_settings.legal_name). */
  legalName: string;
}

/** The parts of a call (the whole fund's, or one investor's share); total is their sum. */
export interface CallBreakdown {
  investmentCents: number;
  managementFeeCents: number;
  fundExpensesCents: number;
  totalCents: number;
}

/** A fund's wire instructions (fund_settings). */
export interface WireInstructions {
  bankName: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  /** With placeholders {fund}, {number} and {memberId}: "{fund}-CC{number}-{memberId}". */
  referenceFormat: string;
}

export interface CapitalCallNoticeData {
  /** The letterhead; the firm of domain/firm.ts unless given. */
  firm?: FirmIdentity;
  /** The notice's date, "YYYY-MM-DD"; the call date unless given. */
  issuedOn?: string;
  investor: NoticeInvestor;
  fund: NoticeFund;
  call: CallBreakdown & {
    number: number;
    callDate: string;
    dueDate: string;
    purpose: string;
  };
  /** The investor's part of each line of the call. */
  share: CallBreakdown;
  commitment: {
    commitmentCents: number;
    /** The investor's share of the fund's commitments, 0–100; null when unknown. */
    percentOfFund: number | null;
    /**
     * What the investor had paid in before this call (the Contributed figure). The notice states
     * the unfunded commitment (commitment less contributed) before this call and once it is paid,
     * as the ILPA capital call template does.
     */
    contributedCents: number;
  };
  wire: WireInstructions;
}

export interface DistributionNoticeData {
  firm?: FirmIdentity;
  /** The notice's date, "YYYY-MM-DD"; the distribution date unless given. */
  issuedOn?: string;
  investor: NoticeInvestor;
  fund: NoticeFund;
  distribution: {
    number: number;
    /** The day it is paid, "YYYY-MM-DD". */
    date: string;
    type: DistributionType;
    /** What it comes from ("Sale of the Riverside campus"); may be empty. */
    description: string;
    totalCents: number;
  };
  investorShareCents: number;
  /** The investor's share of the fund, 0–100; null when unknown. */
  percentOfFund?: number | null;
  /** The share by the fund's waterfall tiers (decision 0066), adding up to it; null or absent: pro rata. */
  tiers?: ReadonlyArray<{ name: TierName; amountCents: number }> | null;
  /** The investor's share of the GP's catch-up and carried interest taken from this distribution. */
  carriedInterestWithheldCents?: number;
  payment: {
    /** How it is paid: "Wire transfer to the bank account on file". */
    method: string;
    /** Where, if the notice may say: "Account ending 4321". */
    account?: string;
  };
}

/** A phone number that never breaks across lines. */
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

const WIRE_WARNING = (firm: FirmIdentity) =>
  `${firm.name} never changes wire instructions by e-mail, text message or phone call. If a message, even ` +
  `one that seems to come from us, gives other bank details or says our account has changed, do not send ` +
  `money: it is fraud. Before each wire, confirm these instructions by calling us at ${nbsp(firm.phone)}, ` +
  `a number you know from us or our website, never one given in the message, and report the message to ${firm.email}.`;

const DISTRIBUTION_TYPE_NOTES: Record<DistributionType, string> = {
  return_of_capital:
    "A return of capital gives back part of the capital you contributed; it is not income and reduces your contributed capital in the fund.",
  income: "Income the fund's investments earned, such as rent or interest.",
  gain: "A gain the fund realised on the sale of an investment.",
};

function checkBreakdown(what: string, b: CallBreakdown) {
  const amounts = [b.investmentCents, b.managementFeeCents, b.fundExpensesCents, b.totalCents];
  if (!amounts.every((cents) => Number.isSafeInteger(cents) && cents >= 0)) {
    throw new RangeError(`${what}: amounts must be whole, non-negative cents`);
  }
  if (b.investmentCents + b.managementFeeCents + b.fundExpensesCents !== b.totalCents) {
    throw new RangeError(`${what}: the lines do not add up to the total`);
  }
}

/** The addressee on the left and the notice's key dates on the right. */
function addressBlock(
  layout: Layout,
  investor: NoticeInvestor,
  facts: readonly (readonly [string, string, "bold"?])[],
) {
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
    (x, width) => layout.fields(facts, { x, width, labelWidth: 92 }),
  );
  layout.gap(6);
}

/** A capital call notice for one investor: what is called, their share, and where to wire it. */
export function renderCapitalCallNotice(data: CapitalCallNoticeData): Buffer {
  const firm = data.firm ?? edfutures;
  const { investor, fund, call, share, commitment, wire } = data;
  checkBreakdown("The call", call);
  checkBreakdown("The investor's share", share);
  const unfundedBeforeCents = commitment.commitmentCents - commitment.contributedCents;
  if (!Number.isSafeInteger(commitment.contributedCents) || commitment.contributedCents < 0) {
    throw new RangeError("The investor's contributed capital must be whole, non-negative cents");
  }
  const reference = paymentReference(wire.referenceFormat, {
    fund: fund.name,
    number: call.number,
    memberId: investor.memberId,
  });
  const title = `${fund.name} Capital Call ${call.number} Notice`;

  const layout = new Layout({
    title,
    author: firm.legalName,
    subject: `Capital call ${call.number} of ${fund.legalName} for ${investor.name} (${investor.memberId})`,
    firm,
    date: data.issuedOn ?? call.callDate,
  });
  layout.letterhead();
  layout.heading("Capital Call Notice", `${fund.legalName}  ·  Capital Call No. ${call.number}`);
  addressBlock(layout, investor, [
    ["Notice date", formatDate(data.issuedOn ?? call.callDate)],
    ["Call date", formatDate(call.callDate)],
    ["Due date", formatDate(call.dueDate), "bold"],
    ["Amount due", formatCents(share.totalCents), "bold"],
  ]);

  layout.paragraph(`Dear ${investor.name},`);
  layout.paragraph(
    `Under the limited partnership agreement of ${fund.legalName}, the general partner calls capital from ` +
      `the fund's limited partners in proportion to their commitments. Your share of this call is ` +
      `${formatCents(share.totalCents)}, to be received in cleared funds by ${formatDate(call.dueDate)}. ` +
      `Please wire it to the account below, quoting the payment reference. Questions: ${nbsp(firm.phone)} or ${firm.email}.`,
  );

  layout.sectionTitle("Purpose of the call");
  layout.paragraph(call.purpose);

  // The ILPA capital call template's lines: investments, management fees, partnership expenses.
  layout.sectionTitle("Amounts called");
  layout.table(
    [
      { header: "Called for", width: 2.2 },
      { header: "Fund total", width: 1, align: "right" },
      { header: "Your share", width: 1, align: "right" },
    ],
    [
      { cells: ["Investments", formatCents(call.investmentCents), formatCents(share.investmentCents)] },
      { cells: ["Management fees", formatCents(call.managementFeeCents), formatCents(share.managementFeeCents)] },
      {
        cells: ["Partnership expenses", formatCents(call.fundExpensesCents), formatCents(share.fundExpensesCents)],
      },
      { cells: ["Total due", formatCents(call.totalCents), formatCents(share.totalCents)], total: true },
    ],
  );

  type Fact = readonly [string, string, "bold"?];
  const commitmentFacts: Fact[] = [["Commitment", formatCents(commitment.commitmentCents)]];
  if (commitment.percentOfFund !== null) {
    commitmentFacts.push(["Share of the fund", formatPercent(commitment.percentOfFund.toFixed(2))]);
  }
  commitmentFacts.push(
    // Short labels, one line each, so that the notice keeps to one page; "after" is once it is paid.
    [`${CAPITAL_FIGURES.paidIn.label} to date`, formatCents(commitment.contributedCents)],
    ["Unfunded before this call", formatCents(unfundedBeforeCents)],
    ["This call", formatCents(share.totalCents)],
    ["Unfunded after this call", formatCents(unfundedBeforeCents - share.totalCents), "bold"],
  );
  const wireFacts: Fact[] = [
    ["Bank", wire.bankName],
    ["Account name", wire.accountName],
    ["Account number", wire.accountNumber],
    ["ABA routing number", wire.routingNumber],
    ["SWIFT / BIC", wire.swiftCode],
    ["Payment reference", reference, "bold"],
    ["Amount", formatCents(share.totalCents), "bold"],
  ];
  // The commitment beside the wire instructions, so that a notice keeps to one page; the two
  // blocks start on the same page.
  layout.ensure(24 + wireFacts.length * 14);
  const commitmentWidth = 206;
  layout.columns(
    commitmentWidth,
    (x, width) => {
      layout.sectionTitle("Your commitment", { x, width });
      layout.fields(commitmentFacts, { x, width, labelWidth: 118 });
    },
    (x, width) => {
      layout.sectionTitle("Wire instructions", { x, width });
      layout.fields(wireFacts, { x, width, labelWidth: 104 });
    },
  );
  layout.notice("Wire fraud warning", WIRE_WARNING(firm));
  layout.paragraph(`${firm.legalName}, for the general partner of ${fund.legalName}`, { weight: "bold" });
  return layout.finish();
}

const NOTICE_TIER_LABELS: Record<TierName, string> = {
  return_of_capital: "Return of capital",
  preferred_return: "Preferred return",
  catch_up: "Catch-up",
  carried_interest_split: "Carried-interest split",
};

/** The investor's share by the waterfall's tiers, and the GP's carry withheld from it. */
function waterfallSection(layout: Layout, tiers: NonNullable<DistributionNoticeData["tiers"]>, withheldCents: number) {
  const total = tiers.reduce((sum, tier) => sum + tier.amountCents, 0);
  layout.sectionTitle("Your share by waterfall tier");
  layout.table(
    [
      { header: "Tier", width: 2.2 },
      { header: "Your share", width: 1, align: "right" },
    ],
    [
      ...tiers.map((tier) => ({ cells: [NOTICE_TIER_LABELS[tier.name], formatCents(tier.amountCents)] })),
      { cells: ["Your distribution", formatCents(total)], total: true },
    ],
  );
  layout.fields([["Carried interest withheld", formatCents(withheldCents)]]);
  layout.paragraph(
    "Split by the fund's terms over its whole history: capital first, then the preferred return, the general " +
      "partner's catch-up and the carried-interest split. The carried interest withheld is your share of what " +
      "the general partner takes from this distribution.",
    { color: COLORS.muted },
  );
}

/** A distribution notice for one investor: what the fund distributes, their share, and how it is paid. */
export function renderDistributionNotice(data: DistributionNoticeData): Buffer {
  const firm = data.firm ?? edfutures;
  const { investor, fund, distribution, payment } = data;
  for (const cents of [distribution.totalCents, data.investorShareCents]) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("Amounts must be whole, non-negative cents");
  }
  if (data.investorShareCents > distribution.totalCents) {
    throw new RangeError("The investor's share is more than the distribution");
  }
  const type = DISTRIBUTION_TYPE_LABELS[distribution.type];
  const title = `${fund.name} Distribution ${distribution.number} Notice`;

  const layout = new Layout({
    title,
    author: firm.legalName,
    subject: `Distribution ${distribution.number} of ${fund.legalName} for ${investor.name} (${investor.memberId})`,
    firm,
    date: data.issuedOn ?? distribution.date,
  });
  layout.letterhead();
  layout.heading("Distribution Notice", `${fund.legalName}  ·  Distribution No. ${distribution.number}`);
  addressBlock(layout, investor, [
    ["Notice date", formatDate(data.issuedOn ?? distribution.date)],
    ["Payment date", formatDate(distribution.date), "bold"],
    ["Type", type],
    ["Your distribution", formatCents(data.investorShareCents), "bold"],
  ]);

  layout.paragraph(`Dear ${investor.name},`);
  layout.paragraph(
    `The general partner of ${fund.legalName} has declared a distribution to the fund's limited partners. ` +
      `Your share is ${formatCents(data.investorShareCents)}, paid on ${formatDate(distribution.date)}. ` +
      `You need not do anything to receive it.`,
  );

  layout.sectionTitle("The distribution");
  if (distribution.description.trim()) layout.paragraph(distribution.description);
  layout.paragraph(`${type}: ${DISTRIBUTION_TYPE_NOTES[distribution.type]}`, { color: COLORS.muted });
  layout.table(
    [
      { header: "", width: 2.2 },
      { header: "Fund total", width: 1, align: "right" },
      { header: "Your share", width: 1, align: "right" },
    ],
    [
      {
        cells: [`${type} distribution`, formatCents(distribution.totalCents), formatCents(data.investorShareCents)],
        total: true,
      },
    ],
  );
  if (data.percentOfFund !== undefined && data.percentOfFund !== null) {
    layout.fields([["Your share of the fund", formatPercent(data.percentOfFund.toFixed(2))]]);
  }
  if (data.tiers) waterfallSection(layout, data.tiers, data.carriedInterestWithheldCents ?? 0);

  layout.sectionTitle("Payment");
  layout.fields([
    ["Method", payment.method],
    ...(payment.account ? [["Paid to", payment.account] as const] : []),
    ["Payment date", formatDate(distribution.date)],
    ["Amount", formatCents(data.investorShareCents), "bold"],
  ]);
  layout.notice(
    "Your bank details",
    `We pay distributions only to the bank account on file for you. ${firm.name} never asks for or changes ` +
      `bank details by e-mail. To change yours, call ${nbsp(firm.phone)}; we confirm every change with you by phone ` +
      `before it takes effect.`,
    { border: COLORS.accent, fill: COLORS.band },
  );
  layout.paragraph(
    `The tax character of distributions is reported on your Schedule K-1. Questions: ${nbsp(firm.phone)} or ${firm.email}.`,
    { color: COLORS.muted },
  );
  layout.paragraph(`${firm.legalName}, for the general partner of ${fund.legalName}`, { weight: "bold" });
  return layout.finish();
}
