// Questionnaire answers for the demo's subscriptions (issue 25 §3, decision 0065): complete and
// valid for the entity's kind (domain/subscription-questions.ts), the tax and account numbers fake
// but of valid form and sealed like any other (bound to their subscription and field).
import { isPrivacyNoticeCountry } from "#domain/countries.ts";
import type { EntityKind } from "#domain/entities.ts";
import { isNaturalPerson, type Answers } from "#domain/subscription-questions.ts";
import { sealContextOf } from "#server/features/subscriptions/questionnaire/answers-store.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";

export interface DemoApplicant {
  kind: EntityKind;
  legalName: string;
  /** ISO 3166 alpha-2; "US" answers Form W-9, any other Form W-8BEN or W-8BEN-E. */
  country: string;
  address: { line1: string; city: string; region?: string; postalCode?: string };
  /** For an entity, its control person (and its only beneficial owner of 25% or more). */
  controlPerson?: { name: string; title: string };
  amountDollars: number;
}

const sealed = (id: number, section: string, field: string, plain: string) => ({
  [field]: fieldCipher().seal(plain, sealContextOf(id, section, field)),
  [`${field}Last4`]: plain.slice(-4),
});

/** Every section of the questionnaire answered for `who`, as subscription `id` stores them. */
export function completeDemoAnswers(id: number, who: DemoApplicant): Answers {
  const person = isNaturalPerson(who.kind);
  const us = who.country === "US";
  const identity = {
    legalName: who.legalName,
    country: who.country,
    addressLine1: who.address.line1,
    city: who.address.city,
    ...(who.address.region ? { region: who.address.region } : {}),
    ...(who.address.postalCode ? { postalCode: who.address.postalCode } : {}),
    ...(person ? { dateOfBirth: "1974-05-12" } : { formationJurisdiction: "Delaware", formationDate: "2009-03-02" }),
  };
  const tax = us
    ? {
        ...(person ? {} : { taxClassification: who.kind === "trust" ? "trust_estate" : "llc" }),
        ...sealed(id, "tax", "tin", person ? "123-45-6789" : "12-3456789"),
        w9Certified: true,
      }
    : {
        ...(person ? { citizenship: who.country } : { chapter3Status: "corporation", fatcaStatus: "active_nffe" }),
        ...sealed(id, "tax", "foreignTin", "19740512-1234"),
        w8Certified: true,
      };
  return {
    identity,
    ...(person
      ? {}
      : {
          owners: {
            owners: who.controlPerson ? [{ name: who.controlPerson.name, country: who.country, percent: 100 }] : [],
            controlPerson: who.controlPerson ?? { name: who.legalName, title: "Trustee" },
          },
        }),
    tax,
    investor: { bases: person ? ["net_worth"] : ["entity_assets"] },
    bank: {
      bankName: us ? "First Republic Demo Bank" : "Nordic Demo Bank",
      accountName: who.legalName,
      routingNumber: "021000021",
      ...sealed(id, "bank", "accountNumber", "000123456789"),
    },
    commitment: { amount: who.amountDollars },
    representations: {
      readDocuments: true,
      ownAccount: true,
      illiquidity: true,
      fundsLawful: true,
      truthful: true,
      ...(isPrivacyNoticeCountry(who.country) ? { privacyNotice: true } : {}),
    },
  } as Answers;
}
