import type { SessionUser } from "../domain/auth.ts";
import type { AppServices } from "../server/services/registry.ts";

// What the Fastify server hands every loader and action: the per-request CSP nonce and the
// single set of services bound to the process's database (never a second instance).
declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    services: AppServices;
    clientIp: string;
    /** Public origin of the site, for canonical links, the sitemap and the feed. */
    baseUrl: string;
    /** The signed-in user of this request (looked up once, on first use), or null. */
    auth: { getUser(): Promise<SessionUser | null> };
  }
}

export {};
