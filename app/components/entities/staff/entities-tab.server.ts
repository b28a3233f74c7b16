import type { AppLoadContext } from "react-router";
import { entityPageQuerySchema } from "#domain/staff-entities.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";
import type { EntitiesPage } from "./entities-tab";

/** The Entities section's data: one page of investing entities, as GET /api/admin/entities answers. */
export async function load(context: AppLoadContext, url: URL): Promise<EntitiesPage> {
  return loadListPage(url, entityPageQuerySchema, ({ cursor, limit, sort, dir, q, kind }) =>
    context.services.staffEntities.listEntitiesPage({ q, kind }, { cursor, limit, sort, dir }),
  );
}

/** The sanctions list in use, shown above the list with its import (decision 0064). */
export function loadSanctionsList(context: AppLoadContext) {
  return context.services.kyc.currentList();
}
