// Over 300 lines: what each investor may read, on one seeded firm; split with the investor-records feature folder (issue 23).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  memberIdOf,
  resourceDownloadPath,
  type InvestorDocument,
  type InvestorProfile,
  type PortalResource,
} from "#domain/investor-portal.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { closedQuarter, demoTimeline } from "#server/seed/demo-timeline.ts";
import { demoK1s } from "#server/seed/demo-investor-records.ts";
import { insertCallPart } from "./ledger-rows.ts";
import { holdingOf } from "./entity-helpers.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { resources } from "#server/platform/db/schema/resources.ts";
import { signedIn, signIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

const ROUTES = [
  "/api/investor/portfolio",
  "/api/investor/capital-calls",
  "/api/investor/documents",
  "/api/investor/documents/1",
  "/api/investor/profile",
  "/api/investor/resources",
];
// The demo is dated relative to the day it is seeded: seed at a fixed instant and expect its dates.
// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const TIMELINE = demoTimeline(NOW);
const Q = closedQuarter(NOW, 0).label;
const monthLabel = (back: number) =>
  new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - back, 0)).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
const EMPTY_PORTFOLIO = { totalCommitment: 0, totalContributed: 0, totalRemaining: 0, progressPercent: 0, funds: [] };

describe("memberIdOf", () => {
  it("is EDF-, the year joined (UTC) and the account id padded to four digits", () => {
    expect(memberIdOf({ id: 1, createdAt: "2023-03-01T16:00:00Z" })).toBe("EDF-2023-0001");
    expect(memberIdOf({ id: 42, createdAt: new Date("2024-12-31T23:59:59Z") })).toBe("EDF-2024-0042");
    expect(memberIdOf({ id: 123456, createdAt: new Date("2025-01-01T00:00:00Z") })).toBe("EDF-2025-123456");
  });
});

describe.each(testDatabases)("investor records API on $name", (database) => {
  let t: TestContext;
  let demoCookie: string;
  // The seed is read-only here: seeded once, each test adds its own users.
  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
    await t.reset();
    await t.resetToDemoContent(NOW);
    demoCookie = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const documentsOf = async (cookie: string) =>
    (await get("/api/investor/documents", cookie)).json() as InvestorDocument[];
  const fundDocumentId = async (name: string) => {
    const all = await t.db.select().from(investorDocuments);
    return all.find((d) => d.name === name)!.id;
  };

  it("shows the sample investor the figures of docs/product.md §Figures, derived from the seeded commitments", async () => {
    const res = await get("/api/investor/portfolio", demoCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalCommitment: 2_500_000,
      totalContributed: 1_800_000,
      totalRemaining: 700_000,
      progressPercent: 72,
      funds: [
        {
          fundType: "Fund I",
          commitment: 1_500_000,
          contributed: 1_125_000,
          remaining: 375_000,
          progressPercent: 75,
          subscriptionDate: TIMELINE.fundIStart,
        },
        {
          fundType: "Fund II",
          commitment: 1_000_000,
          contributed: 675_000,
          remaining: 325_000,
          progressPercent: 67.5,
          subscriptionDate: TIMELINE.fundIIStart,
        },
      ],
    });
  });

  it("lists the sample investor's capital calls newest first, adding up to the amounts called", async () => {
    const res = await get("/api/investor/capital-calls", demoCookie);
    expect(res.statusCode).toBe(200);
    const calls = res.json() as Array<{
      fundType: string;
      callNumber: number;
      amount: number;
      callDate: string;
      status: string;
      purpose: string;
    }>;
    expect(calls).toHaveLength(7);
    expect(calls.map((c) => c.callDate)).toEqual([...calls.map((c) => c.callDate)].sort().reverse());
    // The newest is issued but not yet due, so not part of the amount contributed.
    expect(calls[0]).toMatchObject({
      fundType: "Fund II",
      callNumber: 4,
      amount: 150_000,
      status: "Pending",
      callDate: TIMELINE.calls[6].callDate,
      dueDate: TIMELINE.calls[6].dueDate,
    });
    const completed = calls.filter((c) => c.status === "Paid");
    expect(completed).toHaveLength(6);
    const sum = (fund: string) => completed.filter((c) => c.fundType === fund).reduce((s, c) => s + c.amount, 0);
    expect(sum("Fund I")).toBe(1_125_000);
    expect(sum("Fund II")).toBe(675_000);
    expect(calls.find((c) => c.fundType === "Fund I" && c.callNumber === 1)).toMatchObject({
      amount: 500_000,
      purpose: "Initial property acquisition",
      status: "Paid",
    });
  });

  it("lists the sample investor's subscription documents, statements and their funds' reports", async () => {
    const docs = await documentsOf(demoCookie);
    const names = (kind: string) => docs.filter((d) => d.kind === kind).map((d) => d.name);
    expect(names("subscription").sort()).toEqual([
      "Accredited Investor Verification",
      "Fund I Subscription Agreement",
      "Fund II Subscription Agreement",
    ]);
    expect(docs.find((d) => d.name === "Fund I Subscription Agreement")).toMatchObject({
      status: "Executed",
      documentDate: TIMELINE.fundIStart,
      personal: true,
      available: true,
    });
    expect(names("statement_quarterly")).toEqual([
      `${Q} Quarterly Statement`,
      `${closedQuarter(NOW, 1).label} Quarterly Statement`,
    ]);
    expect(names("statement_monthly")).toEqual([
      `${monthLabel(0)} Monthly Statement`,
      `${monthLabel(1)} Monthly Statement`,
      `${monthLabel(2)} Monthly Statement`,
    ]);
    const k1 = docs.filter((d) => d.kind === "statement_tax");
    // In their season (decision 0046): the next K-1 pending, the one before it issued.
    const season = demoK1s(NOW);
    expect(k1.map((d) => [d.period, d.status])).toEqual([
      [String(season.pending.taxYear), "Pending"],
      [String(season.final.taxYear), "Final"],
    ]);
    expect(k1[0]).toMatchObject({ documentDate: null, fileSize: null, available: false });
    // Last year's K-1 is expected ahead, never on a day already past.
    expect(k1[0].expectedDate! > NOW.toISOString().slice(0, 10)).toBe(true);
    expect(names("report").sort()).toEqual([
      `Fund I ${Q} Performance Report`,
      `Fund II ${Q} Performance Report`,
      `${Q} Portfolio Summary`,
    ]);
    expect(names("legal")).toEqual(["Fund II Limited Partnership Agreement", "Fund I Limited Partnership Agreement"]);
    expect(docs.filter((d) => d.kind === "legal").every((d) => !d.personal && d.available)).toBe(true);
    // No storage key leaks to the client.
    expect(Object.keys(docs[0])).not.toContain("storageKey");

    const one = await get(`/api/investor/documents/${k1[1].id}`, demoCookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(k1[1]);
  });

  it("shows another investor only their own records and 404s the sample investor's", async () => {
    const { user, cookie } = await signedIn(t, "investor", { fundIAccess: true });
    // Their positions are their own holding's (decision 0060).
    const holding = await holdingOf(t.db, user);
    await t.db.insert(capitalCommitments).values({
      entityId: holding,
      fundType: "Fund I",
      commitmentCents: 20_000_000,
      commitmentDate: "2024-01-10",
    });
    await insertCallPart(t.db, {
      entityId: holding,
      fundType: "Fund I",
      number: 90,
      amountCents: 5_000_000,
      paidOn: "2024-02-10",
      callDate: "2024-02-01",
    });
    const [own] = await t.db
      .insert(investorDocuments)
      .values({
        entityId: holding,
        fundType: "Fund I",
        kind: "subscription",
        name: "My Subscription Agreement",
        status: "Executed",
      })
      .returning();

    expect((await get("/api/investor/portfolio", cookie)).json()).toMatchObject({
      totalCommitment: 200_000,
      totalContributed: 50_000,
      totalRemaining: 150_000,
      funds: [{ fundType: "Fund I", progressPercent: 25 }],
    });
    const calls = (await get("/api/investor/capital-calls", cookie)).json();
    expect(calls).toEqual([
      expect.objectContaining({ callNumber: 90, amount: 50_000, callDate: "2024-02-01", status: "Paid" }),
    ]);
    // Own document plus the fund-wide reports of Fund I and of both funds; not Fund II's.
    expect((await documentsOf(cookie)).map((d) => d.name).sort()).toEqual([
      "Fund I Limited Partnership Agreement",
      `Fund I ${Q} Performance Report`,
      "My Subscription Agreement",
      `${Q} Portfolio Summary`,
    ]);
    expect((await get(`/api/investor/documents/${own.id}`, cookie)).statusCode).toBe(200);

    const theirs = await fundDocumentId("Fund I Subscription Agreement");
    const denied = await get(`/api/investor/documents/${theirs}`, cookie);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ error: expect.anything() });
    expect(
      (await get(`/api/investor/documents/${await fundDocumentId(`Fund II ${Q} Performance Report`)}`, cookie))
        .statusCode,
    ).toBe(404);
    // And the sample investor cannot read the second investor's document either.
    expect((await get(`/api/investor/documents/${own.id}`, demoCookie)).statusCode).toBe(404);
    expect((await get("/api/investor/documents/not-a-number", cookie)).statusCode).toBe(404);
  });

  it("shows a viewer no one's records, only the fund-wide documents of their funds", async () => {
    const { user, cookie } = await signedIn(t, "viewer", { fundIIAccess: true });
    // Even a document of a holding the viewer signs for is not shown: viewers own no records.
    await t.db
      .insert(investorDocuments)
      .values({ entityId: await holdingOf(t.db, user), fundType: "Fund II", kind: "statement_monthly", name: "Stray" });
    expect((await get("/api/investor/portfolio", cookie)).json()).toEqual(EMPTY_PORTFOLIO);
    expect((await get("/api/investor/capital-calls", cookie)).json()).toEqual([]);
    expect((await documentsOf(cookie)).map((d) => d.name).sort()).toEqual([
      "Fund II Limited Partnership Agreement",
      `Fund II ${Q} Performance Report`,
      `${Q} Portfolio Summary`,
    ]);
    expect(
      (await get(`/api/investor/documents/${await fundDocumentId(`${Q} Portfolio Summary`)}`, cookie)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/investor/documents/${await fundDocumentId(`Fund I ${Q} Performance Report`)}`, cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/investor/documents/${await fundDocumentId("Fund II Subscription Agreement")}`, cookie))
        .statusCode,
    ).toBe(404);

    const noFunds = await signedIn(t, "viewer");
    expect(await documentsOf(noFunds.cookie)).toEqual([]);
    expect(
      (await get(`/api/investor/documents/${await fundDocumentId(`${Q} Portfolio Summary`)}`, noFunds.cookie))
        .statusCode,
    ).toBe(404);
  });

  it("shows the sample investor their seeded profile", async () => {
    const res = await get("/api/investor/profile", demoCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fullName: "Jordan Mitchell",
      memberId: `EDF-${TIMELINE.investorCreatedAt.getUTCFullYear()}-0001`,
      investorType: "Individual",
      membershipLevel: "Preferred",
      dateJoined: TIMELINE.investorCreatedAt.toISOString().slice(0, 10),
      email: "jordan.mitchell@example.com",
      phone: demoUsers.investor.phone,
      mailingAddress: demoUsers.investor.mailingAddress,
      fundAccess: [
        { fund: "Fund I", grantedAt: TIMELINE.fundIStart },
        { fund: "Fund II", grantedAt: TIMELINE.fundIIStart },
      ],
    } satisfies InvestorProfile);
    expect(demoUsers.investor.mailingAddress).toMatch(/, [A-Z]{2} \d{5}, United States$/);
  });

  it("shows any portal user their own account as a profile", async () => {
    const { user, cookie } = await signedIn(t, "viewer", {
      fundIIAccess: true,
      fundIIAccessGrantedAt: "2024-05-02",
      investorType: "family_office",
      membershipLevel: "institutional",
    });
    const profile = (await get("/api/investor/profile", cookie)).json() as InvestorProfile;
    expect(profile).toEqual({
      fullName: `${user.firstName} ${user.lastName}`,
      memberId: memberIdOf(user),
      investorType: "Family Office",
      membershipLevel: "Institutional",
      dateJoined: user.createdAt.toISOString().slice(0, 10),
      email: user.email,
      phone: null,
      mailingAddress: null,
      fundAccess: [{ fund: "Fund II", grantedAt: "2024-05-02" }],
    });
    const noFunds = await signedIn(t, "investor");
    expect((await get("/api/investor/profile", noFunds.cookie)).json()).toMatchObject({
      memberId: memberIdOf(noFunds.user),
      investorType: "Individual",
      membershipLevel: "Standard",
      fundAccess: [],
    });
  });

  it("lists the resources each portal user's fund access allows", async () => {
    const resourcesOf = async (cookie: string) =>
      ((await get("/api/investor/resources", cookie)).json() as PortalResource[]).map((r) => r.name).sort();
    const all = (await get("/api/investor/resources", demoCookie)).json() as PortalResource[];
    expect(all.map((r) => r.name).sort()).toEqual([
      "Education Real Estate Market Analysis",
      "Introduction to Private Market Investing",
      "Q3 2024 Quarterly Fund Performance Report",
    ]);
    const analysis = all.find((r) => r.name === "Education Real Estate Market Analysis")!;
    expect(analysis).toEqual({
      id: analysis.id,
      name: "Education Real Estate Market Analysis",
      description: "Demand drivers and valuations for education-anchored properties in North America and Europe.",
      category: "Market Analysis",
      type: "Document",
      format: "PDF",
      size: "1.8 MB",
      updatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fund: "Fund I",
      accessLevel: "Individual Investors",
      tags: ["real-estate", "research"],
      isResearchReport: true,
      downloadable: true,
    } satisfies PortalResource);
    expect(all.find((r) => r.name === "Q3 2024 Quarterly Fund Performance Report")).toMatchObject({
      fund: "Both Funds",
      accessLevel: "Individual Investors",
    });
    expect(all.find((r) => r.name === "Introduction to Private Market Investing")).toMatchObject({
      fund: "General",
      accessLevel: "All Investors",
    });
    expect(Object.keys(analysis)).not.toContain("storageKey");

    // A general resource (not public) is for every portal user; one with neither file nor link is not downloadable.
    await t.db.insert(resources).values([
      { title: "Members' FAQ", description: "d", category: "Educational Content", fundAccess: "general" },
      {
        title: "Fund II Deal Memo",
        description: "d",
        category: "Investment Reports",
        fundAccess: "fund_ii",
        downloadUrl: "https://example.com/memo.pdf",
      },
    ]);
    const fundIOnly = await signedIn(t, "investor", { fundIAccess: true });
    expect(await resourcesOf(fundIOnly.cookie)).toEqual([
      "Education Real Estate Market Analysis",
      "Introduction to Private Market Investing",
      "Members' FAQ",
      "Q3 2024 Quarterly Fund Performance Report",
    ]);
    const fundIIViewer = await signedIn(t, "viewer", { fundIIAccess: true });
    const forViewer = (await get("/api/investor/resources", fundIIViewer.cookie)).json() as PortalResource[];
    expect(forViewer.map((r) => r.name).sort()).toEqual([
      "Fund II Deal Memo",
      "Introduction to Private Market Investing",
      "Members' FAQ",
      "Q3 2024 Quarterly Fund Performance Report",
    ]);
    expect(forViewer.find((r) => r.name === "Members' FAQ")).toMatchObject({
      accessLevel: "All Investors",
      downloadable: false,
    });
    expect(forViewer.find((r) => r.name === "Fund II Deal Memo")).toMatchObject({
      fund: "Fund II",
      downloadable: true,
    });
    const noFunds = await signedIn(t, "viewer");
    expect(await resourcesOf(noFunds.cookie)).toEqual(["Introduction to Private Market Investing", "Members' FAQ"]);
    expect(resourceDownloadPath(analysis.id)).toBe(`/api/investor/resources/${analysis.id}/download`);
  });

  it("refuses staff (403) and anonymous callers (401)", async () => {
    const admin = await signedIn(t, "admin", { fundIAccess: true, fundIIAccess: true });
    const superAdmin = await signedIn(t, "super_admin");
    for (const url of ROUTES) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, admin.cookie)).statusCode, url).toBe(403);
      expect((await get(url, superAdmin.cookie)).statusCode, url).toBe(403);
    }
  });
});
