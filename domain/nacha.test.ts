// The NACHA writer against the format's rules, read back by a parser and validator we did not
// write (achkit, decision 0067) as well as by position.
import { parse, validate } from "achkit";
import { describe, expect, it } from "vitest";
import { entryHash, nachaText, writeNachaFile, type NachaEntry, type NachaFileInput } from "./nacha.ts";

const ORIGINATOR = {
  immediateDestination: "123456780",
  immediateDestinationName: "Placeholder Bank",
  immediateOrigin: "1900000001",
  immediateOriginName: "EdFutures Real Estate Fund I, L.P.",
  companyName: "EdFutures Fund I",
  companyId: "1900000001",
  odfiRouting: "123456780",
};

const entry = (n: number, sec: "PPD" | "CCD", routing = "111111118"): NachaEntry => ({
  sec,
  routing,
  account: `0001234500${String(n).padStart(2, "0")}`,
  amountCents: 100_000 + n,
  individualId: `DP${n}`,
  name: `Investor Number ${n}`,
});

const file = (entries: NachaEntry[], more: Partial<NachaFileInput> = {}) =>
  writeNachaFile({
    originator: ORIGINATOR,
    createdAt: new Date("2026-11-27T15:04:00Z"),
    fileIdModifier: "A",
    effectiveDate: "2026-11-27",
    entryDescription: "Fund Dist",
    discretionaryData: "Fund I distribution 3",
    referenceCode: "D3",
    entries,
    ...more,
  });

const lines = (text: string) => text.split("\n").slice(0, -1);

describe("writeNachaFile", () => {
  // Persons and entities interleaved, as a distribution's parts come: two batches come out.
  const entries = [
    entry(1, "PPD"),
    entry(2, "CCD", "222222226"),
    entry(3, "PPD", "123456780"),
    entry(4, "CCD"),
    entry(5, "PPD"),
  ];
  const text = file(entries);
  const records = lines(text);

  it("writes 94-character records in whole blocks of ten that the library validates", () => {
    expect(text.endsWith("\n")).toBe(true);
    for (const record of records) expect(record).toHaveLength(94);
    // Header, 2 batch headers, 5 entries, 2 batch controls, file control: 11, padded to 20.
    expect(records).toHaveLength(20);
    expect(records.slice(11)).toEqual(Array(9).fill("9".repeat(94)));
    expect(validate(text)).toEqual({ ok: true, errors: [] });
  });

  it("writes the file header by the format's positions", () => {
    const header = records[0];
    expect(header.slice(0, 3)).toBe("101");
    expect(header.slice(3, 13)).toBe(" 123456780");
    expect(header.slice(13, 23)).toBe("1900000001");
    expect(header.slice(23, 33)).toBe("2611271504");
    expect(header.slice(33, 40)).toBe("A094101");
    expect(header.slice(40, 63)).toBe("PLACEHOLDER BANK       ");
    expect(header.slice(63, 86)).toBe("EDFUTURES REAL ESTATE F");
    expect(header.slice(86)).toBe("D3      ");
    const parsed = parse(text);
    expect(parsed).toMatchObject({
      destinationRouting: "123456780",
      originRouting: "1900000001",
      creationDate: "261127",
      creationTime: "1504",
      fileIdModifier: "A",
    });
  });

  it("puts persons in a PPD batch and entities in a CCD batch, credits only", () => {
    const parsed = parse(text);
    expect(parsed.batches.map((b) => [b.sec, b.serviceClass, b.batchNumber, b.entries.length])).toEqual([
      ["PPD", 220, 1, 3],
      ["CCD", 220, 2, 2],
    ]);
    for (const batch of parsed.batches) {
      expect(batch).toMatchObject({
        companyName: "EDFUTURES FUND I",
        companyId: "1900000001",
        description: "FUND DIST",
        effectiveDate: "261127",
        originDfi: "12345678",
      });
    }
    const written = parsed.batches.flatMap((b) => b.entries);
    expect(written.map((e) => [e.txnCode, e.idNumber, e.amountCents, e.routing, e.account, e.name])).toEqual(
      [1, 3, 5, 2, 4].map((n) => {
        const e = entries[n - 1];
        return [22, e.individualId, e.amountCents, e.routing, e.account, e.name.toUpperCase()];
      }),
    );
    // Trace numbers: the ODFI's 8 digits and a sequence through the file.
    expect(written.map((e) => e.traceNumber)).toEqual([1, 2, 3, 4, 5].map((n) => `12345678000000${n}`));
  });

  it("totals each batch and the file: counts, entry hash, no debits", () => {
    const parsed = parse(text);
    expect(parsed.batches[0].control).toEqual({
      entryAddendaCount: 3,
      entryHash: entryHash(["111111118", "123456780", "111111118"]),
      totalDebit: 0,
      totalCredit: 100_001 + 100_003 + 100_005,
    });
    expect(parsed.batches[0].control!.entryHash).toBe(String(11111111 + 12345678 + 11111111).padStart(10, "0"));
    expect(parsed.control).toEqual({
      batchCount: 2,
      blockCount: 2,
      entryAddendaCount: 5,
      entryHash: entryHash(entries.map((e) => e.routing)),
      totalDebit: 0,
      totalCredit: entries.reduce((sum, e) => sum + e.amountCents, 0),
    });
  });

  it("keeps the entry hash's last 10 digits when the sum is longer", () => {
    const many = Array.from({ length: 101 }, (_, i) => entry(i + 1, "CCD", "999999992"));
    const big = file(many);
    expect(validate(big)).toEqual({ ok: true, errors: [] });
    // 101 × 99,999,999 = 10,099,999,899: the leading 1 is dropped.
    expect(parse(big).control!.entryHash).toBe("0099999899");
    expect(lines(big)).toHaveLength(110);
  });

  it("pads with 9s only to the next block: none when the records fill one", () => {
    // 1 + 1 + 6 + 1 + 1 = 10 records: no padding.
    const exact = lines(file([1, 2, 3, 4, 5, 6].map((n) => entry(n, "PPD"))));
    expect(exact).toHaveLength(10);
    expect(exact[9].startsWith("9000001000001")).toBe(true);
    const one = lines(file([entry(1, "CCD")]));
    expect(one).toHaveLength(10);
    expect(one.filter((r) => r === "9".repeat(94))).toHaveLength(5);
    expect(parse(one.join("\n")).batches).toHaveLength(1);
  });

  it("is caught by the library when an amount is changed after it was written", () => {
    const tampered = text.replace("0000100003", "0000100009");
    const result = validate(tampered);
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.code)).toEqual(["BAD_BATCH_CREDIT", "BAD_FILE_CREDIT"]);
  });

  it("refuses what the format cannot carry rather than cut it", () => {
    expect(() => file([{ ...entry(1, "PPD"), routing: "123456789" }])).toThrow(/routing/);
    expect(() => file([{ ...entry(1, "PPD"), amountCents: 0 }])).toThrow(/amount/);
    expect(() => file([{ ...entry(1, "PPD"), amountCents: 10_000_000_000 }])).toThrow(/amount/);
    expect(() => file([{ ...entry(1, "PPD"), individualId: "D".repeat(16) }])).toThrow(/individual ID/);
    expect(() => file([])).toThrow(/at least one entry/);
    expect(() => file([entry(1, "PPD")], { fileIdModifier: "a" })).toThrow(/modifier/);
    expect(() => file([entry(1, "PPD")], { originator: { ...ORIGINATOR, odfiRouting: "123456789" } })).toThrow(/ODFI/);
  });

  it("writes names in the format's characters", () => {
    expect(nachaText("Sofia Lindqvist och Erik, Strandvägen 7A")).toBe("SOFIA LINDQVIST OCH ERIK, STRANDVAGEN 7A");
    expect(nachaText("Zoë  O'Brien <LLC>; Ltd")).toBe("ZOE O'BRIEN LLC LTD");
  });
});
