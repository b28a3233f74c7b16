import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Investments tab; replaced by the issue that builds it. */
export default function InvestmentsTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Investments">
      <p>The investments table (name, fund, asset type, amount, status, ROI) with Add Investment, edit and delete will appear here.</p>
    </TabPlaceholder>
  );
}
