import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "#domain/auth.ts";
import { registerAccessControl } from "#server/platform/auth/guard.ts";
import { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS } from "#server/features/accounts/login.ts";
import { SESSION_POLICY } from "#server/platform/auth/session-policy.ts";
import { createSessionService, hashToken } from "#server/platform/auth/sessions.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { createUser, signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };
const COOKIE = "__Host-edf_session";

describe.each(testDatabases)("sign-in and sessions on $name", (database) => {
  let t: TestContext;
  let ip = 0;
  let address = "";
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    address = `203.0.113.${++ip}`;
  });

  const login = (username: string, password: string, headers: Record<string, string> = JSON_HEADERS) =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      headers,
      payload: { username, password },
      remoteAddress: address,
    });
  const session = (cookie?: string) =>
    t.app.inject({ method: "GET", url: "/api/session", headers: cookie ? { cookie } : {} });

  it("signs in with username or e-mail and answers role, username and firstName", async () => {
    // Without a second factor the password alone signs in (the code step: tests/api/two-factor.test.ts).
    const user = await createUser(t, {
      username: "Ada",
      email: "Ada@Example.com",
      firstName: "Ada",
      role: "admin",
      twoFactor: false,
    });
    const res = await login("ada", TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: "admin", username: "Ada", firstName: "Ada" });
    expect((await login("ADA@example.com", TEST_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLogin).toBeInstanceOf(Date);
  });

  it("sets a __Host- cookie that is HttpOnly, SameSite=Lax and Secure, and stores only a hash of the token", async () => {
    const user = await createUser(t);
    const res = await login(user.username, TEST_PASSWORD);
    const cookie = [res.headers["set-cookie"]].flat()[0] as string;
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    const token = cookie.split(";")[0].split("=")[1];
    const rows = await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers a wrong password and an unknown user alike, in about the same time", async () => {
    const user = await createUser(t);
    await login("warm-up-unknown", "x"); // first dummy hash is computed lazily
    const timed = async (username: string) => {
      const start = performance.now();
      const res = await login(username, "Wrong-Password-1");
      return { res, ms: performance.now() - start };
    };
    const wrong = await timed(user.username);
    const unknown = await timed("nobody-here");
    for (const { res } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(INVALID_CREDENTIALS);
    }
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
    expect(unknown.ms).toBeLessThan(wrong.ms * 2.5 + 20);
  });

  it("refuses inactive users and creates no session", async () => {
    const user = await createUser(t, { isActive: false });
    const res = await login(user.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/inactive/);
    expect(await t.db.select().from(userSessions)).toHaveLength(0);
  });

  it("names the missing fields with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/login", headers: JSON_HEADERS, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual(["password", "username"]);
  });

  it("issues a new token at every sign-in; the session call tells who is signed in", async () => {
    const user = await createUser(t, { firstName: "Grace" });
    const first = await signIn(t, user.username, TEST_PASSWORD, address);
    const second = await signIn(t, user.username, TEST_PASSWORD, address);
    expect(first).not.toBe(second);
    expect((await session()).json()).toEqual({ user: null });
    const status = (await session(second)).json();
    expect(status.user).toMatchObject({ id: user.id, username: user.username, firstName: "Grace", role: "investor" });
    expect(JSON.stringify(status)).not.toMatch(/password/i);
  });

  it("logs out: the session row is deleted and the cookie cleared", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.username, TEST_PASSWORD, address);
    const res = await t.app.inject({ method: "POST", url: "/api/logout", headers: { origin: TEST_ORIGIN, cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await session(cookie)).json()).toEqual({ user: null });
    expect(await t.db.select().from(userSessions)).toHaveLength(0);
    const actions = (await t.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["login.succeeded", "logout"]));
  });

  it("rate-limits sign-in per account, with 429, Retry-After and a clear message", async () => {
    const user = await createUser(t);
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.limit; i++) {
      address = `198.18.0.${i + 1}`; // different addresses: only the account limit applies
      expect((await login(user.username, "Wrong-Password-1")).statusCode).toBe(401);
    }
    address = "198.18.1.1";
    const limited = await login(user.username, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json().error.message).toMatch(/Too many sign-in attempts/);
  });

  it("counts failures only: successful sign-ins never lock an account, and success clears its count", async () => {
    const user = await createUser(t);
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.limit * 2; i++) {
      expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.limit - 1; i++) {
        expect((await login(user.username, "Wrong-Password-1")).statusCode).toBe(401);
      }
      expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it("audits a block once per window however many attempts it refuses, across instances", async () => {
    const { createLoginService } = await import("#server/features/accounts/login.ts");
    const { createRateLimiter } = await import("#server/platform/rate-limiter.ts");
    // Another instance on the same database: its own limiter, its own memory of blocked keys.
    const instance = () => createLoginService({ ...t.services, db: t.db, rateLimiter: createRateLimiter(t.db) });
    const refusedRows = async () =>
      (await t.db.select().from(auditLog)).filter((row) => row.action === "login.rate_limited");
    const user = await createUser(t);
    const wrong = { username: user.username, password: "Wrong-Password-1" };

    const [a, b] = [instance(), instance()];
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.limit; i++)
      expect((await a.login(wrong, { ip: address })).status).toBe("invalid");
    // Refused on this test app's instance (over HTTP) and on the two others in turn.
    const refused = [
      async () => (await login(wrong.username, wrong.password)).statusCode === 429,
      async () => (await a.login(wrong, { ip: address })).status === "rate_limited",
      async () => (await b.login(wrong, { ip: address })).status === "rate_limited",
    ];
    for (let i = 0; i < 30; i++) expect(await refused[i % 3]()).toBe(true);
    expect(await refusedRows()).toHaveLength(1);
    expect((await refusedRows())[0]).toMatchObject({ summary: user.username.toLowerCase(), ipAddress: address });

    // The window ends: a new block is audited once more.
    await t.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - LOGIN_LIMIT_PER_ACCOUNT.windowMs - 1000) })
      .where(eq(rateLimits.key, `login-account:user:${user.id}`));
    const [c, d] = [instance(), instance()];
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.limit; i++)
      expect((await c.login(wrong, { ip: address })).status).toBe("invalid");
    for (let i = 0; i < 10; i++)
      expect((await (i % 2 ? c : d).login(wrong, { ip: address })).status).toBe("rate_limited");
    expect(await refusedRows()).toHaveLength(2);
  });

  it("rate-limits sign-in per address across accounts", async () => {
    for (let i = 0; i < LOGIN_LIMIT_PER_ADDRESS.limit; i++) {
      expect((await login(`nobody${i}`, "Wrong-Password-1")).statusCode).toBe(401);
    }
    expect((await login("someone-else", "Wrong-Password-1")).statusCode).toBe(429);
  });

  it("refuses state-changing requests from a foreign Origin or a cross-site fetch", async () => {
    const user = await createUser(t);
    const foreign = await login(user.username, TEST_PASSWORD, { ...JSON_HEADERS, origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toMatch(/Cross-site/);
    const crossSite = await login(user.username, TEST_PASSWORD, {
      "content-type": "application/json",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.db.select().from(userSessions)).toHaveLength(0);
    // Reads are not state-changing: a foreign origin may read public data.
    const read = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("accepts only JSON bodies for writes", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
      payload: "username=a&password=b",
    });
    expect(res.statusCode).toBe(415);
  });

  it("expires sessions after the idle timeout and after the absolute lifetime, sooner for staff", async () => {
    let now = Date.now();
    const sessions = createSessionService(t.db, () => now);
    const investor = await createUser(t, { role: "investor" });
    const admin = await createUser(t, { role: "admin" });
    const inv = await sessions.create({ id: investor.id, role: "investor" });
    const adm = await sessions.create({ id: admin.id, role: "admin" });

    now += SESSION_POLICY.staff.idleMs + 1_000; // past staff idle, within investor idle
    expect(await sessions.authenticate(adm.token)).toBeNull();
    expect(await sessions.authenticate(inv.token)).not.toBeNull();
    // The expired staff session is gone from the table.
    expect((await t.db.select().from(userSessions)).map((s) => s.userId)).toEqual([investor.id]);

    // Activity keeps the investor alive, but never past the absolute lifetime.
    for (let at = 0; at < SESSION_POLICY.portal.absoluteMs; at += SESSION_POLICY.portal.idleMs / 2) {
      now += SESSION_POLICY.portal.idleMs / 2;
      if ((await sessions.authenticate(inv.token)) === null) break;
    }
    expect(await sessions.authenticate(inv.token)).toBeNull();
    expect(now - Date.now()).toBeLessThanOrEqual(SESSION_POLICY.portal.absoluteMs + SESSION_POLICY.portal.idleMs);
  });

  it("ends all of a user's sessions on request, and sessions of deactivated users stop working", async () => {
    const user = await createUser(t);
    const a = await signIn(t, user.username, TEST_PASSWORD, address);
    const b = await signIn(t, user.username, TEST_PASSWORD, address);
    expect(await t.services.sessions.revokeAllForUser(user.id)).toBe(2);
    expect((await session(a)).json().user).toBeNull();
    expect((await session(b)).json().user).toBeNull();

    const c = await signIn(t, user.username, TEST_PASSWORD, address);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await session(c)).json().user).toBeNull();
  });

  it("adds the demo hint to the failure message only in demo mode", async () => {
    const { createLoginService } = await import("#server/features/accounts/login.ts");
    const demo = createLoginService({ ...t.services, db: t.db, demoHint: "Try: investor or admin" });
    const result = await demo.login({ username: "nobody", password: "x" }, { ip: "192.0.2.200" });
    expect(result).toEqual({ status: "invalid", message: `${INVALID_CREDENTIALS} Try: investor or admin` });
  });

  it("keeps the audit log append-only", async () => {
    await t.services.audit.record({ actor: null, action: "logout" });
    await expect(t.db.execute(sql`update audit_log set action = 'changed'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await t.db.select().from(auditLog)).map((r) => r.action)).toEqual(["logout"]);
  });
});

describe("access declarations", () => {
  it("refuses to start when an API route declares no access", async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (api) => {
        registerAccessControl(api, {
          sessions: { authenticate: async () => null } as never,
          isProduction: true,
          allowedOrigin: TEST_ORIGIN,
        });
        api.get("/undeclared", async () => "oops");
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access/);
  });
});
