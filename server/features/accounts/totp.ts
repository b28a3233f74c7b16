import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps
 * (decision 0028: the otpauth library computes and compares the codes, in constant time).
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift, slow typing). */
export const TOTP_WINDOW = 1;
const ISSUER = "EdFutures";

const totpFor = (secret: string, label = "account") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The time step a moment falls in. */
export const timeStepAt = (timestamp: number) => Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);

/** The step of a valid code (within ±TOTP_WINDOW of now), or null. Replay is the caller's check. */
export function matchingStep(secret: string, code: string, timestamp: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : timeStepAt(timestamp) + delta;
}

/** The otpauth:// URI an app scans, labelled with the firm and the account. */
export const totpUri = (secret: string, accountName: string) => totpFor(secret, accountName).toString();

/**
 * The QR code of the URI as SVG markup, rendered on the server and placed inline in the page: no
 * script, no style attribute and no data: URL, so the page's CSP needs nothing new.
 */
export const qrSvg = (uri: string) => QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

// Recovery codes: 12 characters of RFC 4648's base32 alphabet (60 bits), shown as xxxx-xxxx-xxxx.
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

export function newRecoveryCode() {
  let code = "";
  for (let i = 0; i < 12; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code;
}

export const formatRecoveryCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

/**
 * What is stored of a recovery code: sha256 of the user's id and the normalised code. The codes are
 * random (60 bits), so a fast hash suffices (as for session tokens); the user id keeps one code
 * from matching another account's row.
 */
export const hashRecoveryCode = (userId: number, code: string) =>
  createHash("sha256").update(`${userId}:${code}`).digest("hex");
