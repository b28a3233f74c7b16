import { readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh embedded database per run, so the demo seed is the starting state of every run.
// The config is evaluated again in each worker: the environment variable keeps one folder per run.
const DATA_DIR_PREFIX = "edfutures-e2e-";
if (!process.env.E2E_DATA_DIR) {
  removeFinishedRunsData();
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), `${DATA_DIR_PREFIX}${Date.now()}-${process.pid}`);
}

/** Delete the databases of earlier runs whose Playwright process has exited (about 40 MB each). */
function removeFinishedRunsData() {
  for (const name of readdirSync(os.tmpdir())) {
    const pid = name.startsWith(DATA_DIR_PREFIX) ? Number(/-(\d+)$/.exec(name)?.[1]) : 0;
    if (!pid) continue;
    try {
      process.kill(pid, 0); // still running: leave its folder alone
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") {
        rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
      }
    }
  }
}

// The subscription journey executes a $1,000,000 commitment into Fund II, and the distribution waterfall journey
// issues a Fund II distribution: other specs read Fund II's figures.
const LEDGER_JOURNEYS = /\/(fund-operations|position-transfers|subscription-journey|distribution-waterfall)\.spec\.ts$/;
// Each schedules an article for the next minute and waits, mostly idle, for the server to publish it.
const SCHEDULED_MINUTE = /\/(publishing|newsroom-journey)\.spec\.ts$/;
// These count the published articles (/news, the feeds, the sitemap): they finish before the
// scheduled-minute tests publish theirs (these specs used to pass by coming first in file order).
const PUBLISHED_ARTICLES = /\/(news|pages|security)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a flaky test is fixed, not retried into green.
  retries: 0,
  // Projects run in phases (a project after all it depends on). First `chromium` on two workers and
  // `published-articles` on a third; then `scheduled-minute` and `ledger-journeys` side by side, so
  // the two tests that mostly wait for a scheduled minute no longer hold a busy worker (decision 0061).
  workers: 4,
  reporter: "list",
  // Axe over a whole staff page takes several seconds on 2 cores; a journey runs a few of them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: never download a browser.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [LEDGER_JOURNEYS, SCHEDULED_MINUTE, PUBLISHED_ARTICLES],
      workers: 2,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "published-articles",
      testMatch: PUBLISHED_ARTICLES,
      workers: 1,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "scheduled-minute",
      testMatch: SCHEDULED_MINUTE,
      dependencies: ["chromium", "published-articles"],
      workers: 2,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      // Journeys that issue capital calls or add commitments change figures (the sample investor's,
      // a fund's) that other specs check to the dollar: they run once those have finished, beside
      // scheduled-minute.
      name: "ledger-journeys",
      testMatch: LEDGER_JOURNEYS,
      dependencies: ["chromium", "published-articles"],
      workers: 2,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      // Every test browses from 127.0.0.1: limits far above what the suite sends, still counted.
      RATE_LIMIT_GENERAL: "100000",
      RATE_LIMIT_WRITES: "100000",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
