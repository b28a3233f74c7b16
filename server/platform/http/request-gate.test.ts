import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerRequestGate } from "./request-gate.ts";

// On PGlite a request's queries and its render resolve in microtasks: nothing in it waits for the
// event loop. Here a route that works 100 ms without yielding stands for such a request (the busy
// wait is wall-clock time, so a loaded machine does not shorten it). If the gate handed a freed
// place on synchronously, the whole queue would be served in one turn of the event loop: the
// waiters' timers could not fire, and the last of ten would wait a second in silence.
const WORK_MS = 100;
const MAX_WAIT_MS = 150;

function work() {
  const until = Date.now() + WORK_MS;
  while (Date.now() < until);
  return { ok: true };
}

describe("the request gate under work that never yields", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it("refuses on time what waits behind it, instead of serving the whole queue in one turn", async () => {
    app = Fastify();
    registerRequestGate(app, { concurrency: 1, maxWaitMs: MAX_WAIT_MS });
    app.get("/api/work", async () => work());
    await app.ready();

    // Ten requests that reach the gate in the same turn, as a poll phase hands over ten sockets.
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await app!.inject({ method: "GET", url: "/api/work" });
        return { status: res.statusCode, retryAfter: res.headers["retry-after"], ms: performance.now() - started };
      }),
    );

    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(served.length + refused.length).toBe(10);
    // One at a time, 100 ms each: the waiters' 150 ms run out while the first two are served.
    // (Two, unless the machine is so loaded that even the second waited its 150 ms.)
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeLessThanOrEqual(2);
    expect(refused).toHaveLength(10 - served.length);
    for (const answer of refused) expect(answer.retryAfter).toBe("1");
    // Nobody waits a second in silence (ten served back to back would take 1,000 ms).
    for (const answer of answers) expect(answer.ms).toBeLessThan(MAX_WAIT_MS + 3 * WORK_MS + 300);
  });
});
