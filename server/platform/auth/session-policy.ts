import type { Role } from "#domain/auth.ts";

/** docs/session-policy.md explains these numbers. */
export const SESSION_POLICY = {
  staff: { idleMs: 20 * 60_000, absoluteMs: 8 * 3_600_000 },
  portal: { idleMs: 30 * 60_000, absoluteMs: 24 * 3_600_000 },
} as const;

/** lastSeenAt is written at most this often, so reads do not each cost a write. */
export const TOUCH_INTERVAL_MS = 60_000;

export const policyFor = (role: Role) =>
  role === "admin" || role === "super_admin" ? SESSION_POLICY.staff : SESSION_POLICY.portal;
