// The portal's entity service (decision 0060): which entity a request reads, and All accounts.
import type { Database } from "#server/platform/db/client.ts";
import type { FundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";
import { allAccountsOf } from "./all-accounts.ts";
import type { Holding } from "./entity-access.ts";
import { entityForAbility, entityRequestOf } from "./entity-request.ts";
import type { EntityAbility } from "#domain/entities.ts";

export function createEntityService(db: Database, ledger: FundLedgerService) {
  return {
    /** The entity a portal request names (`?entity=`): 400 when malformed, 404 when not the person's to see. */
    requestOf: <U extends { id: number; role: string }>(person: U, raw: string | null | undefined) =>
      entityRequestOf(db, person, raw),
    /** The entity a person acts on, if their live role may do `ability`: 404 unseen, 403 not allowed. */
    forAbility: (person: { id: number; role: string }, entityId: number, ability: EntityAbility) =>
      entityForAbility(db, person, entityId, ability),
    /** All accounts over the entities the person sees (from `requestOf`'s holdings). */
    allAccounts: (holdings: readonly Holding[]) => allAccountsOf(ledger, holdings),
  };
}
