// Issue 25 §2's demo content: an open Fund II offering under 506(c) with three real PDFs marked as
// demo content, a closed Fund I offering, two prospects invited; the demo investor reads it stamped.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offeringDocuments, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { DEMO_FUND_II_OFFERING } from "#server/seed/demo-offerings.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { readFile } from "#server/platform/storage/files.ts";
import { signIn } from "./auth-helpers.ts";
import { pageTexts } from "./offering-helpers.ts";
import { apiClient } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const NOW = new Date("2026-11-28T12:00:00Z");

describe.each(testDatabases)("demo offerings on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
    await t.resetToDemoContent(NOW);
  });
  afterAll(async () => t?.close());

  it("seeds an open Fund II offering (dates relative to today) with three demo PDFs, and a closed Fund I one", async () => {
    const rows = await t.db.select().from(offerings).orderBy(asc(offerings.id));
    expect(rows.map((o) => [o.name, o.fundType, o.status, o.exemption, Number(o.minimumCommitmentCents)])).toEqual([
      [DEMO_FUND_II_OFFERING, "Fund II", "open", "506c", 25_000_000],
      ["Fund I — Real Estate, final close", "Fund I", "closed", "506b", 10_000_000],
    ]);
    expect([rows[0].firstCloseDate, rows[0].finalCloseDate]).toEqual(["2026-12-28", "2027-03-28"]);
    const documents = await t.db.select().from(offeringDocuments).where(eq(offeringDocuments.offeringId, rows[0].id));
    expect(documents.map((d) => d.kind)).toEqual(["ppm", "lpa", "subscription_agreement"]);
    for (const document of documents) {
      const file = await readFile(t.db, document.fileKey);
      expect(pageTexts(file!.bytes)[0]).toContain("DEMO CONTENT");
    }
  });

  it("invites two prospects to Fund II, their timelines say so, and the demo investor reads the PPM stamped", async () => {
    const invited = await t.db
      .select()
      .from(prospects)
      .where(eq(prospects.stage, "invited"))
      .orderBy(asc(prospects.id));
    expect(invited.map((p) => p.email)).toEqual(["harriet.vance@example.com", "daniel.okoro@example.com"]);
    const kinds = await t.db
      .select({ kind: prospectActivities.kind })
      .from(prospectActivities)
      .where(eq(prospectActivities.prospectId, invited[0].id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["email_sent", "stage_changed"]));

    const api = apiClient(t, await signIn(t, demoUsers.investor.username, demoUsers.investor.password));
    const [offering] = (await api.get("/api/offerings")).json();
    expect(offering.name).toBe(DEMO_FUND_II_OFFERING);
    const accepted = (await api.post(`/api/offerings/${offering.id}/confidentiality`, {})).json();
    const ppm = await api.get(`/api/offerings/${offering.id}/documents/${accepted.documents[0].id}/view`);
    expect(ppm.statusCode).toBe(200);
    const pages = pageTexts(ppm.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(page.replace(/\s+/g, " ")).toContain("Confidential — prepared for Jordan Mitchell");
  });
});
