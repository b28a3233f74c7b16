// Over 300 lines: enrolment, sign-in and recovery codes share one clock and one app; split by step when two-factor next changes.
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { appSettings, TWO_FACTOR_REQUIRED_FOR_ALL_KEY } from "#server/platform/db/schema/app-settings.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { loginChallenges, recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { hashRecoveryCode } from "#server/features/accounts/totp.ts";
import { TWO_FACTOR_LIMIT } from "#server/features/accounts/two-factor.ts";
import {
  cookiesOf,
  createUser,
  freshRecoveryCode,
  sessionCookieOf,
  signIn,
  signedIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };
const CHALLENGE_COOKIE = "__Host-edf_two_factor";
const STEP_MS = 30_000;

/** The code an authenticator app shows for this secret at this moment (the same library as the server). */
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp });

/**
 * The two-factor service's clock, injected: the middle of the current 30-second step, fixed for the
 * whole test, so codes computed at the start of a test are checked in the same step (the window
 * arithmetic of a test is then exact, even on a busy machine where a test's sign-ins take seconds)
 * without waiting for the next step.
 */
let clock = 0;

describe.each(testDatabases)("two-factor sign-in on $name", (database) => {
  let t: TestContext;
  let ip = 0;
  let address = "";
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => new Date(clock) } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    await t.reset();
    address = `192.0.2.${++ip}`;
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
      remoteAddress: address,
    });
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  /** Password step: the challenge cookie ("name=value") of a 202. */
  async function passwordStep(username: string) {
    const res = await post("/api/login", { username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    return cookiesOf(res)[CHALLENGE_COOKIE];
  }

  const codeStep = (challenge: string | undefined, proof: { code?: string; recoveryCode?: string }) =>
    post("/api/login/two-factor", proof, challenge);

  const auditActions = async (userId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(userId)))
        .orderBy(auditLog.id)
    ).map((row) => row.action);
  const mailsTo = (userId: number) => t.db.select().from(mailMessages).where(eq(mailMessages.userId, userId));

  it("enrols: QR code and secret, confirmed by a first code, ten recovery codes stored hashed, audited and mailed", async () => {
    const { user, cookie } = await signedIn(t, "investor");
    expect((await get("/api/account/two-factor", cookie)).json()).toMatchObject({ enabled: false, required: false });

    const started = await post("/api/account/two-factor/enrolment", {}, cookie);
    expect(started.statusCode).toBe(200);
    const { secret, uri, qrSvg } = started.json() as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("issuer=EdFutures");
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/<script|style=/);
    const [pending] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(pending.enabledAt).toBeNull();

    // Pending is not enabled: sign-in still takes the password alone.
    expect((await post("/api/login", { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);

    const wrong = await post(
      "/api/account/two-factor/enrolment/confirm",
      { code: codeAt(secret, clock + 90_000) },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.code).toBeDefined();

    const confirmed = await post("/api/account/two-factor/enrolment/confirm", { code: codeAt(secret, clock) }, cookie);
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of codes) expect(dump).not.toContain(code.replaceAll("-", ""));

    expect((await get("/api/account/two-factor", cookie)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(await auditActions(user.id)).toContain("two_factor.enabled");
    const mails = await mailsTo(user.id);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([["two_factor_enabled", user.email]]);
    // A second enrolment while on is refused (turn it off first).
    expect((await post("/api/account/two-factor/enrolment", {}, cookie)).statusCode).toBe(409);
  });

  it("asks for a code after the password; no session until it is right; the challenge cookie is HttpOnly and Strict", async () => {
    const user = await createUser(t, { role: "admin" });
    const res = await post("/api/login", { username: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(202);
    const header = [res.headers["set-cookie"]].flat()[0] as string;
    expect(header).toMatch(
      new RegExp(`^${CHALLENGE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=300; Secure$`),
    );
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(0);
    const [challenge] = await t.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id));
    expect(header).not.toContain(challenge.tokenHash);

    const done = await codeStep(cookiesOf(res)[CHALLENGE_COOKIE], { code: codeAt(user.totpSecret!, clock) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ role: "admin", username: user.username });
    const session = sessionCookieOf(done);
    expect((await get("/api/stats", session)).statusCode).toBe(200);
    // The challenge is spent and its cookie cleared.
    expect(await t.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id))).toHaveLength(0);
    expect(cookiesOf(done)[CHALLENGE_COOKIE]).toBe(`${CHALLENGE_COOKIE}=`);
    expect(await auditActions(user.id)).toEqual(["login.two_factor_challenged", "login.succeeded"]);
  });

  it("accepts codes one step early or late, refuses two steps off, and never the same step twice (replay)", async () => {
    const user = await createUser(t, { role: "admin" });
    const secret = user.totpSecret!;
    const now = clock;
    // ±2 steps: refused.
    for (const offset of [-2 * STEP_MS, 2 * STEP_MS]) {
      const res = await codeStep(await passwordStep(user.username), { code: codeAt(secret, now + offset) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.code).toBeDefined();
    }
    // One step early: accepted.
    expect(
      (await codeStep(await passwordStep(user.username), { code: codeAt(secret, now - STEP_MS) })).statusCode,
    ).toBe(200);
    // The current step, then its replay: refused.
    const current = codeAt(secret, now);
    expect((await codeStep(await passwordStep(user.username), { code: current })).statusCode).toBe(200);
    const replay = await codeStep(await passwordStep(user.username), { code: current });
    expect(replay.statusCode).toBe(400);
    // An earlier step than the last one used: refused too.
    expect(
      (await codeStep(await passwordStep(user.username), { code: codeAt(secret, now - STEP_MS) })).statusCode,
    ).toBe(400);
    // One step late: accepted (and then the only step left in the window is used up).
    expect(
      (await codeStep(await passwordStep(user.username), { code: codeAt(secret, now + STEP_MS) })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row.lastUsedStep).toBe(Math.floor((now + STEP_MS) / STEP_MS));
  });

  it("a recovery code works once, typed in any case and with or without dashes", async () => {
    const { user, cookie } = await signedIn(t, "viewer", { twoFactor: true });
    const regenerated = await t.app.inject({
      method: "POST",
      url: "/api/account/two-factor/recovery-codes",
      headers: { ...JSON_HEADERS, cookie },
      payload: { recoveryCode: await freshRecoveryCode(t, user.id) },
    });
    expect(regenerated.statusCode).toBe(200);
    const codes = (regenerated.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);

    const first = await codeStep(await passwordStep(user.username), { recoveryCode: codes[0].toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ role: "viewer" });
    const again = await codeStep(await passwordStep(user.username), { recoveryCode: codes[0].replaceAll("-", "") });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors.recoveryCode).toBeDefined();
    const status = await get("/api/account/two-factor", sessionCookieOf(first));
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    const [used] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, "login.succeeded")))
      .orderBy(auditLog.id);
    expect(used).toMatchObject({ details: { secondFactor: "recovery_code" } });
  });

  it("limits wrong codes per account: after 5, even the right code is refused (429), audited once", async () => {
    const user = await createUser(t, { role: "admin" });
    const challenge = await passwordStep(user.username);
    const right = codeAt(user.totpSecret!, clock);
    const wrongCode = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < TWO_FACTOR_LIMIT.limit; i++) {
      expect((await codeStep(challenge, { code: wrongCode })).statusCode).toBe(400);
    }
    const blocked = await codeStep(challenge, { code: right });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // A new challenge does not start a new count.
    expect((await codeStep(await passwordStep(user.username), { code: right })).statusCode).toBe(429);
    const actions = await auditActions(user.id);
    expect(actions.filter((a) => a === "two_factor.failed")).toHaveLength(TWO_FACTOR_LIMIT.limit);
    expect(actions.filter((a) => a === "two_factor.rate_limited")).toHaveLength(1);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(0);
  });

  it("refuses an expired, missing or made-up challenge (the password must be typed again)", async () => {
    const user = await createUser(t, { role: "admin" });
    const code = codeAt(user.totpSecret!, clock);
    expect((await codeStep(undefined, { code })).statusCode).toBe(401);
    expect((await codeStep(`${CHALLENGE_COOKIE}=made-up`, { code })).statusCode).toBe(401);
    const challenge = await passwordStep(user.username);
    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(clock - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    const expired = await codeStep(challenge, { code });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toMatch(/password again/);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(0);
    // Nor may one user's challenge finish another's sign-in: it is bound to the user who typed the password.
    const other = await createUser(t, { role: "admin" });
    const otherChallenge = await passwordStep(other.username);
    expect((await codeStep(otherChallenge, { code })).statusCode).toBe(400);
  });

  it("staff without a second factor: every staff API answers 403 until they enrol, then the same session works", async () => {
    const { user, cookie } = await signedIn(t, "admin", { twoFactor: false });
    const blocked = await get("/api/stats", cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
    expect((await get("/api/session", cookie)).json().user).toMatchObject({
      twoFactorEnabled: false,
      twoFactorEnrolmentRequired: true,
    });
    expect((await get("/api/account/two-factor", cookie)).json()).toMatchObject({
      required: true,
      enrolmentRequired: true,
    });
    // Disabling or regenerating is not enrolment: blocked too.
    expect((await post("/api/account/two-factor/recovery-codes", { code: "123456" }, cookie)).statusCode).toBe(403);

    const { secret } = (await post("/api/account/two-factor/enrolment", {}, cookie)).json() as { secret: string };
    const confirmed = await post("/api/account/two-factor/enrolment/confirm", { code: codeAt(secret, clock) }, cookie);
    expect(confirmed.statusCode).toBe(200);
    expect((await get("/api/stats", cookie)).statusCode).toBe(200);
    expect((await get("/api/session", cookie)).json().user).toMatchObject({
      twoFactorEnabled: true,
      twoFactorEnrolmentRequired: false,
    });
    expect(await auditActions(user.id)).toContain("two_factor.enabled");
  });

  it("the demo accounts are exempt only when the server runs in demo mode", async () => {
    // This app is not in demo mode: an account named like a demo account is held to the rule.
    const named = await createUser(t, { username: "admin", role: "admin", twoFactor: false });
    const cookie = await signIn(t, named.username);
    expect((await get("/api/stats", cookie)).statusCode).toBe(403);

    const demo = await startTestApp(database, { services: { twoFactorExempt: ["admin", "superadmin", "investor"] } });
    try {
      await demo.reset();
      const demoAdmin = await createUser(demo, { username: "admin", role: "admin", twoFactor: false });
      const otherAdmin = await createUser(demo, { role: "admin", twoFactor: false });
      const demoCookie = await signIn(demo, demoAdmin.username);
      const otherCookie = await signIn(demo, otherAdmin.username);
      const call = (c: string) => demo.app.inject({ method: "GET", url: "/api/stats", headers: { cookie: c } });
      expect((await call(demoCookie)).statusCode).toBe(200);
      expect((await call(otherCookie)).statusCode).toBe(403);
    } finally {
      await demo.close();
    }
  });

  it("a super admin may require it for everyone: investors are then sent to enrol too (audited)", async () => {
    const { cookie: superCookie } = await signedIn(t, "super_admin");
    const { cookie: investorCookie } = await signedIn(t, "investor");
    expect((await get("/api/investor/profile", investorCookie)).statusCode).toBe(200);

    const put = (requiredForAll: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/settings/two-factor",
        headers: { ...JSON_HEADERS, cookie: superCookie },
        payload: { requiredForAll },
      });
    expect((await put("yes")).statusCode).toBe(400);
    expect((await put(true)).json()).toEqual({ requiredForAll: true });
    expect((await get("/api/admin/settings/two-factor", superCookie)).json()).toEqual({ requiredForAll: true });
    const [setting] = await t.db.select().from(appSettings).where(eq(appSettings.key, TWO_FACTOR_REQUIRED_FOR_ALL_KEY));
    expect(setting.value).toBe("true");

    const blocked = await get("/api/investor/profile", investorCookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
    expect((await get("/api/account/two-factor", investorCookie)).statusCode).toBe(200);

    await put(false);
    expect((await get("/api/investor/profile", investorCookie)).statusCode).toBe(200);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, "settings.two_factor_updated"));
    expect(audited.map((row) => row.details)).toEqual([{ requiredForAll: true }, { requiredForAll: false }]);
  });

  it("a super admin resets another user's factor: audited, mailed, that user's sessions end", async () => {
    const { user: superUser, cookie: superCookie } = await signedIn(t, "super_admin");
    const { user: target, cookie: targetCookie } = await signedIn(t, "admin");
    const reset = await post(`/api/admin/users/${target.id}/two-factor/reset`, {}, superCookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ sessionsEnded: 1 });
    expect((await get("/api/session", targetCookie)).json().user).toBeNull();
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, target.id))).toHaveLength(0);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, target.id))).toHaveLength(0);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "two_factor.reset"));
    expect(row).toMatchObject({ actorUserId: superUser.id, entityId: String(target.id) });
    expect((await mailsTo(target.id)).map((m) => [m.kind, m.toAddress])).toEqual([["two_factor_reset", target.email]]);

    // Next sign-in: the password alone, then enrolment before anything else.
    const cookie = await signIn(t, target.username);
    expect((await get("/api/stats", cookie)).json().error.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
    // Nothing left to reset; one's own factor is not reset this way.
    expect((await post(`/api/admin/users/${target.id}/two-factor/reset`, {}, superCookie)).statusCode).toBe(409);
    expect((await post(`/api/admin/users/${superUser.id}/two-factor/reset`, {}, superCookie)).statusCode).toBe(409);
  });

  it("disables with a code (refused without the right one), mailed; recovery codes stop working", async () => {
    const { user, cookie } = await signedIn(t, "investor", { twoFactor: true });
    const spare = await freshRecoveryCode(t, user.id);
    const wrong = await post(
      "/api/account/two-factor/disable",
      { code: codeAt(user.totpSecret!, clock + 3 * STEP_MS) },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await post("/api/account/two-factor/disable", {}, cookie)).statusCode).toBe(400);
    const done = await post("/api/account/two-factor/disable", { code: codeAt(user.totpSecret!, clock) }, cookie);
    expect(done.statusCode).toBe(204);
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toHaveLength(0);
    expect((await mailsTo(user.id)).map((m) => m.kind)).toEqual(["two_factor_disabled"]);
    expect(await auditActions(user.id)).toContain("two_factor.disabled");
    // The password alone signs in again; the old recovery code is gone.
    expect((await post("/api/login", { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.codeHash, hashRecoveryCode(user.id, spare))),
    ).toHaveLength(0);
  });
});
