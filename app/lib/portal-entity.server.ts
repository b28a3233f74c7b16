import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import { PRIVATE_HEADERS } from "./guards.server.ts";

/**
 * The entity a portal page reads (decision 0060): the one `?entity=` names when the person holds a
 * live seeing grant on it (read now, never cached), else their own holding. A malformed id is a 400;
 * another's or a missing one a 404 ("Account not found"), as for any record they may not see.
 */
export async function portalEntityFor(context: AppLoadContext, user: SessionUser, url: URL) {
  try {
    const { reader, holding, holdings } = await context.services.entities.requestOf(
      user,
      url.searchParams.get("entity"),
    );
    return { reader, entity: holding, entities: holdings };
  } catch (error) {
    // Duck-typed: the build bundles its own copy of server/platform/errors.ts (see resource.server.ts).
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "NOT_FOUND") throw new Response(ENTITY_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
    if (code === "VALIDATION")
      throw new Response("The address names no account: entity must be a positive whole number.", {
        status: 400,
        headers: PRIVATE_HEADERS,
      });
    throw error;
  }
}
