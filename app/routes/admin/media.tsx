import { data } from "react-router";
import { AdminHeader } from "#app/components/staff/admin-shell.tsx";
import { MediaLibrary } from "#app/components/publishing/media/media-library.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/media";

/**
 * The media library (docs/decisions/0033-media-library.md): admins and super admins upload images
 * for articles, describe them, and delete the unused ones. A signed-out visitor goes to the admin
 * sign-in; anyone else gets 403 before any data is read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  return data({ user, assets: await context.services.media.list() }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Media Library | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Media({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader user={loaderData.user} />
      <MediaLibrary assets={loaderData.assets} />
    </div>
  );
}
