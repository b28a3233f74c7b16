import { z } from "zod";

/**
 * Every kind of e-mail the product sends. Security messages always go; an investor may turn the
 * optional notices off (they only say that something is waiting in the portal).
 */
export const SECURITY_MAIL_KINDS = [
  "invitation",
  "password_reset",
  "password_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  "two_factor_reset",
] as const;
export const OPTIONAL_MAIL_KINDS = ["document_delivered", "capital_call_issued", "distribution_issued"] as const;
export const MAIL_KINDS = [...SECURITY_MAIL_KINDS, ...OPTIONAL_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];
export const mailKindSchema = z.enum(MAIL_KINDS);

/**
 * queued: waiting for its first or next attempt; sending: claimed by one instance (if that
 * instance dies mid-send the message is not sent again: at most once); sent: accepted by the SMTP
 * server; outbox: kept in the database for super admins to read (no SMTP configured);
 * failed: gave up after its attempts, or interrupted while sending.
 */
export const MAIL_STATUSES = ["queued", "sending", "sent", "outbox", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
