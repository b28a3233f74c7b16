// Ending a person's live role on an entity (decision 0060): the one step behind revoking (by an
// owner or staff) and replacing a role (a new grant, an accepted invitation).
import { and, asc, eq, isNull } from "drizzle-orm";
import { LAST_SIGNATORY, type EntityRole } from "#domain/entities.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

/**
 * Ends the live grant `which` names (by its id, or the person's) in the caller's transaction, and
 * answers it (null when there is none). The entity's live grants are locked first, so two people
 * revoking two signatories at once cannot leave it with none: ending its last signatory is a 409,
 * unless the person's `next` role is signatory again.
 */
export async function endLiveGrant(
  tx: Transaction,
  entityId: number,
  which: { grantId: number } | { userId: number },
  revokedBy: number | null,
  next?: EntityRole,
) {
  const live = await tx
    .select({ id: entityRoles.id, role: entityRoles.role, userId: entityRoles.userId })
    .from(entityRoles)
    .where(and(eq(entityRoles.entityId, entityId), isNull(entityRoles.revokedAt)))
    .orderBy(asc(entityRoles.id))
    .for("update");
  const grant = live.find((g) => ("grantId" in which ? g.id === which.grantId : g.userId === which.userId));
  if (!grant) return null;
  const anotherSignatory = live.some((g) => g.role === "signatory" && g.id !== grant.id);
  if (grant.role === "signatory" && next !== "signatory" && !anotherSignatory) {
    throw new AppError("CONFLICT", LAST_SIGNATORY);
  }
  await tx.update(entityRoles).set({ revokedAt: new Date(), revokedBy }).where(eq(entityRoles.id, grant.id));
  return grant;
}
