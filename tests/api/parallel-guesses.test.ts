import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { createUser, signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22 item 11: a limit read before the secret is checked and counted after lets every guess
// sent at once through (30 parallel wrong codes: 30 checked). Each guess now takes its place in
// the count atomically before the check; these tests fire the guesses in parallel.
const GUESSES = 30;
const json = { "content-type": "application/json", origin: TEST_ORIGIN };

describe.each(testDatabases)("guesses sent at once stay within the limits ($name)", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  let host = 0;
  const nextAddress = () => `192.0.2.${++host % 250}`;
  const audited = async (action: (typeof auditLog.$inferSelect)["action"], entityId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    ).length;
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

  const login = (username: string, password: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: "POST", url: "/api/login", headers: json, payload: { username, password }, remoteAddress });

  it(`checks at most 5 of ${GUESSES} parallel wrong passwords for one account, then refuses the right one`, async () => {
    const user = await createUser(t);
    // Each from its own address, so only the account's limit applies.
    const statuses = (await Promise.all(Array.from({ length: GUESSES }, () => login(user.username, "wrong")))).map(
      (r) => r.statusCode,
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: GUESSES - 5 });
    expect(await audited("login.failed", user.id)).toBe(5);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it(`checks at most 20 of ${GUESSES} parallel wrong sign-ins from one address`, async () => {
    const statuses = (
      await Promise.all(Array.from({ length: GUESSES }, (_, i) => login(`nobody${i}`, "wrong", "192.0.2.254")))
    ).map((r) => r.statusCode);
    expect(tally(statuses)).toEqual({ 401: 20, 429: GUESSES - 20 });
  });

  it("a right password clears the account's count and does not use up the address's", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) expect((await login(user.username, "wrong", "192.0.2.253")).statusCode).toBe(401);
    // 25 right sign-ins from the same address, more than its limit of 20 failures: none stays counted.
    for (let i = 0; i < 25; i++)
      expect((await login(user.username, TEST_PASSWORD, "192.0.2.253")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.username, "wrong", "192.0.2.253")).statusCode).toBe(401);
    expect((await login(user.username, "wrong", "192.0.2.253")).statusCode).toBe(429);
  });

  it(`checks at most 5 of ${GUESSES} parallel wrong codes at the code step`, async () => {
    const user = await createUser(t, { twoFactor: true });
    const first = await login(user.username, TEST_PASSWORD);
    expect(first.statusCode).toBe(202);
    const challenge = String(first.headers["set-cookie"]).split(";")[0];
    const codes = Array.from({ length: GUESSES }, (_, i) => String(100000 + i * 7919).slice(0, 6));
    const statuses = (
      await Promise.all(
        codes.map((code) =>
          t.app.inject({
            method: "POST",
            url: "/api/login/two-factor",
            headers: { ...json, cookie: challenge },
            payload: { code },
            remoteAddress: nextAddress(),
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    expect(await audited("two_factor.failed", user.id)).toBe(5);
  });

  it(`checks at most 5 of ${GUESSES} parallel wrong current passwords on the account page`, async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.username);
    const statuses = (
      await Promise.all(
        Array.from({ length: GUESSES }, () =>
          t.app.inject({
            method: "POST",
            url: "/api/account/password",
            headers: { ...json, cookie },
            payload: {
              currentPassword: "wrong",
              newPassword: "Another-Horse-43-long",
              confirmPassword: "Another-Horse-43-long",
            },
            remoteAddress: nextAddress(),
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(tally(statuses)).toEqual({ 400: 5, 429: GUESSES - 5 });
    expect(await audited("account.password_change_failed", user.id)).toBe(5);
  });
});
