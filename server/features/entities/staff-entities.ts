// The staff side of investing entities (decision 0060, slice 4): the list, the entity page, and
// the writes staff make on an entity. Position transfers are their own service.
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { FundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";
import { staffEntityReads } from "./staff-entity-reads.ts";
import { staffEntityWrites } from "./staff-entity-writes.ts";

export function createStaffEntityService(
  db: Database,
  audit: AuditService,
  ledger: FundLedgerService,
  now: () => Date = () => new Date(),
) {
  return { ...staffEntityReads(db, audit, ledger), ...staffEntityWrites(db, audit, now) };
}

export type StaffEntityService = ReturnType<typeof createStaffEntityService>;
