import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#server/platform/errors.ts";

export interface RequestGateOptions {
  /** Requests served at once; the others wait their turn, first come first served. */
  concurrency: number;
  /** The longest a request waits for its turn; then 503 with Retry-After. */
  maxWaitMs: number;
}

/**
 * The embedded database (PGlite) runs one statement at a time, in this process. Without a gate,
 * 200 connections put ~200 requests' statements in its queue at once, and each statement of a
 * request goes to the back again: under load most requests took ~100 ms and some 15-30 s, or
 * never answered (issue 22 item 12). With it, a few requests use the database at a time, the rest
 * wait in arrival order, and a request that cannot start within maxWaitMs is told so at once.
 */
export const PGLITE_REQUEST_GATE: RequestGateOptions = { concurrency: 8, maxWaitMs: 3_000 };

export const BUSY_MESSAGE = "The server is busy. Please try again in a moment.";

/** Requests that touch no database are never held: the liveness probe and static files. */
function isExempt(request: FastifyRequest) {
  const route = request.routeOptions.url;
  if (route === undefined) return false;
  if (route === "/healthz") return true;
  return route !== "/*" && route !== "/readyz" && !route.startsWith("/api");
}

interface Waiter {
  admit(): void;
  /** Set while it waits in the queue: the refusal at maxWaitMs. */
  timer?: NodeJS.Timeout;
  gone: boolean;
}

export function registerRequestGate(app: FastifyInstance, options: RequestGateOptions) {
  let active = 0;
  // First in, first out; a waiter that timed out or whose client left is skipped, not spliced.
  const queue: Waiter[] = [];
  let head = 0;
  const retryAfter = String(Math.max(1, Math.ceil(options.maxWaitMs / 1000)));

  function next() {
    while (active < options.concurrency && head < queue.length) {
      const waiter = queue[head++];
      if (waiter.gone) continue;
      clearTimeout(waiter.timer);
      active++;
      waiter.admit();
    }
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
  }

  function busy(request: FastifyRequest, reply: FastifyReply) {
    reply.code(503).header("retry-after", retryAfter).header("cache-control", "no-store");
    if (request.url.startsWith("/api/")) return reply.send(new AppError("UNAVAILABLE", BUSY_MESSAGE).toBody());
    return reply.type("text/plain; charset=utf-8").send(BUSY_MESSAGE);
  }

  app.addHook("onRequest", (request, reply, done) => {
    if (isExempt(request)) return done();
    // Released once, whichever comes first: the answer is sent, or the connection closes.
    let state: "waiting" | "admitted" | "done" = "waiting";
    const finish = () => {
      if (state === "admitted") {
        active--;
        next();
      }
      state = "done";
    };
    const admit = () => {
      state = "admitted";
      done();
    };
    const waiter: Waiter = { admit, gone: false };
    reply.raw.once("close", () => {
      if (state === "waiting") {
        waiter.gone = true;
        clearTimeout(waiter.timer);
      }
      finish();
    });
    // Served at once when there is room and nobody is waiting: no timer on the common path.
    if (active < options.concurrency && head === queue.length) {
      active++;
      admit();
      return;
    }
    waiter.timer = setTimeout(() => {
      waiter.gone = true;
      state = "done";
      // Not admitted: answered here, and the route never runs (done is not called).
      busy(request, reply);
    }, options.maxWaitMs);
    queue.push(waiter);
    // Waiters ahead that already left are skipped here too, so a free place is never left idle.
    next();
  });
}
