import type { SessionUser } from "#domain/auth.ts";
import type { AuthenticatedSession } from "#server/platform/auth/sessions.ts";
import type { AppServices } from "#server/registry.ts";

// What the Fastify server hands every loader and action: the per-request CSP nonce and the
// single set of services bound to the process's database (never a second instance).
interface EdFuturesLoadContext {
  nonce: string;
  services: AppServices;
  clientIp: string;
  /** Public origin of the site, for canonical links, the sitemap and the feed. */
  baseUrl: string;
  /**
   * The signed-in user of this request (looked up once, on first use), or null; getSession adds
   * which session it is (the account page marks "This device").
   */
  auth: { getUser(): Promise<SessionUser | null>; getSession(): Promise<AuthenticatedSession | null> };
  /** Log a failed render, loader or action through the server's logger (no query values, no credentials). */
  logError(error: unknown, message: string): void;
}

// With React Router's middleware (v8) the loaders' `context` is a RouterContextProvider, which the
// server fills with these fields (React Router's documented migration path). AppLoadContext keeps
// naming the same fields for the modules that take the context as a parameter.
declare module "react-router" {
  interface RouterContextProvider extends EdFuturesLoadContext {}
  interface AppLoadContext extends EdFuturesLoadContext {}
}

export {};
