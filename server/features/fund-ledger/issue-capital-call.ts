// Issue a capital call: its preview, then the call, every investor's part, notice and e-mail, and the audit row.
import { type CapitalCallInput, type CapitalCallPreview } from "#domain/fund-operations.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { renderCapitalCallNotice } from "#server/features/documents/notices.ts";
import { capitalCallIssued } from "#server/features/documents/notice-messages.ts";
import { invalidFields } from "#server/platform/errors.ts";
import { allocateCallOf, checkCallDate } from "./fund-ledger-rules.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { type Db, type LedgerDeps, participantsOf } from "./internal/ledger-rows.ts";
import { issuing, lockFund } from "./internal/issue-to-investors.ts";

export function issueCapitalCall(deps: LedgerDeps) {
  const { db, mail, clock } = deps;
  const { nextNumber, requireSettings, breakdownOf, issueToInvestors } = issuing(deps);

  /**
   * The call as it would be issued: its dates checked (400 naming the field), every investor's
   * part pro rata to their uncalled commitment (decision 0044), and why it cannot be issued when
   * it asks for more than the investors have left to call.
   */
  async function previewCall(tx: Db, input: CapitalCallInput): Promise<CapitalCallPreview> {
    await checkCallDate(tx, input.fundType, input.callDate, clock());
    const totalCents = input.investment + input.managementFee + input.fundExpenses;
    const investors = await participantsOf(tx, input.fundType);
    const { lines, uncalledCents, refusal } = await allocateCallOf(tx, input.fundType, totalCents, investors);
    return {
      fundType: input.fundType,
      number: await nextNumber(tx, fundCapitalCalls, input.fundType),
      callDate: input.callDate,
      dueDate: input.dueDate,
      purpose: input.purpose,
      investmentCents: input.investment,
      managementFeeCents: input.managementFee,
      fundExpensesCents: input.fundExpenses,
      totalCents,
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
                investmentCents: input.investment,
                managementFeeCents: input.managementFee,
                fundExpensesCents: input.fundExpenses,
                totalCents: preview.totalCents,
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
              share: breakdownOf(preview, line.amountCents),
              commitment: { commitmentCents: line.commitmentCents, percentOfFund },
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
            tx
              .insert(capitalCallParts)
              .values({ callId, entityId: line.entityId, amountCents: line.amountCents, noticeDocumentId }),
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
            details: { fundType: input.fundType, number: preview.number, totalCents: preview.totalCents },
          }),
        });
      });
    },
  };
}
