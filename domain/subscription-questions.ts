// The subscription questionnaire's questions (issue 25 §3, decision 0065): which sections and
// fields each kind of investing entity answers, with their labels and choices. One table drives the
// save and completeness schemas (subscription-answers.ts), the pages' forms and describeAnswers.
import type { EntityKind } from "./entities.ts";
import type { OfferingExemption } from "./offerings.ts";
import { COUNTRY_CODES, isPrivacyNoticeCountry } from "./countries.ts";

/** The kinds that are natural persons (Rule 501(a)(5)–(6) bases); every other kind is an entity. */
export const PERSON_KINDS: readonly EntityKind[] = ["individual", "joint"];
export const isNaturalPerson = (kind: EntityKind) => PERSON_KINDS.includes(kind);

/** What the questions depend on besides the answers: the entity's kind and the offering. */
export interface AnswerContext {
  kind: EntityKind;
  exemption: OfferingExemption;
  requiresQualifiedPurchaser: boolean;
  minimumCommitmentCents: number;
}

export type Option = { value: string; label: string };
const options = (pairs: Record<string, string>): Option[] =>
  Object.entries(pairs).map(([value, label]) => ({ value, label }));

/** Rule 501(a) bases a natural person may claim. */
export const PERSON_BASES = options({
  income: "Income over $200,000 (or $300,000 with a spouse) in each of the last two years, expected again this year",
  net_worth: "Net worth over $1,000,000, alone or with a spouse, not counting the primary residence",
  professional: "Holder in good standing of a Series 7, 65 or 82 licence",
  knowledgeable_employee: "Director, executive officer or knowledgeable employee of the fund's general partner",
});
/** Rule 501(a) bases an entity may claim. */
export const ENTITY_BASES = options({
  entity_assets: "Total assets over $5,000,000, not formed to make this investment",
  all_owners_accredited: "Every equity owner is an accredited investor",
  regulated_entity: "A bank, broker-dealer, registered investment adviser or insurance company",
  investments_over_5m: "Owns investments over $5,000,000, not formed to make this investment",
  family_office: "A family office with assets under management over $5,000,000 (or its family client)",
  trust_sophisticated: "A trust with assets over $5,000,000 directed by a sophisticated person",
});

export const W9_CLASSIFICATIONS = options({
  individual: "Individual or sole proprietor",
  c_corporation: "C corporation",
  s_corporation: "S corporation",
  partnership: "Partnership",
  trust_estate: "Trust or estate",
  llc: "Limited liability company",
  other: "Other",
});
export const W8BENE_STATUSES = options({
  corporation: "Corporation",
  partnership: "Partnership",
  simple_trust: "Simple trust",
  grantor_trust: "Grantor trust",
  complex_trust: "Complex trust",
  estate: "Estate",
  other: "Other",
});
export const FATCA_STATUSES = options({
  active_nffe: "Active non-financial foreign entity",
  passive_nffe: "Passive non-financial foreign entity",
  participating_ffi: "Participating foreign financial institution",
  exempt_beneficial_owner: "Exempt beneficial owner",
  other: "Other",
});

export type FieldType =
  | "text"
  | "date"
  | "country"
  | "select"
  | "checkbox"
  | "checkboxes"
  | "dollars"
  | "sealed"
  | "routing"
  | "owners"
  | "person";

export interface Field {
  key: string;
  label: string;
  type: FieldType;
  /** Required for completeness (a checkbox: must be ticked). Defaults to true. */
  required?: boolean;
  options?: readonly Option[];
  hint?: string;
  /** Sealed fields: the digits or characters allowed, and what a wrong one is told. */
  pattern?: RegExp;
  patternMessage?: string;
  max?: number;
}

export const SECTION_KEYS = [
  "identity",
  "owners",
  "tax",
  "investor",
  "accreditation",
  "bank",
  "commitment",
  "representations",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_TITLES: Record<SectionKey, string> = {
  identity: "Identity and address",
  owners: "Beneficial owners and control person",
  tax: "Tax",
  investor: "Investor status",
  accreditation: "Accreditation",
  bank: "Bank account for distributions",
  commitment: "Commitment",
  representations: "Representations",
};

/** The answers document: `{ [section]: { [field]: value } }` (contracts of decision 0065). */
export type Answers = Partial<Record<SectionKey, Record<string, unknown>>>;

export const isUsPerson = (answers: Answers) => answers.identity?.country === "US";

/** The sections the entity answers, in order (owners only for entities). */
export function sectionsFor(context: AnswerContext): SectionKey[] {
  return SECTION_KEYS.filter((key) => key !== "owners" || !isNaturalPerson(context.kind));
}

const TIN: Pick<Field, "pattern" | "patternMessage"> = {
  pattern: /^\d{9}$/,
  patternMessage: "must be 9 digits: 123-45-6789 (SSN or ITIN) or 12-3456789 (EIN)",
};
const FOREIGN_TIN: Pick<Field, "pattern" | "patternMessage"> = {
  pattern: /^[A-Z0-9]{4,30}$/,
  patternMessage: "must be 4 to 30 letters or digits",
};

/** The fields of one section for this entity, offering and (for tax and representations) answers. */
export function fieldsOf(section: SectionKey, context: AnswerContext, answers: Answers): Field[] {
  const person = isNaturalPerson(context.kind);
  switch (section) {
    case "identity":
      return [
        { key: "legalName", label: person ? "Full legal name" : "Legal name of the entity", type: "text", max: 200 },
        { key: "country", label: person ? "Country of residence" : "Country", type: "country" },
        { key: "addressLine1", label: "Address", type: "text", max: 200 },
        { key: "addressLine2", label: "Address line 2", type: "text", required: false, max: 200 },
        { key: "city", label: "City", type: "text", max: 100 },
        { key: "region", label: "State, province or region", type: "text", required: false, max: 100 },
        { key: "postalCode", label: "Postal code", type: "text", required: false, max: 20 },
        ...(person
          ? [{ key: "dateOfBirth", label: "Date of birth", type: "date" } as const]
          : ([
              { key: "formationJurisdiction", label: "State or country of formation", type: "text", max: 100 },
              { key: "formationDate", label: "Date of formation", type: "date" },
            ] as const)),
      ];
    case "owners":
      return [
        {
          key: "owners",
          label: "Beneficial owners of 25% or more",
          type: "owners",
          required: false,
          hint: "Each person who owns 25% or more of the entity, directly or indirectly (none is possible).",
        },
        { key: "controlPerson", label: "Control person", type: "person" },
      ];
    case "tax":
      if (isUsPerson(answers))
        return [
          ...(person
            ? []
            : [
                {
                  key: "taxClassification",
                  label: "Federal tax classification",
                  type: "select",
                  options: W9_CLASSIFICATIONS,
                } as const,
              ]),
          {
            key: "tin",
            label: person ? "Social security number or ITIN" : "Employer identification number",
            type: "sealed",
            ...TIN,
          },
          {
            key: "w9Certified",
            label: "I certify, under penalties of perjury, the statements of Form W-9",
            type: "checkbox",
          },
        ];
      return [
        ...(person
          ? [{ key: "citizenship", label: "Country of citizenship", type: "country" } as const]
          : ([
              {
                key: "chapter3Status",
                label: "Chapter 3 status (W-8BEN-E line 5)",
                type: "select",
                options: W8BENE_STATUSES,
              },
              { key: "fatcaStatus", label: "FATCA status (W-8BEN-E line 6)", type: "select", options: FATCA_STATUSES },
            ] as const)),
        { key: "foreignTin", label: "Foreign tax identifying number", type: "sealed", ...FOREIGN_TIN },
        {
          key: "w8Certified",
          label: `I certify, under penalties of perjury, the statements of Form ${person ? "W-8BEN" : "W-8BEN-E"}`,
          type: "checkbox",
        },
      ];
    case "investor":
      return [
        {
          key: "bases",
          label: "The investor is accredited (Rule 501(a)) because",
          type: "checkboxes",
          options: person ? PERSON_BASES : ENTITY_BASES,
        },
        ...(context.requiresQualifiedPurchaser
          ? [
              {
                key: "qualifiedPurchaser",
                label: "The investor is a qualified purchaser (Investment Company Act §2(a)(51))",
                type: "checkbox",
              } as const,
            ]
          : []),
      ];
    case "accreditation":
      return [];
    case "bank":
      return [
        { key: "bankName", label: "Bank name", type: "text", max: 200 },
        { key: "accountName", label: "Account holder name", type: "text", max: 200 },
        { key: "routingNumber", label: "ABA routing number", type: "routing" },
        {
          key: "accountNumber",
          label: "Account number",
          type: "sealed",
          pattern: /^\d{4,17}$/,
          patternMessage: "must be 4 to 17 digits",
        },
      ];
    case "commitment":
      return [{ key: "amount", label: "Commitment (US dollars)", type: "dollars" }];
    case "representations":
      return [
        {
          key: "readDocuments",
          label: "I have read the private placement memorandum and the partnership agreement",
          type: "checkbox",
        },
        {
          key: "ownAccount",
          label: "The investor invests for its own account, not with a view to resale",
          type: "checkbox",
        },
        {
          key: "illiquidity",
          label: "The investor can bear the loss of the whole investment and its illiquidity",
          type: "checkbox",
        },
        {
          key: "fundsLawful",
          label: "The money invested does not come from unlawful activity (anti-money laundering)",
          type: "checkbox",
        },
        {
          key: "truthful",
          label: "These answers are true and complete, and I will report any change",
          type: "checkbox",
        },
        ...(isPrivacyNoticeCountry(answers.identity?.country)
          ? [
              {
                key: "privacyNotice",
                label: "I have read the privacy notice for investors in the EU and UK (GDPR and UK GDPR)",
                type: "checkbox",
              } as const,
            ]
          : []),
      ];
  }
}

/** Choices shown for a country field (codes; the page names them with Intl.DisplayNames). */
export const COUNTRY_OPTIONS = COUNTRY_CODES;
