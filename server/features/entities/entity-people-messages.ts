// The e-mails of an entity's people (decision 0060, slice 3): the invitation, and the notices a
// person with a `notices` grant receives. That person sees nothing in the portal, so their notice
// states the facts itself and never links to a page they cannot open.
import { firm } from "#domain/firm.ts";
import { formatCents, formatDate } from "#domain/format.ts";
import { ENTITY_ROLE_LABELS, type EntityRole } from "#domain/entities.ts";
import { ENTITY_INVITATION_TTL_DAYS } from "#domain/entity-people.ts";
import type { OptionalMailKind } from "#domain/mail.ts";
import type { QueuedMail } from "#server/platform/mail/queue.ts";

/** What each role lets the invited person do, in the invitation's words. */
const ROLE_WORDS: Record<EntityRole, string> = {
  signatory: "see its figures and documents, act and sign for it, and invite or remove its people",
  delegate: "see its figures and documents and act for it (but not sign or change its bank details)",
  viewer: "see its figures and documents",
  notices: "receive the notices chosen for you by e-mail (you will not see the account in the portal)",
};

export function entityInvitationMail(input: {
  to: { address: string; name: string | null; userId: number };
  entityName: string;
  role: EntityRole;
  invitedBy: string;
  url: string;
  newAccount: boolean;
}): QueuedMail<"entity_invitation"> {
  return {
    kind: "entity_invitation",
    to: input.to,
    subject: `You are invited to ${input.entityName} on the ${firm.name} Partner Portal`,
    greetingName: input.to.name,
    paragraphs: [
      `${input.invitedBy} has invited you to the account of ${input.entityName} as ${ENTITY_ROLE_LABELS[input.role].toLowerCase()}: you will ${ROLE_WORDS[input.role]}.`,
      input.newAccount
        ? "Open the link below to choose the password of your new Partner Portal account; the role is yours once you have."
        : "Open the link below and sign in to accept it.",
    ],
    action: { label: "Accept the invitation", url: input.url },
    closing: [
      `The link works once and expires in ${ENTITY_INVITATION_TTL_DAYS} days. If it has expired, ask ${input.invitedBy} for a new one.`,
      "If you were not expecting this invitation, you can ignore this message.",
    ],
  };
}

export interface NoticesOnlyRecipient {
  userId: number;
  entityId: number;
  email: string;
  name: string;
  entityName: string;
}

const to = (r: NoticesOnlyRecipient) => ({ address: r.email, name: r.name, userId: r.userId, entityId: r.entityId });

const SEE_IN_PORTAL = (r: NoticesOnlyRecipient) =>
  `You receive notices for ${r.entityName} only; its signatories can read the full notice in the ${firm.name} Partner Portal.`;

const WIRE_WARNING =
  "We never send wire instructions or changes to them by e-mail. If anyone asks you to pay to different instructions, call us before you pay.";

/** The facts of a notice, as the notice itself states them. */
export type NoticeFacts =
  | { kind: "capital_call_issued"; fund: string; number: number; amountCents: number; dueDate: string }
  | { kind: "distribution_issued"; fund: string; number: number; amountCents: number; date: string }
  | { kind: "document_delivered"; document: string; fund: string | null };

/** A notices-only person's e-mail: the facts, no portal link they could not open. */
export function noticesOnlyMail(r: NoticesOnlyRecipient, facts: NoticeFacts): QueuedMail<OptionalMailKind> {
  if (facts.kind === "capital_call_issued") {
    return {
      kind: facts.kind,
      to: to(r),
      subject: `${facts.fund} capital call ${facts.number} for ${r.entityName}`,
      greetingName: r.name,
      paragraphs: [
        `${facts.fund} has issued capital call ${facts.number} to ${r.entityName}.`,
        `${r.entityName}'s part is ${formatCents(facts.amountCents)}, due on ${formatDate(facts.dueDate)}.`,
        SEE_IN_PORTAL(r),
      ],
      closing: [WIRE_WARNING],
    };
  }
  if (facts.kind === "distribution_issued") {
    return {
      kind: facts.kind,
      to: to(r),
      subject: `${facts.fund} distribution ${facts.number} for ${r.entityName}`,
      greetingName: r.name,
      paragraphs: [
        `${facts.fund} has made distribution ${facts.number} to ${r.entityName}, dated ${formatDate(facts.date)}.`,
        `${r.entityName}'s share is ${formatCents(facts.amountCents)}.`,
        SEE_IN_PORTAL(r),
      ],
    };
  }
  return {
    kind: facts.kind,
    to: to(r),
    subject: `A new document for ${r.entityName}`,
    greetingName: r.name,
    paragraphs: [
      `A new ${facts.document}${facts.fund ? ` for ${facts.fund}` : ""} has been issued to ${r.entityName}.`,
      SEE_IN_PORTAL(r),
    ],
  };
}
