// The authorization matrix's expectations: who is let in (or refused, and how) for each kind of
// route. The rows themselves are in authorization-rows-*.ts, one file per area of the API.
import type { Role } from "#domain/auth.ts";

export type Who = "anonymous" | Role;
export const WHO: Who[] = ["anonymous", "investor", "viewer", "admin", "super_admin"];

export interface Row {
  method: string;
  /** The route as registered (with :params), to prove every route has a row. */
  route: string;
  /** What is actually called. Allowed callers get harmless requests (missing ids, bad bodies). */
  path: string;
  body?: unknown;
  expect: Record<Who, number>;
  /** Call with a session made for this row alone (for calls that end the session, like logout). */
  freshSession?: boolean;
}

export const all = (status: number): Record<Who, number> => ({
  anonymous: status,
  investor: status,
  viewer: status,
  admin: status,
  super_admin: status,
});
/** Staff only: 401 anonymous, 403 portal users, `ok` for admins and super admins. */
export const staff = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: 403,
  viewer: 403,
  admin: ok,
  super_admin: ok,
});
/** Portal users only (investors and viewers): 401 anonymous, 403 staff. */
export const portal = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: ok,
  viewer: ok,
  admin: 403,
  super_admin: 403,
});
/** Any signed-in user: 401 anonymous, `ok` for every role. */
export const signedInOnly = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: ok,
  viewer: ok,
  admin: ok,
  super_admin: ok,
});
/** Investors only (their e-mail notice choices): viewers and staff get 403. */
export const investorOnly = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: ok,
  viewer: 403,
  admin: 403,
  super_admin: 403,
});
/** Super admins only. */
export const superAdmin = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  investor: 403,
  viewer: 403,
  admin: 403,
  super_admin: ok,
});
