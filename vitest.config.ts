import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "#tests/sequencer.ts";

// API and service tests run against real databases (PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set). Two files at a time, one per core: each file has databases of its own
// (copies of the run's migrated ones), servers it starts pick random ports and folders (decision 0049).
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "domain/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/tooling/**/*.test.ts",
    ],
    // Migrate once per run; each test file's database is a copy (decision 0049).
    globalSetup: ["tests/api/global-setup.ts"],
    maxWorkers: 2,
    // One process per worker for all its files (decision 0061): a file no longer pays about 2 s to
    // import the server, Drizzle, Fastify and the web build again. Files share no state: each opens
    // its own databases and servers, and undoes what it changes in the process (timers, spies).
    isolate: false,
    // The slowest files start first, so no worker runs a long file alone at the end (decision 0061).
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
