// Shared by the users API tests (users*.test.ts): request bodies and the calls they make.
import { eq, getTableColumns } from "drizzle-orm";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { signIn, TEST_ORIGIN, TEST_PASSWORD } from "./auth-helpers.ts";
import { request } from "./request.ts";
import type { TestContext } from "./test-app.ts";

export const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };
export const NEW_PASSWORD = "Brand-New-Secret-77";

export const investorBody = (n: string, extra: Record<string, unknown> = {}) => ({
  username: `inv${n}`,
  email: `inv${n}@example.com`,
  password: "Investor-Pass-2026",
  firstName: "Ivy",
  lastName: `Investor${n}`,
  role: "investor",
  isActive: true,
  fundIAccess: true,
  fundIIAccess: true,
  fundICommitment: 250000,
  fundIICommitment: 100000,
  membershipLevel: "preferred",
  investorType: "trust",
  ...extra,
});

/** The calls of the users tests, on the test app `app()` returns (set in the file's beforeAll). */
export function usersApi(app: () => TestContext) {
  let ip = 0;
  return {
    call: (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
      request(app(), method, url, { cookie, payload }),
    session: (cookie: string) => app().app.inject({ method: "GET", url: "/api/users", headers: { cookie } }),
    /** Sign in from a fresh address each time, so the per-address limit never interferes. */
    login: (username: string, password = TEST_PASSWORD) =>
      signIn(app(), username, password, `198.51.100.${++ip % 250}`),
    /** The commitments of the person's own holding (decision 0060), with its name and kind. */
    commitmentRows: (userId: number) =>
      app()
        .db.select({
          ...getTableColumns(capitalCommitments),
          legalName: investingEntities.legalName,
          kind: investingEntities.kind,
        })
        .from(capitalCommitments)
        .innerJoin(investingEntities, eq(investingEntities.id, capitalCommitments.entityId))
        .where(eq(investingEntities.personId, userId))
        .orderBy(capitalCommitments.fundType),
  };
}
