import { asc, inArray } from "drizzle-orm";
import type { DocumentKind } from "#domain/investor-portal.ts";
import { displayName } from "#domain/person.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { consentedSql } from "./delivery-channels.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import type { MailQueue, QueuedMail } from "#server/platform/mail/queue.ts";

// The optional notices (decision 0026): each says only that something is waiting in the portal.
// No amount, date, document title or attachment travels in the e-mail: the investor signs in to read it.

export interface NoticeRecipient {
  userId: number;
  /** The entity the notice concerns (a document or a part of it), when there is one. */
  entityId?: number;
  email: string;
  name: string;
  /**
   * Whether they have accepted e-delivery (the notice in force). Without it the portal withholds
   * the document, so the notice says it is coming by post instead of "in your portal"
   * (deliveryChannelOf, domain/edelivery.ts).
   */
  edelivery: boolean;
}

/** What a document is called in a notice: its kind, never its title (staff type titles freely). */
export const DOCUMENT_WORDS: Record<DocumentKind, string> = {
  subscription: "subscription document",
  statement_quarterly: "quarterly statement",
  statement_monthly: "monthly statement",
  statement_tax: "tax document",
  report: "fund report",
  legal: "legal document",
  capital_call_notice: "capital call notice",
  distribution_notice: "distribution notice",
  other: "document",
};

const WIRE_WARNING =
  "We never send wire instructions or changes to them by e-mail. If anyone asks you to pay to different instructions, call us before you pay.";

const to = (r: NoticeRecipient) => ({ address: r.email, name: r.name, userId: r.userId, entityId: r.entityId ?? null });

/** What a notice to an investor without e-delivery consent says instead of "sign in to read it". */
const BY_POST = [
  "You have not accepted electronic delivery, so we are sending it to you on paper, by post, to the mailing address we hold.",
  "To read your documents in the portal instead, sign in and accept electronic delivery there.",
];

export function capitalCallIssued(
  mail: MailQueue,
  r: NoticeRecipient,
  fund: string,
): QueuedMail<"capital_call_issued"> {
  return {
    kind: "capital_call_issued",
    to: to(r),
    subject: `New capital call notice for ${fund}`,
    greetingName: r.name,
    paragraphs: r.edelivery
      ? [
          `A new capital call notice for ${fund} is in your portal.`,
          "Sign in to read it: it shows your part of the call, the due date and the wire instructions.",
        ]
      : [`A new capital call notice for ${fund} has been issued to you.`, ...BY_POST],
    action: { label: "Open the Partner Portal", url: mail.link("/partner-portal") },
    closing: [WIRE_WARNING],
  };
}

export function distributionIssued(
  mail: MailQueue,
  r: NoticeRecipient,
  fund: string,
): QueuedMail<"distribution_issued"> {
  return {
    kind: "distribution_issued",
    to: to(r),
    subject: `New distribution notice for ${fund}`,
    greetingName: r.name,
    paragraphs: r.edelivery
      ? [`A new distribution notice for ${fund} is in your portal.`, "Sign in to read it."]
      : [`A new distribution notice for ${fund} has been issued to you.`, ...BY_POST],
    action: { label: "Open the Partner Portal", url: mail.link("/partner-portal") },
  };
}

export function documentDelivered(
  mail: MailQueue,
  r: NoticeRecipient,
  document: { kind: DocumentKind; fund: string | null },
): QueuedMail<"document_delivered"> {
  const what = `${DOCUMENT_WORDS[document.kind]}${document.fund ? ` for ${document.fund}` : ""}`;
  if (!r.edelivery) {
    return {
      kind: "document_delivered",
      to: to(r),
      subject: "A new document is on its way to you",
      greetingName: r.name,
      paragraphs: [`A new ${what} has been issued to you.`, ...BY_POST],
      action: { label: "Open the Partner Portal", url: mail.link("/partner-portal") },
    };
  }
  return {
    kind: "document_delivered",
    to: to(r),
    subject: "A new document is in your portal",
    greetingName: r.name,
    paragraphs: [`A new ${what} is in your portal.`, "Sign in to read it."],
    action: { label: "Open your documents", url: mail.link("/investor-profile?tab=documents") },
  };
}

/**
 * Queue one notice per person, in the caller's transaction (the write that makes the thing the
 * notice announces). Without a mail queue (the demo seed's history) nothing is queued. People are
 * given as ids, or as the people of entities (`{ userId, entityId }`: one notice per person and
 * entity, saying which entity it concerns).
 */
export async function queueNotices(
  mail: MailQueue | undefined,
  tx: Transaction,
  people: ReadonlyArray<number | { userId: number; entityId: number }>,
  build: (recipient: NoticeRecipient) => QueuedMail,
) {
  if (!mail || people.length === 0) return;
  const wanted = people.map((p) => (typeof p === "number" ? { userId: p, entityId: undefined } : p));
  const userIds = wanted.map((p) => p.userId);
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      edelivery: consentedSql,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
    .orderBy(asc(users.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  for (const { userId, entityId } of [...wanted].sort((a, b) => a.userId - b.userId)) {
    const row = byId.get(userId);
    const key = `${userId}:${entityId ?? ""}`;
    if (!row || seen.has(key)) continue;
    seen.add(key);
    const recipient = { userId, entityId, email: row.email, name: displayName(row), edelivery: row.edelivery };
    await mail.queue(build(recipient), tx);
  }
}
