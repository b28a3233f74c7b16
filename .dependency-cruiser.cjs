// The import rules of docs/ARCHITECTURE.md, checked by `npm run lint` (and so by `npm test` and CI).
// Paths are relative to the repository root. Why these rules take this shape: docs/decisions/0013-tooling.md.
// tests/tooling/dependency-rules.test.ts proves that each rule reports a deliberately bad import.

/** Modules the client bundle never contains: `*.server.ts` modules and route modules (React Router
 * strips loaders and actions, and the imports only they use, from the client build). */
const SERVER_SIDE_APP_MODULES = String.raw`(\.server\.tsx?$|^app/routes/)`;

/** Leaf helpers the UI primitives may use: modules of app/lib that themselves import no app code. */
const UI_LEAF_HELPERS = String.raw`^app/lib/cn\.ts$`;

/** Files that never ship: tests and the tooling around the product. */
const NOT_SHIPPED = String.raw`(\.test\.tsx?$|^tests/|^scripts/|^[^/]+\.config\.ts$|^app/routes\.ts$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-imports-only-zod",
      comment:
        "domain/ is shared by the server and the browser: it imports only zod, any-ascii (pure transliteration for sanctions name matching, decision 0064) and other domain files.",
      severity: "error",
      from: { path: "^domain/", pathNot: String.raw`\.test\.ts$` },
      to: {
        pathNot: [
          String.raw`^domain/`,
          String.raw`^(node_modules/)?zod(/|$)`,
          String.raw`^(node_modules/)?any-ascii(/|$)`,
        ],
      },
    },
    {
      name: "server-not-to-app",
      comment: "The server never imports app/ source: it loads the React Router build (or Vite's, in development).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-to-server-only-from-server-modules",
      comment:
        "In app/, only *.server.ts modules and route modules (whose loaders and actions React Router keeps " +
        "out of the client bundle) import server/. `import type` is erased at compile time and allowed.",
      severity: "error",
      from: { path: "^app/", pathNot: SERVER_SIDE_APP_MODULES },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "ui-primitives-import-nothing-above",
      comment:
        "app/components/ui/ primitives import packages, other primitives and the leaf helpers listed in " +
        "UI_LEAF_HELPERS, never the components, routes, content or API code built on top of them.",
      severity: "error",
      from: { path: "^app/components/ui/" },
      to: { path: "^(app|server)/", pathNot: [String.raw`^app/components/ui/`, UI_LEAF_HELPERS] },
    },
    {
      name: "platform-not-to-features",
      comment:
        "server/platform/ is what every feature uses and no feature owns: it imports only platform/ and domain/, " +
        "never a feature, the API or the app-level wiring (server/*.ts, server/seed/). The one exception: types " +
        "of the wiring (`import type` from server/registry.ts or server/app.ts), erased at compile time.",
      severity: "error",
      from: { path: "^server/platform/", pathNot: String.raw`\.test\.ts$` },
      to: {
        path: "^server/",
        pathNot: [String.raw`^server/platform/`, String.raw`^server/(registry|app)\.ts$`],
      },
    },
    {
      name: "platform-to-wiring-types-only",
      comment: "server/platform/ may name the wiring's types (import type), never run the registry or the app.",
      severity: "error",
      from: { path: "^server/platform/", pathNot: String.raw`\.test\.ts$` },
      to: { path: String.raw`^server/(registry|app)\.ts$`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "features-import-platform-domain-features",
      comment:
        "A feature (server/features/<name>/) imports server/platform/, domain/ and other features, never the registry, " +
        "the app or the seed: those are built on the features, not the other way round. Its routes plugins may name " +
        "the registry's type (import type AppServices), checked by features-to-wiring-types-only.",
      severity: "error",
      from: { path: "^server/features/", pathNot: String.raw`\.test\.ts$` },
      to: {
        path: "^server/",
        pathNot: [String.raw`^server/platform/`, String.raw`^server/features/`, String.raw`^server/registry\.ts$`],
      },
    },
    {
      name: "features-to-wiring-types-only",
      comment: "A feature's routes plugin names the registry's type (import type), never runs the registry.",
      severity: "error",
      from: { path: "^server/features/", pathNot: String.raw`\.test\.ts$` },
      to: { path: String.raw`^server/registry\.ts$`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "feature-internals-stay-inside",
      comment:
        "A feature's public entry points are its files outside `internal/`: another feature never imports " +
        "server/features/<name>/internal/.",
      severity: "error",
      from: { path: "^server/features/([^/]+)/" },
      to: { path: "^server/features/[^/]+/internal/", pathNot: "^server/features/$1/" },
    },
    {
      name: "feature-internals-not-outside-features",
      comment: "Nor does anything outside server/features/ (the API, the registry, app/, tests, scripts).",
      severity: "error",
      from: { pathNot: "^server/features/" },
      to: { path: "^server/features/[^/]+/internal/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles, type-only ones included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "declared-packages-only",
      comment: "Every imported package is declared in package.json (not merely installed by another one).",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "shipped-code-not-to-dev-dependencies",
      comment:
        "The server runs with node_modules, and the server build keeps packages external: whatever app/, " +
        "domain/ and server/ import at run time must be a dependency, not a devDependency.",
      severity: "error",
      from: { path: "^(app|domain|server)/", pathNot: [NOT_SHIPPED, String.raw`^server/platform/http/vite-dev\.ts$`] },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "resolvable-imports-only",
      comment: "Every import resolves (route type imports ./+types/* exist only after `react-router typegen`).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: String.raw`(^|/)\+types/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: String.raw`^(build|build-[^/]*|data|\.react-router|test-results)/` },
    // See type-only imports too: they form cycles, and the rule above tells them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
