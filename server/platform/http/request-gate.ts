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
  state: "waiting" | "reserved" | "admitted" | "done";
  /** Lets the route run: Fastify's onRequest callback. */
  proceed(): void;
  /** Answers 503: the route never runs. */
  refuse(): void;
  /** When it joined the queue (performance.now()). */
  since: number;
  /** Set while it waits in the queue: the refusal at maxWaitMs. */
  timer?: NodeJS.Timeout;
}

/**
 * A place is reserved at once but the request runs from a macrotask (setImmediate), never inside
 * the turn that read it or that freed the place. On PGlite a request's queries and its render
 * resolve in microtasks: run in place, every request read in one poll phase ran to its end before
 * the next socket was even parsed, the queue stayed empty, requests waited unread in the kernel
 * where no limit sees them, and no timer could fire (issue 22 item 12: up to 28 s, no 503). Run
 * from setImmediate, a turn of the event loop serves at most `concurrency` requests; between turns
 * the loop reads every waiting socket (each request then queues with its own deadline) and fires
 * the deadlines that passed.
 */
export function registerRequestGate(app: FastifyInstance, options: RequestGateOptions) {
  let active = 0;
  // First in, first out; a waiter that timed out or whose client left is skipped, not spliced.
  const queue: Waiter[] = [];
  let head = 0;
  const retryAfter = String(Math.max(1, Math.ceil(options.maxWaitMs / 1000)));

  // Reserved waiters start one per turn: Node accepts about one new connection per turn of a busy
  // event loop (measured: 2-3 per 250 ms while turns of 100 ms ran), so a turn that ran all eight
  // left a burst of new connections in the kernel's accept queue for seconds.
  const starting: Waiter[] = [];
  let pumping = false;

  function pump() {
    while (starting.length > 0) {
      const waiter = starting.shift()!;
      if (waiter.state !== "reserved") continue; // the client left meanwhile; its place is free
      waiter.state = "admitted";
      waiter.proceed();
      break;
    }
    if (starting.length > 0) setImmediate(pump);
    else pumping = false;
  }

  function reserve(waiter: Waiter) {
    active++;
    waiter.state = "reserved";
    starting.push(waiter);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  }

  function next() {
    while (active < options.concurrency && head < queue.length) {
      const waiter = queue[head++];
      if (waiter.state !== "waiting") continue;
      clearTimeout(waiter.timer);
      // A timer is only as punctual as the turn before it; the deadline is kept here as well.
      if (performance.now() - waiter.since >= options.maxWaitMs) waiter.refuse();
      else reserve(waiter);
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
    const waiter: Waiter = {
      state: "waiting",
      proceed: done,
      since: performance.now(),
      refuse() {
        waiter.state = "done";
        // Not admitted: answered here, and the route never runs (done is not called).
        busy(request, reply);
      },
    };
    // Released once, whichever comes first: the answer is sent, or the connection closes.
    reply.raw.once("close", () => {
      const held = waiter.state === "reserved" || waiter.state === "admitted";
      clearTimeout(waiter.timer);
      waiter.state = "done";
      if (held) {
        active--;
        next();
      }
    });
    // A free place and nobody waiting: reserved at once, no timer on the common path.
    if (active < options.concurrency && head === queue.length) return reserve(waiter);
    waiter.timer = setTimeout(() => {
      if (waiter.state === "waiting") waiter.refuse();
    }, options.maxWaitMs);
    queue.push(waiter);
    // Waiters ahead that already left are skipped here too, so a free place is never left idle.
    next();
  });
}
