import type { MailKind } from "#domain/mail.ts";

/** Kinds whose one link is a single-use secret (the token sits in the link's query). */
export const SINGLE_USE_LINK_KINDS: readonly MailKind[] = ["invitation", "password_reset"];

export const REDACTED_LINK = "[single-use link removed once sent]";

// An absolute link's query or fragment: where the single-use pages carry their token. The match
// stops at whitespace, quotes and angle brackets, so it works on the text and the HTML body alike.
const LINK_SECRET = /(https?:\/\/[^\s"'<>?#]+)[?#][^\s"'<>]*/g;

/**
 * The body as kept once the mail server has accepted the message: a single-use link's token must
 * not sit readable in the database (decision 0026). Other kinds are kept as they were sent.
 */
export function redactSentBody(kind: MailKind, body: string) {
  if (!SINGLE_USE_LINK_KINDS.includes(kind)) return body;
  return body.replace(LINK_SECRET, `$1 ${REDACTED_LINK}`);
}
