import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openMemoryDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";
import { BUSY_MESSAGE, type RequestGateOptions } from "#server/platform/http/request-gate.ts";
import { createServices } from "#server/registry.ts";
import { createUser, sessionCookieOf, TEST_PASSWORD } from "./auth-helpers.ts";
import { send } from "./haproxy.ts";
import type { TestContext } from "./test-app.ts";

// Issue 22 item 12: on the embedded database (one statement at a time) a request must either be
// served in its turn or be told at once that the server is busy: never wait for ever. The database
// is made busy for real (a transaction holding PGlite's one connection), as a long write makes it.
const BASE_URL = "http://localhost:3000";

async function start(gate: RequestGateOptions) {
  const handle: DatabaseHandle = await openMemoryDatabase();
  const app = await buildApp({
    services: createServices(handle.db, { baseUrl: BASE_URL }),
    isProduction: false,
    baseUrl: BASE_URL,
    requestGate: gate,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  const user = await createUser({ db: handle.db } as unknown as TestContext);
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-type": "application/json", origin: BASE_URL },
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  const cookie = sessionCookieOf(login);
  return {
    handle,
    port,
    /** The session call: one database lookup per request. */
    session: () => send({ port, path: "/api/session", headers: { cookie } }),
    /**
     * PGlite's one connection held by a transaction for `seconds` (as a long write holds it); the
     * event loop stays free. (pg_sleep would block the whole process instead.)
     */
    busyFor: (seconds: number) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      }),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

describe("requests take turns on the embedded database", () => {
  let server: Awaited<ReturnType<typeof start>>;
  afterAll(async () => server?.close());

  describe("a bounded wait", () => {
    beforeAll(async () => {
      server = await start({ concurrency: 2, maxWaitMs: 300 });
    });

    it("answers 503 with Retry-After to what cannot start in time, and serves the rest", async () => {
      const started = performance.now();
      const busy = server.busyFor(1.5);
      const answers = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const res = await server.session();
          return { ...res, ms: performance.now() - started };
        }),
      );
      await busy;
      const refused = answers.filter((a) => a.status === 503);
      const served = answers.filter((a) => a.status === 200);
      // Two at a time: two wait for the database, the six behind them are refused at 300 ms,
      // long before the database is free again (1.5 s).
      expect(served).toHaveLength(2);
      expect(refused).toHaveLength(6);
      for (const answer of refused) {
        expect(answer.headers["retry-after"]).toBe("1");
        expect(JSON.parse(answer.body)).toEqual({ error: { code: "UNAVAILABLE", message: BUSY_MESSAGE } });
        expect(answer.ms).toBeLessThan(1_400);
      }
      for (const answer of served) expect(JSON.parse(answer.body).user).not.toBeNull();
      // Nothing is left holding a place: the next requests are served at once.
      expect((await Promise.all([server.session(), server.session(), server.session()])).map((r) => r.status)).toEqual([
        200, 200, 200,
      ]);
    });

    it("never holds the liveness probe", async () => {
      const busy = server.busyFor(1);
      const held = Array.from({ length: 6 }, () => server.session());
      const probe = await send({ port: server.port, path: "/healthz" });
      expect(probe.status).toBe(200);
      await Promise.all([busy, ...held]);
    });
  });

  describe("first come, first served", () => {
    beforeAll(async () => {
      await server?.close();
      server = await start({ concurrency: 1, maxWaitMs: 10_000 });
    });

    it("serves waiting requests in the order they arrived", async () => {
      const busy = server.busyFor(0.5);
      const order: number[] = [];
      const requests = [];
      for (let i = 0; i < 8; i++) {
        requests.push(server.session().then((res) => (expect(res.status).toBe(200), order.push(i))));
        await new Promise((r) => setTimeout(r, 25));
      }
      await Promise.all([busy, ...requests]);
      expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });
  });
});
