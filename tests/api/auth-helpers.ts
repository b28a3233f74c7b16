import type { Role } from "../../domain/auth.ts";
import { EDELIVERY_NOTICE_VERSION } from "../../domain/fund-operations.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { users } from "../../server/db/schema/users.ts";
import type { TestContext } from "./test-app.ts";

export const TEST_PASSWORD = "Correct-Horse-42";
export const TEST_ORIGIN = "http://localhost:3000";

let counter = 0;
let cachedHash: Promise<string> | undefined;

/**
 * Insert a user straight into the database (password TEST_PASSWORD unless given). An investor has
 * accepted the e-delivery notice now in force unless the overrides say otherwise (tests of the
 * consent itself pass `edeliveryConsentAt: null`), so tests of documents need not accept it first.
 */
export async function createUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; password?: string } = {},
) {
  const n = ++counter;
  const { password, ...rest } = overrides;
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
  return user;
}

/** Sign in through the real API; returns the Cookie header value to send with later calls. */
export async function signIn(t: TestContext, username: string, password = TEST_PASSWORD, ip = "198.51.100.7") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    payload: { username, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  const setCookie = [res.headers["set-cookie"]].flat()[0] as string;
  return setCookie.split(";")[0];
}

/** A user of the given role, signed in: { user, cookie }. */
export async function signedIn(t: TestContext, role: Role, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, { role, ...overrides });
  return { user, cookie: await signIn(t, user.username) };
}
