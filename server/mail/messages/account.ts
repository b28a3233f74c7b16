// The e-mails of invitations and password resets (docs/decisions/0027). A message carries the one
// single-use link it is about and nothing else secret: never a password, a hash or a figure.
import { INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from "../../../domain/account-link-terms.ts";
import { firm } from "../../../domain/firm.ts";
import { displayName } from "../../../domain/person.ts";
import type { QueuedMail } from "../queue.ts";

interface Recipient {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const to = (user: Recipient) => ({ address: user.email, name: displayName(user), userId: user.id });
const greetingName = (user: Recipient) => (user.firstName || user.lastName ? displayName(user) : null);

export function invitationMail(user: Recipient, url: string): QueuedMail {
  return {
    kind: "invitation",
    to: to(user),
    subject: `Your invitation to the ${firm.name} Partner Portal`,
    greetingName: greetingName(user),
    paragraphs: [
      `${firm.name} has opened a Partner Portal account for you, with the username ${user.username}.`,
      "Choose your password with the link below; you then sign in with your username (or this e-mail address) and that password.",
    ],
    action: { label: "Set your password", url },
    closing: [
      `The link works once and expires in ${INVITATION_TTL_HOURS} hours. If it has expired, ask us for a new one at ${firm.supportEmail}.`,
      "If you were not expecting this invitation, you can ignore this message.",
    ],
  };
}

export function passwordResetMail(user: Recipient, url: string): QueuedMail {
  return {
    kind: "password_reset",
    to: to(user),
    subject: `Reset your ${firm.name} password`,
    greetingName: greetingName(user),
    paragraphs: [`Someone asked to reset the password of the ${firm.name} account ${user.username}.`],
    action: { label: "Choose a new password", url },
    closing: [
      `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs the account out everywhere.`,
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ],
  };
}

export function passwordChangedMail(user: Recipient, at: Date, forgotUrl: string): QueuedMail {
  return {
    kind: "password_changed",
    to: to(user),
    subject: `Your ${firm.name} password was changed`,
    greetingName: greetingName(user),
    paragraphs: [
      `The password of the ${firm.name} account ${user.username} was changed on ${at.toUTCString()}, and the account was signed out everywhere.`,
      `If this was you, there is nothing to do. If it was not, choose a new password now and tell us at ${firm.supportEmail}.`,
    ],
    action: { label: "Reset your password", url: forgotUrl },
  };
}
