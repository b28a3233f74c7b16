import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PERSONAL_DATA_FORMAT } from "#server/features/accounts/personal-data.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { prospects } from "#server/platform/db/schema/prospects.ts";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

// Issue 25: "a person can download their personal data" (the GDPR right of access for the EU and
// UK investors; offered to everyone).
describe.each(testDatabases)("personal data download on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
  });

  const download = (cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/account/personal-data",
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    });

  it("answers the person's own data as a JSON download, without secrets, and audits it", async () => {
    const { user, cookie } = await signedIn(t, "investor", { phone: "+1 212 555 0101" });
    const other = await signedIn(t, "investor");
    const [entity] = await t.db
      .insert(investingEntities)
      .values({ kind: "trust", legalName: "Harbor Light Trust", memberId: "EDF-TEST-0901" })
      .returning();
    await t.db.insert(entityRoles).values({ entityId: entity!.id, userId: user.id, role: "signatory" });
    await t.db
      .insert(prospects)
      .values({ firstName: "A", lastName: "B", email: user.email.toUpperCase(), stage: "qualified" });

    const res = await download(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="edfutures-personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.format).toBe(PERSONAL_DATA_FORMAT);
    expect(body.profile).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      phone: "+1 212 555 0101",
    });
    expect(body.investingEntityRoles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: "Harbor Light Trust", memberId: "EDF-TEST-0901", role: "signatory" }),
      ]),
    );
    // The prospect record found by e-mail, whatever its case.
    expect(body.prospect).toEqual([expect.objectContaining({ stage: "qualified" })]);
    // Its sign-in is there (the person's own session and audit row), and no secret at all.
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.yourActions.some((a: { action: string }) => a.action === "login.succeeded")).toBe(true);
    const text = res.body;
    expect(text).not.toMatch(/password_?hash|\$argon2|token_?hash/i);
    expect(text).not.toContain(other.user.email);

    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "account.personal_data_downloaded"));
    expect(row).toMatchObject({ actorUserId: user.id, entityId: String(user.id) });
  });

  it("is for signed-in people only", async () => {
    expect((await download()).statusCode).toBe(401);
  });
});
