// The certificate the executed subscription PDFs are sealed with (issue 25 §3, decision 0065):
// SIGNING_P12_BASE64 with SIGNING_P12_PASSPHRASE when set (production on PostgreSQL must set them,
// as ENTITY_DATA_KEY, decision 0062); otherwise a self-signed demo certificate generated once into
// DATA_DIR, readable by its owner only, and read from there by every later start.
import { generateKeyPairSync } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import forge from "node-forge";

export const SEAL_CERTIFICATE_FILE = "document-seal.p12";
export const DEMO_SEAL_NAME = "EdFutures demo document seal";

/** A PKCS#12 bundle (key and certificate) and its passphrase. */
export interface SealCertificate {
  p12: Buffer;
  passphrase: string;
}

/** A self-signed RSA 2048 certificate for sealing documents, valid ten years, as a PKCS#12 bundle. */
export function demoSealCertificate(now = new Date()): SealCertificate {
  // Node makes the key (native, milliseconds); forge makes the certificate and the bundle.
  const { privateKey: pem } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: "commonName", value: DEMO_SEAL_NAME },
    { name: "organizationName", value: "EdFutures Capital Partners (demo)" },
    { name: "countryName", value: "US" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], "", { algorithm: "aes256", friendlyName: DEMO_SEAL_NAME });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), passphrase: "" };
}

/**
 * The demo certificate of DATA_DIR: read, or generated there once (mode 0600, never overwritten:
 * `wx` fails if another process wrote it first, and that one is read instead).
 */
export function dataDirSealCertificate(dataDir: string): SealCertificate {
  const file = path.join(path.resolve(dataDir), SEAL_CERTIFICATE_FILE);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, demoSealCertificate().p12, { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return { p12: readFileSync(file), passphrase: "" };
}

/** The process's certificate: the environment's when set, else the one of DATA_DIR. */
export function sealCertificateFor(env: {
  sealP12: Buffer | null;
  sealPassphrase: string | undefined;
  dataDir: string;
}): SealCertificate {
  return env.sealP12 ? { p12: env.sealP12, passphrase: env.sealPassphrase ?? "" } : dataDirSealCertificate(env.dataDir);
}

/** The subject's common name of the bundle's certificate, or null when the bundle does not open. */
export function sealCertificateName(certificate: SealCertificate): string | null {
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(certificate.p12.toString("binary")),
      false,
      certificate.passphrase,
    );
    const bags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
    const cn = bags[0]?.cert?.subject.getField("CN") as { value?: string } | null;
    return cn?.value ?? null;
  } catch {
    return null;
  }
}

// The process's certificate, set at boot (server/index.ts) like the field key; a process that never
// set one (tests, scripts) makes an in-memory demo certificate at its first seal.
let current: SealCertificate | null = null;

export function useSealCertificate(certificate: SealCertificate) {
  current = certificate;
}

export function currentSealCertificate(): SealCertificate {
  current ??= demoSealCertificate();
  return current;
}
