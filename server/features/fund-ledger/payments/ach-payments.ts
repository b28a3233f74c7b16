// Distributions paid by ACH (decision 0067): one file per use case beside this one; this binds them
// to one database, audit log and clock (services.achPayments).
import type { AchOriginatorInput } from "#domain/ach-payments.ts";
import { todayUtc } from "#domain/dates.ts";
import type { FundType } from "#domain/investment.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { achOriginatorOf, updateAchOriginator } from "./ach-originator.ts";
import { readAchDistribution } from "./ach-parts.ts";
import { downloadNacha } from "./download-nacha.ts";
import { recordNachaPayments } from "./record-nacha-payments.ts";

export function createAchPaymentService(db: Database, { audit, now }: { audit: AuditService; now: () => Date }) {
  const deps = { db, audit, now, clock: () => todayUtc(now()) };
  return {
    originatorOf: (fundType: FundType) => achOriginatorOf(db, fundType),
    updateOriginator: (by: ActingUser, fundType: FundType, input: AchOriginatorInput) =>
      updateAchOriginator(deps, by, fundType, input),
    distribution: (distributionId: number) => readAchDistribution(db, distributionId),
    download: (by: ActingUser, distributionId: number) => downloadNacha(deps, by, distributionId),
    recordFile: (by: ActingUser, distributionId: number, file: { fileName: string; bytes: Buffer }) =>
      recordNachaPayments(deps, by, distributionId, file),
  };
}

export type AchPaymentService = ReturnType<typeof createAchPaymentService>;
