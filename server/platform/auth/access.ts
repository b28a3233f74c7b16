import type { Role } from "#domain/auth.ts";

/**
 * Who may call an API route, declared next to the route in its options:
 *   app.get("/things", { config: { access: ["admin", "super_admin"] } }, handler)
 * "public": anyone; "signed-in": any active session; a role list: only those roles.
 * A route without a declaration is refused at start-up (server/platform/auth/guard.ts).
 */
export type Access = "public" | "signed-in" | readonly Role[];

export const STAFF: readonly Role[] = ["admin", "super_admin"];
export const SUPER_ADMIN: readonly Role[] = ["super_admin"];
export const PORTAL: readonly Role[] = ["investor", "viewer"];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** An upload route: it accepts multipart/form-data (server/platform/http/uploads.ts) besides JSON. */
    multipart?: boolean;
    /**
     * Takes application/x-www-form-urlencoded instead of JSON: only the one-click unsubscribe,
     * whose body RFC 8058 fixes (server/features/accounts/mail-unsubscribe-routes.ts).
     */
    formPost?: boolean;
    /**
     * Open to an account that must set up two-factor sign-in and has not yet (decision 0028): the
     * enrolment routes. Every other non-public route answers TWO_FACTOR_ENROLMENT_REQUIRED to it.
     */
    beforeTwoFactor?: boolean;
  }
}
