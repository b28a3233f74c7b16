// Issue 27 §1: production runs the production build of every dependency. React Router's package
// resolves Node to its development build (scripts/production-builds.mjs explains and fixes it);
// this check makes a server that would run it anyway refuse to start, so a lost hook is found at
// once (tests/api/server-process.test.ts starts the real server) rather than as a slower site.

/** The packages known to ship a development build Node would otherwise resolve. */
export const DUAL_BUILD_PACKAGES = ["react-router"] as const;

/** Throws naming each package that resolves to a development build from here. */
export function assertProductionBuilds(resolve: (specifier: string) => string = (s) => import.meta.resolve(s)) {
  const development = DUAL_BUILD_PACKAGES.filter((name) => resolve(name).includes("/dist/development/"));
  if (development.length > 0) {
    throw new Error(
      `Refusing to start in production with the development build of ${development.join(", ")}: start the server with scripts/start.mjs, which loads production builds (scripts/production-builds.mjs).`,
    );
  }
}
