import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffDocument } from "#domain/documents.ts";
import type { Page } from "#domain/paging.ts";
import type { FundType } from "#domain/investment.ts";
import type { PageRequest } from "#server/platform/keyset.ts";
import { signedIn } from "./auth-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The fund operations page's bounded reads (decision 0040) against the ledger's overview, which
// reads every part of the fund: on the demo data, the sums and every page agree with it.

/** Every item of a list, read page by page (`limit` a page) through the service. */
async function all<T>(read: (request: PageRequest) => Promise<Page<T>>, limit: number) {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await read({ cursor, limit });
    items.push(...page.items);
    pages += 1;
    if (!page.next) return { items, pages, total: page.total };
    cursor = page.next;
  }
}

describe.each(testDatabases)("fund lists on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
    await t.reset();
    await t.resetToDemoContent();
  });
  afterAll(async () => t?.close());

  const lists = () => t.services.fundLists;

  it.each<FundType>(["Fund I", "Fund II"])("%s: the totals summed in SQL are the ledger's", async (fund) => {
    const [overview, summary] = await Promise.all([t.services.fundLedger.overview(fund), lists().summary(fund)]);
    expect(overview.calls.length).toBeGreaterThan(0);
    expect(summary.totals).toEqual(overview.totals);
    const { irr, ...multiples } = summary.performance;
    const { irr: ledgerIrr, ...ledgerMultiples } = overview.performance;
    expect(multiples).toEqual(ledgerMultiples);
    // Same-day flows summed first: the same rate, up to the solver's last digits.
    if (ledgerIrr === null) expect(irr).toBeNull();
    else expect(irr).toBeCloseTo(ledgerIrr, 9);
    expect(summary.valuations).toEqual(overview.valuations);
    expect(summary.settings).toEqual(overview.settings);
  });

  it.each<FundType>(["Fund I", "Fund II"])("%s: investors page by name with no repeats or gaps", async (fund) => {
    const overview = await t.services.fundLedger.overview(fund);
    const { items, pages, total } = await all((r) => lists().investorsPage(fund, {}, r), 2);
    expect(pages).toBeGreaterThan(1);
    expect(total).toBe(overview.investors.length);
    expect(new Set(items.map((i) => i.entityId)).size).toBe(items.length);
    const byId = (list: typeof items) => [...list].sort((a, b) => a.entityId - b.entityId);
    expect(byId(items)).toEqual(byId(overview.investors));

    // Search by name and by member ID.
    const someone = overview.investors[0];
    const byName = await lists().investorsPage(fund, { q: someone.investorName.split(" ")[0] }, {});
    expect(byName.items.map((i) => i.entityId)).toContain(someone.entityId);
    const byMember = await lists().investorsPage(fund, { q: someone.memberId }, {});
    expect(byMember.items.map((i) => i.entityId)).toEqual([someone.entityId]);
  });

  it.each<FundType>(["Fund I", "Fund II"])(
    "%s: calls, distributions and their parts page newest first with the ledger's figures",
    async (fund) => {
      const overview = await t.services.fundLedger.overview(fund);
      const calls = await all((r) => lists().callsPage(fund, r), 1);
      expect(calls.pages).toBe(overview.calls.length);
      expect(calls.items).toEqual(
        overview.calls.map(({ parts, ...call }) => ({
          ...call,
          partsCount: parts.length,
          paidPartsCount: parts.filter((part) => part.status === "Paid").length,
        })),
      );
      for (const call of overview.calls) {
        const parts = await all((r) => lists().callPartsPage(call.id, {}, r), 2);
        expect(parts.items).toEqual(call.parts);
        // The status filters split the parts between them.
        const statuses = await Promise.all(
          (["Pending", "Paid", "Overdue"] as const).map(async (status) => ({
            status,
            ids: (await all((r) => lists().callPartsPage(call.id, { status }, r), 100)).items.map((p) => p.id),
          })),
        );
        for (const { status, ids } of statuses) {
          expect(ids).toEqual(call.parts.filter((p) => p.status === status).map((p) => p.id));
        }
      }

      const distributions = await all((r) => lists().distributionsPage(fund, r), 1);
      expect(distributions.items).toEqual(
        overview.distributions.map(({ parts, ...distribution }) => ({
          ...distribution,
          partsCount: parts.length,
          paidPartsCount: parts.filter((part) => part.status === "Paid").length,
        })),
      );
      for (const distribution of overview.distributions) {
        const parts = await all((r) => lists().distributionPartsPage(distribution.id, {}, r), 2);
        expect(parts.items).toEqual(distribution.parts);
      }
    },
  );

  it("pages backwards to the same rows", async () => {
    const first = await lists().investorsPage("Fund I", {}, { limit: 2 });
    const second = await lists().investorsPage("Fund I", {}, { limit: 2, cursor: first.next! });
    const back = await lists().investorsPage("Fund I", {}, { limit: 2, cursor: second.previous! });
    expect(back.items).toEqual(first.items);
    expect(back.previous).toBeNull();
  });

  it("answers the API: staff only, a tampered cursor or a bad filter is a 400 naming the field", async () => {
    const overview = await t.services.fundLedger.overview("Fund I");
    const callId = overview.calls[0].id;
    const distributionId = overview.distributions[0]?.id ?? 1;
    const routes = [
      "/api/admin/funds/fund-i/summary",
      "/api/admin/funds/fund-i/investors/page",
      "/api/admin/funds/fund-i/capital-calls/page",
      "/api/admin/funds/fund-i/distributions/page",
      `/api/admin/funds/capital-calls/${callId}/parts/page`,
      `/api/admin/funds/distributions/${distributionId}/parts/page`,
    ];
    // (expectStaffOnly also wants an empty audit log; the demo seed wrote one.)
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    for (const url of routes) {
      expect((await apiClient(t).get(url)).statusCode, url).toBe(401);
      expect((await investor.get(url)).statusCode, url).toBe(403);
    }
    const { api } = await asAdmin(t);

    const first = await api.get("/api/admin/funds/fund-i/investors/page?limit=2");
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as Page<{ entityId: number }>;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(overview.investors.length);

    // A cursor of another list's order, one that does not decode, one holding the wrong type.
    const forged = Buffer.from(JSON.stringify(["name", "asc", 0, [1, 2]])).toString("base64url");
    for (const cursor of [page.next!.slice(0, -3) + "AAA", "not-a-cursor", forged]) {
      const res = await api.get(`/api/admin/funds/fund-i/investors/page?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.fieldErrors).toHaveProperty("cursor");
    }
    const callsCursor = (await api.get("/api/admin/funds/fund-i/capital-calls/page?limit=1")).json().next as string;
    const wrongList = await api.get(`/api/admin/funds/capital-calls/${callId}/parts/page?cursor=${callsCursor}`);
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().error.fieldErrors).toHaveProperty("cursor");

    const badStatus = await api.get(`/api/admin/funds/capital-calls/${callId}/parts/page?status=Late`);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.fieldErrors).toHaveProperty("status");
    const missing = await api.get("/api/admin/funds/capital-calls/999999/parts/page");
    expect(missing.statusCode).toBe(404);
    const unknownFund = await api.get("/api/admin/funds/fund-iii/summary");
    expect(unknownFund.statusCode).toBe(404);

    // The summary over HTTP is the overview's totals.
    const summary = await apiClient(t, (await asAdmin(t)).cookie).get("/api/admin/funds/fund-i/summary");
    expect(summary.json().totals).toEqual(overview.totals);
  });

  it("pages the staff documents list: newest first, searched and filtered, like the whole list", async () => {
    const { api } = await asAdmin(t);
    const whole = (await api.get("/api/documents")).json() as StaffDocument[];
    expect(whole.length).toBeGreaterThan(3);
    const read = async (query: string) => {
      const items: StaffDocument[] = [];
      let cursor = "";
      for (let pages = 0; pages < 100; pages++) {
        const res = await api.get(`/api/documents/page?limit=3${query}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as Page<StaffDocument>;
        items.push(...page.items);
        if (!page.next) return { items, pages: pages + 1, total: page.total };
        cursor = page.next;
      }
      throw new Error("too many pages");
    };
    const all = await read("");
    expect(all.pages).toBeGreaterThan(1);
    expect(all.total).toBe(whole.length);
    expect(all.items).toEqual(whole);

    const report = whole.find((d) => d.kind === "report")!;
    const reports = await read("&type=report");
    expect(reports.items).toEqual(whole.filter((d) => d.kind === "report"));
    const fundII = await read(`&fund=${encodeURIComponent("Fund II")}`);
    expect(fundII.items).toEqual(whole.filter((d) => d.fundType === "Fund II"));
    const byTitle = await read(`&q=${encodeURIComponent(report.title)}`);
    expect(byTitle.items.map((d) => d.id)).toContain(report.id);
    const owned = whole.find((d) => d.investor)!;
    const byMember = await read(`&q=${owned.investor!.memberId}`);
    expect(byMember.items).toEqual(whole.filter((d) => d.investor?.id === owned.investor!.id));
    const byName = await read(`&q=${encodeURIComponent(owned.investor!.name)}`);
    expect(byName.items.map((d) => d.id)).toContain(owned.id);

    for (const [query, field] of [
      ["cursor=abc", "cursor"],
      ["type=letter", "type"],
      ["fund=Fund%20IX", "fund"],
    ]) {
      const res = await api.get(`/api/documents/page?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fieldErrors).toHaveProperty(field);
    }
  });
});
