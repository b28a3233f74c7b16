import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecurityMailKind } from "#domain/mail.ts";
import { createPeriodicRunner } from "#server/platform/jobs/periodic-runner.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import type { QueuedMail } from "#server/platform/mail/queue.ts";
import { smtpDelivery, type Deliver } from "#server/platform/mail/smtp.ts";
import { createMailWorker, MAIL_NUDGE_MS } from "#server/platform/mail/worker.ts";
import { manualTimers } from "#tests/manual-timers.ts";
import { startSmtpServer } from "./smtp-test-server.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The mail worker as the server runs it: a task of the periodic runner (decision 0058), on a clock
// the test moves, against a real database and a real SMTP server.
const FROM = "EdFutures <no-reply@edfutures.test>";
const REAL_WAIT = { timeout: 20_000, interval: 20 };

const mail = (i: number): QueuedMail<SecurityMailKind> => ({
  kind: "password_changed",
  to: { address: `task${i}@example.com`, name: "Task Test" },
  subject: `Task ${i}`,
  greetingName: "Task Test",
  paragraphs: ["Your password was changed."],
});

describe.each(testDatabases)("the mail worker on the periodic runner ($name)", (database) => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
  });

  const statuses = async () =>
    (await t.db.select({ status: mailMessages.status }).from(mailMessages)).map((r) => r.status).sort();
  const log = { info: () => {}, error: () => {} };

  it("drains at once when registered, and a queue() brings the next pass forward from the 5 s poll", async () => {
    const clock = manualTimers();
    const runner = createPeriodicRunner({ log, timers: clock.timers });
    const deliver = smtpDelivery({ url: smtp.url, from: FROM });
    try {
      await t.services.mail.queue(mail(1));
      await t.services.mail.queue(mail(2));
      const task = runner.add(createMailWorker(t.db, { deliver }).task);
      await clock.advanceTo(0);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), REAL_WAIT);

      await t.services.mail.queue(mail(3));
      task.soon(MAIL_NUDGE_MS);
      // The clock stops 250 ms on, well before the next poll at 5 s: only the nudge can send it.
      await clock.advanceTo(MAIL_NUDGE_MS);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(3), REAL_WAIT);
      expect(clock.now()).toBeLessThan(5_000);
      // The worker marks a message sent after the SMTP server accepted it: on a busy machine the
      // third one can be received and still "sending" for a moment.
      await vi.waitFor(async () => expect(await statuses()).toEqual(["sent", "sent", "sent"]), REAL_WAIT);
    } finally {
      await runner.stop();
    }
  });

  it("stopping during a pass lets the message being sent finish and claims no other", async () => {
    const clock = manualTimers();
    const runner = createPeriodicRunner({ log, timers: clock.timers });
    const real = smtpDelivery({ url: smtp.url, from: FROM });
    let stopping: Promise<void> | undefined;
    // As a SIGTERM arriving while the first message is on the wire.
    const deliver: Deliver = async (message) => {
      await real(message);
      stopping ??= runner.stop();
    };
    for (const i of [1, 2, 3]) await t.services.mail.queue(mail(i));
    runner.add(createMailWorker(t.db, { deliver }).task);
    await clock.advanceTo(0);
    await vi.waitFor(() => expect(stopping).toBeDefined(), REAL_WAIT);
    await stopping;
    expect(smtp.received).toHaveLength(1);
    expect(await statuses()).toEqual(["queued", "queued", "sent"]);
    // Stopped: no later poll sends the rest.
    await clock.advanceTo(60_000);
    expect(smtp.received).toHaveLength(1);
    const sent = await t.db.select().from(mailMessages).where(eq(mailMessages.status, "sent"));
    expect(sent.map((m) => m.attempts)).toEqual([1]);
  });
});
