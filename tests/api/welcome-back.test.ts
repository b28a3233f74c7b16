import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22, item 9: "Welcome back" only to someone who signed in before this session.
describe.each(testDatabases)("welcome back on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());

  it("is false on the first sign-in and true from the second", async () => {
    const user = await createUser(t, { role: "investor" });
    await signIn(t, user.username);
    expect((await t.services.investorRecords.accountFor({ id: user.id, role: "investor" })).returning).toBe(false);
    await signIn(t, user.username);
    expect((await t.services.investorRecords.accountFor({ id: user.id, role: "investor" })).returning).toBe(true);
    // Someone else's sign-ins do not count.
    const other = await createUser(t, { role: "investor" });
    await signIn(t, other.username);
    expect((await t.services.investorRecords.accountFor({ id: other.id, role: "investor" })).returning).toBe(false);
  });
});
