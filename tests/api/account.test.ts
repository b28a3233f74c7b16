import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PASSWORDS_DO_NOT_MATCH, PHONE_INVALID, WRONG_CURRENT_PASSWORD } from "#domain/account.ts";
import type { AccountOverview } from "#domain/account.ts";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "#domain/auth.ts";
import type { ManagedUser } from "#domain/user.ts";
import { describeUserAgent } from "#domain/user-agent.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { CURRENT_PASSWORD_LIMIT } from "#server/features/accounts/account.ts";
import { createUser, signedIn, signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const NEW_PASSWORD = "Harbor-Lantern-Quiet-91";
const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe.each(testDatabases)("account API on $name", (database) => {
  let t: TestContext;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    cookie: string | undefined,
    payload?: unknown,
    userAgent?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...(userAgent ? { "user-agent": userAgent } : {}),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  /** A sign-in from another device: its own address and user agent. */
  const signInFrom = (username: string, userAgent: string, password = TEST_PASSWORD) =>
    signIn(t, username, password, `203.0.113.${++ip % 250}`, userAgent);
  const works = async (cookie: string) => (await call("GET", "/api/account", cookie)).statusCode === 200;
  const overview = async (cookie: string) => (await call("GET", "/api/account", cookie)).json() as AccountOverview;
  const auditRows = (action: string, userId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action as never), eq(auditLog.entityId, String(userId))));
  const changePassword = (cookie: string, body: Record<string, unknown>) =>
    call("POST", "/api/account/password", cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...body,
    });

  it("describes devices in plain words", () => {
    expect(describeUserAgent(CHROME_MAC)).toBe("Chrome on macOS");
    expect(describeUserAgent(SAFARI_IPHONE)).toBe("Safari on iPhone");
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Windows",
    );
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(describeUserAgent(null)).toBe("Unknown device");
  });

  it("answers the signed-in user's profile, contact details (investors) and own sessions only", async () => {
    const investor = await createUser(t, { role: "investor", phone: "+1 212 555 0100", mailingAddress: "1 Main St" });
    const laptop = await signInFrom(investor.username, CHROME_MAC);
    const phone = await signInFrom(investor.username, SAFARI_IPHONE);
    const other = await signedIn(t, "investor");

    const mine = await overview(laptop);
    expect(mine.profile).toMatchObject({ id: investor.id, username: investor.username, role: "investor" });
    expect(mine.contact).toEqual({ phone: "+1 212 555 0100", mailingAddress: "1 Main St" });
    expect(mine.sessions.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on macOS", true],
      ["Safari on iPhone", false],
    ]);
    expect(mine.sessions[0].ipAddress).toMatch(/^203\.0\.113\./);
    expect(JSON.stringify(mine)).not.toMatch(/token|passwordHash/i);
    // The other investor's session is not listed; the phone's own view marks the phone.
    const theirs = await overview(other.cookie);
    expect(theirs.sessions).toHaveLength(1);
    expect((await overview(phone)).sessions.find((s) => s.current)?.device).toBe("Safari on iPhone");

    const admin = await signedIn(t, "admin");
    const staffView = await overview(admin.cookie);
    expect(staffView.contact).toBeNull();
    expect(staffView.profile.role).toBe("admin");
  });

  it("changes the password with the current one: other sessions end, this one stays, audited, mail queued", async () => {
    const user = await createUser(t, { role: "viewer", email: "vera@example.com", firstName: "Vera", lastName: "V" });
    const here = await signInFrom(user.username, CHROME_MAC);
    const elsewhere = await signInFrom(user.username, SAFARI_IPHONE);
    const bystander = await signedIn(t, "viewer");

    const res = await changePassword(here, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionsEnded: 1 });
    expect(await works(here)).toBe(true);
    expect(await works(elsewhere)).toBe(false);
    expect(await works(bystander.cookie)).toBe(true);
    // The new password signs in; the old one no longer does.
    await signIn(t, user.username, NEW_PASSWORD, "192.0.2.10");
    await expect(signIn(t, user.username, TEST_PASSWORD, "192.0.2.11")).rejects.toThrow(/401/);

    const [row] = await auditRows("account.password_changed", user.id);
    expect(row).toMatchObject({ actorUserId: user.id, entityType: "user" });
    expect(JSON.stringify(row)).not.toContain(NEW_PASSWORD);
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.userId, user.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "password_changed", toAddress: "vera@example.com", status: "queued" });
    expect(mails[0].textBody).toContain("Dear Vera V,");
    expect(mails[0].textBody).toContain("http://localhost:3000/account");
    expect(mails[0].textBody).not.toContain(NEW_PASSWORD);
  });

  it("refuses a wrong current password (no change, no mail, sessions kept) and limits the guesses", async () => {
    const user = await createUser(t, { role: "admin" });
    const here = await signInFrom(user.username, CHROME_MAC);
    const elsewhere = await signInFrom(user.username, SAFARI_IPHONE);

    const wrong = await changePassword(here, { currentPassword: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD] });
    expect(await works(elsewhere)).toBe(true);
    expect(await t.db.select().from(mailMessages)).toHaveLength(0);
    expect(await auditRows("account.password_change_failed", user.id)).toHaveLength(1);

    for (let i = 1; i < CURRENT_PASSWORD_LIMIT.limit; i++) {
      expect((await changePassword(here, { currentPassword: `wrong-${i}` })).statusCode).toBe(400);
    }
    // Over the limit: refused even with the right password, and the password is unchanged.
    const limited = await changePassword(here, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many wrong passwords/);
    await signIn(t, user.username, TEST_PASSWORD, "192.0.2.12");
  });

  it("applies the one password policy and names the field", async () => {
    const { cookie } = await signedIn(t, "investor");
    const short = await changePassword(cookie, { newPassword: "short", confirmPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldErrors.newPassword).toEqual([PASSWORD_TOO_SHORT]);
    const common = await changePassword(cookie, { newPassword: "password123", confirmPassword: "password123" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fieldErrors.newPassword).toEqual([PASSWORD_TOO_COMMON]);
    const mismatch = await changePassword(cookie, { confirmPassword: "Something-Else-22" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fieldErrors.confirmPassword).toEqual([PASSWORDS_DO_NOT_MATCH]);
    const missing = await call("POST", "/api/account/password", cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/currentPassword/);
    // None of them changed anything.
    expect(await t.db.select().from(mailMessages)).toHaveLength(0);
  });

  it("lets investors update their contact details, audited with before and after, visible to staff", async () => {
    const investor = await createUser(t, { role: "investor", phone: "+1 212 555 0100", mailingAddress: null });
    const cookie = await signIn(t, investor.username);
    const res = await call("PUT", "/api/account/contact", cookie, {
      phone: "  +44 20 7946 0958 ",
      mailingAddress: "10 Downing Street\nLondon SW1A 2AA",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      contact: { phone: "+44 20 7946 0958", mailingAddress: "10 Downing Street\nLondon SW1A 2AA" },
    });

    const [row] = await auditRows("account.contact_updated", investor.id);
    expect(row.actorUserId).toBe(investor.id);
    expect(row.details).toEqual({
      changed: ["phone", "mailingAddress"],
      before: { phone: "+1 212 555 0100", mailingAddress: null },
      after: { phone: "+44 20 7946 0958", mailingAddress: "10 Downing Street\nLondon SW1A 2AA" },
    });

    // Staff see the new values where they see users, and the change in the audit log.
    const admin = await signedIn(t, "admin");
    const listed = (await call("GET", "/api/users", admin.cookie)).json() as ManagedUser[];
    expect(listed.find((u) => u.id === investor.id)).toMatchObject({
      phone: "+44 20 7946 0958",
      mailingAddress: "10 Downing Street\nLondon SW1A 2AA",
    });
    const superAdmin = await signedIn(t, "super_admin");
    const log = (await call("GET", "/api/audit-log", superAdmin.cookie)).json() as Array<{ action: string }>;
    expect(log.some((entry) => entry.action === "account.contact_updated")).toBe(true);
    // Admins see it in the Overview's Recent Activity.
    const activity = (await call("GET", "/api/activity", admin.cookie)).json() as Array<{ summary: string }>;
    expect(activity.some((item) => /updated their phone and mailing address/.test(item.summary))).toBe(true);

    // Clearing a field is a change too; sending the same values again is not.
    await call("PUT", "/api/account/contact", cookie, {
      phone: "",
      mailingAddress: "10 Downing Street\nLondon SW1A 2AA",
    });
    expect((await overview(cookie)).contact).toEqual({
      phone: null,
      mailingAddress: "10 Downing Street\nLondon SW1A 2AA",
    });
    await call("PUT", "/api/account/contact", cookie, {
      phone: null,
      mailingAddress: "10 Downing Street\nLondon SW1A 2AA",
    });
    expect(await auditRows("account.contact_updated", investor.id)).toHaveLength(2);
  });

  it("validates contact details with a 400 naming the field", async () => {
    const { cookie } = await signedIn(t, "investor");
    const bad = await call("PUT", "/api/account/contact", cookie, { phone: "call me maybe", mailingAddress: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({ phone: [PHONE_INVALID] });
    const long = await call("PUT", "/api/account/contact", cookie, { phone: null, mailingAddress: "a".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/mailingAddress/);
    const control = await call("PUT", "/api/account/contact", cookie, {
      phone: "555\u0000 0100",
      mailingAddress: null,
    });
    expect(control.statusCode).toBe(400);
  });

  it("keeps contact details to investors (403 for viewers and staff)", async () => {
    for (const role of ["viewer", "admin", "super_admin"] as const) {
      const { user, cookie } = await signedIn(t, role);
      const res = await call("PUT", "/api/account/contact", cookie, { phone: "+1 212 555 0100", mailingAddress: null });
      expect(res.statusCode).toBe(403);
      expect(await auditRows("account.contact_updated", user.id)).toHaveLength(0);
    }
  });

  it("ends one other session; another user's session id is 404, the current one is refused", async () => {
    const user = await createUser(t, { role: "investor" });
    const here = await signInFrom(user.username, CHROME_MAC);
    const phone = await signInFrom(user.username, SAFARI_IPHONE);
    const stranger = await signedIn(t, "investor");
    const [strangerSession] = await t.db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.userId, stranger.user.id));

    const notMine = await call("DELETE", `/api/account/sessions/${strangerSession.id}`, here);
    expect(notMine.statusCode).toBe(404);
    expect(await works(stranger.cookie)).toBe(true);

    const sessions = (await overview(here)).sessions;
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect((await call("DELETE", `/api/account/sessions/${current.id}`, here)).statusCode).toBe(409);

    expect((await call("DELETE", `/api/account/sessions/${other.id}`, here)).statusCode).toBe(204);
    expect(await works(phone)).toBe(false);
    expect(await works(here)).toBe(true);
    expect((await call("DELETE", `/api/account/sessions/${other.id}`, here)).statusCode).toBe(404);
    const [row] = await auditRows("account.session_ended", user.id);
    expect(row.details).toMatchObject({ sessionId: other.id, device: "Safari on iPhone" });
  });

  it("ends all other sessions but this one", async () => {
    const user = await createUser(t, { role: "super_admin" });
    const here = await signInFrom(user.username, CHROME_MAC);
    const others = [await signInFrom(user.username, SAFARI_IPHONE), await signInFrom(user.username, CHROME_MAC)];
    const bystander = await signedIn(t, "super_admin");

    const res = await call("POST", "/api/account/sessions/end-others", here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect(await works(cookie)).toBe(false);
    expect(await works(here)).toBe(true);
    expect(await works(bystander.cookie)).toBe(true);
    expect((await overview(here)).sessions).toHaveLength(1);
    expect(await auditRows("account.sessions_ended", user.id)).toHaveLength(1);
  });

  it("needs a session for every account route", async () => {
    expect((await call("GET", "/api/account", undefined)).statusCode).toBe(401);
    expect((await changePassword("", {})).statusCode).toBe(401);
  });
});
