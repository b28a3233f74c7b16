import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("leaves plain cells alone and writes empty cells for null and undefined", () => {
    expect(csvCell("Ada")).toBe("Ada");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2024-01-02T03:04:05Z"))).toBe("2024-01-02T03:04:05.000Z");
  });

  it("quotes commas, quotes and line breaks (RFC 4180), doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("line1\r\nline2")).toBe('"line1\r\nline2"');
  });

  it("neutralises formulas: cells starting with = + - @ (and tab, CR) get a leading quote", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+44 20")).toBe("'+44 20");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["id", "name"],
        [
          [1, "Ada"],
          [2, "Lovelace, A."],
        ],
      ),
    ).toBe('id,name\r\n1,Ada\r\n2,"Lovelace, A."\r\n');
    expect(toCsv(["id"], [])).toBe("id\r\n");
  });
});
