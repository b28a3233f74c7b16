import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Positions tab; replaced by the issue that builds it. */
export default function PositionsTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Positions">
      <p>Fund summary cards computed from stored commitments and investments will appear here.</p>
    </TabPlaceholder>
  );
}
