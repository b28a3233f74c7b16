// Decision 0060, slice 6: every entity-scoped page and API route, called by every kind of person
// from the entity's point of view (owner, delegate, view only, notices only, a stranger, a revoked
// grant). The expected statuses are the access rules: a single unexpected allow fails the test.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { TEST_ORIGIN } from "./auth-helpers.ts";
import { multipartBody } from "./multipart-body.ts";
import { ACT_ROWS, NOT_ENTITY_SCOPED, PAGE_ROWS, READ_ROWS, STAFF_ROWS, type EntityRow } from "./entity-matrix-rows.ts";
import { entityPrincipals, PRINCIPALS, type MatrixRecords, type Principal } from "./entity-principals.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const ROWS: EntityRow[] = [...READ_ROWS, ...ACT_ROWS, ...PAGE_ROWS, ...STAFF_ROWS];

describe.each(testDatabases)("entity authorization matrix on $name", (database) => {
  let t: TestContext;
  let cookies: Record<Principal, string>;
  let records: MatrixRecords;

  beforeAll(async () => {
    t = await startTestApp(database, { web: true, demo: true });
    await t.reset();
    await t.resetToDemoContent(NOW);
    const closed = closedQuarter(NOW, 0);
    ({ cookies, records } = await entityPrincipals(t, `${closed.year}-Q${closed.quarter}`));
  });
  afterAll(async () => t?.close());

  it("has a row for every /api/investor route", () => {
    const declared = new Set(ROWS.filter((r) => r.route).map((r) => `${r.method} ${r.route}`));
    const missing = t.app.apiRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => key.includes("/api/investor/"))
      .filter((key) => !declared.has(key) && !NOT_ENTITY_SCOPED.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of ROWS) {
    const named = { entity: ":entity", document: ":document", callPart: ":part", strangersEntity: ":another" };
    const label = `${row.method} ${row.path({ ...named, quarter: ":quarter" } as unknown as MatrixRecords)}`;
    it(label, async () => {
      const actual: Partial<Record<Principal, number>> = {};
      for (const who of PRINCIPALS) {
        const upload = row.multipart ? multipartBody(row.multipart) : null;
        const res = await t.app.inject({
          method: row.method,
          url: row.path(records),
          headers: {
            origin: TEST_ORIGIN,
            cookie: cookies[who],
            ...(upload ? { "content-type": upload.contentType } : {}),
            ...(row.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(upload ? { payload: upload.body } : {}),
          ...(row.body !== undefined ? { payload: JSON.stringify(row.body) } : {}),
        });
        actual[who] = res.statusCode;
      }
      expect(actual).toEqual(row.expect);
    });
  }

  // Runs after the rows: their downloads by the owner were audited with the person and the entity.
  it("audits every download for the entity with both the person and the entity", async () => {
    const rows = await t.db
      .select({ type: auditLog.entityType, actor: auditLog.actorUsername })
      .from(auditLog)
      .where(and(eq(auditLog.investingEntityId, records.entity), eq(auditLog.action, "document.downloaded")));
    const byOwner = rows.filter((row) => row.actor === demoUsers.investor.username);
    expect(new Set(byOwner.map((row) => row.type))).toEqual(new Set(["investor_document", "statement", "tax_form"]));
    // The view-only adviser's downloads name the entity too; refused attempts wrote no row for it.
    expect(rows.filter((row) => row.actor === demoUsers.advisor.username)).toHaveLength(byOwner.length);
    expect(rows).toHaveLength(byOwner.length * 3);
  });
});
