import { insertCallPart } from "./ledger-rows.ts";
import { holdingOf } from "./entity-helpers.ts";
import { centsFromDecimal } from "#domain/ledger/money.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles } from "#server/platform/db/schema/articles.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { datasets } from "#server/platform/db/schema/datasets.ts";
import { investments } from "#server/platform/db/schema/investments.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { createUser } from "./auth-helpers.ts";
import { asAdmin, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const investment = (
  fundType: string,
  assetType: string,
  status: string,
  investmentAmount: string,
  estimatedROI: string,
) => ({
  name: `${fundType} ${assetType} ${status}`,
  description: "d",
  fundType,
  assetType,
  status,
  investmentCents: centsFromDecimal(investmentAmount),
  estimatedROI,
});

describe.each(testDatabases)("staff stats, fund summaries and datasets on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/stats"],
      ["GET", "/api/fund-summaries"],
      ["GET", "/api/datasets"],
    ]);
  });

  it("computes the counters live from stored rows", async () => {
    const { api, user } = await asAdmin(t); // 1 admin
    await createUser(t, { role: "investor" });
    await createUser(t, { role: "investor", isActive: false });
    await createUser(t, { role: "viewer" });
    await createUser(t, { role: "super_admin" });
    await t.db
      .insert(investments)
      .values([
        investment("Fund I", "Real Estate", "active", "100.00", "10"),
        investment("Fund I", "Real Estate", "under_review", "100.00", "10"),
        investment("Fund I", "Real Estate", "pending", "100.00", "10"),
        investment("Fund II", "Technology", "pending", "100.00", "10"),
        investment("Fund II", "Technology", "active", "100.00", "10"),
        investment("Fund II", "Real Estate", "cancelled", "100.00", "10"),
      ]);
    await t.db
      .insert(resources)
      .values([1, 2, 3].map((n) => ({ title: `R${n}`, description: "d", category: "Market Analysis" })));
    await t.db.insert(contactInquiries).values(
      ["new", "new", "contacted", "closed"].map((status, n) => ({
        firstName: "A",
        lastName: "B",
        email: `a${n}@example.com`,
        investmentInterest: "general-inquiry",
        status,
      })),
    );
    await t.db.insert(articles).values(
      [true, true, false].map((published, n) => ({
        title: `A${n}`,
        slug: `a-${n}`,
        category: "Technology",
        description: "d",
        content: "c",
        status: published ? "published" : "draft",
      })),
    );
    const actor = { id: user.id, username: user.username };
    await t.services.audit.record({ actor, action: "document.downloaded", entityType: "document", entityId: 1 });
    await t.services.audit.record({ actor, action: "document.downloaded", entityType: "document", entityId: 2 });
    await t.services.audit.record({ actor, action: "investment.created" });

    const res = await api.get("/api/stats");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 5,
      activeInvestments: 2,
      resources: 3,
      pendingInquiries: 2,
      resourceCount: 3,
      updateCount: 2,
      downloadCount: 2,
      memberCount: 3,
      propertiesUnderReview: 2,
    });
  });

  it("computes only the counters asked for (the Overview's four), each equal to the full set's", async () => {
    const all = await t.services.stats.get();
    const four = await t.services.stats.some(["totalUsers", "activeInvestments", "resources", "pendingInquiries"]);
    expect(four).toEqual({
      totalUsers: all.totalUsers,
      activeInvestments: all.activeInvestments,
      resources: all.resources,
      pendingInquiries: all.pendingInquiries,
    });
  });

  it("summarises each fund from investments and capital commitments", async () => {
    const { api } = await asAdmin(t);
    const ann = await createUser(t, { role: "investor" });
    const bo = await createUser(t, { role: "investor" });
    await t.db
      .insert(investments)
      .values([
        investment("Fund I", "Real Estate", "active", "8500000.00", "13.50"),
        investment("Fund I", "Real Estate", "active", "12000000.00", "14.20"),
        investment("Fund I", "Real Estate", "cancelled", "999.99", "50.00"),
        investment("Fund II", "Technology", "pending", "4500000.50", "24.50"),
      ]);
    const annHolding = await holdingOf(t.db, ann);
    const boHolding = await holdingOf(t.db, bo);
    await t.db.insert(capitalCommitments).values([
      { entityId: annHolding, fundType: "Fund I", commitmentCents: 150_000_000 },
      { entityId: boHolding, fundType: "Fund I", commitmentCents: 25_000_050 },
      { entityId: annHolding, fundType: "Fund II", commitmentCents: 100_000_000 },
      { entityId: boHolding, fundType: "Fund II", commitmentCents: 0 },
    ]);
    // Called, paid-in and remaining come from the fund ledger: a pending part is called, not paid in.
    await insertCallPart(t.db, {
      entityId: annHolding,
      fundType: "Fund I",
      number: 1,
      amountCents: 112_500_000,
      paidOn: "2024-02-10",
    });
    await insertCallPart(t.db, {
      entityId: annHolding,
      fundType: "Fund II",
      number: 1,
      amountCents: 67_500_000,
      paidOn: "2024-02-10",
    });
    await insertCallPart(t.db, { entityId: boHolding, fundType: "Fund I", number: 2, amountCents: 5_000_000 });

    const res = await api.get("/api/fund-summaries");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        fundType: "Fund I",
        investmentCount: 3,
        activeCount: 2,
        totalInvested: "20500000.00",
        averageROI: "13.85",
        totalCommitments: "1750000.50",
        calledAmount: "1175000.00",
        paidInAmount: "1125000.00",
        outstandingAmount: "50000.00",
        remainingCommitment: "575000.50",
        investorCount: 2,
      },
      {
        fundType: "Fund II",
        investmentCount: 1,
        activeCount: 0,
        totalInvested: "4500000.50",
        averageROI: "24.50",
        totalCommitments: "1000000.00",
        calledAmount: "675000.00",
        paidInAmount: "675000.00",
        outstandingAmount: "0.00",
        remainingCommitment: "325000.00",
        investorCount: 1,
      },
    ]);
  });

  it("answers zeros (and a null average) for funds with nothing stored", async () => {
    const { api } = await asAdmin(t);
    const zero = {
      investmentCount: 0,
      activeCount: 0,
      totalInvested: "0.00",
      averageROI: null,
      totalCommitments: "0.00",
      calledAmount: "0.00",
      paidInAmount: "0.00",
      outstandingAmount: "0.00",
      remainingCommitment: "0.00",
      investorCount: 0,
    };
    expect((await api.get("/api/fund-summaries")).json()).toEqual([
      { fundType: "Fund I", ...zero },
      { fundType: "Fund II", ...zero },
    ]);
    expect((await api.get("/api/stats")).json()).toMatchObject({ totalUsers: 1, memberCount: 0, downloadCount: 0 });
  });

  it("lists datasets by name, their sizes stored in bytes and shown as text (decision 0056)", async () => {
    const { api } = await asAdmin(t);
    await t.db.insert(datasets).values([
      { name: "Rents 2024", format: "CSV", byteSize: 2.5 * 1024 * 1024, downloadUrl: "/datasets/rents.csv" },
      { name: "Enrolment", description: "Regional enrolment" },
    ]);
    const res = await api.get("/api/datasets");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: "Enrolment", description: "Regional enrolment", format: null, size: null }),
      expect.objectContaining({
        name: "Rents 2024",
        format: "CSV",
        size: "2.5 MB",
        downloadUrl: "/datasets/rents.csv",
      }),
    ]);
    expect(res.json()[0].updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
