import { describe, expect, it } from "vitest";
import {
  POSSIBLE_MATCH,
  STRONG_MATCH,
  jaroWinkler,
  nameScore,
  nameTokens,
  normaliseName,
  screenName,
} from "./sanctions-matching.ts";

describe("normaliseName", () => {
  it("transliterates, lower-cases, strips punctuation and collapses spaces", () => {
    expect(normaliseName("  GARCÍA,  José-María ")).toBe("garcia jose maria");
    expect(normaliseName("Сергей Иванов")).toBe("sergey ivanov");
    expect(normaliseName("Αλέξανδρος")).toBe("alexandros");
    expect(normaliseName("O'Brien")).toBe("obrien");
  });

  it("leaves legal forms out of the words unless nothing else is left", () => {
    expect(nameTokens("Neptune Shipping Ltd.")).toEqual(["neptune", "shipping"]);
    expect(nameTokens("LLC")).toEqual(["llc"]);
  });
});

describe("jaroWinkler", () => {
  it("gives the textbook values", () => {
    expect(jaroWinkler("martha", "marhta")).toBeCloseTo(0.961, 3);
    expect(jaroWinkler("abc", "abc")).toBe(1);
    expect(jaroWinkler("abc", "xyz")).toBe(0);
    expect(jaroWinkler("", "abc")).toBe(0);
  });
});

describe("nameScore: hits", () => {
  it.each([
    ["José María García", "GARCIA, Jose Maria", 1],
    ["jose maria garcia", "García José María", 1],
    ["Neptune Shipping Ltd", "NEPTUNE SHIPPING LIMITED", 1],
  ])("%s matches %s exactly whatever the order, case and accents", (a, b, score) => {
    expect(nameScore(a, b)).toBe(score);
  });

  it("matches across scripts", () => {
    expect(nameScore("Ivanov Sergei", "Сергей Иванов")).toBeGreaterThanOrEqual(STRONG_MATCH);
    expect(nameScore("Alexandros Papadopoulos", "Αλέξανδρος Παπαδόπουλος")).toBeGreaterThanOrEqual(STRONG_MATCH);
    expect(nameScore("Muhammad", "محمد")).toBeGreaterThanOrEqual(POSSIBLE_MATCH);
  });

  it("takes near spellings as possible matches", () => {
    expect(nameScore("Mohammed Ali", "Muhammad Ali")).toBeGreaterThanOrEqual(POSSIBLE_MATCH);
    expect(nameScore("Maria Lopez", "Mario Lopes")).toBeGreaterThanOrEqual(POSSIBLE_MATCH);
    expect(nameScore("Maria Lopez", "Mario Lopes")).toBeLessThan(STRONG_MATCH);
  });

  it("keeps a listed name found inside a longer one a strong match (a middle name)", () => {
    expect(nameScore("Boris Grimwald", "GRIMWALD, Boris Ivanovich")).toBeGreaterThanOrEqual(STRONG_MATCH);
  });

  it("takes a surname alone as possible, not strong", () => {
    const s = nameScore("Ivanov", "Sergei Ivanov");
    expect(s).toBeGreaterThanOrEqual(POSSIBLE_MATCH);
    expect(s).toBeLessThan(STRONG_MATCH);
  });
});

describe("nameScore: misses", () => {
  it.each([
    ["Maria Lopez", "Mario Lopes Junior"],
    ["John Smith", "Jane Smythe"],
    ["Jordan Mitchell", "Boris Grimwald"],
    ["Mitchell Family Trust", "MITCHELL, Jordan"],
    ["Anna Berg", "Hanna Bergstrom"],
    ["", "Boris Grimwald"],
  ])("%s does not possibly match %s", (a, b) => {
    expect(nameScore(a, b)).toBeLessThan(POSSIBLE_MATCH);
  });

  it("pairs each word once: a repeated word does not match two", () => {
    expect(nameScore("Ali Ali", "Ali Hassan")).toBeLessThan(POSSIBLE_MATCH);
  });
});

describe("screenName", () => {
  const listed = [
    { ref: 1, names: ["GRIMWALD, Boris"] },
    { ref: 2, names: ["VOLKOVA, Zinaida", "ВОЛКОВА Зинаида"] },
    { ref: 3, names: ["PEREZ-ALBARRAN, Lucia"] },
  ];

  it("returns each possible match once with its best name, best first", () => {
    expect(screenName("Зинаида Волкова", listed)).toEqual([{ ref: 2, listedName: "VOLKOVA, Zinaida", score: 1 }]);
    expect(screenName("Borys Grimwald", listed).map((h) => h.ref)).toEqual([1]);
  });

  it("returns nothing for a name on no list", () => {
    expect(screenName("Jordan Mitchell", listed)).toEqual([]);
  });
});
