/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, and in production Secure with the __Host-
 * prefix (bound to this host, no Domain). No Max-Age: it ends with the browser, and the server
 * ends it sooner by its own policy.
 */
export function sessionCookieName(isProduction: boolean) {
  return isProduction ? "__Host-edf_session" : "edf_session";
}

export function serializeSessionCookie(token: string, isProduction: boolean) {
  const secure = isProduction ? "; Secure" : "";
  return `${sessionCookieName(isProduction)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function clearSessionCookie(isProduction: boolean) {
  const secure = isProduction ? "; Secure" : "";
  return `${sessionCookieName(isProduction)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
