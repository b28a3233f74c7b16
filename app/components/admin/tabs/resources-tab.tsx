import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Resources tab; replaced by the issue that builds it. */
export default function ResourcesTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Resources">
      <p>The searchable resources table (title, category, type, fund access, public or private) with create, edit and delete will appear here.</p>
    </TabPlaceholder>
  );
}
