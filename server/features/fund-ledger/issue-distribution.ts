// Issue a distribution: its preview, then the distribution, every investor's part (by tier under
// the fund's terms), notice and e-mail, the GP's allocation, and the audit row.
import { type DistributionInput, type DistributionPreview } from "#domain/fund-operations.ts";
import { distributionParts, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { distributionGpAllocations, distributionPartTiers } from "#server/platform/db/schema/fund-waterfall.ts";
import { renderDistributionNotice } from "#server/features/documents/notices.ts";
import { distributionIssued } from "#server/features/documents/notice-messages.ts";
import { checkDistributionDate } from "./fund-ledger-rules.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { type Db, type LedgerDeps, participantsOf, allocate } from "./internal/ledger-rows.ts";
import { issuing, lockFund } from "./internal/issue-to-investors.ts";
import { waterfallLines } from "./internal/distribution-tiers.ts";

export function issueDistribution(deps: LedgerDeps) {
  const { db, mail, clock } = deps;
  const { nextNumber, requireSettings, issueToInvestors } = issuing(deps);
  async function previewDistributionIn(tx: Db, input: DistributionInput): Promise<DistributionPreview> {
    await checkDistributionDate(tx, input.fundType, input.distributionDate, clock());
    const investors = await participantsOf(tx, input.fundType);
    // With approved terms on the date the waterfall splits it (decision 0066), else pro rata.
    const split = await waterfallLines(tx, input, investors);
    return {
      fundType: input.fundType,
      number: await nextNumber(tx, fundDistributions, input.fundType),
      distributionDate: input.distributionDate,
      type: input.type,
      description: input.description ?? "",
      totalCents: input.total,
      lines:
        split?.lines ??
        allocate(input.total, investors).map((line) => ({ ...line, tiers: null, carriedInterestWithheldCents: 0 })),
      waterfall: split?.waterfall ?? null,
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
            if (preview.waterfall) {
              await tx.insert(distributionGpAllocations).values({
                distributionId: distribution.id,
                termsVersionId: preview.waterfall.termsVersionId,
                catchUpCents: preview.waterfall.gpCatchUpCents,
                carriedInterestCents: preview.waterfall.gpCarriedInterestCents,
              });
            }
            return distribution.id;
          },
          // The GP may take a whole distribution (its catch-up): no investor's part, still recorded.
          noPartsAllowed: preview.waterfall !== null,
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
              tiers: line.tiers,
              carriedInterestWithheldCents: line.carriedInterestWithheldCents,
              // Paid by ACH from the fund's NACHA file, or by wire or check without a confirmed account (decision 0067).
              payment: { method: "ACH to your confirmed bank account (else wire or check)" },
            }),
          }),
          insertPart: async (line, distributionId, noticeDocumentId) => {
            const [part] = await tx
              .insert(distributionParts)
              .values({ distributionId, entityId: line.entityId, amountCents: line.amountCents, noticeDocumentId })
              .returning({ id: distributionParts.id });
            if (line.tiers) {
              await tx
                .insert(distributionPartTiers)
                .values(
                  line.tiers.map((tier) => ({ partId: part.id, tier: tier.name, amountCents: tier.amountCents })),
                );
            }
          },
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
            details: {
              fundType: input.fundType,
              number: preview.number,
              totalCents: input.total,
              ...(preview.waterfall && {
                termsVersionId: preview.waterfall.termsVersionId,
                gpCatchUpCents: preview.waterfall.gpCatchUpCents,
                gpCarriedInterestCents: preview.waterfall.gpCarriedInterestCents,
              }),
            },
          }),
        });
      });
    },
  };
}
