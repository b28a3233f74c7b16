import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Rollup warnings that say nothing about our code, dropped so that a warning in the build output is
 * always worth reading (docs/decisions/0013-tooling.md):
 * - INVALID_ANNOTATION: a dependency (zod) places a `@__PURE__` comment where Rollup cannot use it;
 * - EMPTY_BUNDLE: resource routes (sitemap, robots, feeds) have only a loader, which React Router
 *   keeps out of the client build, so their client chunk is empty by design.
 */
function isExpected(warning: { code?: string; id?: string }) {
  if (warning.code === "INVALID_ANNOTATION") return warning.id?.includes("/node_modules/") ?? false;
  return warning.code === "EMPTY_BUNDLE";
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        if (!isExpected(warning)) warn(warning);
      },
    },
  },
});
