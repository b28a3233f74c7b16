import type { Config } from "@react-router/dev/config";

// Server-rendered everywhere; the Fastify server in server/ loads the built handler.
// BUILD_DIR lets parallel checkouts build side by side (default "build").
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router v8's behaviour now, so the upgrade is a version bump (docs/decisions/0013-tooling.md).
  // Middleware: loaders get a RouterContextProvider; app/load-context.ts augments it with our fields.
  // Pass-through requests: request.url is the raw HTTP URL (a data request keeps its .data suffix);
  // loaders use their `url` argument for the page's own address.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
