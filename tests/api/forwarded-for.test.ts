import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import type { ProxyTrust } from "#server/platform/http/proxy-trust.ts";
import { createServices } from "#server/registry.ts";
import { createUser, TEST_PASSWORD } from "./auth-helpers.ts";
import { haproxyInstalled, send, startHaproxy } from "./haproxy.ts";
import type { TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22 item 10: behind the balancer, X-Forwarded-For's left part is the client's to write.
// A real HAProxy (option forwardfor: it appends what it saw) in front of the real app; each
// "client" is a real loopback source address. Forged entries must change nothing.
const BASE_URL = "http://localhost:3000";
const inquiry = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  investmentInterest: "real-estate-fund-i",
  message: "Forged addresses",
};
let forged = 0;
const forgedAddress = () => `6.6.${(++forged >> 8) & 255}.${forged & 255}`;

async function startApp(handle: DatabaseHandle, trustProxy: ProxyTrust | boolean) {
  const app = await buildApp({
    services: createServices(handle.db, { baseUrl: BASE_URL }),
    isProduction: false,
    baseUrl: BASE_URL,
    trustProxy,
    requestLimits: { general: 10_000, writes: 10_000 },
  });
  // What the server takes for the client's address, for the tests to read.
  app.get("/whoami", async (request) => ({ ip: request.ip }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as { port: number }).port };
}

describe.skipIf(!haproxyInstalled).each(testDatabases)("X-Forwarded-For behind HAProxy ($name)", (database) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startApp>>;
  let balancer: Awaited<ReturnType<typeof startHaproxy>>;
  const ctx = () => ({ db: handle.db }) as unknown as TestContext;

  beforeAll(async () => {
    handle = await database.open();
    server = await startApp(handle, true);
    balancer = await startHaproxy([server.port]);
  });
  afterAll(async () => {
    await balancer?.stop();
    await server?.app.close();
    await handle?.close();
  });

  const post = (from: string, path: string, body: unknown, forgedFor?: string) =>
    send({
      port: balancer.port,
      path,
      method: "POST",
      from,
      headers: {
        "content-type": "application/json",
        origin: BASE_URL,
        ...(forgedFor ? { "x-forwarded-for": forgedFor } : {}),
      },
      body: JSON.stringify(body),
    });

  it("a locked address stays locked whatever X-Forwarded-For the client sends", async () => {
    const from = "127.0.0.21";
    // 20 failed sign-ins (unknown names, so no account limit is reached) lock the address.
    for (let i = 0; i < 20; i++) {
      expect((await post(from, "/api/login", { username: `nobody${i}`, password: "wrong" })).status).toBe(401);
    }
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) =>
          (await post(from, "/api/login", { username: `forger${i}`, password: "wrong" }, forgedAddress())).status,
      ),
    );
    expect(statuses.filter((s) => s !== 429)).toEqual([]);
    const user = await createUser(ctx());
    const right = await post(from, "/api/login", { username: user.username, password: TEST_PASSWORD }, forgedAddress());
    expect(right.status).toBe(429);
  });

  it("the inquiry limit (5 per address) holds against forged addresses", async () => {
    const from = "127.0.0.22";
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await post(from, "/api/contact", { ...inquiry, email: `f${i}@example.com` }, forgedAddress())).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const stored = await handle.db.select().from(contactInquiries).where(eq(contactInquiries.message, inquiry.message));
    expect(stored).toHaveLength(5);
  });

  it("takes the address HAProxy appended, not the client's entries", async () => {
    const res = await send({
      port: balancer.port,
      path: "/whoami",
      from: "127.0.0.24",
      headers: { "x-forwarded-for": "6.6.6.6, 7.7.7.7" },
    });
    expect(JSON.parse(res.body)).toEqual({ ip: "127.0.0.24" });
  });

  it("the session list records the address HAProxy saw, not the forged one", async () => {
    const user = await createUser(ctx());
    const res = await post("127.0.0.23", "/api/login", { username: user.username, password: TEST_PASSWORD }, "6.6.6.6");
    expect(res.status).toBe(200);
    const [session] = await handle.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(session.ipAddress).toBe("127.0.0.23");
  });
});

describe.skipIf(!haproxyInstalled)("TRUST_PROXY as the balancers' addresses", () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startApp>>;
  let balancer: Awaited<ReturnType<typeof startHaproxy>>;

  beforeAll(async () => {
    handle = await testDatabases[0].open();
    // HAProxy connects from 127.0.0.1; only that address may speak for a client.
    server = await startApp(handle, { addresses: ["127.0.0.1"] });
    balancer = await startHaproxy([server.port]);
  });
  afterAll(async () => {
    await balancer?.stop();
    await server?.app.close();
    await handle?.close();
  });

  const whoami = async (port: number, from: string, headers: Record<string, string> = {}) => {
    const res = await send({ port, path: "/whoami", from, headers: { "x-forwarded-for": "6.6.6.6", ...headers } });
    return { ip: (JSON.parse(res.body) as { ip: string }).ip, requestId: res.headers["x-request-id"] };
  };

  it("believes the listed balancer's entry and ignores X-Forwarded-For from anyone else", async () => {
    // Through the balancer: the address it appended (the client's real one), not the forged one.
    expect(await whoami(balancer.port, "127.0.0.31", { "x-request-id": "balancer-id" })).toEqual({
      ip: "127.0.0.31",
      requestId: "balancer-id",
    });
    // Straight to the instance from an address that is not a balancer: its headers are not believed.
    const direct = await whoami(server.port, "127.0.0.32", { "x-request-id": "forged-id" });
    expect(direct.ip).toBe("127.0.0.32");
    expect(direct.requestId).not.toBe("forged-id");
  });
});
