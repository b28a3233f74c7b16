// The e-mail every signatory gets when a new bank account is asked for (decision 0060, the
// wire-fraud path): a security message, always sent. It carries the one link and the masked
// account, never a full number.
import { BANK_CHANGE_TTL_HOURS, type MaskedBankAccount } from "#domain/entity-tax-bank.ts";
import { firm } from "#domain/firm.ts";
import { displayName } from "#domain/person.ts";
import type { QueuedMail } from "#server/platform/mail/queue.ts";

export interface Signatory {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export function bankChangeMail(
  signatory: Signatory,
  change: { entityId: number; legalName: string; requestedBy: string; account: MaskedBankAccount; url: string },
): QueuedMail {
  const { account } = change;
  return {
    kind: "bank_change_requested",
    to: { address: signatory.email, name: displayName(signatory), userId: signatory.id, entityId: change.entityId },
    subject: `Confirm the new bank account of ${change.legalName}`,
    greetingName: signatory.firstName || signatory.lastName ? displayName(signatory) : null,
    paragraphs: [
      `${change.requestedBy} asked to change the bank account distributions to ${change.legalName} are paid to.`,
      `New account: ${account.bankName}, held by ${account.accountName}, account ${account.accountMasked}, routing ${account.routingMasked}.`,
      "Until a signatory confirms it, distributions keep going to the account on file.",
    ],
    action: { label: "Review the change", url: change.url },
    closing: [
      `The link works once and expires in ${BANK_CHANGE_TTL_HOURS} hours; confirming asks you to sign in.`,
      `If you do not recognise this change, open the link and choose "This wasn't me" (no sign-in needed), and tell us at ${firm.supportEmail} or ${firm.phone}.`,
    ],
  };
}
