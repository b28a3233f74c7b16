// The executed subscription PDF's seal (issue 25 §3, decision 0065): a digital signature over the
// whole file but the signature itself, so any later change to a byte is detectable. PAdES Basic
// (ETSI TS 102 778-2): a detached PKCS#7/CMS signature (SubFilter adbe.pkcs7.detached, SHA-256)
// made by @signpdf with the P12 signer into a placeholder added by @signpdf/placeholder-pdf-lib.
// Not ETSI.CAdES.detached: that SubFilter requires the ESS signing-certificate-v2 attribute (and no
// signing-time attribute), which @signpdf's P12 signer does not write; claiming it would make a
// validator reject the seal. verifySeal checks a sealed file without any outside tool.
import { createHash } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import { firm } from "#domain/firm.ts";
import { currentSealCertificate, type SealCertificate } from "./seal-certificate.ts";

export const SEAL_SUBFILTER = SUBFILTER_ADOBE_PKCS7_DETACHED;
/** Room for the CMS (certificate, attributes, RSA signature) in the placeholder, in bytes. */
const SIGNATURE_LENGTH = 8192;

/**
 * The PDF sealed: a signature field (invisible) whose /Contents holds a detached CMS signature of
 * every byte but itself. `at` is the signing time the seal states.
 */
export async function sealPdf(
  pdf: Buffer,
  options: { certificate?: SealCertificate; at?: Date; reason?: string } = {},
): Promise<Buffer> {
  const certificate = options.certificate ?? currentSealCertificate();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: options.reason ?? "Fully executed: sealed against any later change",
    contactInfo: firm.email,
    name: firm.name,
    location: `${firm.headOffice.city}, ${firm.headOffice.region}`,
    signingTime: options.at,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SEAL_SUBFILTER,
  });
  // Without object streams: the signature dictionary must stay a plain object the signer can find.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(prepared, signer, options.at);
}

export interface SealCheck {
  valid: boolean;
  /** Why it is not valid. */
  reason?: string;
  /** The sealing certificate's common name. */
  signer?: string;
}

const invalid = (reason: string, signer?: string): SealCheck => ({
  valid: false,
  reason,
  ...(signer ? { signer } : {}),
});

/**
 * Whether the PDF's seal holds: one signature whose byte ranges cover the whole file except the
 * signature's own hex string, whose messageDigest is the SHA-256 of those bytes, and whose RSA
 * signature over its signed attributes verifies with the certificate it carries.
 */
export function verifySeal(pdf: Buffer): SealCheck {
  const text = pdf.toString("latin1");
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  if (ranges.length === 0) return invalid("The PDF carries no seal");
  if (ranges.length > 1) return invalid("The PDF carries more than one signature");
  const [a, b, c, d] = ranges[0].slice(1, 5).map(Number);
  // The two ranges must be the whole file around the signature's <hex> string, and nothing else.
  if (a !== 0 || b <= 0 || c <= b || c + d !== pdf.length) {
    return invalid("The signed byte ranges do not cover the whole file");
  }
  const hole = pdf.subarray(b, c).toString("latin1");
  if (!/^<[0-9a-fA-F]*>$/.test(hole)) return invalid("The signature is not where the byte ranges say");
  const der = Buffer.from(hole.slice(1, -1).replace(/(00)+$/, ""), "hex");
  const signed = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);

  let p7: forge.pkcs7.PkcsSignedData;
  try {
    // forge's types know only the older boolean option; the object form lets trailing bytes be.
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString("binary")), {
      parseAllBytes: false,
    } as unknown as boolean);
    p7 = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData;
  } catch {
    return invalid("The signature is not a readable CMS signature");
  }
  const certificate = p7.certificates?.[0];
  if (!certificate) return invalid("The signature carries no certificate");
  const cn = (certificate.subject.getField("CN") as { value?: string } | null)?.value;
  const signerInfo = (p7 as unknown as { rawCapture: { signerInfos?: forge.asn1.Asn1[] } }).rawCapture.signerInfos?.[0];
  const parts = (signerInfo?.value ?? []) as forge.asn1.Asn1[];
  const attributesAt = parts.findIndex(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  if (attributesAt < 0) return invalid("The signature has no signed attributes", cn);
  const attributes = parts[attributesAt].value as forge.asn1.Asn1[];
  const signature = parts.slice(attributesAt + 1).find((part) => part.type === forge.asn1.Type.OCTETSTRING);
  if (!signature) return invalid("The signature has no signature value", cn);

  // The messageDigest attribute must be the SHA-256 of the signed ranges.
  const digest = createHash("sha256").update(signed).digest();
  const messageDigest = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  );
  const stated = messageDigest
    ? (((messageDigest.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string)
    : null;
  if (stated === null || Buffer.from(stated, "binary").compare(digest) !== 0) {
    return invalid("The document was changed after it was sealed", cn);
  }
  // The signature is over the signed attributes as a SET (RFC 5652 §5.4), not as the [0] tag.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDigest = forge.md.sha256.create();
  attributesDigest.update(forge.asn1.toDer(set).getBytes());
  try {
    const key = certificate.publicKey as forge.pki.rsa.PublicKey;
    if (!key.verify(attributesDigest.digest().getBytes(), signature.value as string)) {
      return invalid("The seal's signature does not verify", cn);
    }
  } catch {
    return invalid("The seal's signature does not verify", cn);
  }
  return { valid: true, ...(cn ? { signer: cn } : {}) };
}

/** The SHA-256 of bytes, in hex: how a document is named in the signatures and the certificate page. */
export const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
