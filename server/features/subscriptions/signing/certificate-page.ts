// The signature certificate (issue 25 §3, ESIGN/UETA): appended after the document's own pages,
// each signer's evidence as recorded, and the SHA-256 of the document they signed. The document's
// pages are copied unchanged, so the pages signed are the pages kept.
import { PDFDocument } from "pdf-lib";
import { firm } from "#domain/firm.ts";
import type { SignerRole } from "#domain/subscriptions.ts";
import { Layout } from "#server/features/documents/layout.ts";

export interface CertificateSignature {
  role: SignerRole;
  signerName: string;
  signerEmail: string;
  typedName: string;
  consentedAt: Date;
  signedAt: Date;
  ip: string;
  userAgent: string;
  signInMethod: string;
  documentSha256: string;
}

export const ROLE_WORDS: Record<SignerRole, string> = {
  investor: "Investor signatory",
  countersigner: "Countersigner for the general partner",
};

/** "2026-11-28 21:04:05 UTC": exact to the second, in UTC, as evidence is read. */
export const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;

export function renderCertificatePage(input: {
  subscriptionId: number;
  documentSha256: string;
  signatures: readonly CertificateSignature[];
  /** The moment the certificate was drawn; also its creation date. */
  at: Date;
}): Buffer {
  const layout = new Layout({
    title: "Signature certificate",
    author: firm.legalName,
    firm,
    date: input.at.toISOString().slice(0, 10),
  });
  layout.letterhead();
  layout.heading("Signature certificate", `Subscription No. ${input.subscriptionId}`);
  layout.fields([
    ["Document SHA-256", input.documentSha256],
    ["Certificate drawn", utc(input.at)],
  ]);
  layout.paragraph(
    "Each signer below consented to use electronic records and signatures, was shown the document whose SHA-256 is stated, typed their name and chose to sign. The times are in UTC.",
  );
  if (input.signatures.length === 0) layout.paragraph("No one has signed yet.", { weight: "bold" });
  input.signatures.forEach((s, i) => {
    layout.sectionTitle(`Signer ${i + 1}: ${ROLE_WORDS[s.role]}`);
    layout.fields(
      [
        ["Name", s.signerName],
        ["E-mail", s.signerEmail],
        ["Role", ROLE_WORDS[s.role]],
        ["Typed name", s.typedName],
        ["Consented to electronic records", utc(s.consentedAt)],
        ["Signed at", utc(s.signedAt)],
        ["IP address", s.ip],
        ["User agent", s.userAgent],
        ["Sign-in method", s.signInMethod],
        ["SHA-256 of the document signed", s.documentSha256],
      ],
      { labelWidth: 170 },
    );
  });
  return layout.finish();
}

/** The document's pages, then the certificate's, in one PDF. */
export async function appendCertificate(document: Buffer, certificate: Buffer): Promise<Buffer> {
  const merged = await PDFDocument.load(document, { updateMetadata: false });
  const extra = await PDFDocument.load(certificate, { updateMetadata: false });
  for (const page of await merged.copyPages(extra, extra.getPageIndices())) merged.addPage(page);
  return Buffer.from(await merged.save({ useObjectStreams: false }));
}
