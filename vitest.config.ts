import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// API and service tests run against real databases (PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set); files run one at a time to keep the 2-core machine calm.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "domain/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/tooling/**/*.test.ts",
    ],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
