import type { CapitalCall, CommitmentSummary } from "#domain/investor-portal.ts";
import type { FundType } from "#domain/investment.ts";
import { CapitalCallHistory } from "./capital-call-history";
import { FundCard } from "./fund-commitments";

/** A fund tab's "Your position": the investor's commitment to the fund and its capital calls. */
export function FundPosition({
  fundType,
  fund,
  calls,
}: {
  fundType: FundType;
  fund: CommitmentSummary | undefined;
  calls: readonly CapitalCall[];
}) {
  const fundCalls = calls.filter((call) => call.fundType === fundType);
  return (
    <section aria-labelledby={`position-${fundType.replace(/\s+/g, "-").toLowerCase()}`} className="space-y-6">
      <h2
        id={`position-${fundType.replace(/\s+/g, "-").toLowerCase()}`}
        className="text-xl font-semibold text-brand-900"
      >
        Your {fundType} position
      </h2>
      {fund ? (
        // grid-cols-1 (a minmax(0, 1fr) track) lets the calls table scroll inside its own region on a
        // phone; an implicit auto track would widen to the table's minimum width instead.
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <FundCard fund={fund} />
          <CapitalCallHistory
            calls={fundCalls}
            title={`${fundType} capital calls`}
            caption={`${fundType} capital calls, newest first`}
            headingLevel="h3"
          />
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          You have access to {fundType}'s information but no commitment to it on record.
        </p>
      )}
    </section>
  );
}
