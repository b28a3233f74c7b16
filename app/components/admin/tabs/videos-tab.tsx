import type { SessionUser } from "../../../../domain/auth";
import { TabPlaceholder } from "./tab-placeholder";

/** Placeholder for the admin portal's Videos tab; replaced by the issue that builds it. */
export default function VideosTab({ user: _user }: { user: SessionUser }) {
  return (
    <TabPlaceholder title="Videos">
      <p>The video library as a card grid with preview, add, edit and delete will appear here.</p>
    </TabPlaceholder>
  );
}
