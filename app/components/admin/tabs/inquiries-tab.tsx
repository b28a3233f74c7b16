import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Inquiries tab; replaced by the issue that builds it. */
export default function InquiriesTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Inquiries">
      <p>Investor inquiries (name, email, investment interest, date) with CSV export, message view and status changes will appear here.</p>
    </TabPlaceholder>
  );
}
