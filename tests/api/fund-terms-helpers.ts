import { centsFromDecimal } from "#domain/ledger/money.ts";
import type { FundType } from "#domain/investment.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { asAdmin } from "./staff-helpers.ts";
import type { TestContext } from "./test-app.ts";

// Shared by the fund terms' tests (decision 0068): the clock, a proposal, investors, the settings.

/** Saturday 28 November 2026, noon UTC: today is 2026-11-28, in Q4 2026 (92 days). */
export const NOW = new Date("2026-11-28T12:00:00Z");

/** Fund I's terms as staff type them: 1.5% a year on commitments from 2024, no investment period end. */
export const PROPOSAL = {
  effectiveFrom: "2024-01-01",
  preferredReturn: "8",
  compounding: "annual",
  dayCount: "actual_365",
  catchUp: "100",
  carriedInterest: "20",
  waterfall: "european",
  feesReturnedFirst: true,
  gpCommitment: "1",
  investmentPeriodStart: "2024-01-01",
  investmentPeriodEnd: "",
  feeBasis: "commitments",
  feeRate: "1.5",
  postPeriodFeeBasis: null,
  postPeriodFeeRate: "",
  reason: "Limited partnership agreement, section 8",
};

export const SETTINGS = {
  legalName: "EdFutures Fund I, L.P.",
  bankName: "First Republic Test Bank",
  accountName: "EdFutures Fund I LP",
  accountNumber: "0012345678",
  routingNumber: "121000358",
  swiftCode: "FRTBUS6S",
  referenceFormat: "{fund}-{number}-{memberId}",
};

/** An investor's own holding with a commitment (dollars) from a day; its entity id. */
export async function investor(t: TestContext, fundType: FundType, amount: string, commitmentDate: string) {
  const session = await signedIn(t, "investor", {
    fundIAccess: fundType === "Fund I",
    fundIIAccess: fundType === "Fund II",
  });
  const entityId = await holdingOf(t.db, session.user);
  await t.db
    .insert(capitalCommitments)
    .values({ entityId, fundType, commitmentCents: centsFromDecimal(amount), commitmentDate });
  return entityId;
}

/** Two super admins (four eyes) and an admin. */
export async function staffOf(t: TestContext) {
  return { admin: await asAdmin(t), first: await asAdmin(t, "super_admin"), second: await asAdmin(t, "super_admin") };
}

/** Fund I's terms proposed by `first` and approved by `second`; the version's id. */
export async function approvedTerms(
  staff: Awaited<ReturnType<typeof staffOf>>,
  proposal: Partial<typeof PROPOSAL> = {},
  fund = "fund-i",
) {
  const proposed = await staff.first.api.post(`/api/admin/funds/${fund}/terms`, { ...PROPOSAL, ...proposal });
  if (proposed.statusCode !== 201) throw new Error(proposed.body);
  const id = proposed.json().id as number;
  const approved = await staff.second.api.post(`/api/admin/funds/terms/${id}/approve`, {});
  if (approved.statusCode !== 200) throw new Error(approved.body);
  return id;
}
