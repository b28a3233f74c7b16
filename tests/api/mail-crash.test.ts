import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "#server/platform/db/client.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { smtpDelivery } from "#server/platform/mail/smtp.ts";
import { createMailWorker, INTERRUPTED_ERROR, SENDING_TIMEOUT_MS } from "#server/platform/mail/worker.ts";
import { startDroppingServer, startSmtpServer } from "./smtp-test-server.ts";

// Crash safety of the mail queue with the real production server (npm test builds it first) as a
// child process on the embedded database: it is killed with SIGKILL, then started again.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const FROM = "EdFutures <no-reply@edfutures.test>";
const children: ChildProcess[] = [];

function startServer(dataDir: string, port: number, env: Record<string, string>) {
  const { BASE_URL: _vite, ...inherited } = process.env;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR,
      LOG_LEVEL: "warn",
      MAIL_FROM: FROM,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = (async () => {
    for (let i = 0; i < 900; i++) {
      if (output.includes("EdFutures is running")) return;
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  })();
  return { child, ready, exited, output: () => output };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

const freshDir = () => mkdtempSync(path.join(tmpdir(), "edf-mail-"));
const freePort = () => 20000 + Math.floor(Math.random() * 20000);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function waitFor(check: () => boolean, what: string, ms = 30_000) {
  for (let waited = 0; waited < ms; waited += 100) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Sign in as the demo admin and issue a Fund I capital call: one notice e-mail per investor. */
async function issueCall(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ username: demoUsers.admin.username, password: demoUsers.admin.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0];
  const issued = await fetch(`${origin}/api/admin/funds/capital-calls`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({
      fundType: "Fund I",
      callDate: day(0),
      dueDate: day(14),
      purpose: "Crash test",
      investment: "10000",
      // The demo's terms compute the fee (decision 0068): this call asks for none.
      feeQuarter: "none",
      fundExpenses: "0",
    }),
  });
  expect(issued.status, await issued.clone().text()).toBe(201);
  return (await issued.json()) as { id: number; parts: number };
}

/**
 * How many notices the call queued: one per person its notices were delivered to, which is one per
 * part plus the other people who see a part's entity (the demo advisor sees Jordan's; decision 0060).
 */
async function noticeRecipients(dir: string, callId: number) {
  const handle = await openEmbeddedDatabase(dir);
  try {
    const { rows } = await handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from document_deliveries dd
      join investor_documents d on d.id = dd.document_id
      where d.storage_key like ${`notices/capital-calls/${callId}/%`}`);
    return Number(rows[0].n);
  } finally {
    await handle.close();
  }
}

/**
 * The worker's next pass over the queue, as the server's next poll would run it (the same drain,
 * on the same rows and mail server), in this process once the server has stopped: how many it
 * sent. Waiting for the server's own polls (every 5 s) proved the same, slower and less surely.
 */
async function nextPass(dir: string, smtpUrl: string, now?: () => Date) {
  const handle = await openEmbeddedDatabase(dir);
  try {
    const worker = createMailWorker(handle.db, { deliver: smtpDelivery({ url: smtpUrl, from: FROM }), now });
    return await worker.drain();
  } finally {
    await handle.close();
  }
}

async function storedNotices(dir: string) {
  const handle = await openEmbeddedDatabase(dir);
  try {
    return await handle.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.kind, "capital_call_issued"))
      .orderBy(asc(mailMessages.id));
  } finally {
    await handle.close();
  }
}

describe("mail across a crash of the server process", { timeout: 180_000 }, () => {
  it("a message queued by a process killed before sending arrives exactly once after the restart", async () => {
    const smtp = await startSmtpServer();
    try {
      const dir = freshDir();
      // This instance queues but does not send (MAIL_WORKER=false): killed before any send.
      const port = freePort();
      const first = startServer(dir, port, { SMTP_URL: smtp.url, MAIL_WORKER: "false" });
      await first.ready;
      const call = await issueCall(port);
      first.child.kill("SIGKILL");
      await first.exited;

      const queued = await storedNotices(dir);
      const notices = await noticeRecipients(dir, call.id);
      expect(notices).toBeGreaterThan(call.parts);
      expect(queued).toHaveLength(notices);
      expect(queued.every((m) => m.status === "queued")).toBe(true);
      expect(smtp.received).toEqual([]);

      const second = startServer(dir, freePort(), { SMTP_URL: smtp.url });
      await second.ready;
      await waitFor(() => smtp.received.length >= notices, `${notices} messages`);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      // Another pass: nothing is sent twice.
      expect(await nextPass(dir, smtp.url)).toBe(0);

      expect(smtp.received.map((m) => m.messageId).sort()).toEqual(
        queued.map((m) => `<${m.messageUuid}@edfutures.test>`).sort(),
      );
      const after = await storedNotices(dir);
      expect(after.map((m) => [m.status, m.attempts])).toEqual(queued.map(() => ["sent", 1]));
    } finally {
      await smtp.close();
    }
  });

  it("a message the killed process was sending is never sent again; it fails as interrupted", async () => {
    const stalling = await startDroppingServer("stall");
    const smtp = await startSmtpServer();
    try {
      const dir = freshDir();
      const port = freePort();
      const first = startServer(dir, port, { SMTP_URL: stalling.url });
      await first.ready;
      const call = await issueCall(port);
      // The first notice has been handed to the mail server, which has not answered yet.
      await waitFor(() => stalling.state.handedOver === 1, "the first message to be handed over");
      first.child.kill("SIGKILL");
      await first.exited;
      const notices = await noticeRecipients(dir, call.id);

      const killed = await storedNotices(dir);
      const inFlight = killed.filter((m) => m.status === "sending");
      expect(inFlight).toHaveLength(1);
      expect(killed.filter((m) => m.status === "queued")).toHaveLength(notices - 1);

      const second = startServer(dir, freePort(), { SMTP_URL: smtp.url });
      await second.ready;
      await waitFor(() => smtp.received.length >= notices - 1, `${notices - 1} messages`);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      // Another pass: the interrupted one is not sent (nor anything twice).
      expect(await nextPass(dir, smtp.url)).toBe(0);
      const inFlightId = `<${inFlight[0].messageUuid}@edfutures.test>`;
      expect(smtp.received).toHaveLength(notices - 1);
      expect(smtp.received.map((m) => m.messageId)).not.toContain(inFlightId);

      // Once the sending timeout has passed, the worker marks it failed, and still does not send it.
      const later = new Date(Date.now() + SENDING_TIMEOUT_MS + 60_000);
      expect(await nextPass(dir, smtp.url, () => later)).toBe(0);
      const [row] = (await storedNotices(dir)).filter((m) => m.id === inFlight[0].id);
      expect(row).toMatchObject({ status: "failed", lastError: INTERRUPTED_ERROR, attempts: 1 });
      expect(smtp.received).toHaveLength(notices - 1);
      expect(stalling.state.handedOver).toBe(1);
    } finally {
      await stalling.close();
      await smtp.close();
    }
  });
});
