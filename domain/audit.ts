import * as z from "zod/mini";

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
  "resource.created",
  "resource.updated",
  "resource.deleted",
  "video.created",
  "video.updated",
  "video.deleted",
  "investment.created",
  "investment.updated",
  "investment.deleted",
  "inquiry.updated",
  "inquiry.deleted",
  "inquiry.exported",
  "document.downloaded",
  "capital_call.issued",
  "capital_call.payments_recorded",
  "distribution.issued",
  "distribution.payments_recorded",
  "valuation.created",
  "fund.settings_updated",
  /** Staff document delivery (docs/decisions/0021-document-delivery.md). */
  "document.uploaded",
  /** A K-1 announced as Pending with its expected date, before its file exists. */
  "document.pending",
  /** A document's file replaced (the earlier one kept as a version), or a pending one filed. */
  "document.replaced",
  "document.deleted",
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
