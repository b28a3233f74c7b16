import { Readable } from "node:stream";
import MailComposer from "nodemailer/lib/mail-composer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";

/** SMTP_URL and MAIL_FROM (server/platform/env.ts checked both at boot). */
export interface SmtpSettings {
  url: string;
  /** "EdFutures <no-reply@edfutures.com>" or a bare address. */
  from: string;
}

/** What the worker hands over: one message, already composed into its two bodies. */
export interface OutgoingMail {
  id: number;
  /** The Message-ID's unique part (mail_messages.message_uuid). */
  messageUuid: string;
  /** An optional notice's one-click unsubscribe address (RFC 8058), else null. */
  unsubscribeUrl: string | null;
  to: { address: string; name: string | null };
  subject: string;
  text: string;
  html: string;
}

/**
 * Why a send failed, and whether trying again could send the message twice. `retryable` is true
 * only when the server cannot have accepted the message: the connection, greeting, sign-in or
 * envelope failed, or the server answered the message itself with a refusal. A failure after the
 * message's bytes were handed over with no answer (a dropped connection, a timeout) is not
 * retryable: the server may have accepted it (decision 0026, at most once).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export type Deliver = (mail: OutgoingMail) => Promise<void>;

// Short enough that a dead server frees the worker well within the sending timeout (worker.ts).
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string };

const describe = (error: SmtpFailure) =>
  [error.code, error.responseCode ? `(${error.responseCode})` : null, error.message].filter(Boolean).join(" ");

/**
 * Deliver over SMTP with nodemailer's SMTP connection, one connection per message. We drive the
 * connection ourselves (rather than a transport) to know whether the message's bytes had left when
 * a failure happened: the body stream below is read only after the server took the envelope.
 */
export function smtpDelivery(settings: SmtpSettings): Deliver {
  const options = parseConnectionUrl(settings.url);
  const fromAddress = /<([^>]+)>\s*$/.exec(settings.from)?.[1] ?? settings.from.trim();
  const domain = fromAddress.split("@")[1] ?? "localhost";

  return async (mail) => {
    const raw = await new MailComposer({
      from: settings.from,
      to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // One id per message, the same on every attempt (a receiving server that got an earlier
      // attempt can recognise the duplicate), and random: never reused by another database.
      messageId: `<${mail.messageUuid}@${domain}>`,
      // One-click unsubscribe (RFC 8058): mail programs POST "List-Unsubscribe=One-Click" to it.
      ...(mail.unsubscribeUrl
        ? {
            headers: {
              "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          }
        : {}),
    })
      .compile()
      .build();

    let handedOver = false;
    const body = new Readable({
      read() {
        handedOver = true;
        this.push(raw);
        this.push(null);
      },
    });

    const connection = new SMTPConnection({
      host: options.host,
      port: options.port,
      secure: options.secure,
      ...(options.tls ? { tls: options.tls } : {}),
      ...TIMEOUTS,
      name: domain,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const fail = (error: SmtpFailure) => {
          if (settled) return;
          settled = true;
          // A refusal the server said out loud (4xx/5xx) means it did not take the message.
          const retryable = !handedOver || typeof error.responseCode === "number";
          reject(new DeliveryError(describe(error), retryable));
        };
        connection.once("error", fail);
        connection.connect((connectError) => {
          if (connectError) return fail(connectError);
          const send = () =>
            connection.send({ from: fromAddress, to: [mail.to.address] }, body, (sendError) => {
              if (sendError) return fail(sendError);
              settled = true;
              resolve();
            });
          if (!options.auth) return send();
          connection.login({ user: options.auth.user, pass: options.auth.pass }, (loginError) =>
            loginError ? fail(loginError) : send(),
          );
        });
      });
      connection.quit();
    } catch (error) {
      connection.close();
      throw error;
    }
  };
}
