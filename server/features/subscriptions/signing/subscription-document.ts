// The subscription document (issue 25 §3): what each signer is shown and signs, drawn with the
// firm's PDF kit (server/features/documents/layout.ts). Pure and deterministic: the same facts give
// the same bytes (the creation date is the subscription's own day), so the document's SHA-256
// names exactly what was shown; any change to the answers changes it.
import { firm } from "#domain/firm.ts";
import { formatCents } from "#domain/format.ts";
import { ENTITY_KIND_LABELS, type EntityKind } from "#domain/entities.ts";
import { OFFERING_EXEMPTION_LABELS, type OfferingExemption } from "#domain/offerings.ts";
import { Layout } from "#server/features/documents/layout.ts";
import type { DescribedSection as AnswerSection } from "#domain/subscription-answers.ts";

export interface SubscriptionDocumentFacts {
  subscriptionId: number;
  offering: { name: string; fundType: string; exemption: OfferingExemption };
  entity: { legalName: string; memberId: string; kind: EntityKind };
  /** Null until the questionnaire is complete (contracts: "ready to sign"). */
  commitmentCents: number | null;
  sections: readonly AnswerSection[];
  /** "YYYY-MM-DD": the day the subscription was started (the document's fixed creation date). */
  preparedOn: string;
}

export const DOCUMENT_TITLE = "Subscription agreement";

/** The key facts, as the document and the sign page state them. */
export function keyFacts(facts: SubscriptionDocumentFacts): Array<[label: string, value: string]> {
  return [
    ["Subscription", `No. ${facts.subscriptionId}`],
    ["Offering", facts.offering.name],
    ["Fund", facts.offering.fundType],
    ["Exemption", OFFERING_EXEMPTION_LABELS[facts.offering.exemption]],
    ["Investing entity", `${facts.entity.legalName} (${ENTITY_KIND_LABELS[facts.entity.kind]})`],
    ["Member ID", facts.entity.memberId],
    ["Commitment", facts.commitmentCents === null ? "Not given yet" : formatCents(facts.commitmentCents)],
  ];
}

export const AGREEMENT_TEXT = [
  "The investing entity named above subscribes for an interest in the fund named above, for the commitment stated, on the terms of the offering's private placement memorandum, limited partnership agreement and subscription agreement, which the signers confirm they have received and read.",
  "Each signer confirms that the answers below are true, complete and correct, that they are authorised to sign for the investing entity, and that they agree to sign and receive this document electronically. The subscription binds the fund only once countersigned by the general partner.",
];

export function renderSubscriptionDocument(facts: SubscriptionDocumentFacts): Buffer {
  const title = `${DOCUMENT_TITLE}: ${facts.offering.name}`;
  const layout = new Layout({
    title,
    author: firm.legalName,
    subject: `Subscription ${facts.subscriptionId} of ${facts.entity.legalName}`,
    firm,
    date: facts.preparedOn,
  });
  layout.letterhead();
  layout.heading(DOCUMENT_TITLE, `${facts.offering.name} · ${facts.entity.legalName}`);
  layout.fields(
    keyFacts(facts).map(([label, value]) => [label, value, label === "Commitment" ? "bold" : undefined] as const),
  );
  for (const paragraph of AGREEMENT_TEXT) layout.paragraph(paragraph);
  layout.gap(6);
  for (const section of facts.sections) {
    layout.sectionTitle(section.title);
    layout.fields(
      section.rows.map((row) => [row.label, row.value] as const),
      { labelWidth: 170 },
    );
  }
  layout.gap(6);
  layout.paragraph(
    "Signatures: each signer's electronic signature and its evidence are on the signature certificate that follows this document.",
    { weight: "bold" },
  );
  return layout.finish();
}
