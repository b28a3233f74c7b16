import net, { type AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** How the test server answers a message: take it, or refuse it with a temporary or permanent error. */
export type SmtpMode = "accept" | "temporary" | "permanent";

/**
 * A real SMTP server (the `smtp-server` package) on a free local port: every message it accepts is
 * parsed from the wire with `mailparser`. Plain SMTP, no sign-in, STARTTLS not offered.
 */
export async function startSmtpServer(options: { port?: number } = {}) {
  const received: ParsedMail[] = [];
  const state = { mode: "accept" as SmtpMode, attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      state.attempts++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.mode !== "accept") {
          const error = Object.assign(
            new Error(state.mode === "temporary" ? "Mailbox busy, try later" : "Mailbox unavailable"),
            { responseCode: state.mode === "temporary" ? 451 : 550 },
          );
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push(parsed);
            callback(null, "Queued");
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server that takes the whole message and then never answers it: it drops the connection
 * ("drop") or keeps it open in silence ("stall"). The sender cannot know whether the message was
 * accepted. Counts the messages it was handed.
 */
export async function startDroppingServer(mode: "drop" | "stall" = "drop") {
  const state = { handedOver: 0 };
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = "";
    socket.write("220 drop.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      if (inData) {
        if (buffer.includes("\r\n.\r\n")) {
          state.handedOver++;
          if (mode === "drop") socket.destroy();
        }
        return;
      }
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 drop.test\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 Go ahead\r\n");
          return;
        } else if (verb === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening on it (connections are refused). */
export async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
