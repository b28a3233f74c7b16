import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Holding } from "#domain/investment.ts";
import { signedIn } from "./auth-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

/** What staff enter; the working fields are for staff only and must not reach investors. */
const investment = (overrides: Record<string, unknown>) => ({
  name: "Harbor Cultural Hotel",
  description: "Boutique hotel and conference centre.",
  location: "Barcelona, Spain",
  fundType: "Fund I",
  assetType: "Hospitality & Cultural",
  investmentAmount: 12_000_000,
  estimatedROI: 14.2,
  riskLevel: "medium",
  acquisitionDate: "2023-06-22",
  occupancyPercent: 82,
  contactPerson: "Staff Only",
  dueDiligenceNotes: "Staff only notes",
  ...overrides,
});

describe.each(testDatabases)("the investors' holdings (decision 0023) on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const holdingsOf = async (cookie: string) => {
    const res = await apiClient(t, cookie).get("/api/investor/holdings");
    expect(res.statusCode).toBe(200);
    return res.json() as Holding[];
  };

  it("shows an investment staff create as active to users with its fund's access, and only to them", async () => {
    const { api } = await asAdmin(t);
    const created = await api.post("/api/investments", investment({ status: "active" }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const fundI = await signedIn(t, "investor", { fundIAccess: true });
    const fundIViewer = await signedIn(t, "viewer", { fundIAccess: true });
    const fundIIOnly = await signedIn(t, "investor", { fundIIAccess: true });
    const noFunds = await signedIn(t, "investor");

    const expected: Holding = {
      id,
      name: "Harbor Cultural Hotel",
      description: "Boutique hotel and conference centre.",
      location: "Barcelona, Spain",
      fundType: "Fund I",
      assetType: "Hospitality & Cultural",
      investmentAmount: "12000000.00",
      estimatedROI: "14.20",
      occupancyPercent: 82,
      acquisitionDate: "2023-06-22",
    };
    // Exactly the holding's fields: no contact, risk or due diligence notes.
    expect(await holdingsOf(fundI.cookie)).toEqual([expected]);
    expect(await holdingsOf(fundIViewer.cookie)).toEqual([expected]);
    expect(await holdingsOf(fundIIOnly.cookie)).toEqual([]);
    expect(await holdingsOf(noFunds.cookie)).toEqual([]);

    // Both funds: each fund's, in order of acquisition.
    const both = await signedIn(t, "investor", { fundIAccess: true, fundIIAccess: true });
    const fundII = await api.post(
      "/api/investments",
      investment({
        name: "GridWise Energy Software",
        fundType: "Fund II",
        assetType: "Equity",
        status: "active",
        acquisitionDate: "2023-01-10",
        occupancyPercent: null,
      }),
    );
    expect(fundII.statusCode).toBe(201);
    expect((await holdingsOf(both.cookie)).map((h) => h.name)).toEqual([
      "GridWise Energy Software",
      "Harbor Cultural Hotel",
    ]);
    expect((await holdingsOf(fundIIOnly.cookie)).map((h) => h.name)).toEqual(["GridWise Energy Software"]);
  });

  it("leaves out investments under review, pending, completed or cancelled, and one staff cancel", async () => {
    const { api } = await asAdmin(t);
    const investor = await signedIn(t, "investor", { fundIAccess: true, fundIIAccess: true });
    // No status: the stored default, under review.
    expect((await api.post("/api/investments", investment({ name: "Under review" }))).json().status).toBe(
      "under_review",
    );
    for (const status of ["pending", "completed", "cancelled"]) {
      expect((await api.post("/api/investments", investment({ name: status, status }))).statusCode).toBe(201);
    }
    expect(await holdingsOf(investor.cookie)).toEqual([]);

    const active = (await api.post("/api/investments", investment({ name: "Active", status: "active" }))).json();
    expect((await holdingsOf(investor.cookie)).map((h) => h.name)).toEqual(["Active"]);
    const cancelled = await api.put(
      `/api/investments/${active.id}`,
      investment({ name: "Active", status: "cancelled" }),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await holdingsOf(investor.cookie)).toEqual([]);
  });

  it("refuses an asset type of the other fund and an occupancy outside 0-100, naming the field", async () => {
    const { api } = await asAdmin(t);
    const wrongFund = await api.post("/api/investments", investment({ assetType: "Equity" }));
    expect(wrongFund.statusCode).toBe(400);
    expect(wrongFund.json().error.fieldErrors).toEqual({
      assetType: ["Asset type must be one of Fund I's: Education, Hospitality & Cultural, Tourism, Workforce Training"],
    });
    const occupancy = await api.post("/api/investments", investment({ occupancyPercent: 101 }));
    expect(occupancy.statusCode).toBe(400);
    expect(occupancy.json().error.fieldErrors).toEqual({ occupancyPercent: ["Occupancy must be at most 100"] });
    expect((await api.get("/api/investments")).json()).toEqual([]);
  });
});
