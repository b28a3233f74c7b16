import type { SessionUser } from "../../../domain/auth.ts";
import { firm } from "../../../domain/firm.ts";
import { formatDateTime } from "../../../domain/format.ts";
import { displayName } from "../../../domain/person.ts";
import type { QueuedMail } from "../queue.ts";

/**
 * "Your password was changed" (a security message: always sent). It names when, not from where:
 * the account page lists the sessions, and the link goes there, never to a single-use page.
 */
export function passwordChangedMail(
  user: Pick<SessionUser, "id" | "email" | "username" | "firstName" | "lastName">,
  options: { at: Date; link: (path: string) => string },
): QueuedMail {
  const name = displayName(user);
  return {
    kind: "password_changed",
    to: { address: user.email, name, userId: user.id },
    subject: `Your ${firm.name} password was changed`,
    greetingName: name,
    paragraphs: [
      `The password of your ${firm.name} account (${user.username}) was changed on ${formatDateTime(options.at.toISOString())} from your account page.`,
      "Every other place you were signed in has been signed out.",
    ],
    action: { label: "Review your account", url: options.link("/account") },
    closing: [
      `If you did not make this change, contact us straight away at ${firm.supportEmail} or ${firm.phone}: someone may have access to your account.`,
    ],
  };
}
