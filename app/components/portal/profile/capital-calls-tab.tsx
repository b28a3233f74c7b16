import { capitalCallNoticePath, type CapitalCall } from "../../../../domain/investor-portal";
import { CapitalCallHistory } from "../capital-call-history";

/** Every capital call with its notice to download. */
export function CapitalCallsTab({ calls }: { calls: readonly CapitalCall[] }) {
  return <CapitalCallHistory calls={calls} noticeHref={(call) => capitalCallNoticePath(call.id)} />;
}
