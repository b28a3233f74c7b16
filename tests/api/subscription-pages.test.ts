// Decision 0065, the questionnaire as pages (from the production build): every form posts without
// script; a reload resumes where the person was; a stale save says so; the review links problems
// and continues to signing once complete.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STALE_ANSWERS } from "#domain/subscription-questionnaire.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { createUser, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { completeTrustAnswers, offeringFor, startFor } from "./subscription-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN };

describe.each(testDatabases)("the questionnaire's pages on $name", (database) => {
  let t: TestContext;
  let cookie: string;
  let offering: number;

  const page = (method: "GET" | "POST", url: string, body?: Record<string, string> | URLSearchParams, as = cookie) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: as, ...(body ? FORM : {}) },
      ...(body ? { payload: new URLSearchParams(body).toString() } : {}),
    });

  beforeAll(async () => {
    t = await startTestApp(database, { web: true });
  });
  beforeEach(async () => {
    await t.reset();
    const user = await createUser(t, { role: "investor" });
    cookie = await signIn(t, user.username);
    offering = await offeringFor(t, user.id);
  });
  afterAll(async () => t?.close());

  it("starts for a new trust, saves a section without script, resumes, and refuses a stale save", async () => {
    const empty = await page("GET", "/subscriptions");
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("You have no subscriptions yet");

    const start = await page("GET", `/subscriptions/new?offering=${offering}`);
    expect(start.statusCode).toBe(200);
    const started = await page("POST", `/subscriptions/new?offering=${offering}`, {
      entity: "new",
      kind: "trust",
      legalName: "Rivera Family Trust",
    });
    expect(started.statusCode, started.body.slice(0, 300)).toBe(302);
    const section = started.headers.location as string;
    expect(section).toMatch(/^\/subscriptions\/\d+\/identity$/);
    const id = Number(section.split("/")[2]);

    const saved = await page("POST", section, {
      answersVersion: "0",
      intent: "continue",
      legalName: "Rivera Family Trust",
      country: "US",
      city: "Austin",
    });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe(`/subscriptions/${id}/owners`);

    const resumed = await page("GET", section);
    expect(resumed.body).toContain('value="Austin"');
    expect(resumed.body).toContain("Incomplete");

    const stale = await page("POST", section, { answersVersion: "0", intent: "continue", city: "Dallas" });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(STALE_ANSWERS);
    // What was sent is shown again, not lost.
    expect(stale.body).toContain('value="Dallas"');

    const routing = await page("POST", `/subscriptions/${id}/bank`, {
      answersVersion: "1",
      routingNumber: "021000022",
    });
    expect(routing.statusCode).toBe(400);
    expect(routing.body).toContain("not a valid ABA routing number");
  });

  it("reviews: problems link to their sections; complete answers continue to signing", async () => {
    const id = await startFor(t, cookie, { offeringId: offering, kind: "trust", legalName: "Rivera Family Trust" });
    const incomplete = await page("GET", `/subscriptions/${id}/review`);
    expect(incomplete.statusCode).toBe(200);
    expect(incomplete.body).toContain(`href="/subscriptions/${id}/identity"`);
    expect(incomplete.body).toContain("Still to answer");

    const version = await completeTrustAnswers(t, cookie, id);
    const review = await page("GET", `/subscriptions/${id}/review`);
    expect(review.body).toContain("••••6789");
    expect(review.body).not.toContain("123456789");
    const ready = await page("POST", `/subscriptions/${id}/review`, { answersVersion: String(version) });
    expect(ready.statusCode).toBe(302);
    expect(ready.headers.location).toBe(`/subscriptions/${id}/sign`);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row.commitmentCents).toBe(30_000_000);

    const stranger = await signIn(t, (await createUser(t, { role: "investor" })).username);
    expect((await page("GET", `/subscriptions/${id}/identity`, undefined, stranger)).statusCode).toBe(404);
  });
});
