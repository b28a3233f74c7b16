// The entity a portal request names (`?entity=`) and whether the person may read it (decision 0060).
import {
  ENTITY_FORBIDDEN,
  ENTITY_NOT_FOUND,
  ENTITY_QUERY_MESSAGE,
  entityIdFrom,
  entityRoleMay,
  type EntityAbility,
} from "#domain/entities.ts";
import type { Database } from "#server/platform/db/client.ts";
import { AppError } from "#server/platform/errors.ts";
import { holdingsOf, type Holding, type ResolvedHoldings } from "./entity-access.ts";

/** What a portal request reads: the person, the entity it names (if any) and every entity they see. */
export interface EntityRequest<U> {
  /**
   * The person, with `entityId` when the request named an entity they may see, and the holdings
   * just read (`resolved`), so the request's reads do not read the grants again.
   */
  reader: U & { entityId?: number; resolved: ResolvedHoldings };
  /** The entity the request reads: the one named, else the person's own holding (else their first). */
  holding: Holding | null;
  /** Every entity the person may see, for the switcher and All accounts (their own first). */
  holdings: Holding[];
}

/**
 * Resolves `?entity=` for a signed-in person from their live grants, read now (a revoked grant ends
 * access at the next request). A malformed id is a 400 naming the field; an entity they hold no
 * live seeing grant on (or none at all) a 404, as for any record they may not see.
 */
export async function entityRequestOf<U extends { id: number; role: string }>(
  db: Database,
  person: U,
  raw: string | null | undefined,
): Promise<EntityRequest<U>> {
  const requested = entityIdFrom(raw);
  if (requested === null) {
    throw new AppError("VALIDATION", "Check the address", { fieldErrors: { entity: [ENTITY_QUERY_MESSAGE] } });
  }
  const holdings = await holdingsOf(db, person);
  const resolved = { holdings };
  if (requested === undefined) return { reader: { ...person, resolved }, holding: holdings[0] ?? null, holdings };
  const holding = holdings.find((h) => h.entityId === requested);
  if (!holding) throw new AppError("NOT_FOUND", ENTITY_NOT_FOUND);
  return { reader: { ...person, entityId: requested, resolved }, holding, holdings };
}

/**
 * The entity a person acts on (a route's `:entityId`), read from their live grants now: 404 when
 * they hold no live seeing grant on it (as for a missing one; a notices grant sees nothing), 403
 * when their role may not do `ability` (ENTITY_ABILITIES).
 */
export async function entityForAbility(
  db: Database,
  person: { id: number; role: string },
  entityId: number,
  ability: EntityAbility,
): Promise<Holding> {
  const holding = (await holdingsOf(db, person)).find((h) => h.entityId === entityId);
  if (!holding) throw new AppError("NOT_FOUND", ENTITY_NOT_FOUND);
  if (!entityRoleMay(holding.role, ability)) throw new AppError("FORBIDDEN", ENTITY_FORBIDDEN);
  return holding;
}
