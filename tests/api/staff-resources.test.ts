import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resources } from "#server/platform/db/schema/resources.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { signedIn, TEST_ORIGIN } from "./auth-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

const valid = {
  title: "Q3 2024 Quarterly Fund Performance Report",
  description: "Performance and capital activity for both funds.",
  category: "Investment Reports",
  type: "Document",
  url: "https://www.sec.gov/files/q3-2024.pdf",
  fundAccess: "both_funds",
  isPublic: false,
};

describe.each(testDatabases)("staff resources API on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  const stored = () => t.db.select().from(resources);

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/resources"],
      ["POST", "/api/resources", valid],
      ["PUT", "/api/resources/1", valid],
      ["DELETE", "/api/resources/1"],
    ]);
    expect(await stored()).toEqual([]);
  });

  it("creates (type → fileType, url → downloadUrl), updates and deletes, auditing each write", async () => {
    const { api, user } = await asAdmin(t);
    const created = await api.post("/api/resources", { ...valid, tags: ["quarterly", " performance ", "quarterly"] });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      title: valid.title,
      category: valid.category,
      fileType: "Document",
      downloadUrl: valid.url,
      fundAccess: "both_funds",
      isPublic: false,
      tags: ["quarterly", "performance"],
      resourceType: "resource",
    });
    const [row] = await stored();
    expect(row).toMatchObject({ id: body.id, fileType: "Document", downloadUrl: valid.url });

    const updated = await api.put(`/api/resources/${body.id}`, {
      ...valid,
      title: "Q3 Report",
      type: "Webinar",
      url: "/downloads/q3.pdf",
      isPublic: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: "Q3 Report",
      fileType: "Webinar",
      downloadUrl: "/downloads/q3.pdf",
      isPublic: true,
      tags: ["quarterly", "performance"],
    });
    expect((await stored())[0]).toMatchObject({ title: "Q3 Report", isPublic: true });
    expect((await api.get("/api/resources")).json()).toHaveLength(1);

    const deleted = await api.delete(`/api/resources/${body.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await stored()).toEqual([]);

    const audit = (await auditRows(t)).filter((r) => r.entityType === "resource");
    expect(audit.map((r) => [r.action, r.summary])).toEqual([
      ["resource.created", `Created resource "${valid.title}"`],
      ["resource.updated", 'Updated resource "Q3 Report"'],
      ["resource.deleted", 'Deleted resource "Q3 Report"'],
    ]);
    expect(audit[0]).toMatchObject({ actorUserId: user.id, actorUsername: user.username, entityId: String(body.id) });
  });

  it("stores an uploaded PDF (multipart): the listed size is its real size; the URL may be left out", async () => {
    const { api, cookie } = await asAdmin(t);
    const bytes = renderPdf({ title: "Fund I fact sheet", lines: Array.from({ length: 40 }, (_, i) => `Line ${i}`) });
    const send = (method: "POST" | "PUT", url: string, fields: Record<string, string>, file?: Buffer) => {
      const boundary = "----edfresourcetest";
      const parts = Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const body = Buffer.concat([
        Buffer.from(parts.join("")),
        ...(file
          ? [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sheet.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
              ),
              file,
              Buffer.from("\r\n"),
            ]
          : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const form = { title: "Fact sheet", description: "One page.", category: "Investment Reports", isPublic: "false" };
    const created = await send("POST", "/api/resources", { ...form, fileSize: "99 GB" }, bytes);
    expect(created.statusCode, created.body).toBe(201);
    const size = bytes.length < 1024 * 1024 ? `${(bytes.length / 1024).toFixed(1)} KB` : "";
    expect(created.json()).toMatchObject({ hasFile: true, fileSize: size, fileFormat: "PDF", downloadUrl: null });
    expect((await api.get("/api/resources")).json()[0]).toMatchObject({ fileSize: size, hasFile: true });
    const id = created.json().id;
    const download = await t.app.inject({
      method: "GET",
      url: `/api/investor/resources/${id}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // Editing without a new file keeps the real size whatever the form says, and needs no URL.
    const edited = await send("PUT", `/api/resources/${id}`, { ...form, title: "Fact sheet 2", fileSize: "1 B" });
    expect(edited.json()).toMatchObject({ title: "Fact sheet 2", fileSize: size, hasFile: true });
    // Another resource may link to this one's download path (it leads to a file).
    expect(
      (await api.post("/api/resources", { ...valid, url: `/api/investor/resources/${id}/download` })).statusCode,
    ).toBe(201);

    // Not a PDF: refused, nothing stored; without a file and without a URL: 400 naming url.
    const fake = await send("POST", "/api/resources", form, Buffer.from("just text"));
    expect(fake.statusCode).toBe(415);
    const none = await send("POST", "/api/resources", form);
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().error.fieldErrors)).toEqual(["url"]);
    expect(await t.db.select().from(storedFiles)).toHaveLength(1);

    await api.delete(`/api/resources/${id}`);
    expect(await t.db.select().from(storedFiles)).toHaveLength(0);
  });

  it("lists a resource staff mark as a research report in the Reports tab of the investors who may see it", async () => {
    const { api } = await asAdmin(t);
    const created = await api.post("/api/resources", { ...valid, fundAccess: "fund_ii", isResearchReport: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ isResearchReport: true });
    const plain = await api.post("/api/resources", { ...valid, title: "Operating agreement", fundAccess: "fund_ii" });
    expect(plain.json()).toMatchObject({ isResearchReport: false });

    const portalResources = async (fundIIAccess: boolean) => {
      const { cookie } = await signedIn(t, "investor", { fundIIAccess });
      const res = await t.app.inject({ method: "GET", url: "/api/investor/resources", headers: { cookie } });
      return (res.json() as Array<{ name: string; isResearchReport: boolean }>).map((r) => [
        r.name,
        r.isResearchReport,
      ]);
    };
    expect(await portalResources(true)).toEqual(
      expect.arrayContaining([
        [valid.title, true],
        ["Operating agreement", false],
      ]),
    );
    expect(await portalResources(false)).toEqual([]);

    // Unticking it on edit takes it out of the Reports tab; leaving it out of the body keeps it.
    const id = created.json().id;
    expect((await api.put(`/api/resources/${id}`, { ...valid, fundAccess: "fund_ii" })).json()).toMatchObject({
      isResearchReport: true,
    });
    expect((await api.put(`/api/resources/${id}`, { ...valid, isResearchReport: false })).json()).toMatchObject({
      isResearchReport: false,
    });
  });

  it("defaults fundAccess to general and isPublic to false", async () => {
    const { api } = await asAdmin(t);
    const { fundAccess: _f, isPublic: _p, type: _t, ...minimal } = valid;
    const res = await api.post("/api/resources", minimal);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fundAccess: "general", isPublic: false, fileType: null, tags: [] });
  });

  it("accepts only https URLs and site paths, never javascript:, data:, //host or plainly broken links", async () => {
    const { api } = await asAdmin(t);
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x.pdf",
      "/\\evil.example/x.pdf",
      "ftp://files.example.com/x.pdf",
      "https://user:pw@files.example.com/x.pdf",
      "not a url",
      "",
      // Plainly broken links (the server cannot fetch other hosts, so it refuses what cannot work).
      "http://example.com/a.pdf",
      "https://localhost/a.pdf",
      "https://files/a.pdf",
      "https://files.example.invalid/a.pdf",
      "/api/investor/resources/999999/download",
      "/api/no-such-endpoint",
      // A site off the allowed list: the public download would redirect there (decision 0047).
      "https://example.com/a.pdf",
      "https://sec.gov.evil.example/a.pdf",
    ]) {
      const res = await api.post("/api/resources", { ...valid, url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors), url).toEqual(["url"]);
    }
    for (const url of ["https://www.sec.gov/a?b=c", "https://youtube.com/watch?v=1", "/files/a.pdf"]) {
      expect((await api.post("/api/resources", { ...valid, url })).statusCode, url).toBe(201);
    }
  });

  it("answers 400 naming each bad field", async () => {
    const { api } = await asAdmin(t);
    const res = await api.post("/api/resources", {
      category: "Recipes",
      type: "Podcast",
      fundAccess: "fund_iii",
      isPublic: "yes",
      tags: "a,b",
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(Object.keys(error.fieldErrors).sort()).toEqual(
      ["category", "description", "fundAccess", "isPublic", "tags", "title", "type", "url"].sort(),
    );
    expect(error.fieldErrors.title).toEqual(["Title is required"]);
    expect(error.fieldErrors.url).toEqual(["URL is required"]);
    expect(await stored()).toEqual([]);
  });

  it("answers 404 'Resource not found' for missing ids", async () => {
    const { api } = await asAdmin(t);
    for (const id of ["4242", "x"]) {
      expect((await api.put(`/api/resources/${id}`, valid)).json().error).toEqual({
        code: "NOT_FOUND",
        message: "Resource not found",
      });
      expect((await api.delete(`/api/resources/${id}`)).statusCode).toBe(404);
    }
  });

  it("searches title, description and category case-insensitively, with % _ and \\ taken literally", async () => {
    const { api } = await asAdmin(t);
    const add = (title: string, description: string, category = "Legal Documents") =>
      t.db.insert(resources).values({ title, description, category });
    await add("Fund I Subscription Agreement", "Signed copy");
    await add("Occupancy 100% report", "Fully let", "Investment Reports");
    await add("Occupancy 1000 report", "Nearly let", "Investment Reports");
    await add("file_name guide", "How we name files", "Educational Content");
    await add("filexname guide", "Another guide", "Educational Content");
    await add("Path guide", "Uses C:\\data folders", "Educational Content");
    await add("Rates", "A look at interest rates", "Market Analysis");

    const titles = async (search: string) =>
      (await api.get(`/api/resources?search=${encodeURIComponent(search)}`))
        .json()
        .map((r: { title: string }) => r.title)
        .sort();

    expect(await titles("SUBSCRIPTION")).toEqual(["Fund I Subscription Agreement"]);
    expect(await titles("interest RATES")).toEqual(["Rates"]);
    expect(await titles("market analysis")).toEqual(["Rates"]);
    expect(await titles("100%")).toEqual(["Occupancy 100% report"]);
    expect(await titles("%")).toEqual(["Occupancy 100% report"]);
    expect(await titles("file_name")).toEqual(["file_name guide"]);
    expect(await titles("_")).toEqual(["file_name guide"]);
    expect(await titles("C:\\data")).toEqual(["Path guide"]);
    expect(await titles("\\")).toEqual(["Path guide"]);
    expect(await titles("nothing like this")).toEqual([]);
    expect(await titles("")).toHaveLength(7);
    expect(await titles("  guide  ")).toEqual(["Path guide", "file_name guide", "filexname guide"].sort());

    const tooLong = await api.get(`/api/resources?search=${"a".repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors).toHaveProperty("search");
  });
});
