import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS, PASSWORD_BREACHED, PASSWORD_TOO_COMMON } from "#domain/auth.ts";
import { verifyPassword } from "#server/features/accounts/passwords.ts";
import { hashToken } from "#server/platform/auth/sessions.ts";
import { accountTokens } from "#server/platform/db/schema/account-tokens.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { callApi, mailTo, tokenIn, tokensOf } from "./account-link-helpers.ts";
import { signedIn } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const NEW_PASSWORD = "Invited-Choice-4521";

const inviteBody = (n: string, extra: Record<string, unknown> = {}) => ({
  username: `guest${n}`,
  email: `guest${n}@example.com`,
  firstName: "Gwen",
  lastName: `Guest${n}`,
  role: "investor",
  sendInvitation: true,
  ...extra,
});

describe.each(testDatabases)("invitations on $name", (database) => {
  let t: TestContext;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
    callApi(t, method, url, { cookie, payload, ip: `198.51.100.${++ip % 250}` });
  const accept = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    api("POST", "/api/auth/accept-invitation", undefined, { token, password, confirmPassword });
  const login = (username: string, password: string) => api("POST", "/api/login", undefined, { username, password });

  /** An admin creates an invited investor; returns the account and the token from its e-mail. */
  async function invite(n = "1", as: "admin" | "super_admin" = "admin") {
    const { cookie } = await signedIn(t, as);
    const path = as === "admin" ? "/api/users" : "/api/admin/users";
    const res = await api("POST", path, cookie, inviteBody(n));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailTo(t, `guest${n}@example.com`);
    return { cookie, user: res.json(), mail, token: tokenIn(mail.textBody, "/accept-invitation") };
  }

  it("creates an investor without a password, listed as Invited, and queues the invitation e-mail with its link", async () => {
    const { user, mail, token, cookie } = await invite();
    expect(user.invitation).toMatchObject({ state: "pending" });
    const hoursLeft = (Date.parse(user.invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
    expect(hoursLeft).toBeLessThanOrEqual(72);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();

    expect(mail).toMatchObject({ kind: "invitation", userId: user.id, status: "queued" });
    expect(mail.htmlBody).toContain(`/accept-invitation?token=${token}`);
    // Only the token's hash is stored; the e-mail holds no other secret.
    const [stored] = await tokensOf(t, user.id, "invitation");
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await t.db.select().from(accountTokens))).not.toContain(token);
    expect(mail.textBody + mail.htmlBody).not.toContain(stored.tokenHash);
    expect(mail.textBody + mail.htmlBody).not.toMatch(/\$argon2/);

    const list = await api("GET", "/api/users", cookie);
    expect(list.json().find((u: { id: number }) => u.id === user.id).invitation.state).toBe("pending");
    const actions = (await t.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["user.created", "user.invitation_sent"]));
  });

  it("an invited user cannot sign in, with any password, and is refused like an unknown user", async () => {
    const { user } = await invite();
    for (const password of ["x", NEW_PASSWORD, "dummy password that matches nothing"]) {
      const res = await login(user.username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(INVALID_CREDENTIALS);
    }
    expect((await login(user.username, "")).statusCode).toBe(400);
  });

  it("accepting sets the password once: the account is Active and signs in; the link cannot be used again", async () => {
    const { user, token, cookie } = await invite();
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signInPath: "/partner-portal" });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await accept(token, "Another-Choice-9931");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toHaveProperty("token");
    expect(await t.services.invitations.inspect(token)).toEqual({ status: "used" });

    const listed = (await api("GET", "/api/users", cookie)).json().find((u: { id: number }) => u.id === user.id);
    expect(listed.invitation).toBeNull();
    // No password_changed mail: the account had no password before.
    expect((await mailTo(t, user.email)).map((m) => m.kind)).toEqual(["invitation"]);
    const accepted = await t.db.select().from(auditLog).where(eq(auditLog.action, "user.invitation_accepted"));
    expect(accepted).toHaveLength(1);
    expect(accepted[0].actorUserId).toBe(user.id);
  });

  it("an expired link is refused and its page says so", async () => {
    const { user, token } = await invite();
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect(await t.services.invitations.inspect(token)).toEqual({ status: "expired" });
    expect((await accept(token)).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });

  it("resend issues a new link and the old one dies; revoke kills the pending one", async () => {
    const { user, token: first, cookie } = await invite();
    const resent = await api("POST", `/api/admin/users/${user.id}/invitation`, cookie);
    expect(resent.statusCode, resent.body).toBe(200);
    const [latest] = await mailTo(t, user.email);
    const second = tokenIn(latest.textBody, "/accept-invitation");
    expect(second).not.toBe(first);
    expect(await t.services.invitations.inspect(first)).toEqual({ status: "invalid" });
    expect((await accept(first)).statusCode).toBe(400);

    const revoked = await api("DELETE", `/api/admin/users/${user.id}/invitation`, cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invitation).toEqual({ state: "none", expiresAt: null });
    expect((await accept(second)).statusCode).toBe(400);
    expect((await api("DELETE", `/api/admin/users/${user.id}/invitation`, cookie)).statusCode).toBe(404);

    const actions = (await t.db.select().from(auditLog)).map((r) => r.action);
    expect(actions.filter((a) => a === "user.invitation_sent")).toHaveLength(2);
    expect(actions).toContain("user.invitation_revoked");
  });

  it("refuses a breached password and mismatched confirmation, naming the field; the link still works after", async () => {
    const { token } = await invite();
    const common = await accept(token, "sunshine");
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fieldErrors.password).toEqual([PASSWORD_TOO_COMMON]);
    // In the larger list only (not in the short list of common-passwords.ts), compared case-insensitively.
    const listed = await accept(token, "Steelers");
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error.fieldErrors.password).toEqual([PASSWORD_BREACHED]);
    const differ = await accept(token, NEW_PASSWORD, "Something-Else-77");
    expect(differ.statusCode).toBe(400);
    expect(Object.keys(differ.json().error.fieldErrors)).toEqual(["confirmPassword"]);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it("staff accounts are not invited, and an account with a password needs no invitation", async () => {
    const { cookie } = await signedIn(t, "super_admin");
    const staff = await api("POST", "/api/admin/users", cookie, inviteBody("9", { role: "admin" }));
    expect(staff.statusCode).toBe(400);
    expect(staff.json().error.fieldErrors).toHaveProperty("role");
    const withPassword = await api("POST", "/api/admin/users", cookie, inviteBody("8", { password: NEW_PASSWORD }));
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().error.fieldErrors).toHaveProperty("password");
    const { user: active } = await signedIn(t, "investor");
    expect((await api("POST", `/api/admin/users/${active.id}/invitation`, cookie)).statusCode).toBe(409);
    expect(await t.db.select().from(mailMessages)).toHaveLength(0);
  });

  it("a super admin invites from user management; a password set by staff makes the account Active", async () => {
    const { user, token, cookie } = await invite("5", "super_admin");
    const set = await api("PUT", `/api/admin/users/${user.id}/password`, cookie, { newPassword: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(await t.services.invitations.inspect(token)).toEqual({ status: "invalid" });
    expect(
      (await api("GET", "/api/admin/users", cookie)).json().find((u: { id: number }) => u.id === user.id).invitation,
    ).toBeNull();
  });

  it("an admin cannot invite or revoke for an account they may not manage", async () => {
    const { cookie } = await signedIn(t, "admin");
    const { user: other } = await signedIn(t, "super_admin");
    expect((await api("POST", `/api/admin/users/${other.id}/invitation`, cookie)).statusCode).toBe(403);
    expect((await api("DELETE", `/api/admin/users/${other.id}/invitation`, cookie)).statusCode).toBe(403);
  });
});
