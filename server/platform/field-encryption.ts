// Field encryption at rest (docs/decisions/0062-field-encryption.md): an entity's tax ID and bank
// numbers are sealed with AES-256-GCM before they reach the database.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The format's version: a sealed value is "v1:" + base64(iv | tag | ciphertext). */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const FIELD_KEY_BYTES = 32;

/** The file the embedded demo database's key is generated into, in DATA_DIR (mode 0600). */
export const FIELD_KEY_FILE = "entity-data.key";

/** What a malformed ENTITY_DATA_KEY is told (env.ts names the variable). */
export const FIELD_KEY_FORMAT =
  "must be 32 bytes, base64 (44 characters) or hex (64 characters); e.g. openssl rand -base64 32";

/** The key from ENTITY_DATA_KEY's text (base64 or hex of 32 bytes), or null when it is not one. */
export function parseFieldKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return key.length === FIELD_KEY_BYTES ? key : null;
}

export interface FieldCipher {
  /**
   * Seal a value. `context` (e.g. "tax_id:12") is bound to it as additional authenticated data,
   * so a sealed value copied into another row or column does not open there.
   */
  seal(plain: string, context: string): string;
  /** Open a sealed value; a tampered one, another key's or another context's throws. */
  open(sealed: string, context: string): string;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== FIELD_KEY_BYTES) throw new Error(`A field key is ${FIELD_KEY_BYTES} bytes`);
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    open(sealed, context) {
      const [version, payload] = sealed.split(":", 2);
      if (version !== VERSION || !payload) throw new Error("Not a sealed field value (unknown format)");
      const bytes = Buffer.from(payload, "base64");
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("Not a sealed field value (too short)");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      // final() throws when the tag does not match: tampered, another key, or another context.
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    },
  };
}

/**
 * The embedded demo database's key: read from DATA_DIR, or generated there once (mode 0600, never
 * overwritten: `wx` fails if another process wrote it first, and that one is read instead).
 */
export function dataDirFieldKey(dataDir: string): Buffer {
  const file = path.join(path.resolve(dataDir), FIELD_KEY_FILE);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(FIELD_KEY_BYTES).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = parseFieldKey(readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} ${FIELD_KEY_FORMAT}`);
  return key;
}

/**
 * The process's key: ENTITY_DATA_KEY when set; else, on the embedded database or outside
 * production, one kept in DATA_DIR. Production on PostgreSQL without it is refused by env.ts.
 */
export function fieldKeyFor(env: { fieldKey: Buffer | null; dataDir: string }): Buffer {
  return env.fieldKey ?? dataDirFieldKey(env.dataDir);
}

// The process's one cipher, set at boot before the seed runs (as useObjectStore is): the services
// and the seed read it; a page bundle never does (its loaders go through the services).
let current: FieldCipher | null = null;

/** Use this key for every sealed field from now on. */
export function useFieldKey(key: Buffer) {
  current = createFieldCipher(key);
}

export const hasFieldKey = () => current !== null;

/** The process's cipher; a process that never set its key fails loudly rather than storing plain text. */
export function fieldCipher(): FieldCipher {
  if (!current) throw new Error("No field encryption key: call useFieldKey at boot (ENTITY_DATA_KEY)");
  return current;
}
