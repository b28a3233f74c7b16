import { capitalCallNoticePath, type CapitalCall } from "#domain/investor-portal.ts";
import { CapitalCallHistory } from "#app/components/fund-ledger/portal/capital-call-history.tsx";
import {
  DistributionHistory,
  type PortalDistribution,
} from "#app/components/fund-ledger/portal/distribution-history.tsx";
import { DocumentsWithheld, useDocumentsWithheld } from "#app/components/documents/portal/edelivery-notice.tsx";

/**
 * Every capital call and distribution with its notice to download (once the investor has accepted
 * e-delivery): the money in and the money out of the investor's account, side by side.
 */
export function CapitalCallsTab({
  calls,
  distributions,
}: {
  calls: readonly CapitalCall[];
  distributions: readonly PortalDistribution[];
}) {
  const withheld = useDocumentsWithheld();
  return (
    <div className="space-y-10">
      {withheld ? (
        <div className="space-y-4">
          <CapitalCallHistory calls={calls} />
          {calls.length > 0 && <DocumentsWithheld />}
        </div>
      ) : (
        <CapitalCallHistory calls={calls} noticeHref={(call) => capitalCallNoticePath(call.id)} />
      )}
      <DistributionHistory distributions={distributions} />
    </div>
  );
}
