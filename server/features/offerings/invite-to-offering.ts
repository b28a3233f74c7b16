// Staff invite a prospect (or anyone, by e-mail) to an offering (issue 25 §1–2): in one
// transaction the portal account when there is none (role investor, no password: decision 0027),
// the offering_access row, ONE e-mail through the outbox, and the prospect moved to Invited with
// its timeline entries, all audited.
import { and, eq, sql } from "drizzle-orm";
import type { OfferingInvitationInput } from "#domain/offering-inputs.ts";
import { displayName } from "#domain/person.ts";
import { PROSPECT_STAGE_LABELS, type ProspectStage } from "#domain/prospects.ts";
import { INVITATION_TTL_MS } from "#server/features/accounts/invitations.ts";
import { issueToken } from "#server/features/accounts/account-tokens.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { offeringAccess, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { offeringInvitationMail } from "./offering-mail.ts";
import { OFFERING_NOT_FOUND } from "./offering-reads.ts";

/** The stages an invitation moves a prospect out of; later ones (subscribing, committed) stay. */
const BEFORE_INVITED: readonly ProspectStage[] = ["new", "contacted", "qualified", "lost"];

export interface OfferingInvitation {
  userId: number;
  email: string;
  name: string;
  accountCreated: boolean;
  prospectId: number | null;
}

/** A username for a new account, from the e-mail (numbered when taken), as entity invitations make them. */
async function freeUsername(tx: Transaction, email: string) {
  const base = (email.split("@")[0].replace(/[^A-Za-z0-9._-]/g, "") || "investor").slice(0, 80).padEnd(3, "0");
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
}

function splitName(name: string) {
  const words = name.trim().split(/\s+/);
  return words.length === 1
    ? { firstName: words[0].slice(0, 100), lastName: null }
    : { firstName: words.slice(0, -1).join(" ").slice(0, 100), lastName: words.at(-1)!.slice(0, 100) };
}

export function createOfferingInvitations(
  db: Database,
  deps: { audit: AuditService; mail: MailQueue; now: () => Date },
) {
  async function prospectFor(tx: Transaction, input: OfferingInvitationInput) {
    if (input.prospectId !== undefined) {
      const [row] = await tx.select().from(prospects).where(eq(prospects.id, input.prospectId)).for("update");
      if (!row)
        throw new AppError("VALIDATION", "Check the prospect", { fieldErrors: { prospectId: ["Choose a prospect"] } });
      return row;
    }
    const [row] = await tx
      .select()
      .from(prospects)
      .where(eq(sql`lower(${prospects.email})`, input.email!.toLowerCase()))
      .for("update");
    return row ?? null;
  }

  return async function invite(
    offeringId: number,
    input: OfferingInvitationInput,
    by: ActingUser,
  ): Promise<OfferingInvitation> {
    return db.transaction(async (tx) => {
      const [offering] = await tx.select().from(offerings).where(eq(offerings.id, offeringId)).for("update");
      if (!offering) throw new AppError("NOT_FOUND", OFFERING_NOT_FOUND);
      if (offering.status !== "open") {
        throw new AppError("CONFLICT", "Only an open offering takes invitations: open it first, or choose another");
      }
      const prospect = await prospectFor(tx, input);
      const email = (prospect?.email ?? input.email!).trim();
      const name = input.name || (prospect ? displayName({ ...prospect, username: prospect.email }) : email);
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (existing && (existing.role !== "investor" || existing.archivedAt || !existing.isActive)) {
        const message = "This address belongs to a staff, viewer, archived or inactive account; use another";
        throw new AppError("CONFLICT", message, {
          fieldErrors: { [input.prospectId ? "prospectId" : "email"]: [message] },
        });
      }
      const person =
        existing ??
        (
          await tx
            .insert(users)
            .values({
              username: await freeUsername(tx, email),
              email,
              role: "investor",
              passwordHash: null,
              ...(prospect && input.prospectId !== undefined
                ? { firstName: prospect.firstName, lastName: prospect.lastName }
                : splitName(name)),
            })
            .returning()
        )[0];
      const at = deps.now();
      await tx
        .insert(offeringAccess)
        .values({
          offeringId,
          userId: person.id,
          prospectId: prospect?.id ?? null,
          invitedAt: at,
          invitedBy: by.actor.id,
        })
        .onConflictDoUpdate({
          target: [offeringAccess.offeringId, offeringAccess.userId],
          set: {
            invitedAt: at,
            invitedBy: by.actor.id,
            prospectId: sql`coalesce(excluded.prospect_id, ${offeringAccess.prospectId})`,
          },
        });
      // A person without a password sets it first (the invitation link), then lands on the offering.
      const setsPassword = person.passwordHash === null;
      const path = `/offerings/${offeringId}`;
      let url = deps.mail.link(path);
      if (setsPassword) {
        const { token } = await issueToken(
          tx,
          { userId: person.id, purpose: "invitation", ttlMs: INVITATION_TTL_MS, createdBy: by.actor.id },
          at,
        );
        url = deps.mail.link(`/accept-invitation?token=${encodeURIComponent(token)}&next=${encodeURIComponent(path)}`);
      }
      const minimumCommitmentCents = Number(offering.minimumCommitmentCents);
      await deps.mail.queue(
        offeringInvitationMail(person, { ...offering, minimumCommitmentCents }, { url, setsPassword }),
        tx,
      );
      if (prospect) {
        const note = (kind: "email_sent" | "stage_changed", summary: string, details?: Record<string, unknown>) =>
          tx
            .insert(prospectActivities)
            .values({ prospectId: prospect.id, kind, summary, actorUserId: by.actor.id, details: details ?? null, at });
        await note("email_sent", `Invited to the offering ${offering.name}: e-mail sent to ${email}`, { offeringId });
        if (BEFORE_INVITED.includes(prospect.stage)) {
          await note(
            "stage_changed",
            `Moved from ${PROSPECT_STAGE_LABELS[prospect.stage]} to ${PROSPECT_STAGE_LABELS.invited}`,
            {
              from: prospect.stage,
              to: "invited",
            },
          );
          await tx
            .update(prospects)
            .set({ stage: "invited", lostReason: null, updatedAt: at })
            .where(eq(prospects.id, prospect.id));
        } else {
          await tx
            .update(prospects)
            .set({ updatedAt: at })
            .where(and(eq(prospects.id, prospect.id)));
        }
      }
      if (!existing) {
        await deps.audit.record(
          {
            ...by,
            action: "user.created",
            entityType: "user",
            entityId: person.id,
            summary: `Created the investor account ${displayName(person)} (${person.username}) for an invitation to ${offering.name}`,
            details: { role: "investor", invited: true, offeringId },
          },
          tx,
        );
      }
      await deps.audit.record(
        {
          ...by,
          action: "offering.invited",
          entityType: "offering",
          entityId: offeringId,
          summary: `Invited ${name} (${email}) to ${offering.name}${setsPassword ? " with a link to set a password" : ""}`,
          details: { userId: person.id, prospectId: prospect?.id ?? null, accountCreated: !existing },
        },
        tx,
      );
      return {
        userId: person.id,
        email,
        name: displayName(person),
        accountCreated: !existing,
        prospectId: prospect?.id ?? null,
      };
    });
  };
}
