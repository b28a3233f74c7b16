// Issue a distribution: its preview, then the distribution, every investor's part, notice and e-mail, and the audit row.
import { type DistributionInput, type DistributionPreview } from "#domain/fund-operations.ts";
import { distributionParts, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { renderDistributionNotice } from "#server/features/documents/notices.ts";
import { distributionIssued } from "#server/features/documents/notice-messages.ts";
import { checkDistributionDate } from "./fund-ledger-rules.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { type Db, type LedgerDeps, participantsOf, allocate } from "./internal/ledger-rows.ts";
import { issuing, lockFund } from "./internal/issue-to-investors.ts";

export function issueDistribution(deps: LedgerDeps) {
  const { db, mail, clock } = deps;
  const { nextNumber, requireSettings, issueToInvestors } = issuing(deps);
  async function previewDistributionIn(tx: Db, input: DistributionInput): Promise<DistributionPreview> {
    await checkDistributionDate(tx, input.fundType, input.distributionDate, clock());
    const investors = await participantsOf(tx, input.fundType);
    return {
      fundType: input.fundType,
      number: await nextNumber(tx, fundDistributions, input.fundType),
      distributionDate: input.distributionDate,
      type: input.type,
      description: input.description ?? "",
      totalCents: input.total,
      lines: allocate(input.total, investors),
    };
  }

  return {
    previewDistribution: (input: DistributionInput) => previewDistributionIn(db, input),

    /** Issues the distribution: parts (Scheduled), a notice per investor and the audit row, in one transaction. */
    async issueDistribution(by: ActingUser, input: DistributionInput) {
      return db.transaction(async (tx) => {
        await lockFund(tx, "distribution", input.fundType);
        const settings = await requireSettings(tx, input.fundType);
        const preview = await previewDistributionIn(tx, input);
        return issueToInvestors(tx, input.fundType, preview, {
          insertParent: async () => {
            const [distribution] = await tx
              .insert(fundDistributions)
              .values({
                fundType: input.fundType,
                number: preview.number,
                distributionDate: input.distributionDate,
                type: input.type,
                description: preview.description,
                totalCents: input.total,
                createdBy: by.actor.id,
              })
              .returning({ id: fundDistributions.id });
            return distribution.id;
          },
          notice: (line, distributionId, percentOfFund) => ({
            key: `notices/distributions/${distributionId}/${line.entityId}.pdf`,
            kind: "distribution_notice",
            name: `${input.fundType} Distribution ${preview.number} Notice`,
            period: `Distribution ${preview.number}`,
            date: input.distributionDate,
            bytes: renderDistributionNotice({
              investor: { name: line.investorName, memberId: line.memberId },
              fund: { name: input.fundType, legalName: settings.legalName },
              distribution: {
                number: preview.number,
                date: input.distributionDate,
                type: input.type,
                description: preview.description,
                totalCents: input.total,
              },
              investorShareCents: line.amountCents,
              percentOfFund,
              // Paid by ACH from the fund's NACHA file, or by wire or check without a confirmed account (decision 0067).
              payment: { method: "ACH to your confirmed bank account (else wire or check)" },
            }),
          }),
          insertPart: (line, distributionId, noticeDocumentId) =>
            tx.insert(distributionParts).values({
              distributionId,
              entityId: line.entityId,
              amountCents: line.amountCents,
              noticeDocumentId,
            }),
          mail: (recipient) => distributionIssued(mail!, recipient, input.fundType),
          facts: (line) => ({
            kind: "distribution_issued",
            fund: input.fundType,
            number: preview.number,
            amountCents: line.amountCents,
            date: input.distributionDate,
          }),
          auditRow: (distributionId) => ({
            ...by,
            entityType: "distribution",
            action: "distribution.issued",
            entityId: distributionId,
            summary: `Issued ${input.fundType} distribution ${preview.number} to ${preview.lines.length} investors`,
            details: { fundType: input.fundType, number: preview.number, totalCents: input.total },
          }),
        });
      });
    },
  };
}
