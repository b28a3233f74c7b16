import { addressLine, firm as defaultFirm, type FirmIdentity } from "#domain/firm.ts";

/** What a message says; compose() turns it into the plain-text and HTML bodies every message has. */
export interface MessageContent {
  subject: string;
  /** "Dear Jordan Mitchell," when the name is known. */
  greetingName?: string | null;
  paragraphs: string[];
  /** The one link a message may carry (to the portal or a single-use page), never a private figure. */
  action?: { label: string; url: string };
  /** Said after the action, e.g. how long a link lasts or what to do if this was not you. */
  closing?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text and simple HTML with the firm's name and address at the foot; every value is escaped. */
export function compose(content: MessageContent, firm: FirmIdentity = defaultFirm) {
  const greeting = content.greetingName ? `Dear ${content.greetingName},` : "Hello,";
  const closing = content.closing ?? [];
  const footer = [firm.legalName, addressLine(firm), firm.phone];

  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...closing,
    footer.join("\n"),
  ].join("\n\n");

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e3a5f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">Or copy this address into your browser: ${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px"><p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#1e3a5f">${escapeHtml(firm.name)}</p>${[greeting, ...content.paragraphs].map(p).join("")}${action}${closing.map(p).join("")}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#475569">${footer.map(escapeHtml).join("<br>")}</p></div></body></html>`;

  return { subject: content.subject, text, html };
}
