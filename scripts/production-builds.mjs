// A module resolution hook (node:module `register`) for production: a package that ships its
// production and development builds side by side, and whose `exports` give Node the development
// one whatever NODE_ENV says (React Router 7: `node` → `dist/development/`, an upstream issue),
// is loaded from its production build instead. scripts/start.mjs registers it before the server
// is imported; server/platform/production-builds.ts refuses to start if it did not work.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DEVELOPMENT = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/dist\/development\//;

/** The production twin of a development build's file URL, or null when there is none. */
export function productionTwin(url) {
  if (!url.startsWith("file:") || !DEVELOPMENT.test(url)) return null;
  const twin = url.replace(DEVELOPMENT, (_, name) => `/node_modules/${name}/dist/production/`);
  return existsSync(fileURLToPath(twin)) ? twin : null;
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const twin = productionTwin(result.url);
  return twin ? { ...result, url: twin } : result;
}
