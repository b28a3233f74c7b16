import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Users tab; replaced by the issue that builds it. */
export default function UsersTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Users">
      <p>The investor and viewer accounts table (name, email, role, fund access, capital commitments, status) with Add User, Create New Investor, edit and delete will appear here.</p>
    </TabPlaceholder>
  );
}
