import { capitalCallNoticePath, type CapitalCall } from "../../../../domain/investor-portal";
import { CapitalCallHistory } from "../capital-call-history";
import { DocumentsWithheld, useDocumentsWithheld } from "../edelivery-notice";

/** Every capital call with its notice to download (once the investor has accepted e-delivery). */
export function CapitalCallsTab({ calls }: { calls: readonly CapitalCall[] }) {
  const withheld = useDocumentsWithheld();
  if (!withheld) return <CapitalCallHistory calls={calls} noticeHref={(call) => capitalCallNoticePath(call.id)} />;
  return (
    <div className="space-y-4">
      <CapitalCallHistory calls={calls} />
      {calls.length > 0 && <DocumentsWithheld />}
    </div>
  );
}
