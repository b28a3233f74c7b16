// The people of an investing entity and the invitations its signatories send (decision 0060, slice 3).
// zod/mini: the same schemas check the portal's invite form in the browser and the API on the server.
import * as z from "zod/mini";
import { ENTITY_ROLES, type EntityRole } from "./entities.ts";
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "./mail.ts";
import { requiredEnum, requiredText } from "./fields.ts";
import { emailSchema } from "./user.ts";

/** How long an entity invitation's link works. */
export const ENTITY_INVITATION_TTL_DAYS = 7;

/** Who may be invited, and what a `notices` grant receives (at least one kind). */
export const entityInvitationSchema = z
  .object({
    name: requiredText("Name", 200),
    email: emailSchema,
    role: requiredEnum(ENTITY_ROLES, "Role"),
    noticeKinds: z.optional(
      z.array(z.enum(OPTIONAL_MAIL_KINDS, { error: `Notice kinds must be from: ${OPTIONAL_MAIL_KINDS.join(", ")}` }), {
        error: "Notice kinds must be a list",
      }),
    ),
  })
  .check(
    z.refine((input) => input.role !== "notices" || (input.noticeKinds?.length ?? 0) > 0, {
      message: "Choose at least one notice to receive",
      path: ["noticeKinds"],
    }),
  );
export type EntityInvitationInput = z.input<typeof entityInvitationSchema>;

/** The link's token, as the accept page and POST .../entity-invitations/accept take it. */
export const entityInvitationTokenSchema = z.object({
  token: z.string({ error: "token is required" }).check(z.minLength(1, "token is required"), z.maxLength(200)),
});

/** A live grant on the entity, as its page lists it. */
export interface EntityPerson {
  grantId: number;
  userId: number;
  name: string;
  email: string;
  role: EntityRole;
  noticeKinds: OptionalMailKind[] | null;
  grantedAt: string;
  /** Who granted it (a display name), null when unknown (the migration's grants, a deleted account). */
  grantedBy: string | null;
  /** Whether it is the caller's own grant. */
  you: boolean;
}

/** An invitation not yet accepted, cancelled or expired. */
export interface EntityInvitation {
  id: number;
  name: string | null;
  email: string;
  role: EntityRole;
  noticeKinds: OptionalMailKind[] | null;
  sentAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

export interface EntityPeople {
  entityId: number;
  legalName: string;
  people: EntityPerson[];
  invitations: EntityInvitation[];
  /** Whether the caller may invite and revoke (ability manage_people). */
  mayManage: boolean;
}

/** What the accept page says for a link that no longer works. */
export const ENTITY_INVITATION_DEAD =
  "This invitation link has expired, was cancelled or was already used. Ask a signatory of the account for a new one.";

/** What an invitation's state is on the accept page. */
export type EntityInvitationState =
  | { status: "dead" }
  | {
      status: "valid";
      entityName: string;
      role: EntityRole;
      email: string;
      /** Whether an account with this e-mail can sign in now (else it sets its password first). */
      hasPassword: boolean;
    };

export const ENTITY_PEOPLE_PATH = (entityId: number) => `/api/investor/entities/${entityId}/people`;
export const ENTITY_INVITATIONS_PATH = (entityId: number) => `/api/investor/entities/${entityId}/invitations`;
