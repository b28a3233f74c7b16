import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFieldCipher, dataDirFieldKey, FIELD_KEY_FILE, parseFieldKey } from "./field-encryption.ts";

const key = Buffer.alloc(32, 1);
const cipher = createFieldCipher(key);

describe("field encryption (AES-256-GCM, decision 0062)", () => {
  it("round-trips a value, in the versioned format, never showing the plain text", () => {
    const sealed = cipher.seal("123456789", "tax_id:7");
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain("123456789");
    expect(cipher.open(sealed, "tax_id:7")).toBe("123456789");
    // A fresh IV each time: the same value seals differently.
    expect(cipher.seal("123456789", "tax_id:7")).not.toBe(sealed);
  });

  it("detects tampering: a changed byte, a truncated value, an unknown version", () => {
    const sealed = cipher.seal("000123456789", "bank_account:3");
    const bytes = Buffer.from(sealed.slice(3), "base64");
    bytes[bytes.length - 1] ^= 1;
    expect(() => cipher.open(`v1:${bytes.toString("base64")}`, "bank_account:3")).toThrow();
    expect(() => cipher.open(sealed.slice(0, 20), "bank_account:3")).toThrow();
    expect(() => cipher.open(`v2:${sealed.slice(3)}`, "bank_account:3")).toThrow(/unknown format/);
  });

  it("refuses another key, and a value moved to another row or column (its context)", () => {
    const sealed = cipher.seal("987654321", "tax_id:7");
    expect(() => createFieldCipher(Buffer.alloc(32, 2)).open(sealed, "tax_id:7")).toThrow();
    expect(() => cipher.open(sealed, "tax_id:8")).toThrow();
    expect(() => cipher.open(sealed, "bank_routing:7")).toThrow();
  });

  it("reads a key as base64, base64url or hex of 32 bytes only", () => {
    expect(parseFieldKey(key.toString("base64"))).toEqual(key);
    expect(parseFieldKey(key.toString("base64url"))).toEqual(key);
    expect(parseFieldKey(key.toString("hex"))).toEqual(key);
    expect(parseFieldKey(Buffer.alloc(16).toString("base64"))).toBeNull();
    expect(parseFieldKey("not a key")).toBeNull();
  });

  describe("the embedded database's key in DATA_DIR", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "edf-field-key-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("is generated once, readable by its owner only, and read again later", () => {
      const first = dataDirFieldKey(dir);
      const file = path.join(dir, FIELD_KEY_FILE);
      expect(first).toHaveLength(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(parseFieldKey(readFileSync(file, "utf8"))).toEqual(first);
      expect(dataDirFieldKey(dir)).toEqual(first);
    });
  });
});
