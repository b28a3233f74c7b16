import * as z from "zod/mini";

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
  /** An invitation to take a role on an investing entity (decision 0060): always sent. */
  "entity_invitation",
  /** A new bank account for an entity's distributions, to confirm (decision 0060): every signatory. */
  "bank_change_requested",
  /** An invitation to an offering's data room (issue 25 §2): always sent. */
  "offering_invitation",
  /** A subscription fully executed (issue 25 §4): the welcome to each signatory, with the sealed PDF's place. */
  "subscription_executed",
] as const;
export const OPTIONAL_MAIL_KINDS = ["document_delivered", "capital_call_issued", "distribution_issued"] as const;
export const MAIL_KINDS = [...SECURITY_MAIL_KINDS, ...OPTIONAL_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];
export type SecurityMailKind = (typeof SECURITY_MAIL_KINDS)[number];
export const mailKindSchema = z.enum(MAIL_KINDS);

/**
 * queued: waiting for its first or next attempt; sending: claimed by one instance (if that
 * instance dies mid-send the message is not sent again: at most once); sent: accepted by the SMTP
 * server; outbox: kept in the database for super admins to read (no SMTP configured);
 * failed: gave up after its attempts, or interrupted while sending.
 */
export const MAIL_STATUSES = ["queued", "sending", "sent", "outbox", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailStatusSchema = z.enum(MAIL_STATUSES);

export const isOptionalMailKind = (kind: MailKind): kind is OptionalMailKind =>
  (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** What the outbox screen calls each kind. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  invitation: "Invitation",
  password_reset: "Password reset",
  password_changed: "Password changed",
  two_factor_enabled: "Two-step sign-in on",
  two_factor_disabled: "Two-step sign-in off",
  two_factor_reset: "Two-step sign-in reset",
  entity_invitation: "Account role invitation",
  bank_change_requested: "Bank account change",
  offering_invitation: "Offering invitation",
  subscription_executed: "Subscription executed",
  document_delivered: "Document delivered",
  capital_call_issued: "Capital call issued",
  distribution_issued: "Distribution issued",
};

/** Each status in words (the screen never says it by colour alone). */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  outbox: "In outbox (not sent)",
  failed: "Failed",
};

/** A whole number from 1 to `max` in a query string, with the message naming the parameter. */
const wholeNumber = (message: string, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, message), z.lte(max, message))),
  );

/** ?status=&limit=&before= of GET /api/admin/mail-messages (before: the id to page back from). */
export const mailListQuerySchema = z.object({
  status: z.optional(z.enum(MAIL_STATUSES, { error: `status must be one of: ${MAIL_STATUSES.join(", ")}` })),
  limit: z._default(wholeNumber("limit must be a whole number from 1 to 100", 100), 50),
  before: z.optional(wholeNumber("before must be a message id", 2_147_483_647)),
});
export type MailListQuery = z.output<typeof mailListQuerySchema>;

/** One row of the outbox list. */
export interface MailMessageSummary {
  id: number;
  kind: MailKind;
  toAddress: string;
  toName: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailMessageList {
  messages: MailMessageSummary[];
  /** Pass as ?before= for the next (older) page; null when this is the last. */
  nextBefore: number | null;
}

/** One message with its bodies (a single-use link in a sent message is redacted). */
export interface MailMessageDetail extends MailMessageSummary {
  textBody: string;
  htmlBody: string;
}

/**
 * GET/PUT /api/account/mail-preferences: which optional notices the investor receives (true: on,
 * the default). Security messages are not listed: they always go.
 */
export const mailPreferencesSchema = z.strictObject({
  document_delivered: z.boolean({ error: "document_delivered must be true or false" }),
  capital_call_issued: z.boolean({ error: "capital_call_issued must be true or false" }),
  distribution_issued: z.boolean({ error: "distribution_issued must be true or false" }),
});
export type MailPreferences = z.output<typeof mailPreferencesSchema>;

/** The preferences card's labels. */
export const OPTIONAL_MAIL_LABELS: Record<OptionalMailKind, string> = {
  document_delivered: "A new document is in my portal",
  capital_call_issued: "A capital call notice is issued",
  distribution_issued: "A distribution notice is issued",
};

export const MAIL_PREFERENCES_PATH = "/api/account/mail-preferences";
