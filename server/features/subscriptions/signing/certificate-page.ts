// The signature certificate (issue 25 §3, ESIGN/UETA): appended after the document's own pages,
// each signer's evidence as recorded, and the SHA-256 of the document they signed. The document's
// pages are copied unchanged, so the pages signed are the pages kept.
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
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

/**
 * The document's pages, then the certificate's, in one PDF. PDFKit names each document's font
 * subsets by their order in it ("F1", "F2": the same six-letter tag in both PDFs), so two different
 * subsets would share one name once merged, and a reader that goes by the name (poppler) took one
 * subset's character map for the other's glyphs: text copied from the agreement lost letters. The
 * certificate's subsets get tags of their own first.
 */
export async function appendCertificate(document: Buffer, certificate: Buffer): Promise<Buffer> {
  const merged = await PDFDocument.load(document, { updateMetadata: false });
  const extra = await PDFDocument.load(certificate, { updateMetadata: false });
  retagFontSubsets(extra, fontSubsetTags(merged));
  for (const page of await merged.copyPages(extra, extra.getPageIndices())) merged.addPage(page);
  return Buffer.from(await merged.save({ useObjectStreams: false }));
}

const SUBSET_NAME = /^\/?([A-Z]{6})\+(.+)$/;
const FONT_NAME_KEYS = [PDFName.of("BaseFont"), PDFName.of("FontName")];

/** Every font and font descriptor name of a PDF, with the subset tag its name starts with. */
function* subsetNames(doc: PDFDocument) {
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    for (const key of FONT_NAME_KEYS) {
      const name = object.get(key);
      const match = name instanceof PDFName ? SUBSET_NAME.exec(name.asString()) : null;
      if (match) yield { dict: object, key, tag: match[1], rest: match[2] };
    }
  }
}

const fontSubsetTags = (doc: PDFDocument) => new Set([...subsetNames(doc)].map((entry) => entry.tag));

/** Give each subset tag of `doc` a new one that `taken` does not hold (the same new tag for the same old one). */
function retagFontSubsets(doc: PDFDocument, taken: Set<string>) {
  const renamed = new Map<string, string>();
  let next = 0;
  const fresh = () => {
    for (;;) {
      const tag = Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + (Math.floor(next / 26 ** i) % 26))).join(
        "",
      );
      next += 1;
      if (!taken.has(tag)) return tag;
    }
  };
  for (const { dict, key, tag, rest } of [...subsetNames(doc)]) {
    if (!renamed.has(tag)) renamed.set(tag, fresh());
    dict.set(key, PDFName.of(`${renamed.get(tag)}+${rest}`));
  }
}
