import { redirect, type AppLoadContext } from "react-router";
import { STAFF_ROLES, type Role, type SessionUser } from "#domain/auth.ts";
import { TWO_FACTOR_ENROLMENT_PATH } from "#domain/two-factor.ts";
import type { LoginPath } from "./return-path";

/** Protected pages answer privately: never stored by a browser or a shared cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "no-store" } as const;

/**
 * The access of a staff page: admins and super admins, the others sent to the staff sign-in. The
 * admin portal's sections (decision 0051) each pass it to `requireUser` in their own loader.
 */
export const STAFF_PAGE = { roles: STAFF_ROLES, loginPath: "/admin-portal" } as const;

/**
 * The page guard, run in a protected route's loader before any HTML is sent: a visitor who is not
 * signed in goes to the login page with a return path; a signed-in user of another role gets 403.
 * The API applies the same role lists to the calls the page makes (server/platform/auth/access.ts).
 */
export async function requireUser(
  context: AppLoadContext,
  /** The loader's `url` argument: the page's address (request.url of a data request ends in .data). */
  url: URL,
  options: { roles: readonly Role[]; loginPath: LoginPath },
): Promise<SessionUser> {
  const user = await context.auth.getUser();
  if (!user) {
    const returnTo = `${url.pathname}${url.search}`;
    throw redirect(`${options.loginPath}?returnTo=${encodeURIComponent(returnTo)}`, { headers: PRIVATE_HEADERS });
  }
  if (!options.roles.includes(user.role)) {
    throw new Response("You do not have access to this page.", { status: 403, headers: PRIVATE_HEADERS });
  }
  // An account that must have a second factor and has none sets it up first (decision 0028); the
  // API refuses its calls meanwhile (server/platform/auth/guard.ts), so no page is half-usable.
  if (user.twoFactorEnrolmentRequired) throw redirect(TWO_FACTOR_ENROLMENT_PATH, { headers: PRIVATE_HEADERS });
  return user;
}
