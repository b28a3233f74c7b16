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

/**
 * The sign-in challenge (decision 0028): between a correct password and the code. HttpOnly (no
 * script reads it), SameSite=Strict, 5 minutes; __Host- in production like the session's.
 */
export function challengeCookieName(isProduction: boolean) {
  return isProduction ? "__Host-edf_two_factor" : "edf_two_factor";
}

export function serializeChallengeCookie(token: string, isProduction: boolean, maxAgeSeconds: number) {
  const secure = isProduction ? "; Secure" : "";
  return `${challengeCookieName(isProduction)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearChallengeCookie(isProduction: boolean) {
  const secure = isProduction ? "; Secure" : "";
  return `${challengeCookieName(isProduction)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
}
