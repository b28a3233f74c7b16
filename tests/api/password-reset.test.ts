import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "#domain/account-links.ts";
import { PASSWORD_BREACHED } from "#domain/auth.ts";
import { verifyPassword } from "#server/features/accounts/passwords.ts";
import { accountTokens } from "#server/platform/db/schema/account-tokens.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { FORGOT_LIMIT_PER_ACCOUNT, FORGOT_LIMIT_PER_ADDRESS } from "#server/features/accounts/password-reset.ts";
import { callApi, mailTo, tokenIn, tokensOf } from "./account-link-helpers.ts";
import { createUser, signIn, TEST_PASSWORD } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const NEW_PASSWORD = "Fresh-Start-8812";

describe.each(testDatabases)("password reset on $name", (database) => {
  let t: TestContext;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  const nextIp = () => `203.0.113.${(++ip % 250) + 1}`;
  const forgot = (identifier: string, from = nextIp()) =>
    callApi(t, "POST", "/api/auth/forgot-password", { payload: { identifier }, ip: from });
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    callApi(t, "POST", "/api/auth/reset-password", { payload: { token, password, confirmPassword }, ip: nextIp() });
  const login = (username: string, password: string) =>
    callApi(t, "POST", "/api/login", { payload: { username, password }, ip: nextIp() });

  async function requestLink(user: { email: string }, identifier = user.email) {
    const res = await forgot(identifier);
    expect(res.statusCode).toBe(202);
    const [mail] = await mailTo(t, user.email);
    return { mail, token: tokenIn(mail.textBody, "/reset-password") };
  }

  it("answers an existing and an unknown account with the same status and body; only the existing one gets mail", async () => {
    const user = await createUser(t, { email: "ria@example.com", username: "ria" });
    const answers = [await forgot("ria@example.com"), await forgot("RIA"), await forgot("nobody@example.com")];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(JSON.stringify({ message: FORGOT_PASSWORD_ANSWER }));
    }
    const mails = await t.db.select().from(mailMessages);
    expect(mails.map((m) => [m.kind, m.toAddress, m.userId])).toEqual([
      ["password_reset", "ria@example.com", user.id],
      ["password_reset", "ria@example.com", user.id],
    ]);
    // The second request revoked the first link: one live token.
    const tokens = await tokensOf(t, user.id, "password_reset");
    expect(tokens.map((r) => r.revokedAt === null)).toEqual([false, true]);
    const minutes = (tokens[1].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("takes about the same time for an unknown account as for an existing one", async () => {
    const user = await createUser(t);
    const time = async (identifier: string) => {
      const start = performance.now();
      await forgot(identifier);
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      // Each under the per-account limit (3 an hour): a fresh unknown name each time, the user thrice.
      known.push(await time(user.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const [k, u] = [median(known), median(unknown)];
    expect(u).toBeGreaterThan(k / 2);
    expect(u).toBeLessThan(k * 2);
  });

  it("sends nothing for an archived, inactive or invited account, and answers alike", async () => {
    const archived = await createUser(t, { archivedAt: new Date() });
    const inactive = await createUser(t, { isActive: false });
    const invited = await createUser(t, { passwordHash: null });
    for (const u of [archived, inactive, invited]) {
      const res = await forgot(u.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await t.db.select().from(mailMessages)).toHaveLength(0);
    expect(await t.db.select().from(accountTokens)).toHaveLength(0);
  });

  it("resets once: the new password works, every session ends, it is audited and password_changed is sent", async () => {
    const user = await createUser(t, { firstName: "Ria", lastName: "Stone" });
    const cookies = [
      await signIn(t, user.username, TEST_PASSWORD, nextIp()),
      await signIn(t, user.username, TEST_PASSWORD, nextIp()),
    ];
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(2);
    const { mail, token } = await requestLink(user);
    expect(mail.kind).toBe("password_reset");
    expect(mail.textBody).toContain(`http://localhost:3000/reset-password?token=${token}`);

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signInPath).toBe("/partner-portal");
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(0);
    for (const cookie of cookies) {
      const session = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
      expect(session.json()).toEqual({ user: null });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);

    // Single use.
    const again = await reset(token, "Second-Go-Around-31");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toHaveProperty("token");
    expect(await t.services.passwordReset.inspect(token)).toEqual({ status: "used" });

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "user.password_reset"));
    expect(audit).toMatchObject({ actorUserId: user.id, entityId: String(user.id), details: { sessionsEnded: 2 } });
    const [changed] = await mailTo(t, user.email);
    expect(changed.kind).toBe("password_changed");
    // No secret in either message: not the password, not the token's hash, not a session.
    const [stored] = await tokensOf(t, user.id, "password_reset");
    for (const m of await mailTo(t, user.email)) {
      const body = m.textBody + m.htmlBody;
      expect(body).not.toContain(NEW_PASSWORD);
      expect(body).not.toContain(stored.tokenHash);
      expect(body).not.toMatch(/\$argon2/);
    }
    expect(changed.textBody).not.toContain(token);
  });

  it("refuses an expired link, and a breached password (naming the field) without using the link", async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user);
    const breached = await reset(token, "Midnight");
    expect(breached.statusCode).toBe(400);
    expect(breached.json().error.fieldErrors).toEqual({ password: [PASSWORD_BREACHED] });
    expect(await t.services.passwordReset.inspect(token)).toMatchObject({ status: "valid", username: user.username });

    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, user.id));
    expect(await t.services.passwordReset.inspect(token)).toEqual({ status: "expired" });
    expect((await reset(token)).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it("an invitation token is no reset token, nor the other way round", async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user);
    const res = await callApi(t, "POST", "/api/auth/accept-invitation", {
      payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect((await reset("A".repeat(43))).statusCode).toBe(400);
  });

  it("limits per address with 429, and per account silently (same answer, no more e-mail)", async () => {
    const user = await createUser(t);
    for (let i = 0; i < FORGOT_LIMIT_PER_ACCOUNT.limit + 2; i++) {
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await mailTo(t, user.email)).toHaveLength(FORGOT_LIMIT_PER_ACCOUNT.limit);
    const limited = await t.db.select().from(auditLog).where(eq(auditLog.action, "password_reset.rate_limited"));
    expect(limited).toHaveLength(2);

    const from = "192.0.2.77";
    for (let i = 0; i < FORGOT_LIMIT_PER_ADDRESS.limit; i++) {
      expect((await forgot(`someone${i}@example.com`, from)).statusCode).toBe(202);
    }
    const blocked = await forgot("someone-else@example.com", from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });

  it("refuses a cross-site request and names a missing field", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: JSON.stringify({ identifier: "x" }),
    });
    expect(foreign.statusCode).toBe(403);
    const empty = await callApi(t, "POST", "/api/auth/forgot-password", { payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors).toHaveProperty("identifier");
  });
});
