import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's News tab; replaced by the issue that builds it. */
export default function NewsTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="News">
      <p>The articles table (title, category, published or draft, featured or standard, created) with create, edit and delete will appear here.</p>
    </TabPlaceholder>
  );
}
