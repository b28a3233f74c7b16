import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fundTermsVersions } from "#server/platform/db/schema/fund-terms.ts";
import { approvedTerms, investor, NOW, PROPOSAL, SETTINGS, staffOf } from "./fund-terms-helpers.ts";
import { auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// A fund's terms (issue 26 §1, decision 0068): staff propose, a super admin other than the
// proposer approves, every step audited; an approved version is never rewritten (the service's
// rules and the database's triggers), and side letters follow the same rule.

describe.each(testDatabases)("fund terms on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  it("is proposed by staff and approved by another super admin, never an admin or its proposer; all audited", async () => {
    const staff = await staffOf(t);
    const proposed = await staff.admin.api.post("/api/admin/funds/fund-i/terms", PROPOSAL);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const version = proposed.json();
    expect(version).toMatchObject({
      fundType: "Fund I",
      status: "proposed",
      effectiveFrom: "2024-01-01",
      preferredReturnBps: 800,
      catchUpBps: 10_000,
      carriedInterestBps: 2_000,
      gpCommitmentBps: 100,
      feePeriods: [{ basis: "commitments", rateBps: 150, from: "2024-01-01", to: null }],
      approvedAt: null,
    });
    // Proposed is not in effect.
    expect((await staff.admin.api.get("/api/admin/funds/fund-i/terms")).json().current).toBeNull();

    // An admin may not approve (the route), a super admin may not approve their own proposal (the service).
    const byAdmin = await staff.admin.api.post(`/api/admin/funds/terms/${version.id}/approve`, {});
    expect(byAdmin.statusCode).toBe(403);
    const own = await staff.first.api.post("/api/admin/funds/fund-ii/terms", {
      ...PROPOSAL,
      effectiveFrom: "2024-03-01",
    });
    const ownApproval = await staff.first.api.post(`/api/admin/funds/terms/${own.json().id}/approve`, {});
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().error.message).toBe("You proposed these terms: another super admin must approve them");

    const approved = await staff.first.api.post(`/api/admin/funds/terms/${version.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", approvedBy: expect.any(String) });
    const overview = (await staff.admin.api.get("/api/admin/funds/fund-i/terms")).json();
    expect(overview.current.id).toBe(version.id);
    expect(overview.versions.map((v: { status: string }) => v.status)).toEqual(["approved"]);

    // Rejecting needs a reason; the proposer may withdraw their own so.
    expect((await staff.first.api.post(`/api/admin/funds/terms/${own.json().id}/reject`, {})).statusCode).toBe(400);
    const rejected = await staff.first.api.post(`/api/admin/funds/terms/${own.json().id}/reject`, { reason: "Typo" });
    expect(rejected.json()).toMatchObject({ status: "rejected", rejectionReason: "Typo" });
    // A decided version is not decided again.
    expect((await staff.second.api.post(`/api/admin/funds/terms/${own.json().id}/approve`, {})).statusCode).toBe(409);

    const actions = (await auditRows(t)).map((row) => [row.action, row.actorUsername]);
    expect(actions.filter(([action]) => action!.startsWith("fund_terms"))).toEqual([
      ["fund_terms.proposed", staff.admin.user.username],
      ["fund_terms.proposed", staff.first.user.username],
      ["fund_terms.approved", staff.first.user.username],
      ["fund_terms.rejected", staff.first.user.username],
    ]);
  });

  it("answers 400 naming the field for bad terms, and stores nothing", async () => {
    const { admin } = await staffOf(t);
    for (const [change, field] of [
      [{ feeRate: "abc" }, "feeRate"],
      [{ carriedInterest: "101" }, "carriedInterest"],
      [{ preferredReturn: "8.125" }, "preferredReturn"],
      [{ waterfall: "asian" }, "waterfall"],
      [{ effectiveFrom: "2024-02-30" }, "effectiveFrom"],
      [{ investmentPeriodEnd: "2028-12-31" }, "postPeriodFeeRate"],
      [{ investmentPeriodEnd: "2023-12-31", postPeriodFeeRate: "1" }, "investmentPeriodEnd"],
      [{ reason: " " }, "reason"],
    ] as const) {
      const res = await admin.api.post("/api/admin/funds/fund-i/terms", { ...PROPOSAL, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors)).toContain(field);
    }
    expect(await t.db.select().from(fundTermsVersions)).toEqual([]);
  });

  it("never rewrites history: later versions only, a proposal replaces a proposal, the database refuses edits", async () => {
    const staff = await staffOf(t);
    const first = await approvedTerms(staff);
    const before = await t.db.select().from(fundTermsVersions).where(eq(fundTermsVersions.id, first));

    // A change takes effect after the approved version's date, never on or before it.
    const same = await staff.admin.api.post("/api/admin/funds/fund-i/terms", { ...PROPOSAL, feeRate: "1" });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fieldErrors.effectiveFrom[0]).toMatch(/^Effective from must be after January 1, 2024/);
    const later = await staff.admin.api.post("/api/admin/funds/fund-i/terms", {
      ...PROPOSAL,
      effectiveFrom: "2027-01-01",
      investmentPeriodStart: "2024-01-01",
      investmentPeriodEnd: "2028-12-31",
      postPeriodFeeBasis: "invested_capital",
      postPeriodFeeRate: "1",
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().feePeriods).toEqual([
      { basis: "commitments", rateBps: 150, from: "2024-01-01", to: "2028-12-31" },
      { basis: "invested_capital", rateBps: 100, from: "2029-01-01", to: null },
    ]);
    // A second proposal supersedes the first, which can then no longer be approved.
    const again = await staff.admin.api.post("/api/admin/funds/fund-i/terms", {
      ...PROPOSAL,
      effectiveFrom: "2027-04-01",
    });
    const statuses = await t.db
      .select({ id: fundTermsVersions.id, status: fundTermsVersions.status })
      .from(fundTermsVersions);
    expect(new Map(statuses.map((s) => [s.id, s.status]))).toEqual(
      new Map([
        [first, "approved"],
        [later.json().id, "superseded"],
        [again.json().id, "proposed"],
      ]),
    );
    expect((await staff.first.api.post(`/api/admin/funds/terms/${later.json().id}/approve`, {})).statusCode).toBe(409);

    // The database refuses to change or delete what was decided, or a proposal's terms.
    const proposal = again.json().id as number;
    const refused: Array<[ReturnType<typeof sql>, RegExp]> = [
      [
        sql`update fund_terms_versions set carried_interest_bps = 2500 where id = ${first}`,
        /is approved: it is never changed/,
      ],
      [
        sql`update fund_terms_versions set status = 'proposed', approved_at = null where id = ${first}`,
        /is approved: it is never changed/,
      ],
      [sql`delete from fund_terms_versions where id = ${first}`, /are never deleted/],
      [sql`update fund_fee_periods set rate_bps = 100 where version_id = ${first}`, /never changed or deleted/],
      [sql`delete from fund_fee_periods where version_id = ${first}`, /never changed or deleted/],
      [
        sql`insert into fund_fee_periods (version_id, basis, rate_bps, from_date) values (${first}, 'commitments', 1, '2030-01-01')`,
        /is decided: its fee periods are never changed/,
      ],
      [sql`update fund_terms_versions set preferred_return_bps = 1 where id = ${proposal}`, /are never edited/],
      [sql`update fund_terms_versions set effective_from = '2027-05-01' where id = ${proposal}`, /are never edited/],
      // Four eyes, in the database too.
      [
        sql`update fund_terms_versions set status = 'approved', approved_at = now(), approved_by = proposed_by where id = ${proposal}`,
        /four_eyes/,
      ],
    ];
    for (const [statement, reason] of refused) {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(`${error?.message} ${error?.cause?.message}`).toMatch(reason);
    }
    expect(await t.db.select().from(fundTermsVersions).where(eq(fundTermsVersions.id, first))).toEqual(before);
  });

  it("refuses terms taking effect on days already settled under approved terms (a call's fee quarter)", async () => {
    const staff = await staffOf(t);
    await investor(t, "Fund I", "1500000.00", "2024-01-15");
    await approvedTerms(staff);
    await staff.first.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    const call = await staff.admin.api.post("/api/admin/funds/capital-calls", {
      fundType: "Fund I",
      callDate: "2026-11-20",
      dueDate: "2026-12-04",
      purpose: "Q4 fee",
      investment: "0",
      fundExpenses: "0",
    });
    expect(call.statusCode, call.body).toBe(201);
    // Q4 2026's fee was called under the terms: a version from 31 Dec 2026 would change it.
    const overview = (await staff.admin.api.get("/api/admin/funds/fund-i/terms")).json();
    expect(overview.coveredThrough).toBe("2026-12-31");
    const onCovered = await staff.admin.api.post("/api/admin/funds/fund-i/terms", {
      ...PROPOSAL,
      effectiveFrom: "2026-12-31",
    });
    expect(onCovered.statusCode).toBe(400);
    expect(onCovered.json().error.fieldErrors.effectiveFrom[0]).toBe(
      "Effective from must be after December 31, 2026: Fund I's calls and distributions up to then were settled under its approved terms",
    );
    expect(
      (await staff.admin.api.post("/api/admin/funds/fund-i/terms", { ...PROPOSAL, effectiveFrom: "2027-01-01" }))
        .statusCode,
    ).toBe(201);
  });

  it("keeps side letters for super admins, audited, and never changes one that bore on a call", async () => {
    const staff = await staffOf(t);
    const entityId = await investor(t, "Fund I", "1500000.00", "2024-01-15");
    const letter = {
      fundType: "Fund I",
      entityId,
      effectiveFrom: "2024-01-15",
      feeOffsetPercent: "50",
      note: "Anchor LP",
    };
    expect((await staff.admin.api.post("/api/admin/funds/side-letters", letter)).statusCode).toBe(403);
    const created = await staff.first.api.post("/api/admin/funds/side-letters", letter);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ entityId, feeOffsetBps: 5_000, feeRateBps: null, feeWaived: false });
    // Bad input names its field; an investor without a commitment to the fund is refused.
    const bad = await staff.first.api.post("/api/admin/funds/side-letters", {
      ...letter,
      feeOffset: "100",
      effectiveFrom: "2025-01-01",
    });
    expect(Object.keys(bad.json().error.fieldErrors)).toEqual(["feeOffsetPercent"]);
    const empty = await staff.first.api.post("/api/admin/funds/side-letters", {
      fundType: "Fund I",
      entityId,
      effectiveFrom: "2025-01-01",
    });
    expect(Object.keys(empty.json().error.fieldErrors)).toEqual(["feeRate"]);
    const other = await staff.first.api.post("/api/admin/funds/side-letters", { ...letter, fundType: "Fund II" });
    expect(other.json().error.fieldErrors).toEqual({ entityId: ["Choose an investor with a commitment to Fund II"] });
    const twice = await staff.first.api.post("/api/admin/funds/side-letters", letter);
    expect(twice.json().error.fieldErrors.effectiveFrom).toEqual([
      "This investor already has a side letter from that day",
    ]);

    const id = created.json().id;
    const updated = await staff.first.api.put(`/api/admin/funds/side-letters/${id}`, {
      ...letter,
      feeOffsetPercent: "",
      feeWaived: true,
    });
    expect(updated.json()).toMatchObject({ feeOffsetBps: null, feeWaived: true });

    // A call under the terms covers Q4 2026: the letter bore on it, so it stays as it is.
    await approvedTerms(staff);
    await staff.first.api.put("/api/admin/funds/fund-i/settings", SETTINGS);
    const call = {
      fundType: "Fund I",
      callDate: "2026-11-20",
      dueDate: "2026-12-04",
      purpose: "Deal",
      investment: "1000",
      fundExpenses: "0",
    };
    expect((await staff.admin.api.post("/api/admin/funds/capital-calls", call)).statusCode).toBe(201);
    expect((await staff.first.api.put(`/api/admin/funds/side-letters/${id}`, letter)).statusCode).toBe(409);
    expect((await staff.first.api.delete(`/api/admin/funds/side-letters/${id}`)).statusCode).toBe(409);
    const early = await staff.first.api.post("/api/admin/funds/side-letters", {
      ...letter,
      effectiveFrom: "2026-12-01",
    });
    expect(Object.keys(early.json().error.fieldErrors)).toEqual(["effectiveFrom"]);
    const next = await staff.first.api.post("/api/admin/funds/side-letters", {
      ...letter,
      effectiveFrom: "2027-01-01",
    });
    expect(next.statusCode).toBe(201);
    expect((await staff.first.api.delete(`/api/admin/funds/side-letters/${next.json().id}`)).statusCode).toBe(204);

    const rows = (await auditRows(t)).filter((row) => row.action.startsWith("side_letter"));
    expect(rows.map((row) => [row.action, row.entityType])).toEqual([
      ["side_letter.created", "side_letter"],
      ["side_letter.updated", "side_letter"],
      ["side_letter.created", "side_letter"],
      ["side_letter.deleted", "side_letter"],
    ]);
  });
});
