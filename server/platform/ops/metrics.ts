import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ResponseCache } from "#server/platform/cache/response-cache.ts";

/** What a pg pool tells about its connections (node-postgres's Pool has these three). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Seconds: from a cached hit (well under a millisecond) to a slow report (several seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics (decision 0035), served by `startMetricsServer` on a port of its
 * own. Labels are bounded: a route is Fastify's pattern ("/api/articles/:id"; every page is
 * React Router's catch-all "/*"), never the URL, and a status is its class ("2xx").
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status class",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by method, route pattern and status class",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  /** Queue name to a count of its waiting jobs, read at each scrape. */
  const queues = new Map<string, () => Promise<number>>();
  new Gauge({
    name: "edfutures_queue_depth",
    help: "Jobs waiting in a database queue (mail; any queue registered with addQueue)",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, count] of queues) {
        try {
          this.set({ queue }, await count());
        } catch {
          // The database is unreachable: no sample rather than a failed scrape (/readyz says why).
        }
      }
    },
  });

  return {
    registry,

    /** Count and time every answer of `app` (one onResponse hook). */
    instrument(app: FastifyInstance) {
      app.addHook("onResponse", (request, reply, done) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? "unmatched",
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },

    /**
     * A database queue's depth. The registration point for every job queue: the mail outbox
     * registers "mail" (server/index.ts); a new queue adds one line there.
     */
    addQueue(name: string, count: () => Promise<number>) {
      queues.set(name, count);
    },

    /** The public response cache's counters, read at each scrape. */
    addResponseCache(cache: ResponseCache) {
      const stats = cache.stats;
      counterOf(registry, "edfutures_response_cache_hits_total", "Cached public responses served", () => stats.hits);
      counterOf(registry, "edfutures_response_cache_misses_total", "Lookups that found no entry", () => stats.misses);
      counterOf(
        registry,
        "edfutures_response_cache_evictions_total",
        "Entries dropped to stay within the byte bound",
        () => stats.evictions,
      );
      counterOf(
        registry,
        "edfutures_response_cache_invalidations_total",
        "Times the whole cache was cleared after a write (here or on another instance)",
        () => stats.invalidations,
      );
      gaugeOf(registry, "edfutures_response_cache_bytes", "Bytes the entries hold", () => cache.bytes);
      gaugeOf(registry, "edfutures_response_cache_max_bytes", "The byte bound", () => cache.maxBytes);
      gaugeOf(registry, "edfutures_response_cache_entries", "Entries held", () => cache.size);
    },

    /** PostgreSQL's connection pool. (PGlite is one in-process connection: it has no pool to report.) */
    addPool(pool: PoolCounts) {
      gaugeOf(registry, "edfutures_db_pool_connections", "Connections the pool holds", () => pool.totalCount);
      gaugeOf(registry, "edfutures_db_pool_idle", "Connections idle in the pool", () => pool.idleCount);
      gaugeOf(registry, "edfutures_db_pool_waiting", "Queries waiting for a connection", () => pool.waitingCount);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function gaugeOf(registry: Registry, name: string, help: string, read: () => number) {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** A counter whose running total lives elsewhere (a plain number, cheaper on the hot path). */
function counterOf(registry: Registry, name: string, help: string, read: () => number) {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

/**
 * GET /metrics on its own listener (METRICS_HOST:METRICS_PORT), never on the public port: only
 * operators' scrapers reach it. Anything else is a 404.
 */
export async function startMetricsServer(metrics: Metrics, options: { host: string; port: number }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(body),
      (error: Error) => response.writeHead(500, { "content-type": "text/plain" }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
