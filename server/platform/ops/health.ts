import type { FastifyInstance } from "fastify";
import type { Database } from "#server/platform/db/client.ts";
import { migrationsApplied, newestMigrationMillis } from "#server/platform/db/migration-status.ts";

/** A readiness probe that waits longer than this on the database answers 503 rather than hanging. */
const READY_TIMEOUT_MS = 2_000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

/**
 * Probes for load balancers and orchestrators, outside /api (no session, no access declaration,
 * never cached): /healthz says the process serves requests (it touches nothing), /readyz that the
 * database answers and holds every migration this build carries. A load balancer sends traffic
 * by /healthz or /readyz; restarting on /readyz would restart every instance when the database
 * blinks, so orchestrators restart on /healthz only.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database) {
  const newest = newestMigrationMillis();
  const noStore = { "cache-control": "no-store", "content-type": "application/json; charset=utf-8" };

  app.get("/healthz", (_request, reply) => {
    reply.headers(noStore).send('{"status":"ok"}');
  });

  app.get("/readyz", async (request, reply) => {
    try {
      const applied = await Promise.race([migrationsApplied(db, newest), timeout(READY_TIMEOUT_MS)]);
      if (!applied) return reply.code(503).headers(noStore).send('{"status":"migrations pending"}');
      return reply.headers(noStore).send('{"status":"ready"}');
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.code(503).headers(noStore).send('{"status":"database unreachable"}');
    }
  });
}
