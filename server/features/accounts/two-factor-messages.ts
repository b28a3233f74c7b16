import { displayName } from "#domain/person.ts";
import type { QueuedMail } from "#server/platform/mail/queue.ts";

/** The account a security message goes to. */
export interface MailAccount {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const recipient = (user: MailAccount) => ({ address: user.email, name: displayName(user), userId: user.id });
const NOT_YOU =
  "If this was not you, contact us at once: someone may know your password. Reply to this message or call us.";

/** two_factor_enabled: sent when the user confirms enrolment. */
export function twoFactorEnabledMail(user: MailAccount, accountUrl: string): QueuedMail {
  return {
    kind: "two_factor_enabled",
    to: recipient(user),
    subject: "Two-factor sign-in is on",
    greetingName: displayName(user),
    paragraphs: [
      "Two-factor sign-in is now on for your account: after your password we will ask for a code from your authenticator app.",
      "Keep your recovery codes somewhere safe. Each works once, if you ever lose your phone.",
    ],
    action: { label: "Review your sign-in settings", url: accountUrl },
    closing: [NOT_YOU],
  };
}

/** two_factor_disabled: sent when the user turns it off with a code. */
export function twoFactorDisabledMail(user: MailAccount, accountUrl: string): QueuedMail {
  return {
    kind: "two_factor_disabled",
    to: recipient(user),
    subject: "Two-factor sign-in is off",
    greetingName: displayName(user),
    paragraphs: [
      "Two-factor sign-in was turned off for your account: your password alone now signs you in.",
      "Your recovery codes no longer work. You can turn two-factor sign-in on again at any time.",
    ],
    action: { label: "Turn it on again", url: accountUrl },
    closing: [NOT_YOU],
  };
}

/** two_factor_reset: sent when a super admin removes the user's second factor. */
export function twoFactorResetMail(user: MailAccount, accountUrl: string): QueuedMail {
  return {
    kind: "two_factor_reset",
    to: recipient(user),
    subject: "Your two-factor sign-in was reset",
    greetingName: displayName(user),
    paragraphs: [
      "An administrator reset two-factor sign-in for your account, usually because a phone was lost or replaced. Your authenticator entry and recovery codes no longer work, and you were signed out everywhere.",
      "Next time you sign in, set up two-factor sign-in again with your authenticator app.",
    ],
    action: { label: "Sign in and set it up", url: accountUrl },
    closing: ["If you did not ask for this, contact us at once."],
  };
}
