// The e-mails of invitations and password resets (docs/decisions/0027). A message carries the one
// single-use link it is about and nothing else secret: never a password, a hash or a figure.
import { INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from "#domain/account-link-terms.ts";
import { firm } from "#domain/firm.ts";
import { formatDateTime } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import type { QueuedMail } from "#server/platform/mail/queue.ts";

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

/**
 * "Your password was changed" (a security message: always sent): from the account page (the
 * user's other sessions ended) or through a reset link (every session ended). It says when, not
 * from where; its link leads to the account page or to asking for a reset, never to a
 * single-use page.
 */
export function passwordChangedMail(
  user: Recipient,
  options: { at: Date; via: "account" | "reset"; link: (path: string) => string },
): QueuedMail {
  const when = formatDateTime(options.at.toISOString());
  return {
    kind: "password_changed",
    to: to(user),
    subject: `Your ${firm.name} password was changed`,
    greetingName: greetingName(user),
    paragraphs:
      options.via === "account"
        ? [
            `The password of your ${firm.name} account (${user.username}) was changed on ${when} from your account page.`,
            "Every other place you were signed in has been signed out.",
          ]
        : [
            `The password of the ${firm.name} account ${user.username} was changed on ${when} with a reset link, and the account was signed out everywhere.`,
          ],
    action:
      options.via === "account"
        ? { label: "Review your account", url: options.link("/account") }
        : { label: "Reset your password", url: options.link("/forgot-password") },
    closing: [
      `If this was you, there is nothing to do. If it was not, contact us straight away at ${firm.supportEmail} or ${firm.phone}: someone may have access to your account.`,
    ],
  };
}
