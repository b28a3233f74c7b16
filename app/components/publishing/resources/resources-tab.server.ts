import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { resourcePageQuerySchema } from "#domain/resource.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { ResourcesTabData } from "./resources-tab";

/**
 * The Resources tab's data: one page of resources (decision 0039: ?q=, ?sort=, ?dir= and ?cursor=
 * in the URL), searched on the server over title, description and category.
 */
export async function load(context: AppLoadContext, _user: SessionUser, url: URL): Promise<ResourcesTabData> {
  const page = await loadListPage(url, resourcePageQuerySchema, ({ cursor, limit, sort, dir, q }) =>
    context.services.resources.listPage({ q }, { cursor, limit, sort, dir }),
  );
  return { page };
}
