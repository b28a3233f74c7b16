import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { appendCertificate, renderCertificatePage, type CertificateSignature } from "./certificate-page.ts";
import { renderSubscriptionDocument } from "./subscription-document.ts";

/** The names of every font in a PDF ("ABCDEF+NotoSans-Regular"). */
async function fontNames(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font")) {
      const name = object.get(PDFName.of("BaseFont"));
      if (name instanceof PDFName) names.push(name.asString());
    }
  }
  return names;
}

describe("the certificate appended to a subscription document", () => {
  it("keeps each font subset's name its own, so text reads back with every letter", async () => {
    const at = new Date("2026-11-29T05:45:44Z");
    const document = renderSubscriptionDocument({
      subscriptionId: 11,
      offering: { name: "Fund II second close", fundType: "Fund II", exemption: "506c" },
      entity: { legalName: "Marchbank Family Trust MX1EZRTT7", memberId: "EDF-2026-90004", kind: "trust" },
      commitmentCents: 100_000_000,
      sections: [],
      preparedOn: "2026-11-29",
    });
    const signature: CertificateSignature = {
      role: "investor",
      signerName: "Eliza Marchbank",
      signerEmail: "eliza.marchbank.mx1ezrtt7@example.com",
      typedName: "Eliza Marchbank",
      consentedAt: at,
      signedAt: at,
      ip: "127.0.0.1",
      userAgent: "Mozilla/5.0",
      signInMethod: "password",
      documentSha256: "ab".repeat(32),
    };
    const certificate = renderCertificatePage({
      subscriptionId: 11,
      documentSha256: "ab".repeat(32),
      at,
      signatures: [signature],
    });
    // PDFKit names subsets by their order in each document: the two PDFs alone share their names.
    const [own, theirs] = await Promise.all([fontNames(document), fontNames(certificate)]);
    expect(own.some((name) => theirs.includes(name))).toBe(true);

    const merged = await fontNames(await appendCertificate(document, certificate));
    // A Type 0 font and its descendant carry the same name: count names, not dictionaries.
    expect(merged).toHaveLength(own.length + theirs.length);
    expect(new Set(merged).size).toBe(new Set(own).size + new Set(theirs).size);
  });
});
