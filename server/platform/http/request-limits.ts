import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#server/platform/errors.ts";
import { createBatchedRateLimiter, FLUSH_EVERY_MS } from "#server/platform/batched-rate-limiter.ts";
import type { PeriodicTask } from "#server/platform/jobs/periodic-runner.ts";
import type { AlsoCounted, RateLimiter, RateLimitResult } from "#server/platform/rate-limiter.ts";
import type { Database } from "#server/platform/db/client.ts";

export interface RequestLimitOptions {
  /** Requests per minute per client address, any method; 0 turns the tier off. */
  general: number;
  /** POST, PUT, PATCH and DELETE per minute per client address; 0 turns the tier off. */
  writes: number;
}

const MINUTE = 60_000;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Old windows are deleted this often (each instance; prune takes rows the others have not locked). */
const PRUNE_EVERY_MS = 60_000;

export const REQUEST_LIMITED_MESSAGE = "Too many requests from your address. Please wait a moment and try again.";

/**
 * Exempt: the probes, and static files (any route outside /api that is not the pages' catch-all
 * "/*": @fastify/static's). Requests no route matched (scanners) are counted.
 */
function isExempt(request: FastifyRequest) {
  const route = request.routeOptions.url;
  if (route === undefined) return false;
  if (route === "/healthz" || route === "/readyz") return true;
  return route !== "/*" && !route.startsWith("/api");
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route counts the writes tier in its own statement (writesTierOf): one round trip and one
     * commit per request instead of two. It must count it on every path, refused or not.
     */
    countsWritesTier?: boolean;
  }
}

/** The writes tier's hit a route with countsWritesTier makes itself (none when the tier is off). */
const deferredWritesHits = new WeakMap<FastifyRequest, AlsoCounted>();
export const writesTierOf = (request: FastifyRequest): AlsoCounted | undefined => deferredWritesHits.get(request);

/** The answer to a request over a tier's limit: the hook's, and a route's that counts the writes tier itself. */
export function refuse(request: FastifyRequest, reply: FastifyReply, result: RateLimitResult) {
  const error = new AppError("RATE_LIMITED", REQUEST_LIMITED_MESSAGE);
  reply.code(429).header("retry-after", String(result.retryAfterSeconds)).header("cache-control", "no-store");
  if (request.url.startsWith("/api/")) return reply.send(error.toBody());
  return reply.type("text/plain; charset=utf-8").send(REQUEST_LIMITED_MESSAGE);
}

/**
 * Two limits per client address (request.ip: behind TRUST_PROXY, the proxy's X-Forwarded-For),
 * both counted in the database so they hold across instances (decision 0035): a generous one for
 * every request, counted in memory and flushed every second (no round trip per request), and a
 * strict one for writes, counted exactly (one statement per write, which already costs several;
 * a route that writes in one statement, the inquiry form, counts it in that statement instead:
 * countsWritesTier).
 *
 * Returns the limits' periodic work, for the process's runner (server/index.ts, decision 0058):
 * the general tier's flush every second and the pruning of old windows every minute. An app a
 * test builds runs neither; its hits still reach the database at the flush when it closes.
 */
export function registerRequestLimits(
  app: FastifyInstance,
  db: Database,
  rateLimiter: RateLimiter,
  options: RequestLimitOptions,
): PeriodicTask[] {
  if (!options.general && !options.writes) return [];
  const general = options.general
    ? createBatchedRateLimiter(db, { name: "requests", limit: options.general, windowMs: MINUTE })
    : undefined;
  const writes = { name: "writes", limit: options.writes, windowMs: MINUTE };
  app.addHook("onClose", async () => {
    await general?.flush();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (isExempt(request)) return;
    if (general) {
      const result = general.hit(request.ip);
      if (!result.allowed) return refuse(request, reply, result);
    }
    if (options.writes && WRITE_METHODS.has(request.method)) {
      if (request.routeOptions.config.countsWritesTier) {
        deferredWritesHits.set(request, { rule: writes, key: request.ip });
        return;
      }
      const result = await rateLimiter.hit(writes, request.ip);
      if (!result.allowed) return refuse(request, reply, result);
    }
  });

  return [
    ...(general
      ? [{ name: "request-count-flush", everyMs: FLUSH_EVERY_MS, run: () => general.flush() } satisfies PeriodicTask]
      : []),
    {
      name: "rate-limit-prune",
      everyMs: PRUNE_EVERY_MS,
      failureMessage: "Pruning old rate-limit windows failed",
      run: () => rateLimiter.prune(),
    },
  ];
}
