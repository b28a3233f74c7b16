import { spawnSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasPoppler, pdfText } from "#tests/pdf-text.ts";
import { describeAnswers } from "#domain/subscription-answers.ts";
import { appendCertificate, renderCertificatePage } from "./certificate-page.ts";
import { sealPdf, sha256Hex, verifySeal } from "./seal.ts";
import { dataDirSealCertificate, DEMO_SEAL_NAME, sealCertificateName } from "./seal-certificate.ts";
import { renderSubscriptionDocument, type SubscriptionDocumentFacts } from "./subscription-document.ts";

const CONTEXT = {
  kind: "trust",
  exemption: "506c",
  requiresQualifiedPurchaser: false,
  minimumCommitmentCents: 250_000_00,
} as const;
const FACTS: SubscriptionDocumentFacts = {
  subscriptionId: 42,
  offering: { name: "EdFutures Fund II Offering", fundType: "Fund II", exemption: "506c" },
  entity: { legalName: "Harbor Light Family Trust", memberId: "EDF-2026-0042", kind: "trust" },
  commitmentCents: 250_000_00,
  preparedOn: "2026-11-20",
  sections: describeAnswers(
    {
      identity: { legalName: "Harbor Light Family Trust", country: "US" },
      tax: { tin: "v1:sealedbytes", tinLast4: "6789" },
      commitment: { amount: 250000 },
    },
    CONTEXT,
  ),
};

const SIGNATURE = {
  role: "investor" as const,
  signerName: "Avery Quinn",
  signerEmail: "avery@example.com",
  typedName: "Avery Quinn",
  consentedAt: new Date("2026-11-28T10:00:00Z"),
  signedAt: new Date("2026-11-28T10:00:05Z"),
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (TestBrowser)",
  signInMethod: "password and authenticator app",
};

async function finalPdf() {
  const document = renderSubscriptionDocument(FACTS);
  const documentSha256 = sha256Hex(document);
  const certificate = renderCertificatePage({
    subscriptionId: 42,
    documentSha256,
    signatures: [{ ...SIGNATURE, documentSha256 }],
    at: new Date("2026-11-28T11:00:00Z"),
  });
  return { documentSha256, sealed: await sealPdf(await appendCertificate(document, certificate)) };
}

describe("the subscription document and its seal", () => {
  it("renders the same bytes for the same content, and other bytes when an answer changes", () => {
    const a = renderSubscriptionDocument(FACTS);
    expect(renderSubscriptionDocument(FACTS).equals(a)).toBe(true);
    const changed = {
      ...FACTS,
      sections: describeAnswers({ identity: { legalName: "Other", country: "US" } }, CONTEXT),
    };
    expect(sha256Hex(renderSubscriptionDocument(changed))).not.toBe(sha256Hex(a));
  });

  it("seals a PDF whose seal verifies, and fails after one byte changes in the signed range or the signature", async () => {
    const { sealed } = await finalPdf();
    expect(verifySeal(sealed)).toEqual({ valid: true, signer: DEMO_SEAL_NAME });

    const text = sealed.toString("latin1");
    const [, , b, c] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/.exec(text)!.map(Number);
    // A byte of the document (in the first signed range, past the header).
    const inside = Buffer.from(sealed);
    inside[Math.floor(b / 2)] ^= 0x01;
    expect(verifySeal(inside)).toMatchObject({ valid: false, reason: "The document was changed after it was sealed" });
    // A byte at the end of the file (the second signed range).
    const tail = Buffer.from(sealed);
    tail[tail.length - 3] ^= 0x01;
    expect(verifySeal(tail).valid).toBe(false);
    // A hex digit of the RSA signature value itself: the CMS's last bytes before the zero padding.
    const signature = Buffer.from(sealed);
    const hex = sealed
      .subarray(b + 1, c - 1)
      .toString("latin1")
      .replace(/(00)+$/, "");
    const at = b + 1 + hex.length - 10;
    signature[at] = signature[at] === 0x30 ? 0x31 : 0x30;
    expect(verifySeal(signature).valid).toBe(false);
    // Bytes appended after the seal (an incremental update) are outside the ranges.
    expect(verifySeal(Buffer.concat([sealed, Buffer.from("\n%%EOF\n")])).valid).toBe(false);
    expect(c).toBeGreaterThan(b);
  });

  it.skipIf(!hasPoppler)("carries every answer and the certificate's facts as text", async () => {
    const { sealed, documentSha256 } = await finalPdf();
    const text = pdfText(sealed);
    for (const fact of [
      "Subscription agreement",
      "Harbor Light Family Trust",
      "$250,000.00",
      "Legal name",
      "••••6789",
      "Signature certificate",
      "Avery Quinn",
      "avery@example.com",
      "Investor signatory",
      "2026-11-28 10:00:05 UTC",
      "203.0.113.7",
      "Mozilla/5.0 (TestBrowser)",
      "password and authenticator app",
      documentSha256,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain("sealedbytes");
  });

  it.skipIf(spawnSync("pdfsig", ["-v"]).error !== undefined)("passes poppler's pdfsig as a second check", async () => {
    const { sealed } = await finalPdf();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "seal-")), "sealed.pdf");
    writeFileSync(file, sealed);
    const out = spawnSync("pdfsig", [file]).stdout.toString();
    expect(out).toContain("Signature is Valid");
    expect(out).toContain("adbe.pkcs7.detached");
    const broken = Buffer.from(sealed);
    broken[200] ^= 0x01;
    writeFileSync(file, broken);
    expect(spawnSync("pdfsig", [file]).stdout.toString()).not.toContain("Signature is Valid");
  });

  it("generates the demo certificate once into the data folder, readable by its owner only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seal-cert-"));
    const first = dataDirSealCertificate(dir);
    expect(dataDirSealCertificate(dir).p12.equals(first.p12)).toBe(true);
    expect(statSync(path.join(dir, "document-seal.p12")).mode & 0o777).toBe(0o600);
    expect(sealCertificateName(first)).toBe(DEMO_SEAL_NAME);
  });
});
