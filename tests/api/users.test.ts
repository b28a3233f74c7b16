// The users API: who may call it, its lists, /api/admin/users and the audit of every write.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { createUser, signedIn } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { investorBody, NEW_PASSWORD, usersApi } from "./users-helpers.ts";

describe.each(testDatabases)("users API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });
  const { call } = usersApi(() => t);

  describe("access", () => {
    it.each([
      ["GET", "/api/users"],
      ["POST", "/api/users"],
      ["PUT", "/api/users/1"],
      ["DELETE", "/api/users/1"],
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users"],
      ["PUT", "/api/admin/users/1/password"],
      ["POST", "/api/admin/users/1/sessions/revoke"],
    ] as const)("%s %s: 401 anonymous, 403 investor and viewer", async (method, url) => {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      for (const role of ["investor", "viewer"] as const) {
        const { cookie } = await signedIn(t, role);
        expect((await call(method, url, cookie, body)).statusCode).toBe(403);
      }
    });

    it("refuses admins on /api/admin/users", async () => {
      const { cookie } = await signedIn(t, "admin");
      expect((await call("GET", "/api/admin/users", cookie)).statusCode).toBe(403);
      expect((await call("POST", "/api/admin/users", cookie, investorBody("1"))).statusCode).toBe(403);
      const target = await createUser(t);
      expect(
        (await call("PUT", `/api/admin/users/${target.id}/password`, cookie, { newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(403);
      expect((await call("POST", `/api/admin/users/${target.id}/sessions/revoke`, cookie, {})).statusCode).toBe(403);
    });
  });

  describe("lists", () => {
    it("lists newest first with commitments per fund, never the password hash", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      const created = (await call("POST", "/api/users", cookie, investorBody("1"))).json();
      const res = await call("GET", "/api/admin/users", cookie);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list[0]).toMatchObject({
        id: created.id,
        fundICommitment: 250000,
        fundIICommitment: 100000,
        capitalCommitment: 350000,
      });
      expect(list.map((u) => u.role)).toContain("super_admin");
      expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    });

    it("shows admins only the accounts they may manage; super admins see everyone", async () => {
      const admin = await signedIn(t, "admin");
      const boss = await signedIn(t, "super_admin");
      const viewer = await createUser(t, { role: "viewer" });
      const investor = await createUser(t, { role: "investor" });
      const forAdmin = (await call("GET", "/api/users", admin.cookie)).json() as Array<{ id: number }>;
      expect(forAdmin.map((u) => u.id).sort()).toEqual([viewer.id, investor.id].sort());
      const forBoss = (await call("GET", "/api/users", boss.cookie)).json() as Array<{ id: number }>;
      expect(forBoss).toHaveLength(4);
    });
  });

  describe("user management (/api/admin/users)", () => {
    it("answers 'Please provide email and password' when either is missing", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      for (const body of [
        { password: NEW_PASSWORD, username: "abc" },
        { email: "a@example.com", username: "abc" },
        {},
      ]) {
        const res = await call("POST", "/api/admin/users", cookie, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe("Please provide email and password");
      }
      // Each missing field is named with its own message.
      const res = await call("POST", "/api/admin/users", cookie, { username: "abc" });
      expect(res.json().error.fieldErrors).toMatchObject({
        email: ["Email is required"],
        password: ["Password is required"],
      });
    });

    it("validates like the Users tab's form: first and last name are required, viewer may be given", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      const noNames = await call("POST", "/api/admin/users", cookie, {
        email: "nameless@edfutures.com",
        password: NEW_PASSWORD,
        username: "nameless",
        firstName: "",
        role: "viewer",
      });
      expect(noNames.statusCode).toBe(400);
      expect(noNames.json().error.fieldErrors).toEqual({
        firstName: ["First name is required"],
        lastName: ["Last name is required"],
      });
      const viewer = await call("POST", "/api/admin/users", cookie, {
        email: "viewer.two@edfutures.com",
        password: NEW_PASSWORD,
        username: "viewertwo",
        firstName: "Val",
        lastName: "Viewer",
        role: "viewer",
      });
      expect(viewer.statusCode).toBe(201);
      expect(viewer.json()).toMatchObject({ role: "viewer", firstName: "Val" });
    });

    it("creates a staff account from the user management form's payload", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      const res = await call("POST", "/api/admin/users", cookie, {
        email: "new.admin@edfutures.com",
        password: NEW_PASSWORD,
        firstName: "New",
        lastName: "Admin",
        role: "admin",
        username: "newadmin",
        fundIAccess: false,
        fundIIAccess: false,
        fundICommitment: 0,
        fundIICommitment: 0,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ role: "admin", firstName: "New", lastName: "Admin", capitalCommitment: 0 });
      const list = (await call("GET", "/api/admin/users", cookie)).json() as Array<{ username: string }>;
      expect(list[0].username).toBe("newadmin");
    });
  });

  it("records every user write in the audit log, without passwords", async () => {
    const boss = await signedIn(t, "super_admin");
    const user = (await call("POST", "/api/users", boss.cookie, investorBody("1"))).json();
    const { password: _p, ...edit } = investorBody("1");
    await call("PUT", `/api/users/${user.id}`, boss.cookie, { ...edit, lastName: "Changed" });
    await call("PUT", `/api/admin/users/${user.id}/password`, boss.cookie, { newPassword: NEW_PASSWORD });
    await call("POST", `/api/admin/users/${user.id}/sessions/revoke`, boss.cookie, {});
    await call("DELETE", `/api/users/${user.id}`, boss.cookie);
    await call("POST", `/api/users/${user.id}/restore`, boss.cookie, {});
    // Without commitments, the account can be deleted.
    await call("PUT", `/api/users/${user.id}`, boss.cookie, { ...edit, fundICommitment: 0, fundIICommitment: 0 });
    await call("DELETE", `/api/users/${user.id}`, boss.cookie);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "user")).orderBy(auditLog.id);
    const writes = rows.filter((r) => !r.action.startsWith("login."));
    expect(writes.map((r) => r.action)).toEqual([
      "user.created",
      "user.updated",
      "user.password_changed",
      "user.sessions_revoked",
      "user.archived",
      "user.restored",
      "user.updated",
      "user.deleted",
    ]);
    for (const row of writes) {
      expect(row).toMatchObject({
        actorUserId: boss.user.id,
        actorUsername: boss.user.username,
        entityId: String(user.id),
      });
      expect(row.summary).toBeTruthy();
      expect(row.ipAddress).toBeTruthy();
    }
    expect(writes[0].summary).toBe("Created the investor account Ivy Investor1 (inv1)");
    expect(JSON.stringify(rows)).not.toMatch(/Investor-Pass-2026|Brand-New-Secret|argon2/);
  });
});
