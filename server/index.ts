import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { openDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";
import { DataDirLockedError } from "#server/platform/db/data-dir-lock.ts";
import { startNotificationListener } from "#server/platform/db/notification-listener.ts";
import { seedDemoContent } from "./seed.ts";
import { seedDemoCovers } from "#server/seed/demo-media.ts";
import { DEMO_LOGIN_HINT, demoUsers } from "#server/seed/demo-users.ts";
import { parseEnv } from "#server/platform/env.ts";
import { assertProductionBuilds } from "#server/platform/production-builds.ts";
import { PGLITE_REQUEST_GATE } from "#server/platform/http/request-gate.ts";
import { smtpDelivery } from "#server/platform/mail/smtp.ts";
import { createPeriodicRunner, type PeriodicTaskHandle } from "#server/platform/jobs/periodic-runner.ts";
import { createMailWorker, MAIL_NUDGE_MS, queuedMailCount } from "#server/platform/mail/worker.ts";
import { memoryLogTask } from "#server/platform/memory-log.ts";
import { createMetrics, startMetricsServer } from "#server/platform/ops/metrics.ts";
import { articleSchedulerTask } from "#server/features/publishing/scheduler.ts";
import { PUBLIC_CACHE_CHANNEL } from "#server/platform/cache/public-cache.ts";
import { createServices } from "./registry.ts";
import { sweepOrphanObjects, useObjectStore } from "#server/platform/storage/files.ts";
import { fieldKeyFor, useFieldKey } from "#server/platform/field-encryption.ts";
import { sealCertificateFor, useSealCertificate } from "#server/features/subscriptions/signing/seal-certificate.ts";
import { createObjectStore } from "#server/platform/storage/object-store.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const SWEEP_EVERY_MS = 60 * 60_000;

async function main() {
  let env;
  try {
    env = parseEnv();
    // Tax IDs and bank numbers are sealed with it (decision 0062); before the seed, which seals some.
    useFieldKey(fieldKeyFor(env));
    // Executed subscriptions are sealed with it (decision 0065): the environment's, or DATA_DIR's demo one.
    useSealCertificate(sealCertificateFor(env));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const buildDir = path.resolve(env.BUILD_DIR);
  const serverEntry = path.join(buildDir, "server", "index.js");
  // `npm run dev`: Vite serves the app from source (server/platform/http/vite-dev.ts); no build is needed.
  const development = env.NODE_ENV === "development";
  if (!development && !existsSync(serverEntry)) {
    console.error(`No production build at ${serverEntry}. Run "npm run build" first (npm start does this for you).`);
    process.exit(1);
  }
  if (env.NODE_ENV === "production") {
    try {
      assertProductionBuilds();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, (err) =>
      console.error("PostgreSQL pool error:", err.message),
    );
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  }

  // Object storage (decision 0036): new files' bytes go to the bucket; orphans are swept hourly.
  const objectStore = env.objectStore ? createObjectStore(env.objectStore) : null;
  useObjectStore(objectStore);

  const seeded = env.seedDemo ? await seedDemoContent(database.db, new Date(), { baseUrl: env.baseUrl }) : false;
  const services = createServices(database.db, {
    baseUrl: env.baseUrl,
    notifyOtherInstances: database.kind === "postgres",
    // Demo mode: the seeded accounts may sign in without a second factor (decision 0028).
    ...(env.seedDemo
      ? { demoHint: DEMO_LOGIN_HINT, twoFactorExempt: Object.values(demoUsers).map((u) => u.username) }
      : {}),
  });
  // The demo articles' covers become media library images (once; about a second each).
  if (env.seedDemo) await seedDemoCovers(services);
  const web = development
    ? { development: (await import("#server/platform/http/vite-dev.ts")).startViteDevServer }
    : {
        build: (await import(pathToFileURL(serverEntry).href)) as ServerBuild,
        clientDir: path.join(buildDir, "client"),
      };
  // PostgreSQL: other instances' writes clear this instance's public cache (decision 0035).
  const listener =
    database.kind === "postgres" && env.DATABASE_URL
      ? startNotificationListener({
          connectionString: env.DATABASE_URL,
          channel: PUBLIC_CACHE_CHANNEL,
          onMessage: (payload) => services.publicCache.received(payload),
          onListening: () => services.publicCache.resynchronised(),
          onError: (error) => console.error("Cache invalidation listener:", error.message),
        })
      : undefined;
  if (listener) await Promise.race([listener.listening, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);

  const metrics = env.metrics ? createMetrics() : undefined;
  if (metrics) {
    metrics.addResponseCache(services.cache);
    if (database.pool) metrics.addPool(database.pool);
    // Every database job queue registers its depth here.
    metrics.addQueue("mail", () => queuedMailCount(database.db));
  }
  const app = await buildApp({
    services,
    isProduction: env.isProduction,
    baseUrl: env.baseUrl,
    trustProxy: env.trustProxy,
    metrics,
    requestLimits: env.requestLimits,
    // PGlite runs one statement at a time: requests take turns (decision 0045). PostgreSQL's pool
    // of 10 queues its own statements and kept every request within 7 s under the same load.
    ...(database.kind === "pglite" ? { requestGate: PGLITE_REQUEST_GATE } : {}),
    logger: { level: env.LOG_LEVEL },
    web,
  });

  // The one runner of the process's periodic work (decision 0058); its tasks are registered
  // after listen, all in one place below.
  const jobs = createPeriodicRunner({ log: app.log });
  const tasks: { mail?: PeriodicTaskHandle; articleScheduler?: PeriodicTaskHandle; sweep?: PeriodicTaskHandle } = {};
  let unsubscribeMail = () => false;

  let metricsServer: Server | undefined;
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // In this order: no new mail, no pass of the mail worker or the scheduler in progress, no
      // sweep using the bucket; then requests in flight finish (the request limits' last flush),
      // then the runner's other tasks stop, before the database closes.
      unsubscribeMail();
      await tasks.mail?.stop();
      await tasks.articleScheduler?.stop();
      await listener?.stop();
      await tasks.sweep?.stop();
      objectStore?.close();
      await app.close();
      await jobs.stop();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error("Error during shutdown:", error);
      process.exit(1);
    }
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (metrics && env.metrics) {
    metricsServer = await startMetricsServer(metrics, env.metrics);
    console.log(`Metrics: http://${env.metrics.host}:${env.metrics.port}/metrics (METRICS_PORT)`);
  }

  // Every periodic task of the process. The request limits' flush (every second) and pruning of
  // old windows (every minute):
  for (const task of app.periodicTasks) jobs.add(task);
  // The mail worker sends what services.mail.queue() stored (decision 0026), never in a request's
  // path: at once, every 5 s after a pass, and soon after a queue() in this process.
  if (env.mailWorker) {
    const deliver = env.smtp ? smtpDelivery(env.smtp) : null;
    const mail = jobs.add(createMailWorker(database.db, { deliver, log: app.log }).task);
    unsubscribeMail = services.mail.onQueued(() => mail.soon(MAIL_NUDGE_MS));
    tasks.mail = mail;
  }
  // Scheduled articles go live at their time (decision 0031), checked every 10 s.
  tasks.articleScheduler = jobs.add(
    articleSchedulerTask({ publishDue: (now) => services.articlePublishing.publishDue(now), log: app.log }),
  );
  // Orphaned objects in the bucket are swept hourly (decision 0036).
  if (objectStore) {
    tasks.sweep = jobs.add({
      name: "object-store-sweep",
      everyMs: SWEEP_EVERY_MS,
      failureMessage: "Object store sweep failed",
      run: () => sweepOrphanObjects(database.db),
    });
  }
  // MEMORY_LOG_MS: the V8 figures for `npm run soak`.
  const memoryLog = process.env.MEMORY_LOG_MS ? memoryLogTask(Number(process.env.MEMORY_LOG_MS)) : undefined;
  if (memoryLog) jobs.add(memoryLog);
  const url = env.baseUrl;
  console.log(`\nEdFutures is running at ${url}${development ? " (development: hot reload)" : ""}`);
  console.log(
    database.kind === "pglite"
      ? `Database: embedded PGlite in ${path.resolve(env.DATA_DIR)}${seeded ? " (demo content seeded)" : ""}`
      : "Database: PostgreSQL (DATABASE_URL)",
  );
  if (env.objectStore) console.log(`Files: in bucket ${env.objectStore.bucket} (S3_BUCKET)`);
  console.log(
    !env.mailWorker
      ? "Mail: queued here, sent by other instances (MAIL_WORKER=false)"
      : env.smtp
        ? `Mail: sent through ${new URL(env.smtp.url).host} (SMTP_URL)`
        : "Mail: kept in the outbox at /admin-portal/mail (no SMTP_URL)",
  );
  if (env.seedDemo) {
    console.log("\nDemo sign-ins (demo database only):");
    console.log(
      `  Investor     ${url}/partner-portal  ${demoUsers.investor.username} / ${demoUsers.investor.password}`,
    );
    console.log(`  Advisor      ${url}/partner-portal  ${demoUsers.advisor.username} / ${demoUsers.advisor.password}`);
    console.log(
      `  Prospect     ${url}/partner-portal  ${demoUsers.prospect.username} / ${demoUsers.prospect.password}`,
    );
    console.log(`  Admin        ${url}/admin-portal    ${demoUsers.admin.username} / ${demoUsers.admin.password}`);
    console.log(
      `  Super admin  ${url}/admin-portal    ${demoUsers.superAdmin.username} / ${demoUsers.superAdmin.password}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
