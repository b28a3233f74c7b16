// The e-mail of an invitation to an offering (issue 25 §1–2): one message, naming the offering and
// linking to it; for a person without a password yet, the link sets it first (decision 0027's
// single-use invitation link), then leads to the offering.
import { INVITATION_TTL_HOURS } from "#domain/account-link-terms.ts";
import { firm } from "#domain/firm.ts";
import { formatCents } from "#domain/format.ts";
import { OFFERING_EXEMPTION_LABELS, type OfferingExemption } from "#domain/offerings.ts";
import { displayName } from "#domain/person.ts";
import type { QueuedMail } from "#server/platform/mail/queue.ts";

interface Person {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

interface Offering {
  name: string;
  fundType: string;
  exemption: OfferingExemption;
  minimumCommitmentCents: number;
}

export function offeringInvitationMail(
  person: Person,
  offering: Offering,
  link: { url: string; setsPassword: boolean },
): QueuedMail<"offering_invitation"> {
  const about = `${offering.name} (${offering.fundType}, under ${OFFERING_EXEMPTION_LABELS[offering.exemption]}; minimum commitment ${formatCents(offering.minimumCommitmentCents)})`;
  return {
    kind: "offering_invitation",
    to: { address: person.email, name: displayName(person), userId: person.id },
    subject: `Your invitation to ${offering.name} at ${firm.name}`,
    greetingName: person.firstName || person.lastName ? displayName(person) : null,
    paragraphs: link.setsPassword
      ? [
          `${firm.name} invites you to review the offering ${about} in our Partner Portal, where its documents are kept.`,
          `We have opened an account for you with the username ${person.username}. Choose your password with the link below; after you sign in, the offering opens.`,
        ]
      : [
          `${firm.name} invites you to review the offering ${about} in the Partner Portal, where its documents are kept.`,
          "Sign in as usual; the link below opens the offering.",
        ],
    action: {
      label: link.setsPassword ? "Set your password and view the offering" : "View the offering",
      url: link.url,
    },
    closing: [
      ...(link.setsPassword
        ? [
            `The link works once and expires in ${INVITATION_TTL_HOURS} hours. If it has expired, ask us for a new one at ${firm.supportEmail}.`,
          ]
        : []),
      "Before the documents you will be asked to accept a confidentiality notice; each document is marked with your name.",
      "If you were not expecting this invitation, you can ignore this message.",
    ],
  };
}
