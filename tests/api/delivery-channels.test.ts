import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { capitalCallIssued, distributionIssued } from "#server/features/documents/notice-messages.ts";
import { createUser, signIn, signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22 item 5: a document is delivered electronically only to investors who accepted
// e-delivery (docs/product.md §E-delivery); staff see who did and who must get paper, and the
// notice to an investor without consent says the document comes by post.
describe.each(testDatabases)("e-delivery versus paper on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  /** Three Fund II investors: Ada accepted, Ben never did, Cy accepted a notice no longer in force. */
  async function fundII() {
    const admin = await signedIn(t, "admin");
    const ada = await signedIn(t, "investor", { fundIIAccess: true, firstName: "Ada", lastName: "Able" });
    const ben = await createUser(t, {
      fundIIAccess: true,
      firstName: "Ben",
      lastName: "Baker",
      edeliveryConsentAt: null,
      edeliveryConsentVersion: null,
    });
    const cy = await createUser(t, {
      fundIIAccess: true,
      firstName: "Cy",
      lastName: "Cole",
      edeliveryConsentAt: new Date("2025-01-01T00:00:00Z"),
      edeliveryConsentVersion: `${EDELIVERY_NOTICE_VERSION}-old`,
    });
    await createUser(t, { role: "viewer", fundIIAccess: true });
    await createUser(t, { fundIIAccess: true, archivedAt: new Date(), edeliveryConsentAt: null });
    return { admin, ada, ben, cy };
  }

  it("counts a fund-wide report as delivered electronically or awaiting consent, and lists who gets paper", async () => {
    const { admin, ada, ben, cy } = await fundII();
    const res = await sendMultipart(
      t,
      admin.cookie,
      "POST",
      "/api/documents",
      {
        kind: "report",
        fundType: "Fund II",
        title: "Fund II Q3 Report",
      },
      [
        {
          field: "file",
          fileName: "report.pdf",
          type: "application/pdf",
          bytes: renderPdf({ title: "Q3", lines: ["Q3"] }),
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ deliveredCount: 3, electronicCount: 1, paperCount: 2, openedCount: 0 });
    const page = (await get("/api/documents/page", admin.cookie)).json();
    expect(page.items[0]).toMatchObject({ id: doc.id, electronicCount: 1, paperCount: 2 });

    const paper = (await get(`/api/documents/${doc.id}/paper`, admin.cookie)).json();
    expect(paper.map((p: { userId: number }) => p.userId)).toEqual([ben.id, cy.id]);
    expect(paper[0]).toMatchObject({ name: "Ben Baker", email: ben.email });
    // "Not opened yet" is about those who can open it: not the investors on paper.
    const unopened = (await get(`/api/documents/${doc.id}/unopened`, admin.cookie)).json();
    expect(unopened.map((u: { userId: number }) => u.userId)).toEqual([ada.user.id]);

    const all = (await get("/api/documents/consents", admin.cookie)).json();
    // Only active investors: not the viewer, the archived investor nor staff.
    expect(all.map((c: { name: string }) => c.name)).toEqual(["Ada Able", "Ben Baker", "Cy Cole"]);
    expect(all[0]).toMatchObject({ userId: ada.user.id, funds: ["Fund II"], earlierVersion: null });
    expect(all[0].consentedAt).toEqual(expect.any(String));
    expect(all[2]).toMatchObject({ consentedAt: null, earlierVersion: `${EDELIVERY_NOTICE_VERSION}-old` });
    const onPaper = (await get("/api/documents/consents?consent=paper", admin.cookie)).json();
    expect(onPaper.map((c: { userId: number }) => c.userId)).toEqual([ben.id, cy.id]);
    const electronic = (await get("/api/documents/consents?consent=electronic", admin.cookie)).json();
    expect(electronic.map((c: { userId: number }) => c.userId)).toEqual([ada.user.id]);
    expect((await get("/api/documents/consents?consent=maybe", admin.cookie)).statusCode).toBe(400);

    // Ben accepts: the same document now counts as delivered electronically to him.
    expect((await get("/api/documents/consents", ada.cookie)).statusCode).toBe(403);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/investor/edelivery-consent",
      headers: { origin: TEST_ORIGIN, cookie: await signIn(t, ben.username), "content-type": "application/json" },
      payload: JSON.stringify({ version: EDELIVERY_NOTICE_VERSION }),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await t.services.staffDocuments.get(doc.id)).toMatchObject({ electronicCount: 2, paperCount: 1 });
  });

  it("tells an investor without consent that the document comes on paper, not that it is in the portal", async () => {
    const { admin, ada, ben } = await fundII();
    const res = await sendMultipart(
      t,
      admin.cookie,
      "POST",
      "/api/documents",
      {
        kind: "report",
        fundType: "Fund II",
        title: "Fund II Q3 Report",
      },
      [
        {
          field: "file",
          fileName: "report.pdf",
          type: "application/pdf",
          bytes: renderPdf({ title: "Q3", lines: ["Q3"] }),
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.select().from(mailMessages).orderBy(asc(mailMessages.id));
    const toAda = rows.find((r) => r.userId === ada.user.id)!;
    const toBen = rows.find((r) => r.userId === ben.id)!;
    expect(toAda.textBody).toContain("A new fund report for Fund II is in your portal.");
    expect(toBen.subject).toBe("A new document is on its way to you");
    expect(toBen.textBody).toContain("A new fund report for Fund II has been issued to you.");
    expect(toBen.textBody).toContain("on paper, by post");
    expect(toBen.textBody).not.toContain("is in your portal");
    expect(toBen.textBody).not.toContain("Fund II Q3 Report");

    const recipient = { userId: ben.id, email: ben.email, name: "Ben Baker", edelivery: false };
    for (const notice of [
      capitalCallIssued(t.services.mail, recipient, "Fund II"),
      distributionIssued(t.services.mail, recipient, "Fund II"),
    ]) {
      expect(notice.paragraphs.join(" ")).toContain("on paper, by post");
      expect(notice.paragraphs.join(" ")).not.toContain("in your portal");
    }
  });
});
