import { eq, sql } from "drizzle-orm";
import type { Role } from "#domain/auth.ts";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import { hashPassword } from "#server/features/accounts/passwords.ts";
import { hashRecoveryCode, newRecoveryCode, newTotpSecret } from "#server/features/accounts/totp.ts";
import { recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { holdingOf } from "./entity-helpers.ts";
import type { TestContext } from "./test-app.ts";

export const TEST_PASSWORD = "Correct-Horse-42";
export const TEST_ORIGIN = "http://localhost:3000";

let counter = 0;
let cachedHash: Promise<string> | undefined;

/**
 * Insert a user straight into the database (password TEST_PASSWORD unless given). An investor has
 * accepted the e-delivery notice now in force unless the overrides say otherwise (tests of the
 * consent itself pass `edeliveryConsentAt: null`), so tests of documents need not accept it first.
 * Staff have a second factor on (staff must, decision 0028) unless `twoFactor: false`; its secret
 * is `user.totpSecret`, and signIn completes the code step with a fresh recovery code. An investor
 * gets their own holding (decision 0060).
 */
export async function createUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; password?: string; twoFactor?: boolean } = {},
) {
  const n = ++counter;
  const { password, twoFactor, ...rest } = overrides;
  const passwordHash = password ? await hashPassword(password) : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await t.db
    .insert(users)
    .values({
      username: `user${n}`,
      email: `user${n}@example.com`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      passwordHash,
      ...((rest.role ?? "investor") === "investor"
        ? { edeliveryConsentAt: new Date(), edeliveryConsentVersion: EDELIVERY_NOTICE_VERSION }
        : {}),
      ...rest,
    })
    .returning();
  const role = rest.role ?? "investor";
  let totpSecret: string | null = null;
  if (twoFactor ?? (role === "admin" || role === "super_admin")) {
    totpSecret = newTotpSecret();
    await t.db.insert(userTwoFactor).values({ userId: user.id, secret: totpSecret, enabledAt: new Date() });
  }
  // An investor account has its own holding, as the staff user form makes it (decision 0060).
  if (role === "investor") await holdingOf(t.db, user);
  return { ...user, totpSecret };
}

/** A new unused recovery code of a user with a second factor (inserted directly: the arrangement). */
export async function freshRecoveryCode(t: TestContext, userId: number) {
  const code = newRecoveryCode();
  await t.db.insert(recoveryCodes).values({ userId, codeHash: hashRecoveryCode(userId, code) });
  return code;
}

/** The cookie pairs ("name=value") a response sets, by name. */
export function cookiesOf(res: { headers: Record<string, unknown> }): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const header of [res.headers["set-cookie"] ?? []].flat() as string[]) {
    const pair = header.split(";")[0];
    pairs[pair.slice(0, pair.indexOf("="))] = pair;
  }
  return pairs;
}

/** Sign in through the real API; returns the Cookie header value to send with later calls. */
export async function signIn(
  t: TestContext,
  username: string,
  password = TEST_PASSWORD,
  ip = "198.51.100.7",
  userAgent?: string,
) {
  const device = userAgent ? { "user-agent": userAgent } : {};
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...device },
    payload: { username, password },
    remoteAddress: ip,
  });
  if (res.statusCode === 202) {
    // The account has a second factor: finish with a recovery code made for this sign-in.
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    const challenge = Object.values(cookiesOf(res))[0];
    const done = await t.app.inject({
      method: "POST",
      url: "/api/login/two-factor",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie: challenge, ...device },
      payload: { recoveryCode: await freshRecoveryCode(t, user.id) },
      remoteAddress: ip,
    });
    if (done.statusCode !== 200) throw new Error(`code step of ${username} failed: ${done.statusCode} ${done.body}`);
    return sessionCookieOf(done);
  }
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieOf(res);
}

/** The session cookie ("name=value") a sign-in answer sets. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }) {
  const pair = Object.entries(cookiesOf(res)).find(([name]) => name.endsWith("edf_session"))?.[1];
  if (!pair) throw new Error("no session cookie in the answer");
  return pair;
}

/** A user of the given role, signed in: { user, cookie }. */
export async function signedIn(t: TestContext, role: Role, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, { role, ...overrides });
  return { user, cookie: await signIn(t, user.username) };
}
