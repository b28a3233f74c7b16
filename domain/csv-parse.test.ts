import { describe, expect, it } from "vitest";
import { CsvParseError, parseCsv } from "./csv-parse.ts";

describe("parseCsv", () => {
  it("reads plain fields and CRLF or LF line ends", () => {
    expect(parseCsv("a,b,c\r\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("reads quoted fields holding commas, doubled quotes and line breaks", () => {
    expect(parseCsv('36,"AEROCARIBBEAN, ""AIRLINES""","line\none"\n')).toEqual([
      ["36", 'AEROCARIBBEAN, "AIRLINES"', "line\none"],
    ]);
  });

  it("keeps empty fields, skips blank lines and a byte order mark, reads a last line without an end", () => {
    expect(parseCsv("\uFEFFa,,c\n\n\nx,y")).toEqual([
      ["a", "", "c"],
      ["x", "y"],
    ]);
  });

  it("keeps spaces inside fields as they are", () => {
    expect(parseCsv('1, -0- ,"x"')).toEqual([["1", " -0- ", "x"]]);
  });

  it("refuses an unclosed quote, naming its line", () => {
    expect(() => parseCsv('a\n"never closed,\nmore')).toThrow(CsvParseError);
    expect(() => parseCsv('a\n"never closed,\nmore')).toThrow("line 2");
  });

  it("refuses text after a closing quote", () => {
    expect(() => parseCsv('"a"b,c')).toThrow(CsvParseError);
  });

  it("reads an empty text as no rows", () => {
    expect(parseCsv("")).toEqual([]);
  });
});
