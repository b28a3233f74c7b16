// Arrangements of the offerings tests (issue 25 §2): an offering made through the staff API, a
// real PDF of several pages (the firm's renderer), and the text of each page of a served PDF.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { asAdmin } from "./staff-helpers.ts";
import type { TestContext } from "./test-app.ts";

export const OFFERING_INPUT = {
  fundType: "Fund II",
  name: "Fund II — Second close",
  exemption: "506c",
  minimumCommitment: 250_000,
  firstCloseDate: "2027-01-15",
  finalCloseDate: "2027-04-15",
  requiresQualifiedPurchaser: false,
};

/** A PDF of `pages` pages or more (long enough text), made by the firm's own renderer. */
export function manyPagePdf(pages = 3): Buffer {
  const lines = Array.from({ length: pages * 45 }, (_, i) => `Line ${i + 1} of the test memorandum.`);
  return renderPdf({ title: "Test memorandum", lines, date: "2026-01-01" });
}

/** An admin, and an offering they made (open unless `status` says draft), with one PDF in its data room. */
export async function offeringWithDocument(t: TestContext, options: { status?: "draft" | "open" | "closed" } = {}) {
  const admin = await asAdmin(t);
  const created = await admin.api.post("/api/admin/offerings", OFFERING_INPUT);
  expect(created.statusCode).toBe(201);
  const offering = created.json() as { id: number };
  const upload = await sendMultipart(
    t,
    admin.cookie,
    "POST",
    `/api/admin/offerings/${offering.id}/documents`,
    { kind: "ppm", title: "Private placement memorandum" },
    [{ field: "file", fileName: "ppm.pdf", type: "application/pdf", bytes: manyPagePdf() }],
  );
  expect(upload.statusCode).toBe(201);
  const status = options.status ?? "open";
  if (status !== "draft")
    expect((await admin.api.patch(`/api/admin/offerings/${offering.id}`, { status: "open" })).statusCode).toBe(200);
  if (status === "closed")
    expect((await admin.api.patch(`/api/admin/offerings/${offering.id}`, { status: "closed" })).statusCode).toBe(200);
  return { admin, offeringId: offering.id, documentId: (upload.json() as { id: number }).id };
}

/** Each page's text of a PDF, read by poppler's pdftotext (an independent reader). */
export function pageTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "offering-pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    return text.split("\f").slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
