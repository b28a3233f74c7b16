// Issue 25 §2: staff create, edit and open an offering, fill its data room and record Form D.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONFIDENTIALITY_NOTICE } from "#domain/offering-inputs.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { manyPagePdf, OFFERING_INPUT, offeringWithDocument } from "./offering-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("offerings (staff) on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  it("refuses bad input with a 400 naming each field", async () => {
    const { api } = await asAdmin(t);
    const bad = async (payload: unknown) => {
      const res = await api.post("/api/admin/offerings", payload);
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().error.fieldErrors).sort();
    };
    expect(await bad({})).toEqual(["exemption", "fundType", "minimumCommitment", "name"]);
    expect(await bad({ ...OFFERING_INPUT, fundType: "Fund III" })).toEqual(["fundType"]);
    expect(await bad({ ...OFFERING_INPUT, exemption: "506(d)" })).toEqual(["exemption"]);
    expect(await bad({ ...OFFERING_INPUT, minimumCommitment: 1500.5 })).toEqual(["minimumCommitment"]);
    expect(await bad({ ...OFFERING_INPUT, minimumCommitment: "250000" })).toEqual(["minimumCommitment"]);
    expect(await bad({ ...OFFERING_INPUT, firstCloseDate: "2027-02-30" })).toEqual(["firstCloseDate"]);
    expect(await bad({ ...OFFERING_INPUT, finalCloseDate: "2026-01-01" })).toEqual(["finalCloseDate"]);
    expect((await api.post("/api/admin/offerings", { ...OFFERING_INPUT, extra: 1 })).statusCode).toBe(400);
    expect(await t.db.select().from(offerings)).toEqual([]);
  });

  it("creates a draft in cents with the default notice, edits it and moves it one step at a time, audited", async () => {
    const { api } = await asAdmin(t);
    const created = await api.post("/api/admin/offerings", OFFERING_INPUT);
    expect(created.statusCode).toBe(201);
    const offering = created.json();
    expect(offering).toMatchObject({
      status: "draft",
      minimumCommitmentCents: 25_000_000,
      confidentialityNotice: DEFAULT_CONFIDENTIALITY_NOTICE,
      documentCount: 0,
      peopleCount: 0,
      formDDueDate: null,
    });
    const url = `/api/admin/offerings/${offering.id}`;
    const edited = await api.patch(url, {
      name: "Fund II — Final close",
      minimumCommitment: 500_000,
      finalCloseDate: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Fund II — Final close",
      minimumCommitmentCents: 50_000_000,
      finalCloseDate: null,
    });
    const earlyFinal = await api.patch(url, { finalCloseDate: "2026-12-01" });
    expect(earlyFinal.statusCode).toBe(400);
    expect(Object.keys(earlyFinal.json().error.fieldErrors)).toEqual(["finalCloseDate"]);

    expect((await api.patch(url, { status: "closed" })).statusCode).toBe(409);
    expect((await api.patch(url, { status: "open" })).json().status).toBe("open");
    const back = await api.patch(url, { status: "draft" });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.fieldErrors.status).toBeDefined();
    expect((await api.patch(url, { status: "closed" })).json().status).toBe("closed");

    const list = (await api.get("/api/admin/offerings")).json();
    expect(list.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([[offering.id, "closed"]]);
    const actions = (await auditRows(t)).filter((r) => r.action.startsWith("offering.")).map((r) => r.action);
    expect(actions).toEqual(["offering.created", "offering.updated", "offering.updated", "offering.updated"]);
  });

  it("takes PDFs (checked by their bytes) into the data room and removes them, audited", async () => {
    const { admin, offeringId, documentId } = await offeringWithDocument(t, { status: "draft" });
    const upload = (fields: Record<string, string>, bytes: Buffer | null, fileName = "doc.pdf") =>
      sendMultipart(
        t,
        admin.cookie,
        "POST",
        `/api/admin/offerings/${offeringId}/documents`,
        fields,
        bytes ? [{ field: "file", fileName, type: "application/pdf", bytes }] : [],
      );
    const notPdf = await upload({ kind: "lpa", title: "LPA" }, Buffer.from("just text, named .pdf"));
    expect(notPdf.statusCode).toBe(415);
    expect(Object.keys(notPdf.json().error.fieldErrors)).toEqual(["file"]);
    const noFile = await upload({ kind: "lpa", title: "LPA" }, null);
    expect(noFile.statusCode).toBe(400);
    expect(Object.keys(noFile.json().error.fieldErrors)).toEqual(["file"]);
    const noTitle = await upload({ kind: "brochure", title: "" }, manyPagePdf(1));
    expect(noTitle.statusCode).toBe(400);
    expect(Object.keys(noTitle.json().error.fieldErrors).sort()).toEqual(["kind", "title"]);
    const lpa = await upload({ kind: "lpa", title: "Limited partnership agreement" }, manyPagePdf(1), "lpa.pdf");
    expect(lpa.statusCode).toBe(201);
    expect(lpa.json()).toMatchObject({ kind: "lpa", fileName: "lpa.pdf" });

    const url = `/api/admin/offerings/${offeringId}`;
    expect((await admin.api.get(url)).json().documents.map((d: { id: number }) => d.id)).toEqual([
      documentId,
      lpa.json().id,
    ]);
    expect((await admin.api.delete(`${url}/documents/${documentId}`)).statusCode).toBe(204);
    expect((await admin.api.delete(`${url}/documents/${documentId}`)).statusCode).toBe(404);
    const detail = (await admin.api.get(url)).json();
    expect(detail.documentCount).toBe(1);
    expect(detail.documents.map((d: { title: string }) => d.title)).toEqual(["Limited partnership agreement"]);
    const actions = (await auditRows(t)).filter((r) => r.action.startsWith("offering.document")).map((r) => r.action);
    expect(actions).toEqual(["offering.document_added", "offering.document_added", "offering.document_removed"]);
  });

  it("says when Form D is due (first sale + 15 days) until it is recorded as filed", async () => {
    const { admin, offeringId } = await offeringWithDocument(t);
    const url = `/api/admin/offerings/${offeringId}`;
    expect((await admin.api.get(url)).json().formDDueDate).toBeNull();
    await t.db.update(offerings).set({ firstSaleDate: "2027-01-20" }).where(eq(offerings.id, offeringId));
    expect((await admin.api.get(url)).json().formDDueDate).toBe("2027-02-04");
    const filed = await admin.api.post(`${url}/form-d`, {});
    expect(filed.statusCode).toBe(200);
    expect(filed.json().formDFiledAt).not.toBeNull();
    expect(filed.json().formDDueDate).toBeNull();
    expect((await admin.api.post(`${url}/form-d`, {})).statusCode).toBe(409);
    expect((await auditRows(t)).some((r) => r.action === "offering.form_d_filed")).toBe(true);
  });

  it("is for staff only", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/admin/offerings"],
      ["POST", "/api/admin/offerings", OFFERING_INPUT],
      ["GET", "/api/admin/offerings/1"],
      ["PATCH", "/api/admin/offerings/1", { name: "X" }],
      ["DELETE", "/api/admin/offerings/1/documents/1"],
      ["POST", "/api/admin/offerings/1/invitations", { email: "a@example.com", name: "A" }],
      ["POST", "/api/admin/offerings/1/form-d", {}],
    ]);
  });
});
