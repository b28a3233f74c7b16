import { formatCents, formatDate } from "../../domain/format.ts";
import { DISTRIBUTION_TYPE_LABELS, type DistributionType } from "../../domain/fund-operations.ts";
import type { Cents } from "../../domain/ledger/money.ts";
import { renderPdf } from "./pdf.ts";

// The notices the fund ledger issues, one per investor. Plain data in, PDF bytes out.

export interface WireInstructions {
  legalName: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
  reference: string;
}

export interface CallNoticeData {
  fundType: string;
  number: number;
  callDate: string;
  dueDate: string;
  purpose: string;
  investorName: string;
  memberId: string;
  commitmentCents: Cents;
  /** The fund's breakdown and the investor's share of each line (shares add up to amountCents). */
  lines: Array<{ label: string; fundCents: Cents; investorCents: Cents }>;
  fundTotalCents: Cents;
  amountCents: Cents;
  wire: WireInstructions;
}

export interface DistributionNoticeData {
  fundType: string;
  number: number;
  distributionDate: string;
  type: DistributionType;
  description: string;
  investorName: string;
  memberId: string;
  fundTotalCents: Cents;
  amountCents: Cents;
  legalName: string;
}

const money = formatCents;

export const WIRE_WARNING =
  "EdFutures never changes its wire instructions by e-mail. Before sending money, confirm these instructions by calling us on the number you already have.";

export function renderCallNotice(data: CallNoticeData): Buffer {
  return renderPdf({
    title: `EdFutures - ${data.fundType} Capital Call ${data.number} Notice`,
    author: "EdFutures",
    lines: [
      data.wire.legalName,
      `Capital Call Notice No. ${data.number}`,
      "",
      `Investor: ${data.investorName}`,
      `Member ID: ${data.memberId}`,
      `Call date: ${formatDate(data.callDate)}`,
      `Due date: ${formatDate(data.dueDate)}`,
      `Purpose: ${data.purpose}`,
      "",
      ...data.lines.map((line) => `${line.label}: ${money(line.investorCents)} (fund: ${money(line.fundCents)})`),
      `Amount due: ${money(data.amountCents)} (fund total: ${money(data.fundTotalCents)})`,
      "",
      `Bank: ${data.wire.bankName}`,
      `Account name: ${data.wire.accountName}`,
      `Account number: ${data.wire.accountNumber}`,
      `ABA routing: ${data.wire.routingNumber}`,
      `SWIFT/BIC: ${data.wire.swiftCode}`,
      `Reference: ${data.wire.reference}`,
      "",
      WIRE_WARNING,
    ],
  });
}

export function renderDistributionNotice(data: DistributionNoticeData): Buffer {
  return renderPdf({
    title: `EdFutures - ${data.fundType} Distribution ${data.number} Notice`,
    author: "EdFutures",
    lines: [
      data.legalName,
      `Distribution Notice No. ${data.number}`,
      "",
      `Investor: ${data.investorName}`,
      `Member ID: ${data.memberId}`,
      `Distribution date: ${formatDate(data.distributionDate)}`,
      `Type: ${DISTRIBUTION_TYPE_LABELS[data.type]}`,
      ...(data.description ? [`Description: ${data.description}`] : []),
      `Your distribution: ${money(data.amountCents)} (fund total: ${money(data.fundTotalCents)})`,
    ],
  });
}
