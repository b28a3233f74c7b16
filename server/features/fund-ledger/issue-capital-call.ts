// Issue a capital call: its preview, then the call, every investor's part, notice and e-mail, and the audit row.
// The management fee is the fund's terms' (each investor's own, decision 0068) or, without terms, typed.
import { type CapitalCallInput, type CapitalCallPreview } from "#domain/fund-operations.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { renderCapitalCallNotice } from "#server/features/documents/notices.ts";
import { capitalCallIssued } from "#server/features/documents/notice-messages.ts";
import { invalidFields } from "#server/platform/errors.ts";
import { allocateCallOf, checkCallDate, contributedByInvestor } from "./fund-ledger-rules.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { callFeesOf } from "#server/features/fund-terms/call-fees.ts";
import { defaultDueDate, dueDateWarning } from "#domain/ledger/business-days.ts";
import { type Db, type LedgerDeps, participantsOf, sum } from "./internal/ledger-rows.ts";
import { issuing, lockFund } from "./internal/issue-to-investors.ts";

export function issueCapitalCall(deps: LedgerDeps) {
  const { db, mail, clock } = deps;
  const { nextNumber, requireSettings, issueToInvestors } = issuing(deps);

  /**
   * The call as it would be issued: its dates checked (400 naming the field), every investor's
   * part pro rata to their uncalled commitment (decision 0044), and why it cannot be issued when
   * it asks for more than the investors have left to call.
   */
  async function previewCall(tx: Db, input: CapitalCallInput): Promise<CapitalCallPreview> {
    await checkCallDate(tx, input.fundType, input.callDate, clock());
    const investors = await participantsOf(tx, input.fundType);
    const fees = await callFeesOf(tx, input.fundType, input, investors);
    const { lines, uncalledCents, refusal } = await allocateCallOf(
      tx,
      input.fundType,
      {
        investmentCents: input.investment,
        fundExpensesCents: input.fundExpenses,
        fee: fees.source === "typed" ? { typedCents: fees.typedCents } : { perEntity: fees.perEntity },
      },
      investors,
    );
    const managementFeeCents =
      fees.source === "typed" ? fees.typedCents : sum(lines.map((line) => line.managementFeeCents));
    const totalCents = input.investment + managementFeeCents + input.fundExpenses;
    if (totalCents <= 0) {
      const message = fees.note ?? "The call must ask for more than $0";
      throw invalidFields({ investment: [message] }, message);
    }
    return {
      fundType: input.fundType,
      number: await nextNumber(tx, fundCapitalCalls, input.fundType),
      callDate: input.callDate,
      dueDate: input.dueDate,
      purpose: input.purpose,
      investmentCents: input.investment,
      managementFeeCents,
      fundExpensesCents: input.fundExpenses,
      totalCents,
      fee: { source: fees.source, termsVersionId: fees.termsVersionId, quarter: fees.quarter, note: fees.note },
      minimumDueDate: defaultDueDate(input.callDate),
      dueDateWarning: dueDateWarning(input.callDate, input.dueDate),
      lines,
      uncalledCents,
      refusal,
    };
  }

  return {
    /** The allocation of a call as it would be issued now; nothing is stored. */
    previewCapitalCall: (input: CapitalCallInput) => previewCall(db, input),

    /**
     * Issues the call: the call, every investor's part, each part's notice (a PDF in that investor's
     * documents, delivered to them) and the audit row, in one transaction; a failure stores nothing.
     */
    async issueCapitalCall(by: ActingUser, input: CapitalCallInput) {
      return db.transaction(async (tx) => {
        await lockFund(tx, "capital_call", input.fundType);
        const settings = await requireSettings(tx, input.fundType);
        const preview = await previewCall(tx, input);
        // The amount fields are where staff fix it; the total is their sum.
        if (preview.refusal) throw invalidFields({ investment: [preview.refusal] }, preview.refusal);
        // The notice states each investor's remaining commitment before this call and once it is paid.
        const contributed = await contributedByInvestor(tx, input.fundType);
        return issueToInvestors(tx, input.fundType, preview, {
          insertParent: async () => {
            const [call] = await tx
              .insert(fundCapitalCalls)
              .values({
                fundType: input.fundType,
                number: preview.number,
                callDate: input.callDate,
                dueDate: input.dueDate,
                purpose: input.purpose,
                investmentCents: preview.investmentCents,
                managementFeeCents: preview.managementFeeCents,
                fundExpensesCents: preview.fundExpensesCents,
                totalCents: preview.totalCents,
                termsVersionId: preview.fee.termsVersionId,
                feeQuarter: preview.fee.quarter,
                createdBy: by.actor.id,
              })
              .returning({ id: fundCapitalCalls.id });
            return call.id;
          },
          notice: (line, callId, percentOfFund) => ({
            key: `notices/capital-calls/${callId}/${line.entityId}.pdf`,
            kind: "capital_call_notice",
            name: `${input.fundType} Capital Call ${preview.number} Notice`,
            period: `Call ${preview.number}`,
            date: input.callDate,
            bytes: renderCapitalCallNotice({
              investor: { name: line.investorName, memberId: line.memberId },
              fund: { name: input.fundType, legalName: settings.legalName },
              call: {
                number: preview.number,
                callDate: input.callDate,
                dueDate: input.dueDate,
                purpose: input.purpose,
                investmentCents: preview.investmentCents,
                managementFeeCents: preview.managementFeeCents,
                fundExpensesCents: preview.fundExpensesCents,
                totalCents: preview.totalCents,
              },
              share: {
                investmentCents: line.investmentCents,
                managementFeeCents: line.managementFeeCents,
                fundExpensesCents: line.fundExpensesCents,
                totalCents: line.amountCents,
              },
              commitment: {
                commitmentCents: line.commitmentCents,
                percentOfFund,
                contributedCents: contributed.get(line.entityId) ?? 0,
              },
              wire: {
                bankName: settings.bankName,
                accountName: settings.accountName,
                accountNumber: settings.accountNumber,
                routingNumber: settings.routingNumber,
                swiftCode: settings.swiftCode,
                referenceFormat: settings.referenceFormat,
              },
            }),
          }),
          insertPart: (line, callId, noticeDocumentId) =>
            tx.insert(capitalCallParts).values({
              callId,
              entityId: line.entityId,
              amountCents: line.amountCents,
              investmentCents: line.investmentCents,
              managementFeeCents: line.managementFeeCents,
              fundExpensesCents: line.fundExpensesCents,
              noticeDocumentId,
            }),
          mail: (recipient) => capitalCallIssued(mail!, recipient, input.fundType),
          facts: (line) => ({
            kind: "capital_call_issued",
            fund: input.fundType,
            number: preview.number,
            amountCents: line.amountCents,
            dueDate: input.dueDate,
          }),
          auditRow: (callId) => ({
            ...by,
            entityType: "capital_call",
            action: "capital_call.issued",
            entityId: callId,
            summary: `Issued ${input.fundType} capital call ${preview.number} for ${preview.lines.length} investors`,
            details: {
              fundType: input.fundType,
              number: preview.number,
              totalCents: preview.totalCents,
              managementFeeCents: preview.managementFeeCents,
              feeSource: preview.fee.source,
              feeQuarter: preview.fee.quarter,
              termsVersionId: preview.fee.termsVersionId,
            },
          }),
        });
      });
    },
  };
}
