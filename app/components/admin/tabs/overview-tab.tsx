import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Overview tab; replaced by the issue that builds it. */
export default function OverviewTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Overview">
      <p>Live counters (Total Users, Active Investments, Resources, Pending Inquiries), the Video Resource Center (3 videos per page), recent activity and fund performance computed from stored data will appear here.</p>
    </TabPlaceholder>
  );
}
