/**
 * Where each login page may send a user back to after sign-in: only the pages it guards
 * (app/lib/guards.server.ts sends visitors to the login with `?returnTo=<path>`).
 */
export const RETURN_PATHS = {
  "/partner-portal": [
    "/investment-dashboard",
    "/investor-profile",
    "/accounts",
    "/account",
    "/account/two-factor",
    // An invitation to an entity's role, accepted once signed in (decision 0060).
    "/accept-entity-invitation",
    // A bank change's e-mailed link (decision 0060): confirming it asks the signatory to sign in.
    "/confirm-bank-change",
    // The offerings a person is invited to (issue 25 §2); one offering's page is matched below.
    "/offerings",
  ],
  "/admin-portal": [
    // The admin portal's sections (decision 0051).
    "/admin-portal/overview",
    "/admin-portal/users",
    "/admin-portal/positions",
    "/admin-portal/terms",
    "/admin-portal/investments",
    "/admin-portal/resources",
    "/admin-portal/news",
    "/admin-portal/videos",
    "/admin-portal/inquiries",
    "/admin-portal/offerings",
    "/admin-portal/events",
    "/admin-dashboard",
    "/user-management",
    "/admin-portal/documents",
    "/admin-portal/news/records",
    "/fund-operations",
    "/account",
    "/account/two-factor",
  ],
} as const satisfies Record<string, readonly string[]>;

export type LoginPath = keyof typeof RETURN_PATHS;

// Browsers ignore tabs and line breaks in URLs, read "\" as "/", and fold full-width characters:
// anything but printable ASCII (without the backslash) is refused outright, never cleaned up.
const PLAIN_PATH = /^\/[\x21-\x5b\x5d-\x7e]*$/;
const PROBE_ORIGIN = "http://return-path.invalid";

/**
 * The return path if it names one of the login's known pages on this site, normalized (resolved
 * dots, query kept, fragment dropped); otherwise null, and the caller uses its default page.
 * Used by both logins; the result is safe in a Location header and in navigate().
 */
export function safeReturnPath(value: string | null | undefined, loginPath: LoginPath): string | null {
  if (!value || value.length > 2000 || !PLAIN_PATH.test(value) || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const known: readonly string[] = RETURN_PATHS[loginPath];
  // An offering's page, where an invitation e-mail leads (issue 25 §2).
  const offering = loginPath === "/partner-portal" && /^\/offerings\/[1-9]\d{0,9}$/.test(url.pathname);
  return known.includes(url.pathname) || offering ? `${url.pathname}${url.search}` : null;
}
