// The users API: which roles may manage which, and the sessions a change ends.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT } from "#domain/auth.ts";
import type { Role } from "#domain/auth.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { createUser, signedIn, signIn, TEST_PASSWORD } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { investorBody, JSON_HEADERS, NEW_PASSWORD, usersApi } from "./users-helpers.ts";

describe.each(testDatabases)("users API: roles and sessions on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });
  const { call, session, login, commitmentRows } = usersApi(() => t);

  describe("role rules", () => {
    it.each(["admin", "super_admin"] as const)(
      "refuses an admin creating, promoting, editing or deleting a %s",
      async (role) => {
        const { cookie } = await signedIn(t, "admin");
        const created = await call(
          "POST",
          "/api/users",
          cookie,
          investorBody("1", { role, fundICommitment: 0, fundIICommitment: 0 }),
        );
        expect(created.statusCode).toBe(403);
        expect(created.json().error.message).toBe("Only a super admin can give the admin or super admin role");
        const investor = await createUser(t, { role: "investor" });
        const { password: _p, ...edit } = investorBody("2", { fundICommitment: 0, fundIICommitment: 0 });
        expect((await call("PUT", `/api/users/${investor.id}`, cookie, { ...edit, role })).statusCode).toBe(403);
        const staff = await createUser(t, { role });
        const res = await call("PUT", `/api/users/${staff.id}`, cookie, { ...edit, role: "viewer" });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toMatch(/Admins can manage only investor and viewer accounts/);
        expect((await call("DELETE", `/api/users/${staff.id}`, cookie)).statusCode).toBe(403);
        expect(await t.db.select().from(users).where(eq(users.id, staff.id))).toHaveLength(1);
      },
    );

    it("lets a super admin manage staff accounts", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      const res = await call(
        "POST",
        "/api/users",
        cookie,
        investorBody("1", { role: "admin", fundICommitment: 0, fundIICommitment: 0 }),
      );
      expect(res.statusCode).toBe(201);
      expect((await call("DELETE", `/api/users/${res.json().id}`, cookie)).statusCode).toBe(204);
    });

    it("protects the last active super admin from deletion, deactivation and demotion", async () => {
      const boss = await signedIn(t, "super_admin");
      const other = await createUser(t, { role: "super_admin", isActive: false });
      const { password: _p, ...edit } = investorBody("1", { fundICommitment: 0, fundIICommitment: 0 });
      const demote = await call("PUT", `/api/users/${boss.user.id}`, boss.cookie, { ...edit, role: "admin" });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toMatch(/^The last active super admin cannot be demoted/);
      // A second (active) super admin may be demoted and deleted while one remains.
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, other.id));
      const second = await signIn(t, other.username);
      expect((await call("PUT", `/api/users/${boss.user.id}`, second, { ...edit, role: "admin" })).statusCode).toBe(
        200,
      );
      const deactivateSelf = await call("PUT", `/api/users/${other.id}`, second, {
        ...edit,
        role: "super_admin",
        isActive: false,
      });
      expect(deactivateSelf.statusCode).toBe(409);
      const deleteSelf = await call("DELETE", `/api/users/${other.id}`, second);
      expect(deleteSelf.statusCode).toBe(409);
      expect(deleteSelf.json().error.message).toBe("You cannot delete your own account");
      // The last one can't be deactivated or deleted by a lower role either (admins are refused first).
      const admin = await signedIn(t, "admin");
      expect((await call("DELETE", `/api/users/${other.id}`, admin.cookie)).statusCode).toBe(403);
    });

    it("lets only one of two super admins demote the other at the same time", async () => {
      const a = await signedIn(t, "super_admin");
      const b = await signedIn(t, "super_admin");
      const { password: _p, ...edit } = investorBody("1", { fundICommitment: 0, fundIICommitment: 0, role: "admin" });
      const results = await Promise.all([
        call("PUT", `/api/users/${b.user.id}`, a.cookie, { ...edit, username: b.user.username, email: b.user.email }),
        call("PUT", `/api/users/${a.user.id}`, b.cookie, { ...edit, username: a.user.username, email: a.user.email }),
      ]);
      // One wins; the other is refused (409), or finds its session already ended by the demotion (401).
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await t.db.select().from(users).where(eq(users.role, "super_admin"));
      expect(left).toHaveLength(1);
    });

    it("refuses deleting or deactivating the last active super admin through the service", async () => {
      const boss = await createUser(t, { role: "super_admin" });
      const by = {
        actor: { id: 0, username: "system" },
        ip: "127.0.0.1",
        role: "super_admin" as Role,
        sessionId: null,
      };
      await expect(t.services.users.deleteUser(boss.id, by)).rejects.toThrow(
        /last active super admin cannot be deleted/,
      );
      await expect(
        t.services.users.updateUser(
          boss.id,
          { username: boss.username, email: boss.email, firstName: "A", lastName: "B", isActive: false },
          by,
        ),
      ).rejects.toThrow(/last active super admin cannot be deactivated/);
    });
  });

  describe("sessions", () => {
    it("a password change ends the target's sessions but keeps the caller's own", async () => {
      const boss = await signedIn(t, "super_admin");
      const bossSecondDevice = await login(boss.user.username);
      const target = await createUser(t, { role: "admin" });
      const targetCookie = await login(target.username);
      const res = await call("PUT", `/api/admin/users/${target.id}/password`, boss.cookie, {
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Password updated successfully", sessionsEnded: 1 });
      expect((await session(targetCookie)).statusCode).toBe(401);
      expect((await session(boss.cookie)).statusCode).toBe(200);
      expect((await session(bossSecondDevice)).statusCode).toBe(200);
      await login(target.username, NEW_PASSWORD);

      // Changing one's own password keeps the current session and ends the others.
      const own = await call("PUT", `/api/admin/users/${boss.user.id}/password`, boss.cookie, {
        newPassword: NEW_PASSWORD,
      });
      expect(own.json().sessionsEnded).toBe(1);
      expect((await session(boss.cookie)).statusCode).toBe(200);
      expect((await session(bossSecondDevice)).statusCode).toBe(401);
    });

    it("applies the password policy to password changes", async () => {
      const boss = await signedIn(t, "super_admin");
      const res = await call("PUT", `/api/admin/users/${boss.user.id}/password`, boss.cookie, { newPassword: "short" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.newPassword).toEqual([PASSWORD_TOO_SHORT]);
      const common = await call("PUT", `/api/admin/users/${boss.user.id}/password`, boss.cookie, {
        newPassword: "qwertyuiop",
      });
      expect(common.statusCode).toBe(400);
      expect(
        (await call("PUT", "/api/admin/users/999999/password", boss.cookie, { newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(404);
    });

    it("a password set through PUT /api/users/:id also ends the user's sessions", async () => {
      const admin = await signedIn(t, "admin");
      const investor = await createUser(t, { role: "investor" });
      const investorCookie = await login(investor.username);
      const {
        fundICommitment: _a,
        fundIICommitment: _b,
        ...edit
      } = investorBody("9", {
        username: investor.username,
        email: investor.email,
        password: NEW_PASSWORD,
      });
      expect((await call("PUT", `/api/users/${investor.id}`, admin.cookie, edit)).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: investorCookie } })).json().user,
      ).toBeNull();
      await login(investor.username, NEW_PASSWORD);
      // An empty password leaves it unchanged.
      expect((await call("PUT", `/api/users/${investor.id}`, admin.cookie, { ...edit, password: "" })).statusCode).toBe(
        200,
      );
      await login(investor.username, NEW_PASSWORD);
    });

    it("deactivation ends the user's sessions and blocks sign-in", async () => {
      const admin = await signedIn(t, "admin");
      const investor = await createUser(t, { role: "investor" });
      await login(investor.username);
      const {
        password: _p,
        fundICommitment: _a,
        fundIICommitment: _b,
        ...edit
      } = investorBody("9", {
        username: investor.username,
        email: investor.email,
      });
      const res = await call("PUT", `/api/users/${investor.id}`, admin.cookie, { ...edit, isActive: false });
      expect(res.json()).toMatchObject({ isActive: false });
      expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, investor.id))).toHaveLength(0);
      const signInAgain = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: JSON_HEADERS,
        payload: { username: investor.username, password: TEST_PASSWORD },
      });
      expect(signInAgain.statusCode).toBe(403);
    });

    it("deletion of a user without records removes the user and their sessions", async () => {
      const admin = await signedIn(t, "admin");
      const user = (
        await call("POST", "/api/users", admin.cookie, investorBody("1", { fundICommitment: 0, fundIICommitment: 0 }))
      ).json();
      const cookie = await login("inv1", "Investor-Pass-2026");
      expect((await call("DELETE", `/api/users/${user.id}`, admin.cookie)).statusCode).toBe(204);
      expect((await session(cookie)).statusCode).toBe(401);
      expect(await commitmentRows(user.id)).toHaveLength(0);
      expect((await call("DELETE", `/api/users/${user.id}`, admin.cookie)).statusCode).toBe(404);
    });

    it("deletion of an investor with commitments archives it instead (tests/api/user-archive.test.ts)", async () => {
      const admin = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", admin.cookie, investorBody("1"))).json();
      const cookie = await login("inv1", "Investor-Pass-2026");
      const res = await call("DELETE", `/api/users/${user.id}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe("archived");
      expect((await session(cookie)).statusCode).toBe(401);
      expect(await commitmentRows(user.id)).toHaveLength(2);
    });

    it("a super admin ends all sessions of a user", async () => {
      const boss = await signedIn(t, "super_admin");
      const investor = await createUser(t);
      const cookies = [await login(investor.username), await login(investor.username)];
      const res = await call("POST", `/api/admin/users/${investor.id}/sessions/revoke`, boss.cookie, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ended: 2 });
      for (const cookie of cookies) expect((await session(cookie)).statusCode).toBe(401);
    });
  });
});
