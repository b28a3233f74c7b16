// Decision 0060, slice 2: `?entity=` on /api/investor/* and All accounts, on the demo's entities.
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { signedIn, signIn } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();

describe.each(testDatabases)("the entity a portal call reads, on $name", (database) => {
  let t: TestContext;
  let jordan: string;
  let advisor: string;
  let jordanId: number;
  let own: number;
  let trust: number;
  let joint: number;

  const get = (cookie: string, url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const entityOf = async (legalName: string) =>
    (await t.db.select().from(investingEntities).where(eq(investingEntities.legalName, legalName)))[0].id;

  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
    await t.reset();
    await t.resetToDemoContent(NOW);
    jordan = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
    advisor = await signIn(t, demoUsers.advisor.username, demoUsers.advisor.password);
    [{ id: jordanId }] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, demoUsers.investor.username));
    [{ id: own }] = await t.db
      .select({ id: investingEntities.id })
      .from(investingEntities)
      .where(eq(investingEntities.personId, jordanId));
    trust = await entityOf(DEMO_ENTITIES.mitchellTrust.legalName);
    joint = await entityOf(DEMO_ENTITIES.lindqvistJoint.legalName);
  });
  afterAll(async () => t?.close());

  it("reads the person's own holding without ?entity=, and with it: the sample figures", async () => {
    for (const url of ["/api/investor/portfolio", `/api/investor/portfolio?entity=${own}`]) {
      const res = await get(jordan, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        totalCommitment: 2_500_000,
        totalContributed: 1_800_000,
        totalRemaining: 700_000,
      });
    }
  });

  it("reads the trust Jordan signs for: its own Fund II position, paid in like the fund (67.5 %)", async () => {
    const res = await get(jordan, `/api/investor/portfolio?entity=${trust}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalCommitment: 5_000_000,
      totalContributed: 3_375_000,
      totalRemaining: 1_625_000,
    });
    expect(res.json().funds.map((f: { fundType: string }) => f.fundType)).toEqual(["Fund II"]);
    const calls = await get(jordan, `/api/investor/capital-calls?entity=${trust}`);
    expect(calls.statusCode).toBe(200);
    expect(calls.json()).toHaveLength(4);
  });

  it("lets the advisor (viewer grants) read both of Jordan's accounts, and nobody else's", async () => {
    expect((await get(advisor, `/api/investor/portfolio?entity=${own}`)).json().totalCommitment).toBe(2_500_000);
    expect((await get(advisor, `/api/investor/portfolio?entity=${trust}`)).json().totalCommitment).toBe(5_000_000);
    const other = await get(advisor, `/api/investor/portfolio?entity=${joint}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(ENTITY_NOT_FOUND);
  });

  it("answers 404 to a stranger naming another's entity, on every portal route", async () => {
    const { cookie } = await signedIn(t, "investor", { fundIIAccess: true });
    for (const path of ["portfolio", "capital-calls", "documents", "profile", "resources", "holdings"]) {
      const res = await get(cookie, `/api/investor/${path}?entity=${trust}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.message).toBe(ENTITY_NOT_FOUND);
    }
    // A missing id answers the same.
    expect((await get(cookie, "/api/investor/portfolio?entity=2147483647")).statusCode).toBe(404);
  });

  it.each(["abc", "0", "-3", "1.5", "2147483648", "", "01"])(
    "answers 400 naming the field for ?entity=%s",
    async (raw) => {
      const res = await get(jordan, `/api/investor/portfolio?entity=${encodeURIComponent(raw)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors).toEqual({ entity: [expect.any(String)] });
    },
  );

  it("answers 400 for a repeated ?entity=", async () => {
    const res = await get(jordan, `/api/investor/portfolio?entity=${own}&entity=${trust}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toHaveProperty("entity");
  });

  it("ends access at the next request once the grant is revoked", async () => {
    const { user, cookie } = await signedIn(t, "investor", { fundIIAccess: true });
    await t.db.insert(entityRoles).values({ entityId: trust, userId: user.id, role: "viewer", grantedBy: jordanId });
    const before = await get(cookie, `/api/investor/portfolio?entity=${trust}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().totalCommitment).toBe(5_000_000);
    await t.db
      .update(entityRoles)
      .set({ revokedAt: new Date(), revokedBy: jordanId })
      .where(and(eq(entityRoles.entityId, trust), eq(entityRoles.userId, user.id), isNull(entityRoles.revokedAt)));
    const after = await get(cookie, `/api/investor/portfolio?entity=${trust}`);
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(ENTITY_NOT_FOUND);
  });

  it("sums All accounts from each entity's ledger: Jordan's own and the trust's", async () => {
    const [person] = await t.db.select().from(users).where(eq(users.id, jordanId));
    const { holdings } = await t.services.entities.requestOf(person, undefined);
    expect(holdings.map((h) => [h.legalName, h.role, h.own])).toEqual([
      ["Jordan Mitchell", "signatory", true],
      ["Mitchell Family Trust", "signatory", false],
    ]);
    const summary = await t.services.entities.allAccounts(holdings);
    const [mine, theirs] = summary.accounts;
    expect(mine.total).toMatchObject({
      commitmentCents: 250_000_000,
      contributedCents: 180_000_000,
      unfundedCents: 70_000_000,
    });
    expect(theirs.total).toMatchObject({ commitmentCents: 500_000_000, contributedCents: 337_500_000 });
    for (const key of [
      "commitmentCents",
      "contributedCents",
      "unfundedCents",
      "distributedCents",
      "navShareCents",
    ] as const) {
      expect(summary.total[key], key).toBe(mine.total[key] + theirs.total[key]);
      for (const account of summary.accounts)
        expect(account.total[key]).toBe(account.funds.reduce((sum, fund) => sum + fund[key], 0));
    }
  });
});
