import * as z from "zod/mini";
import { text } from "./fields.ts";
import { pageQuerySchema } from "./paging.ts";

/** ?limit=N of GET /api/audit-log and GET /api/activity: a whole number from 1 to 500. */
export const auditListQuerySchema = z.object({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 500")),
      z.pipe(
        z.transform(Number),
        z
          .number()
          .check(
            z.gte(1, "limit must be a whole number from 1 to 500"),
            z.lte(500, "limit must be a whole number from 1 to 500"),
          ),
      ),
    ),
  ),
});

/**
 * Every action the audit log records, one name per kind of event: "<entity>.<what happened>".
 * Sign-ins: succeeded, failed (wrong name or password), inactive (a disabled account), rate_limited
 * (refused while the account or address is blocked; one row per block, not per attempt).
 */
export const AUDIT_ACTIONS = [
  "login.succeeded",
  "login.failed",
  "login.inactive",
  /** The right password for an archived account (decision 0024): refused. */
  "login.archived",
  "login.rate_limited",
  /** The right password for an account with a second factor: a code is asked for (decision 0028). */
  "login.two_factor_challenged",
  "logout",
  /** Two-factor sign-in (decision 0028): a wrong code or recovery code, and the block after too many. */
  "two_factor.failed",
  "two_factor.rate_limited",
  "two_factor.enabled",
  "two_factor.disabled",
  "two_factor.recovery_codes_regenerated",
  /** A super admin removed another user's second factor (the user is told by e-mail). */
  "two_factor.reset",
  /** The firm's setting "two-factor sign-in required for every account" changed. */
  "settings.two_factor_updated",
  "user.created",
  "user.updated",
  "user.deleted",
  /** An account with records was removed: kept with its records, sign-in refused (decision 0024). */
  "user.archived",
  "user.restored",
  "user.password_changed",
  "user.sessions_revoked",
  /** npm run create-admin made a super admin, or reset an existing one's password. */
  "user.super_admin_created",
  "user.super_admin_reset",
  /** An investor accepted the e-delivery notice (its version in details). */
  "user.edelivery_consented",
  /** The account page (docs/product.md §Account): a user's changes to their own account. */
  "account.password_changed",
  /** A wrong current password given to change it (counted and limited like sign-ins). */
  "account.password_change_failed",
  /** An investor's phone or mailing address (before and after in details). */
  "account.contact_updated",
  "account.session_ended",
  "account.sessions_ended",
  /** An investor chose which optional e-mail notices they receive (decision 0026). */
  "user.mail_preferences_updated",
  /** An investor turned a kind of notice off with its one-click unsubscribe link (RFC 8058). */
  "user.mail_unsubscribed",
  /** A super admin sent a failed e-mail again from the outbox (decision 0026). */
  "mail.resent",
  /** Invitations and password resets (docs/decisions/0027). */
  "user.invitation_sent",
  "user.invitation_revoked",
  "user.invitation_accepted",
  "user.password_reset",
  "password_reset.requested",
  /** A reset asked for an account over its limit: answered alike, no e-mail sent. */
  "password_reset.rate_limited",
  "article.created",
  "article.updated",
  "article.deleted",
  /** The publishing workflow (decision 0031); a scheduled go-live is article.published without an actor. */
  "article.published",
  "article.scheduled",
  "article.unpublished",
  "article.submitted",
  "article.approved",
  "article.returned",
  /** A super admin exported a record of what the public saw. */
  "article.snapshot_exported",
  /** The firm's setting "publishing needs a super admin's approval" changed. */
  "settings.article_approval_updated",
  "resource.created",
  "resource.updated",
  "resource.deleted",
  "video.created",
  "video.updated",
  "video.deleted",
  "podcast_episode.created",
  "podcast_episode.updated",
  "podcast_episode.deleted",
  "investment.created",
  "investment.updated",
  "investment.deleted",
  /** The portal's meetings staff schedule (decision 0046). */
  "firm_event.created",
  "firm_event.updated",
  "firm_event.deleted",
  "inquiry.updated",
  "inquiry.deleted",
  "inquiry.exported",
  /** Staff moved a prospect along, gave it an owner or set its next step (issue 25 §1). */
  "prospect.updated",
  "prospect.noted",
  "prospect.exported",
  /** A super admin downloaded the audit log (its filters in details). */
  "audit_log.exported",
  "document.downloaded",
  /** Staff on an investing entity (decision 0060, slice 4): made, edited, archived, restored, its people. */
  "investing_entity.created",
  "investing_entity.updated",
  "investing_entity.archived",
  "investing_entity.restored",
  "investing_entity.person_added",
  "investing_entity.person_revoked",
  "capital_call.issued",
  "capital_call.payments_recorded",
  "distribution.issued",
  "distribution.payments_recorded",
  /** Staff downloaded a distribution's NACHA file of ACH credits (decision 0067); its parts in details. */
  "distribution.ach_file_downloaded",
  "valuation.created",
  /** Part or all of an entity's commitment moved to another entity (decision 0060); one row per entity. */
  "position.transferred",
  "fund.settings_updated",
  /** Staff downloaded a fund's workbook for a period (decision 0070); the period in details. */
  "fund.workbook_downloaded",
  /** Staff imported a fund's books from a workbook (decision 0070); what it created in details. */
  "fund.workbook_imported",
  /** A super admin changed a fund's ACH originator settings (company, ODFI, file header; decision 0067). */
  "fund.ach_originator_updated",
  /** A fund's terms proposed, approved or rejected; side letters written (decision 0068). */
  "fund_terms.proposed",
  "fund_terms.approved",
  "fund_terms.rejected",
  "side_letter.created",
  "side_letter.updated",
  "side_letter.deleted",
  /** Staff document delivery (docs/decisions/0021-document-delivery.md). */
  "document.uploaded",
  /** A K-1 announced as Pending with its expected date, before its file exists. */
  "document.pending",
  /** A document's file replaced (the earlier one kept as a version), or a pending one filed. */
  "document.replaced",
  "document.deleted",
  /** The media library's images (docs/decisions/0033-media-library.md). */
  "media.uploaded",
  "media.updated",
  "media.deleted",
  /** The people of an investing entity (decision 0060, slice 3): invitations, acceptances, revoked grants. */
  "entity.invitation_sent",
  "entity.invitation_cancelled",
  "entity.invitation_accepted",
  "entity.grant_revoked",
  /** An entity's tax details and bank account (decision 0060, slice 5), by a person on it or staff. */
  "entity.tax_details_updated",
  /** A signatory or delegate saw the full tax ID (every reveal, never the number itself). */
  "entity.tax_id_revealed",
  "entity.tax_form_uploaded",
  /** Staff accepted or rejected a received tax form. */
  "entity.tax_form_reviewed",
  /** A signatory asked for a new bank account (pending; every signatory is e-mailed). */
  "entity.bank_change_requested",
  "entity.bank_change_confirmed",
  /** A pending change cancelled: by a signatory, or from the e-mail ("this wasn't me"). */
  "entity.bank_change_cancelled",
  /** Staff imported a sanctions list (OFAC SDN CSV); the latest import is the list in use. */
  "kyc.list_imported",
  /** An entity's legal name and its people's names screened against the list (decision 0064). */
  "kyc.entity_screened",
  /** Staff cleared or confirmed a possible sanctions match, with a reason. */
  "kyc.match_decided",
  "kyc.risk_rated",
  /** Offerings and their data room (issue 25 §2, decision 0065). */
  "offering.created",
  "offering.updated",
  "offering.document_added",
  "offering.document_removed",
  /** Staff invited a prospect (or any person) to an offering; the invitation e-mail is in the outbox. */
  "offering.invited",
  /** A person accepted an offering's confidentiality notice (the text accepted is kept). */
  "offering.confidentiality_accepted",
  "offering.form_d_filed",
  /** Digital subscriptions (issue 25 §3–4): every state change, by the investor or staff. */
  "subscription.started",
  "subscription.signed",
  "subscription.submitted",
  "subscription.revision_requested",
  "subscription.approved",
  "subscription.declined",
  "subscription.withdrawn",
  "subscription.countersigned",
  "subscription.executed",
  /** Accreditation evidence given by an investor, and staff's decision on it with the method. */
  "accreditation.submitted",
  "accreditation.decided",
  "settings.accreditation_validity_updated",
  /** A person downloaded everything the firm holds about them (issue 25, privacy). */
  "account.personal_data_downloaded",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /api/audit-log (super admins): the full audit record. */
export interface AuditLogEntry {
  id: number;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  summary: string | null;
  ipAddress: string | null;
}

/** One row of GET /api/activity: the admin Overview's Recent Activity (staff writes and sign-ins). */
export interface ActivityItem {
  id: number;
  at: string;
  actorUsername: string | null;
  action: string;
  summary: string | null;
}

/** An optional filter field: trimmed, blank is no filter, else it must pass `valid`. */
const filterField = (field: string, max: number, valid: (v: string) => boolean = () => true, message = "") =>
  z.optional(
    z.pipe(
      text(field).check(
        z.trim(),
        z.maxLength(max, `${field} must be at most ${max} characters`),
        z.refine((v) => v === "" || valid(v), message),
      ),
      z.transform((v) => (v ? v : undefined)),
    ),
  );
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const isAction = (v: string) => (AUDIT_ACTIONS as readonly string[]).includes(v);

/** The longest value each text filter takes (the viewer's boxes take no more). */
export const AUDIT_FILTER_MAX_LENGTH = { actor: 255, entityType: 50, entityId: 100 } as const;

/**
 * The audit log viewer's filters (GET /api/audit-log/page and its export.csv): who (username), what
 * (action), which record (entity type and id) and a range of UTC days, both ends included. A blank
 * field is no filter, so the viewer's form can send every field.
 */
export const auditFilterShape = {
  actor: filterField("actor", AUDIT_FILTER_MAX_LENGTH.actor),
  action: filterField("action", 100, isAction, "action must be one of the audit log's actions"),
  entityType: filterField("entityType", AUDIT_FILTER_MAX_LENGTH.entityType),
  entityId: filterField("entityId", AUDIT_FILTER_MAX_LENGTH.entityId),
  from: filterField("from", 10, isDay, "from must be a date (YYYY-MM-DD)"),
  to: filterField("to", 10, isDay, "to must be a date (YYYY-MM-DD)"),
};
export const auditFilterSchema = z.object(auditFilterShape);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** Newest first by default; the log has one order, by time. */
export const auditPageQuerySchema = pageQuerySchema(["at"], auditFilterShape);
export type AuditPageQuery = z.infer<typeof auditPageQuerySchema>;
