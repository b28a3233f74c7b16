import { describe, expect, it } from "vitest";
import { describeAnswers, problemsOf, sectionCompleteSchema, sectionSaveSchema } from "./subscription-answers.ts";
import { fieldsOf, sectionsFor, type AnswerContext } from "./subscription-questions.ts";

const offering = { exemption: "506b", requiresQualifiedPurchaser: false, minimumCommitmentCents: 250_000_00 } as const;
const person: AnswerContext = { kind: "individual", ...offering };
const trust: AnswerContext = { kind: "trust", ...offering };
const keys = (context: AnswerContext, section: Parameters<typeof fieldsOf>[0], answers = {}) =>
  fieldsOf(section, context, answers).map((f) => f.key);
const notYet = { verified: false, submittedMethod: null };

describe("the questionnaire's branching", () => {
  it("asks entities for owners, formation and a W-9 classification; persons for a birth date", () => {
    expect(sectionsFor(person)).not.toContain("owners");
    expect(sectionsFor(trust)).toContain("owners");
    expect(keys(person, "identity")).toContain("dateOfBirth");
    expect(keys(trust, "identity")).toEqual(expect.arrayContaining(["formationJurisdiction", "formationDate"]));
    expect(keys(trust, "identity")).not.toContain("dateOfBirth");
    const us = { identity: { country: "US" } };
    expect(keys(trust, "tax", us)).toEqual(["taxClassification", "tin", "w9Certified"]);
    expect(keys(person, "tax", us)).toEqual(["tin", "w9Certified"]);
  });

  it("asks non-US persons for W-8BEN fields and non-US entities for W-8BEN-E fields", () => {
    const de = { identity: { country: "DE" } };
    expect(keys(person, "tax", de)).toEqual(["citizenship", "foreignTin", "w8Certified"]);
    expect(keys(trust, "tax", de)).toEqual(["chapter3Status", "fatcaStatus", "foreignTin", "w8Certified"]);
  });

  it("offers the bases of the kind, and the qualified purchaser question only when the offering needs it", () => {
    const personBases = fieldsOf("investor", person, {})[0].options!.map((o) => o.value);
    const entityBases = fieldsOf("investor", trust, {})[0].options!.map((o) => o.value);
    expect(personBases).toContain("income");
    expect(entityBases).toContain("entity_assets");
    expect(entityBases).not.toContain("income");
    expect(keys(trust, "investor")).toEqual(["bases"]);
    expect(keys({ ...trust, requiresQualifiedPurchaser: true }, "investor")).toEqual(["bases", "qualifiedPurchaser"]);
  });

  it("adds the privacy notice to the representations for EU and UK residents only", () => {
    expect(keys(person, "representations", { identity: { country: "FR" } })).toContain("privacyNotice");
    expect(keys(person, "representations", { identity: { country: "GB" } })).toContain("privacyNotice");
    expect(keys(person, "representations", { identity: { country: "US" } })).not.toContain("privacyNotice");
    expect(keys(person, "representations", { identity: { country: "CH" } })).not.toContain("privacyNotice");
  });
});

describe("saving a section", () => {
  const save = (section: Parameters<typeof sectionSaveSchema>[0], input: unknown, answers = {}) =>
    sectionSaveSchema(section, trust, answers).safeParse(input);

  it("takes partial answers and drops blanks", () => {
    const result = save("identity", { legalName: " Rivera Trust ", country: "", city: "Austin" });
    expect(result.success && result.data).toEqual({ legalName: "Rivera Trust", city: "Austin" });
  });

  it("refuses a malformed value, naming the field", () => {
    const result = save("identity", { country: "XX" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path).toEqual(["country"]);
    expect(save("identity", { nope: "x" }).success).toBe(false);
  });

  it("checks the routing number's ABA checksum and normalizes the account number", () => {
    expect(save("bank", { routingNumber: "021000021" }).success).toBe(true);
    const bad = save("bank", { routingNumber: "021000022" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].message).toMatch(/not a valid ABA routing number/);
    const ok = save("bank", { accountNumber: "5550 0012-34" });
    expect(ok.success && ok.data).toEqual({ accountNumber: "5550001234" });
  });

  it("checks the TIN's digits and the owners' percentages", () => {
    const us = { identity: { country: "US" } };
    expect(save("tax", { tin: "12-3456789" }, us).success).toBe(true);
    expect(save("tax", { tin: "12-345" }, us).success).toBe(false);
    expect(save("owners", { owners: [{ name: "A", country: "US", percent: 10 }] }).success).toBe(false);
    expect(
      save("owners", {
        owners: [
          { name: "A", country: "US", percent: 60 },
          { name: "B", country: "US", percent: 50 },
        ],
      }).success,
    ).toBe(false);
  });
});

describe("completeness", () => {
  it("requires the commitment to reach the minimum in steps of $1,000", () => {
    const check = (amount: number) => sectionCompleteSchema("commitment", trust, {}).safeParse({ amount }).success;
    expect(check(250_000)).toBe(true);
    expect(check(249_000)).toBe(false);
    expect(check(250_500)).toBe(false);
    expect(check(1_001_000)).toBe(true);
  });

  it("names every missing field by section, and the accreditation until submitted", () => {
    const problems = problemsOf({}, trust, notYet);
    expect(problems.map((p) => p.field)).toEqual(
      expect.arrayContaining([
        "identity.legalName",
        "owners.controlPerson",
        "commitment.amount",
        "accreditation.method",
        "representations.truthful",
      ]),
    );
    expect(problemsOf({}, trust, { verified: true, submittedMethod: null }).map((p) => p.field)).not.toContain(
      "accreditation.method",
    );
  });

  it("needs a sealed TIN, not a plain one", () => {
    const answers = { identity: { country: "US" } };
    const schema = sectionCompleteSchema("tax", person, answers);
    expect(schema.safeParse({ tin: "123456789", w9Certified: true }).success).toBe(false);
    expect(schema.safeParse({ tin: "v1:abc", tinLast4: "6789", w9Certified: true }).success).toBe(true);
  });
});

describe("describeAnswers", () => {
  it("labels each answer and masks sealed values", () => {
    const described = describeAnswers(
      {
        identity: { legalName: "Rivera Trust", country: "US" },
        tax: { tin: "v1:secret", tinLast4: "6789", w9Certified: true },
        commitment: { amount: 300_000 },
      },
      trust,
    );
    const rows = described.flatMap((s) => s.rows);
    expect(rows.find((r) => r.field === "identity.country")?.value).toBe("United States");
    expect(rows.find((r) => r.field === "tax.tin")?.value).toBe("••••6789");
    expect(rows.find((r) => r.field === "commitment.amount")?.value).toBe("$300,000");
    expect(JSON.stringify(described)).not.toContain("v1:");
  });
});
