import type { Config } from "@react-router/dev/config";

// Server-rendered everywhere; the Fastify server in server/ loads the built handler.
// BUILD_DIR lets parallel checkouts build side by side (default "build").
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
