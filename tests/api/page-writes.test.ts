import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22 item 13: page form writes follow the API's cross-site rule, and a client's mistake on
// a page (a method it does not take) is answered without an error line.
describe.each(testDatabases)("page writes ($name)", (database) => {
  let t: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(database, { web: true, logger: { level: "info", stream: { write: (l) => lines.push(l) } } });
  });
  afterAll(async () => t?.close());

  const form = { "content-type": "application/x-www-form-urlencoded" };
  const errorLines = () => lines.map((l) => JSON.parse(l) as { level: number; err?: { message: string } });

  it("refuses a signed-in form post with neither Origin nor Sec-Fetch-Site, as the API does", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.username);
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/investment-dashboard",
        headers: { ...form, cookie, ...headers },
        payload: "intent=anything",
      });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // The site's own form (Origin sent) reaches the page as before.
    expect((await post({ origin: TEST_ORIGIN })).statusCode).not.toBe(403);
    expect(errorLines().filter((l) => l.level >= 50)).toEqual([]);
  });

  it("answers PUT and DELETE on a page with 405 and logs no error", async () => {
    lines.length = 0;
    for (const method of ["PUT", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/news", headers: form, payload: "a=1" });
      expect(res.statusCode).toBe(405);
    }
    expect(errorLines().filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.join("\n")).not.toContain("[object Object]");
  });
});
