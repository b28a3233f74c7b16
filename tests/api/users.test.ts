import { eq } from "drizzle-orm";
import { insertCallPart } from "./ledger-rows.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT } from "#domain/auth.ts";
import type { Role } from "#domain/auth.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { createUser, signedIn, signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { request } from "./request.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };
const NEW_PASSWORD = "Brand-New-Secret-77";

const investorBody = (n: string, extra: Record<string, unknown> = {}) => ({
  username: `inv${n}`,
  email: `inv${n}@example.com`,
  password: "Investor-Pass-2026",
  firstName: "Ivy",
  lastName: `Investor${n}`,
  role: "investor",
  isActive: true,
  fundIAccess: true,
  fundIIAccess: true,
  fundICommitment: 250000,
  fundIICommitment: 100000,
  membershipLevel: "preferred",
  investorType: "trust",
  ...extra,
});

describe.each(testDatabases)("users API on $name", (database) => {
  let t: TestContext;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
    request(t, method, url, { cookie, payload });
  const session = (cookie: string) => t.app.inject({ method: "GET", url: "/api/users", headers: { cookie } });
  /** Sign in from a fresh address each time, so the per-address limit never interferes. */
  const login = (username: string, password = TEST_PASSWORD) =>
    signIn(t, username, password, `198.51.100.${++ip % 250}`);
  const commitmentRows = (userId: number) =>
    t.db
      .select()
      .from(capitalCommitments)
      .where(eq(capitalCommitments.userId, userId))
      .orderBy(capitalCommitments.fundType);

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

  describe("create and update", () => {
    it("creates an investor with capital_commitments rows per fund and their total", async () => {
      const { cookie } = await signedIn(t, "admin");
      const res = await call("POST", "/api/users", cookie, investorBody("1"));
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(user).toMatchObject({
        username: "inv1",
        role: "investor",
        membershipLevel: "preferred",
        investorType: "trust",
        fundICommitment: 250000,
        fundIICommitment: 100000,
        capitalCommitment: 350000,
      });
      expect(user).not.toHaveProperty("passwordHash");
      const rows = await commitmentRows(user.id);
      expect(rows.map((r) => [r.fundType, r.commitmentAmount, r.investorName])).toEqual([
        ["Fund I", "250000.00", "Ivy Investor1"],
        ["Fund II", "100000.00", "Ivy Investor1"],
      ]);
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored.capitalCommitment).toBe("350000.00");
      // The new account can sign in with its password.
      await login("inv1", "Investor-Pass-2026");
    });

    it("upserts a fund's row, deletes it at 0, and keeps the total in step", async () => {
      const { cookie } = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", cookie, investorBody("1"))).json();
      const [before] = await commitmentRows(user.id);
      const { password: _p, ...edit } = investorBody("1");
      const res = await call("PUT", `/api/users/${user.id}`, cookie, {
        ...edit,
        fundICommitment: 300000,
        fundIICommitment: 0,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ fundICommitment: 300000, fundIICommitment: 0, capitalCommitment: 300000 });
      const rows = await commitmentRows(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: before.id, fundType: "Fund I", commitmentAmount: "300000.00" });
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored.capitalCommitment).toBe("300000.00");
      // Omitted amounts stay as they are.
      const { fundICommitment: _a, fundIICommitment: _b, ...noAmounts } = edit;
      expect(
        (await call("PUT", `/api/users/${user.id}`, cookie, { ...noAmounts, lastName: "Renamed" })).json(),
      ).toMatchObject({
        fundICommitment: 300000,
        capitalCommitment: 300000,
      });
      expect((await commitmentRows(user.id))[0].investorName).toBe("Ivy Renamed");
    });

    it("dates each fund's access grant: today when given, kept while held, cleared when taken away", async () => {
      const { cookie } = await signedIn(t, "admin");
      const today = new Date().toISOString().slice(0, 10);
      const grants = async (id: number) => {
        const [row] = await t.db.select().from(users).where(eq(users.id, id));
        return [row.fundIAccessGrantedAt, row.fundIIAccessGrantedAt];
      };
      const user = (
        await call("POST", "/api/users", cookie, investorBody("g", { fundIIAccess: false, fundIICommitment: 0 }))
      ).json();
      expect(await grants(user.id)).toEqual([today, null]);
      await t.db.update(users).set({ fundIAccessGrantedAt: "2023-03-15" }).where(eq(users.id, user.id));
      // No commitments: a commitment to a fund needs access to it (tests/api/user-archive.test.ts).
      const { password: _p, ...edit } = investorBody("g", { fundICommitment: 0, fundIICommitment: 0 });
      expect(
        (await call("PUT", `/api/users/${user.id}`, cookie, { ...edit, fundIAccess: true, fundIIAccess: true }))
          .statusCode,
      ).toBe(200);
      expect(await grants(user.id)).toEqual(["2023-03-15", today]);
      await call("PUT", `/api/users/${user.id}`, cookie, { ...edit, fundIAccess: false, fundIIAccess: true });
      expect(await grants(user.id)).toEqual([null, today]);
    });

    it("refuses to lower a commitment below the capital already called", async () => {
      const { cookie } = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", cookie, investorBody("1"))).json();
      // The fund ledger has called $200,000 of it (pending: called, not yet paid).
      await insertCallPart(t.db, { userId: user.id, fundType: "Fund I", number: 1, amountCents: 20_000_000 });
      const { password: _p, ...edit } = investorBody("1");
      const res = await call("PUT", `/api/users/${user.id}`, cookie, { ...edit, fundICommitment: 150000 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.fieldErrors).toHaveProperty("fundICommitment");
      expect(res.json().error.message).toContain("$200,000");
    });

    it("stores no commitments for other roles and refuses non-zero amounts for them", async () => {
      const { cookie } = await signedIn(t, "admin");
      const res = await call("POST", "/api/users", cookie, investorBody("1", { role: "viewer" }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors).toHaveProperty("fundICommitment");
      const viewer = await call(
        "POST",
        "/api/users",
        cookie,
        investorBody("1", { role: "viewer", fundICommitment: 0, fundIICommitment: 0 }),
      );
      expect(viewer.statusCode).toBe(201);
      expect(await commitmentRows(viewer.json().id)).toHaveLength(0);
    });

    it("validates the payload and names the fields", async () => {
      const { cookie } = await signedIn(t, "admin");
      const res = await call(
        "POST",
        "/api/users",
        cookie,
        investorBody("1", { email: "nope", fundICommitment: -5, role: "king", username: "" }),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual([
        "email",
        "fundICommitment",
        "role",
        "username",
      ]);
      const noPassword = await call("POST", "/api/users", cookie, investorBody("2", { password: undefined }));
      expect(noPassword.json().error.fieldErrors).toHaveProperty("password");
    });

    it.each([1234.56, "1234.56", 1500, "2500.5"])(
      "refuses a commitment of %j: whole dollars in steps of 1,000, said on its field",
      async (amount) => {
        const { cookie } = await signedIn(t, "admin");
        const res = await call("POST", "/api/users", cookie, investorBody("s", { fundICommitment: amount }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fieldErrors).toEqual({
          fundICommitment: ["Commitment must be whole dollars in steps of 1,000"],
        });
        const { password: _p, ...edit } = investorBody("s");
        const user = await createUser(t, { role: "investor" });
        const update = await call("PUT", `/api/users/${user.id}`, cookie, { ...edit, fundIICommitment: amount });
        expect(update.statusCode).toBe(400);
        expect(Object.keys(update.json().error.fieldErrors)).toEqual(["fundIICommitment"]);
      },
    );

    it.each([
      ["short", "Short-1", PASSWORD_TOO_SHORT],
      ["common", "password123", "This password is too common; choose another"],
    ])("refuses a %s password with the policy's message", async (_label, password, message) => {
      const { cookie } = await signedIn(t, "admin");
      const res = await call("POST", "/api/users", cookie, investorBody("1", { password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.password).toEqual([message]);
    });

    it.each([
      ["username", { username: "TAKEN", email: "other@example.com" }, "That username is already taken"],
      ["email", { username: "other", email: "Taken@Example.com" }, "That email address is already in use"],
    ])("answers 409 naming the field for a duplicate %s (case-insensitive)", async (field, body, message) => {
      const { cookie } = await signedIn(t, "admin");
      await createUser(t, { username: "taken", email: "taken@example.com" });
      const res = await call("POST", "/api/users", cookie, investorBody("1", body));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: "CONFLICT", message, fieldErrors: { [field]: [message] } });
      // The same on update.
      const other = (await call("POST", "/api/users", cookie, investorBody("2"))).json();
      const { password: _p, ...edit } = investorBody("2", body);
      expect((await call("PUT", `/api/users/${other.id}`, cookie, edit)).json().error.fieldErrors).toHaveProperty(
        field,
      );
    });

    it("answers 409 to one of two concurrent creations of the same username", async () => {
      const { cookie } = await signedIn(t, "admin");
      const results = await Promise.all([
        call("POST", "/api/users", cookie, investorBody("1", { email: "a@example.com" })),
        call("POST", "/api/users", cookie, investorBody("1", { email: "b@example.com" })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error.fieldErrors).toHaveProperty("username");
    });

    it("answers 404 for a missing or malformed id", async () => {
      const { cookie } = await signedIn(t, "admin");
      const { password: _p, ...edit } = investorBody("1");
      expect((await call("PUT", "/api/users/999999", cookie, edit)).statusCode).toBe(404);
      expect((await call("DELETE", "/api/users/abc", cookie)).statusCode).toBe(404);
    });
  });

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
