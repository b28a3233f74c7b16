// Decision 0060, slice 5, as pages (from the production build): the Tax and bank section's forms
// post to its action without script, and the e-mailed link's page confirms or cancels a change.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { createUser, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN };
const ACCOUNT = {
  bankName: "Harbor Bank",
  accountName: "Jordan Mitchell",
  routingNumber: "021000021",
  accountNumber: "5550001234",
};

describe.each(testDatabases)("the Tax and bank pages on $name", (database) => {
  let t: TestContext;
  let trust: number;
  let jordan: string;

  const page = (method: "GET" | "POST", url: string, cookie?: string, body?: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? FORM : {}) },
      ...(body ? { payload: new URLSearchParams(body).toString() } : {}),
    });
  const sectionOf = (id: number) => `/accounts/${id}/tax-and-bank`;

  beforeAll(async () => {
    t = await startTestApp(database, { web: true, demo: true });
  });
  beforeEach(async () => {
    await t.resetToDemoContent(NOW);
    const [row] = await t.db
      .select({ id: investingEntities.id })
      .from(investingEntities)
      .where(eq(investingEntities.legalName, DEMO_ENTITIES.mitchellTrust.legalName));
    trust = row.id;
    jordan = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
  });
  afterAll(async () => t?.close());

  it("shows the masks, reveals through the form (audited), and keeps what was typed when a change is refused", async () => {
    const before = await page("GET", sectionOf(trust), jordan);
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.body).toContain("••-•••6789");
    expect(before.body).not.toContain("12-3456789");

    const revealed = await page("POST", sectionOf(trust), jordan, { intent: "reveal" });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.body).toContain("12-3456789");
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "entity.tax_id_revealed"))).toHaveLength(1);

    const refused = await page("POST", sectionOf(trust), jordan, {
      intent: "bank-change",
      ...ACCOUNT,
      routingNumber: "021000022",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("not a valid ABA routing number");
    expect(refused.body).toContain('value="Harbor Bank"');

    const foreign = await t.app.inject({
      method: "POST",
      url: sectionOf(trust),
      headers: { cookie: jordan, ...FORM, "sec-fetch-site": "cross-site" },
      payload: "intent=reveal",
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("reads as the role allows: a delegate's note, a viewer's read-only view and refused reveal, a stranger's 404", async () => {
    const delegate = await createUser(t, { role: "investor" });
    await t.db.insert(entityRoles).values({ entityId: trust, userId: delegate.id, role: "delegate" });
    const delegateCookie = await signIn(t, delegate.username);
    const body = (await page("GET", sectionOf(trust), delegateCookie)).body;
    expect(body).toContain("Only a signatory can change bank details.");
    expect(body).toContain("Reveal full tax ID");
    expect(body).not.toContain("Request change");

    const advisor = await signIn(t, demoUsers.advisor.username, demoUsers.advisor.password);
    const viewer = await page("GET", sectionOf(trust), advisor);
    expect(viewer.body).toContain("You have view-only access.");
    expect(viewer.body).not.toContain("Reveal full tax ID");
    expect((await page("POST", sectionOf(trust), advisor, { intent: "reveal" })).statusCode).toBe(403);

    const stranger = await createUser(t, { role: "investor" });
    expect((await page("GET", sectionOf(trust), await signIn(t, stranger.username))).statusCode).toBe(404);
  });

  it("the e-mailed link's page: sign in to confirm, confirm, then the link is spent; \"this wasn't me\" without sign-in", async () => {
    expect((await page("POST", sectionOf(trust), jordan, { intent: "bank-change", ...ACCOUNT })).statusCode).toBe(200);
    const tokenOf = async () => {
      const mails = await t.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.kind, "bank_change_requested"))
        .orderBy(mailMessages.id);
      return /token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.textBody)![1];
    };
    const token = await tokenOf();
    const link = `/confirm-bank-change?token=${token}`;
    const anonymous = await page("GET", link);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers["referrer-policy"]).toBe("no-referrer");
    expect(anonymous.body).toContain("••••1234");
    expect(anonymous.body).toContain("Sign in to confirm");
    expect(anonymous.body).not.toContain("5550001234");

    // The advisor sees the trust but is no signatory: refused, the change still pending.
    const advisor = await signIn(t, demoUsers.advisor.username, demoUsers.advisor.password);
    const refused = await page("POST", link, advisor, { token, intent: "confirm" });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("Only a signatory of this account can confirm a bank change");
    const confirmed = await page("POST", link, jordan, { token, intent: "confirm" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("New bank account confirmed");
    expect((await page("GET", link, jordan)).body).toContain("already confirmed or cancelled");

    expect(
      (await page("POST", sectionOf(trust), jordan, { intent: "bank-change", ...ACCOUNT, accountNumber: "99990000" }))
        .statusCode,
    ).toBe(200);
    const second = await tokenOf();
    const cancelled = await page("POST", `/confirm-bank-change?token=${second}`, undefined, {
      token: second,
      intent: "cancel",
    });
    expect(cancelled.body).toContain("Change cancelled");
    expect(
      (await t.db.select().from(entityBankAccounts).where(eq(entityBankAccounts.entityId, trust))).map((r) => r.status),
    ).toEqual(["replaced", "active", "cancelled"]);
    expect((await page("GET", "/confirm-bank-change?token=nonsense")).body).toContain("This link does not work");
  });
});
