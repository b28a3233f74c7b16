// Over 300 lines: archiving, restoring and deleting an account and its own holding (decision 0060) on one seeded firm, each rule beside the others.
import { and, eq, getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_ARCHIVED } from "#domain/auth.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { createUser, signedIn, signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

// Decision 0024: a commitment implies fund access; an investor with records is archived, never deleted.

const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };
const PASSWORD = "Investor-Pass-2026";

const investorBody = (n: string, extra: Record<string, unknown> = {}) => ({
  username: `arc${n}`,
  email: `arc${n}@example.com`,
  password: PASSWORD,
  firstName: "Avery",
  lastName: `Archer${n}`,
  role: "investor",
  fundIAccess: true,
  fundIIAccess: true,
  fundICommitment: 250000,
  fundIICommitment: 0,
  ...extra,
});

describe.each(testDatabases)("archiving investors on $name", (database) => {
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
    t.app.inject({
      method,
      url,
      headers: { ...(payload === undefined ? { origin: TEST_ORIGIN } : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      remoteAddress: `198.51.100.${++ip % 250}`,
    });
  const loginAttempt = (username: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: JSON_HEADERS,
      payload: { username, password },
      remoteAddress: `203.0.113.${++ip % 250}`,
    });
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  /** The commitments of the person's own holding (decision 0060). */
  const commitmentRows = (userId: number) =>
    t.db
      .select(getTableColumns(capitalCommitments))
      .from(capitalCommitments)
      .innerJoin(investingEntities, eq(investingEntities.id, capitalCommitments.entityId))
      .where(eq(investingEntities.personId, userId));
  const holdingRow = async (userId: number) =>
    (await t.db.select().from(investingEntities).where(eq(investingEntities.personId, userId)))[0];

  describe("a commitment to a fund needs access to that fund", () => {
    it("refuses a create with a Fund I commitment and Fund I access off, naming the access field", async () => {
      const { cookie } = await signedIn(t, "admin");
      const res = await call("POST", "/api/users", cookie, investorBody("1", { fundIAccess: false }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors).toEqual({
        fundIAccess: ["An investor with a Fund I commitment needs Fund I access"],
      });
      // Omitted access is no access on create.
      const { fundIIAccess: _drop, ...noFundII } = investorBody("2", { fundIICommitment: 5000 });
      const omitted = await call("POST", "/api/users", cookie, noFundII);
      expect(omitted.statusCode).toBe(400);
      expect(omitted.json().error.fieldErrors).toEqual({
        fundIIAccess: ["An investor with a Fund II commitment needs Fund II access"],
      });
      expect(await t.db.select().from(users).where(eq(users.role, "investor"))).toHaveLength(0);
    });

    it("refuses the same on /api/admin/users", async () => {
      const { cookie } = await signedIn(t, "super_admin");
      const res = await call("POST", "/api/admin/users", cookie, investorBody("1", { fundIAccess: false }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors).toHaveProperty("fundIAccess");
    });

    it("refuses an update turning access off while the commitment stays, also when amounts are omitted", async () => {
      const { cookie } = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", cookie, investorBody("1"))).json();
      const { password: _p, ...edit } = investorBody("1");
      const full = await call("PUT", `/api/users/${user.id}`, cookie, { ...edit, fundIAccess: false });
      expect(full.statusCode).toBe(400);
      expect(full.json().error.fieldErrors).toEqual({
        fundIAccess: ["An investor with a Fund I commitment needs Fund I access"],
      });
      // A partial update: the commitment is not sent, the stored one counts (the service checks it).
      const { fundICommitment: _a, fundIICommitment: _b, ...partial } = edit;
      const res = await call("PUT", `/api/users/${user.id}`, cookie, { ...partial, fundIAccess: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors).toEqual({
        fundIAccess: ["An investor with a Fund I commitment needs Fund I access"],
      });
      expect((await userRow(user.id)).fundIAccess).toBe(true);
      // Access to a fund without a commitment may go; with the commitment set to 0 too, Fund I's may.
      expect((await call("PUT", `/api/users/${user.id}`, cookie, { ...partial, fundIIAccess: false })).statusCode).toBe(
        200,
      );
      const both = await call("PUT", `/api/users/${user.id}`, cookie, {
        ...partial,
        fundIAccess: false,
        fundIIAccess: false,
        fundICommitment: 0,
      });
      expect(both.statusCode).toBe(200);
      expect(both.json()).toMatchObject({ fundIAccess: false, fundICommitment: 0 });
    });
  });

  describe("removing an account", () => {
    it("archives an investor with a commitment: row kept, commitments intact, sign-in refused, sessions gone", async () => {
      const admin = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", admin.cookie, investorBody("1"))).json();
      const investorCookie = await signIn(t, "arc1", PASSWORD, "198.51.100.201");
      const before = await commitmentRows(user.id);

      const res = await call("DELETE", `/api/users/${user.id}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: "archived",
        user: { id: user.id, hasRecords: true, fundICommitment: 250000 },
      });
      expect(res.json().user.archivedAt).toEqual(expect.any(String));
      const row = await userRow(user.id);
      expect(row.archivedAt).toBeInstanceOf(Date);
      expect(await commitmentRows(user.id)).toEqual(before);
      // Their own holding is archived with them: it joins no new call (decision 0060).
      expect((await holdingRow(user.id)).archivedAt).toEqual(row.archivedAt);
      expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(0);
      const session = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: investorCookie } });
      expect(session.json().user).toBeNull();
      const login = await loginAttempt("arc1", PASSWORD);
      expect(login.statusCode).toBe(403);
      expect(login.json().error.message).toBe(ACCOUNT_ARCHIVED);
      // The list still shows it, archived.
      const list = (await call("GET", "/api/users", admin.cookie)).json() as Array<{ id: number; archivedAt: unknown }>;
      expect(list.find((u) => u.id === user.id)?.archivedAt).toEqual(expect.any(String));
      // Removing it again changes nothing.
      const again = await call("DELETE", `/api/users/${user.id}`, admin.cookie);
      expect(again.statusCode).toBe(200);
      expect((await userRow(user.id)).archivedAt).toEqual(row.archivedAt);
      const actions = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(user.id)));
      expect(actions.filter((a) => a.action === "user.archived")).toHaveLength(1);
    });

    it("archives an investor holding a document, a delivery or a capital call part", async () => {
      const { cookie } = await signedIn(t, "admin");
      const withDocument = await createUser(t, { role: "investor" });
      const [document] = await t.db
        .insert(investorDocuments)
        .values({
          entityId: await holdingOf(t.db, withDocument),
          kind: "statement_quarterly",
          name: "Q1 statement",
          fundType: "Fund I",
        })
        .returning();
      const withDelivery = await createUser(t, { role: "investor", fundIAccess: true });
      const [fundWide] = await t.db
        .insert(investorDocuments)
        .values({ kind: "report", name: "Q1 report", fundType: "Fund I" })
        .returning();
      await t.db.insert(documentDeliveries).values({ documentId: fundWide.id, userId: withDelivery.id });
      const withCallPart = await createUser(t, { role: "investor", fundIAccess: true });
      const [call1] = await t.db
        .insert(fundCapitalCalls)
        .values({
          fundType: "Fund I",
          number: 1,
          callDate: "2026-01-05",
          dueDate: "2026-02-05",
          purpose: "Acquisition",
          investmentCents: 100_000,
          managementFeeCents: 0,
          fundExpensesCents: 0,
          totalCents: 100_000,
        })
        .returning();
      const callPartHolding = await holdingOf(t.db, withCallPart);
      await t.db.insert(capitalCallParts).values({
        callId: call1.id,
        entityId: callPartHolding,
        amountCents: 100_000,
        investmentCents: 100_000,
        managementFeeCents: 0,
        fundExpensesCents: 0,
      });

      for (const user of [withDocument, withDelivery, withCallPart]) {
        const res = await call("DELETE", `/api/users/${user.id}`, cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json().result).toBe("archived");
      }
      expect(await t.db.select().from(investorDocuments).where(eq(investorDocuments.id, document.id))).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(documentDeliveries)
          .where(and(eq(documentDeliveries.userId, withDelivery.id), eq(documentDeliveries.documentId, fundWide.id))),
      ).toHaveLength(1);
      expect(
        await t.db.select().from(capitalCallParts).where(eq(capitalCallParts.entityId, callPartHolding)),
      ).toHaveLength(1);
    });

    it("deletes a user without records (204), commitment rows of 0 included", async () => {
      const { cookie } = await signedIn(t, "admin");
      const viewer = await createUser(t, { role: "viewer" });
      const investor = await createUser(t, { role: "investor" });
      const holding = await holdingOf(t.db, investor);
      await t.db.insert(capitalCommitments).values({ entityId: holding, fundType: "Fund I", commitmentCents: 0 });
      for (const user of [viewer, investor]) {
        const userCookie = await signIn(t, user.username, TEST_PASSWORD, "198.51.100.202");
        expect((await call("DELETE", `/api/users/${user.id}`, cookie)).statusCode).toBe(204);
        expect(await userRow(user.id)).toBeUndefined();
        const session = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: userCookie } });
        expect(session.json().user).toBeNull();
      }
      // The rows of 0 and the own holding that held them went with the account.
      const rows = await t.db.select().from(capitalCommitments).where(eq(capitalCommitments.entityId, holding));
      expect(rows).toHaveLength(0);
      expect(await t.db.select().from(investingEntities).where(eq(investingEntities.id, holding))).toHaveLength(0);
    });

    it("the database itself refuses to delete an account with commitments or documents", async () => {
      const investor = await createUser(t, { role: "investor", fundIAccess: true });
      const investorHolding = await holdingOf(t.db, investor);
      await t.db
        .insert(capitalCommitments)
        .values({ entityId: investorHolding, fundType: "Fund I", commitmentCents: 100_000 });
      await expect(t.db.delete(users).where(eq(users.id, investor.id))).rejects.toThrow();
      const other = await createUser(t, { role: "investor" });
      const otherHolding = await holdingOf(t.db, other);
      await t.db
        .insert(investorDocuments)
        .values({ entityId: otherHolding, kind: "statement_quarterly", name: "Kept" });
      await expect(t.db.delete(users).where(eq(users.id, other.id))).rejects.toThrow();
      // Nor the holding that has them (decision 0060: records belong to the entity).
      for (const holding of [investorHolding, otherHolding])
        await expect(t.db.delete(investingEntities).where(eq(investingEntities.id, holding))).rejects.toThrow();
      expect(await userRow(investor.id)).toBeDefined();
      expect(await userRow(other.id)).toBeDefined();
    });

    it("restores an archived investor: sign-in works again; audited", async () => {
      const admin = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", admin.cookie, investorBody("1"))).json();
      await call("DELETE", `/api/users/${user.id}`, admin.cookie);
      const res = await call("POST", `/api/users/${user.id}/restore`, admin.cookie, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, archivedAt: null, hasRecords: true });
      expect((await holdingRow(user.id)).archivedAt).toBeNull();
      expect((await loginAttempt("arc1", PASSWORD)).statusCode).toBe(200);
      // Restoring an account that is not archived is refused.
      expect((await call("POST", `/api/users/${user.id}/restore`, admin.cookie, {})).statusCode).toBe(409);
      const actions = (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(user.id)))
      )
        .map((row) => row.action)
        .filter((action) => action.startsWith("user."));
      expect(actions).toEqual(["user.created", "user.archived", "user.restored"]);
    });

    it("investors and viewers can neither archive nor restore (403); admins not staff accounts", async () => {
      const admin = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", admin.cookie, investorBody("1"))).json();
      for (const role of ["investor", "viewer"] as const) {
        const { cookie } = await signedIn(t, role);
        expect((await call("DELETE", `/api/users/${user.id}`, cookie)).statusCode).toBe(403);
        expect((await call("POST", `/api/users/${user.id}/restore`, cookie, {})).statusCode).toBe(403);
      }
      expect((await userRow(user.id)).archivedAt).toBeNull();
      const staff = await createUser(t, { role: "admin", archivedAt: new Date() });
      expect((await call("POST", `/api/users/${staff.id}/restore`, admin.cookie, {})).statusCode).toBe(403);
    });

    it("archived investors are not counted as members; their commitments stay in the fund totals", async () => {
      const admin = await signedIn(t, "admin");
      const user = (await call("POST", "/api/users", admin.cookie, investorBody("1"))).json();
      const before = (await call("GET", "/api/stats", admin.cookie)).json();
      const fundsBefore = (await call("GET", "/api/fund-summaries", admin.cookie)).json();
      await call("DELETE", `/api/users/${user.id}`, admin.cookie);
      const after = (await call("GET", "/api/stats", admin.cookie)).json();
      expect(after.memberCount).toBe(before.memberCount - 1);
      expect((await call("GET", "/api/fund-summaries", admin.cookie)).json()).toEqual(fundsBefore);
    });
  });
});
