import { redirect, type AppLoadContext } from "react-router";
import type { Role, SessionUser } from "../../domain/auth";

/** Protected pages answer privately: never stored by a browser or a shared cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "no-store" } as const;

/**
 * The page guard, run in a protected route's loader before any HTML is sent: a visitor who is not
 * signed in goes to the login page with a return path; a signed-in user of another role gets 403.
 * The API applies the same role lists to the calls the page makes (server/auth/access.ts).
 */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
  options: { roles: readonly Role[]; loginPath: "/partner-portal" | "/admin-portal" },
): Promise<SessionUser> {
  const user = await context.auth.getUser();
  if (!user) {
    const url = new URL(request.url);
    const returnTo = `${url.pathname}${url.search}`;
    throw redirect(`${options.loginPath}?returnTo=${encodeURIComponent(returnTo)}`, { headers: PRIVATE_HEADERS });
  }
  if (!options.roles.includes(user.role)) {
    throw new Response("You do not have access to this page.", { status: 403, headers: PRIVATE_HEADERS });
  }
  return user;
}

/** Only same-site relative paths may be returned to after sign-in (no open redirects). */
export function safeReturnPath(value: string | null, fallback: string) {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
