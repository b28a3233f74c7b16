import type { ServerBuild } from "react-router";

/**
 * Every resource route (a route module with a loader or action and no page) declares who may read
 * it, as every API route does (server/auth/access.ts): `export const access = "public"` or a role
 * list, checked by the route's loader (app/lib/resource.server.ts). A resource route without the
 * declaration stops the server at start-up, so none can be left unguarded (decision 0054).
 */
export function assertResourceRoutesDeclareAccess(build: Pick<ServerBuild, "routes">) {
  const missing = Object.values(build.routes)
    .filter((route) => route !== undefined)
    .filter(({ module }) => !module.default && (module.loader || module.action))
    .filter(({ module }) => {
      const access = (module as { access?: unknown }).access;
      return !(access === "public" || (Array.isArray(access) && access.length > 0));
    })
    .map((route) => route.id);
  if (missing.length > 0) throw new Error(`Resource routes declare no access: ${missing.join(", ")}`);
}
