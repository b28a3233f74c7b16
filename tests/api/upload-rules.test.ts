import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { createUser, signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22 item 14, decided in docs/decisions/0047-delivery-and-uploads.md: PDFs with active
// content are refused, resource links lead only to allowed sites, article covers are our own images.
describe.each(testDatabases)("upload and link rules on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const count = async (table: typeof storedFiles | typeof investorDocuments) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const postJson = (url: string, cookie: string, body: unknown) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  it("refuses a PDF that runs JavaScript on opening, and a PDF/HTML polyglot: nothing stored or delivered", async () => {
    const admin = await signedIn(t, "admin");
    const investor = await createUser(t);
    const openAction = Buffer.from(
      "%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const polyglot = Buffer.from("%PDF-1.4\n<html><script>fetch('/api/session')</script></html>\n%%EOF\n");
    for (const [name, bytes] of [
      ["open-action.pdf", openAction],
      ["polyglot.pdf", polyglot],
    ] as const) {
      const res = await sendMultipart(
        t,
        admin.cookie,
        "POST",
        "/api/documents",
        { kind: "other", userId: String(investor.id), title: "Statement" },
        [{ field: "file", fileName: name, type: "application/pdf", bytes }],
      );
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.fieldErrors.file[0]).toContain(`"${name}" contains active content`);
      const resource = await sendMultipart(
        t,
        admin.cookie,
        "POST",
        "/api/resources",
        { title: "Guide", description: "d", category: "Educational Content", type: "Document", fundAccess: "general" },
        [{ field: "file", fileName: name, type: "application/pdf", bytes }],
      );
      expect(resource.statusCode, resource.body).toBe(415);
    }
    expect(await count(storedFiles)).toBe(0);
    expect(await count(investorDocuments)).toBe(0);
  });

  it("refuses another site's image as an article cover; our own media paths are kept", async () => {
    const admin = await signedIn(t, "admin");
    const article = (slug: string, imageUrl: string) => ({
      title: "Outlook",
      slug,
      category: "Market Analysis",
      description: "d",
      content: "Text.",
      imageUrl,
      published: false,
    });
    const external = await postJson(
      "/api/articles",
      admin.cookie,
      article("external", "https://images.example.com/a.jpg"),
    );
    expect(external.statusCode).toBe(400);
    expect(Object.keys(external.json().error.fieldErrors)).toEqual(["imageUrl"]);
    expect(external.json().error.fieldErrors.imageUrl[0]).toContain("media library");
    const ours = await postJson("/api/articles", admin.cookie, article("ours", "/media/12-abcdef01/1920.jpg"));
    expect(ours.statusCode, ours.body).toBe(201);
  });
});
