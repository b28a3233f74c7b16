// The users API: creating and updating accounts, with their capital commitments.
import { eq } from "drizzle-orm";
import { insertCallPart } from "./ledger-rows.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT } from "#domain/auth.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { createUser, signedIn } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { holdingOf } from "./entity-helpers.ts";
import { investorBody, usersApi } from "./users-helpers.ts";

describe.each(testDatabases)("users API: create and update on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });
  const { call, login, commitmentRows } = usersApi(() => t);

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
      // The positions are the person's own holding's, named and kinded as the person (decision 0060).
      expect(rows.map((r) => [r.fundType, r.commitmentCents, r.legalName, r.kind])).toEqual([
        ["Fund I", 25_000_000, "Ivy Investor1", "trust"],
        ["Fund II", 10_000_000, "Ivy Investor1", "trust"],
      ]);
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored.capitalCommitmentCents).toBe(35_000_000);
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
      expect(rows[0]).toMatchObject({ id: before.id, fundType: "Fund I", commitmentCents: 30_000_000 });
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored.capitalCommitmentCents).toBe(30_000_000);
      // Omitted amounts stay as they are.
      const { fundICommitment: _a, fundIICommitment: _b, ...noAmounts } = edit;
      expect(
        (await call("PUT", `/api/users/${user.id}`, cookie, { ...noAmounts, lastName: "Renamed" })).json(),
      ).toMatchObject({
        fundICommitment: 300000,
        capitalCommitment: 300000,
      });
      expect((await commitmentRows(user.id))[0].legalName).toBe("Ivy Renamed");
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
      await insertCallPart(t.db, {
        entityId: await holdingOf(t.db, user),
        fundType: "Fund I",
        number: 1,
        amountCents: 20_000_000,
      });
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
});
