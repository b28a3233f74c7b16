// `npm run dev` only (NODE_ENV=development): Vite in middleware mode serves the app from source with
// hot module replacement, and the server build is re-imported through Vite on every page request, so
// an edited component, loader or stylesheet shows up without a restart. Never loaded in production
// (vite is a devDependency); the import rules allow this one server module to import it.
import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment } from "vite";
import type { DevelopmentWeb } from "#server/app.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Vite's dev server, its HMR WebSocket sharing the app's own port (httpServer). */
export async function startViteDevServer(httpServer: Server): Promise<DevelopmentWeb> {
  const vite = await createServer({
    root: ROOT,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: httpServer } },
    // Find the app's dependencies before the first page asks for them (otherwise the first load
    // re-optimizes and answers "504 Outdated Optimize Dep").
    optimizeDeps: { entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/**/*.tsx"] },
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules in this process");
  return {
    middleware: vite.middlewares,
    build: () => ssr.runner.import<ServerBuild>("virtual:react-router/server-build"),
    close: () => vite.close(),
  };
}
