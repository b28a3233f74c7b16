import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { WHO, type Row, type Who } from "./authorization-expectations.ts";
import { ACCOUNT_AND_CONTENT_ROWS } from "./authorization-rows-accounts.ts";
import { OPERATIONS_AND_PORTAL_ROWS } from "./authorization-rows-operations.ts";
import { FUND_TERMS_ROWS } from "./authorization-rows-fund-terms.ts";
import { PROSPECT_ROWS } from "./authorization-rows-prospects.ts";
import { STAFF_ENTITY_ROWS } from "./authorization-rows-staff-entities.ts";
import { TRANSFER_ROWS } from "./authorization-rows-transfers.ts";
import { ENTITY_PEOPLE_ROWS } from "./authorization-rows-entity-people.ts";
import { ENTITY_TAX_BANK_ROWS } from "./authorization-rows-entity-tax-bank.ts";
import { KYC_ROWS } from "./authorization-rows-kyc.ts";
import { OFFERING_ROWS } from "./authorization-rows-offerings.ts";
import { REVIEW_ROWS } from "./authorization-rows-review.ts";
import { SIGNING_ROWS } from "./authorization-rows-signing.ts";
import { SUBSCRIPTION_ROWS } from "./authorization-rows-subscriptions.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

// Every API route, called by every kind of caller: the status each gets is the route's access rule.
const ROWS: Row[] = [
  ...ACCOUNT_AND_CONTENT_ROWS,
  ...OPERATIONS_AND_PORTAL_ROWS,
  ...FUND_TERMS_ROWS,
  ...PROSPECT_ROWS,
  ...STAFF_ENTITY_ROWS,
  ...TRANSFER_ROWS,
  ...ENTITY_PEOPLE_ROWS,
  ...ENTITY_TAX_BANK_ROWS,
  ...KYC_ROWS,
  ...OFFERING_ROWS,
  ...REVIEW_ROWS,
  ...SIGNING_ROWS,
  ...SUBSCRIPTION_ROWS,
];

describe.each(testDatabases)("authorization matrix on $name", (database) => {
  let t: TestContext;
  const cookies: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    t = await startTestApp(database);
    await t.reset();
    for (const role of ["investor", "viewer", "admin", "super_admin"] as const) {
      cookies[role] = (await signedIn(t, role)).cookie;
    }
  });
  afterAll(async () => t?.close());

  it("has a row for every registered API route (a new route without one fails here)", () => {
    const declared = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    const missing = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !declared.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.path}`, async () => {
      const actual: Partial<Record<Who, number>> = {};
      for (const who of WHO) {
        const cookie =
          who === "anonymous" ? undefined : row.freshSession ? (await signedIn(t, who)).cookie : cookies[who];
        const res = await t.app.inject({
          method: row.method as "GET",
          url: row.path,
          headers: {
            origin: TEST_ORIGIN,
            ...(cookie ? { cookie } : {}),
            ...(row.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(row.body !== undefined ? { payload: JSON.stringify(row.body) } : {}),
        });
        actual[who] = res.statusCode;
      }
      expect(actual).toEqual(row.expect);
    });
  }

  // Staff without a second factor (decision 0028): every protected route answers 403 except the
  // enrolment routes; where the role alone would be let in, the code says to enrol.
  const ENROLMENT = new Set([
    "GET /api/account/two-factor",
    "POST /api/account/two-factor/enrolment",
    "POST /api/account/two-factor/enrolment/confirm",
  ]);
  for (const role of ["admin", "super_admin"] as const) {
    it(`${role} without a second factor: 403 TWO_FACTOR_ENROLMENT_REQUIRED on every protected route but enrolment`, async () => {
      const { cookie } = await signedIn(t, role, { twoFactor: false });
      const wrong: string[] = [];
      for (const row of ROWS.filter((r) => r.expect.anonymous === 401 && !r.freshSession)) {
        const key = `${row.method} ${row.route}`;
        const res = await t.app.inject({
          method: row.method as "GET",
          url: row.path,
          headers: {
            origin: TEST_ORIGIN,
            cookie,
            ...(row.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(row.body !== undefined ? { payload: JSON.stringify(row.body) } : {}),
        });
        const code = (res.json() as { error?: { code?: string } }).error?.code;
        if (ENROLMENT.has(key)) {
          if (res.statusCode === 403) wrong.push(`${key}: ${res.statusCode} ${code}`);
        } else if (row.expect[role] === 403) {
          if (res.statusCode !== 403) wrong.push(`${key}: ${res.statusCode}`);
        } else if (res.statusCode !== 403 || code !== "TWO_FACTOR_ENROLMENT_REQUIRED") {
          wrong.push(`${key}: ${res.statusCode} ${code}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
