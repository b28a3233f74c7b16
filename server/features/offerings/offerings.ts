// Offerings and the data room (issue 25 §2, decision 0065): staff's reads and writes, invitations,
// and what a person invited (or an existing investor) sees.
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { createDataRoom } from "./data-room.ts";
import { createOfferingInvitations } from "./invite-to-offering.ts";
import { listOfferings, readOfferingDetail } from "./offering-reads.ts";
import { createStaffOfferingWrites } from "./staff-offerings.ts";

export function createOfferingService(db: Database, deps: { audit: AuditService; mail: MailQueue; now: () => Date }) {
  return {
    list: () => listOfferings(db),
    get: (id: number) => readOfferingDetail(db, id),
    ...createStaffOfferingWrites(db, deps.audit, deps.now),
    invite: createOfferingInvitations(db, deps),
    dataRoom: createDataRoom(db, deps),
  };
}

export type OfferingService = ReturnType<typeof createOfferingService>;
