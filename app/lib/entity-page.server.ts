import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { ENTITY_FORBIDDEN, ENTITY_NOT_FOUND, entityIdFrom, type EntityAbility } from "#domain/entities.ts";
import { PRIVATE_HEADERS } from "./guards.server.ts";

/**
 * The entity an entity page (`/accounts/:entityId/...`) is for, if the person's live role on it may
 * do `ability` (decision 0060, read now, never cached): a malformed or unseen id is a 404 ("Account
 * not found", as for any record they may not see), a role that may not do it a 403.
 */
export async function entityPageFor(
  context: AppLoadContext,
  user: SessionUser,
  rawId: string | undefined,
  ability: EntityAbility = "see",
) {
  const entityId = entityIdFrom(rawId);
  if (!entityId) throw new Response(ENTITY_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
  try {
    return await context.services.entities.forAbility(user, entityId, ability);
  } catch (error) {
    // Duck-typed: the build bundles its own copy of server/platform/errors.ts (see resource.server.ts).
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "NOT_FOUND") throw new Response(ENTITY_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
    if (code === "FORBIDDEN") throw new Response(ENTITY_FORBIDDEN, { status: 403, headers: PRIVATE_HEADERS });
    throw error;
  }
}
