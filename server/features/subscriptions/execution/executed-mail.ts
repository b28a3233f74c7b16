// The welcome each signatory receives when the subscription is fully executed (issue 25 §4).
import { firm } from "#domain/firm.ts";
import { formatCents } from "#domain/format.ts";
import type { MailQueue, QueuedMail } from "#server/platform/mail/queue.ts";

export function subscriptionExecutedMail(
  mail: MailQueue,
  input: {
    to: { address: string; name: string; userId: number; entityId: number };
    entityName: string;
    offeringName: string;
    fundType: string;
    commitmentCents: number;
  },
): QueuedMail<"subscription_executed"> {
  return {
    kind: "subscription_executed",
    to: input.to,
    subject: `Welcome to ${input.fundType}: your subscription is fully executed`,
    greetingName: input.to.name,
    paragraphs: [
      `The subscription of ${input.entityName} to ${input.offeringName} is fully executed: the general partner has countersigned it, and the commitment of ${formatCents(input.commitmentCents)} to ${input.fundType} is recorded.`,
      `The executed subscription agreement, sealed with ${firm.name}'s digital seal so any later change is detectable, is in the account's documents in the Partner Portal. Capital calls will come by notice, with the wire instructions in the portal.`,
    ],
    action: { label: "Open your documents", url: mail.link("/investor-profile?tab=documents") },
    closing: [`Welcome to ${firm.name}. If you have any questions, reply to this message or call us.`],
  };
}
