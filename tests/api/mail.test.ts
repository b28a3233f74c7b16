// Over 300 lines: the queue, the worker and the messages share one app and one outbox; split with the mail feature folder (issue 23).
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SecurityMailKind } from "#domain/mail.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { openPostgresDatabase } from "#server/platform/db/client.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { compose } from "#server/platform/mail/compose.ts";
import { createMailQueue, type QueuedMail } from "#server/platform/mail/queue.ts";
import { REDACTED_LINK } from "#server/platform/mail/redact.ts";
import { smtpDelivery } from "#server/platform/mail/smtp.ts";
import {
  createMailWorker,
  INTERRUPTED_ERROR,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  SENDING_TIMEOUT_MS,
} from "#server/platform/mail/worker.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { closedPort, startDroppingServer, startSmtpServer } from "./smtp-test-server.ts";
import { apiClient, asAdmin, auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { createPostgresDatabase, testDatabases } from "./test-databases.ts";

const FROM = "EdFutures Zespół <no-reply@edfutures.test>";

const securityMail = (overrides: Partial<QueuedMail<SecurityMailKind>> = {}): QueuedMail<SecurityMailKind> => ({
  kind: "password_changed",
  to: { address: "lukasz@example.com", name: "Łukasz Žák" },
  subject: "Hasło zmienione: your password was changed",
  greetingName: "Łukasz Žák",
  paragraphs: ["Your password was changed.", "If this was not you, reset it now."],
  ...overrides,
});

describe("compose", () => {
  it("escapes every value in the HTML body and keeps the text as written", () => {
    const { text, html } = compose({
      subject: "<b>Hi</b>",
      greetingName: `Ann "<script>" O'Neil`,
      paragraphs: ["1 < 2 & 3 > 2"],
      action: { label: "Open <it>", url: "https://example.com/?a=1&b=<x>" },
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Hi</b>");
    expect(html).toContain("Ann &quot;&lt;script&gt;&quot; O&#39;Neil");
    expect(html).toContain("1 &lt; 2 &amp; 3 &gt; 2");
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&lt;x&gt;"');
    expect(text).toContain(`Dear Ann "<script>" O'Neil,`);
    expect(text).toContain("EdFutures Capital Partners");
  });
});

describe.each(testDatabases)("mail on $name", (database) => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    t = await startTestApp(database);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
    smtp.state.mode = "accept";
    smtp.state.attempts = 0;
  });

  const rows = () => t.db.select().from(mailMessages).orderBy(asc(mailMessages.id));
  const row = async (id: number) => (await t.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0];
  const worker = (options: { url?: string | null; now?: () => Date } = {}) =>
    createMailWorker(t.db, {
      deliver: options.url === null ? null : smtpDelivery({ url: options.url ?? smtp.url, from: FROM }),
      now: options.now,
    });

  it("queues in the caller's transaction: a rolled-back write stores no message", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.services.mail.queue(securityMail(), tx);
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await rows()).toEqual([]);
    const id = await t.db.transaction((tx) => t.services.mail.queue(securityMail(), tx));
    expect((await rows()).map((r) => [r.id, r.status])).toEqual([[id, "queued"]]);
  });

  it("delivers through a real SMTP server: From, To, Subject, text and HTML as read from the wire", async () => {
    const id = await t.services.mail.queue(
      securityMail({ action: { label: "Open your account", url: t.services.mail.link("/account") } }),
    );
    expect(await worker().runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.from?.value).toEqual([{ name: "EdFutures Zespół", address: "no-reply@edfutures.test" }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value).toEqual([
      { name: "Łukasz Žák", address: "lukasz@example.com" },
    ]);
    expect(mail.subject).toBe("Hasło zmienione: your password was changed");
    // A random id (mail_messages.message_uuid), not the row id another database would repeat.
    expect(mail.messageId).toBe(`<${(await row(id)).messageUuid}@edfutures.test>`);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@edfutures\.test>$/);
    // A security message cannot be turned off: no unsubscribe.
    expect(mail.headerLines.map((h) => h.key)).not.toContain("list-unsubscribe");
    expect(mail.text).toContain("Dear Łukasz Žák,");
    expect(mail.text).toContain("Open your account: http://localhost:3000/account");
    expect(mail.text).toContain("32605 Temecula Parkway, Suite 210, Wildomar, CA 92595");
    expect(mail.html).toContain("Dear Łukasz Žák,");
    expect(mail.html).toContain('href="http://localhost:3000/account"');

    const stored = await row(id);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    // Nothing is due any more: a second pass sends nothing.
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("redacts a single-use link once the server has accepted it; the outbox keeps it readable", async () => {
    const reset = (address: string) =>
      securityMail({
        kind: "password_reset",
        to: { address },
        subject: "Reset your password",
        action: { label: "Reset your password", url: t.services.mail.link("/reset-password?token=SECRET-abc123") },
        closing: ["The link works once, for 1 hour."],
      });
    const sent = await t.services.mail.queue(reset("one@example.com"));
    await worker().runOnce();
    expect(smtp.received[0].text).toContain("/reset-password?token=SECRET-abc123");
    const stored = await row(sent);
    expect(stored.status).toBe("sent");
    for (const body of [stored.textBody, stored.htmlBody]) {
      expect(body).not.toContain("SECRET-abc123");
      expect(body).toContain(`http://localhost:3000/reset-password ${REDACTED_LINK}`);
    }

    // Without SMTP the outbox is how the link reaches anyone: it stays.
    const kept = await t.services.mail.queue(reset("two@example.com"));
    expect(await worker({ url: null }).runOnce()).toBe(1);
    const outbox = await row(kept);
    expect(outbox.status).toBe("outbox");
    expect(outbox.textBody).toContain("/reset-password?token=SECRET-abc123");
    expect(smtp.received).toHaveLength(1);
  });

  it("retries a refused or unreachable send with backoff, then fails visibly after the last attempt", async () => {
    smtp.state.mode = "temporary";
    const id = await t.services.mail.queue(securityMail());
    let clock = Date.now();
    const w = worker({ now: () => new Date(clock) });

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await w.runOnce()).toBe(1);
      const stored = await row(id);
      expect(stored).toMatchObject({ status: "queued", attempts: attempt });
      expect(stored.lastError).toContain(`Attempt ${attempt} of ${MAX_ATTEMPTS}`);
      expect(stored.lastError).toContain(attempt <= 2 ? "451" : "550");
      expect(stored.nextAttemptAt.getTime()).toBe(clock + RETRY_DELAYS_MS[attempt - 1]);
      // Not before its time.
      clock += RETRY_DELAYS_MS[attempt - 1] - 1_000;
      expect(await w.runOnce()).toBe(0);
      clock += 1_000;
      if (attempt === 2) smtp.state.mode = "permanent";
    }
    expect(await w.runOnce()).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(failed.lastError).toContain("550");
    expect(smtp.state.attempts).toBe(MAX_ATTEMPTS);
    expect(smtp.received).toEqual([]);

    // The outbox screen shows it, with its error, to super admins.
    const { api } = await asAdmin(t, "super_admin");
    const listed = (await api.get("/api/admin/mail-messages?status=failed")).json();
    expect(listed.messages).toEqual([
      expect.objectContaining({ id, status: "failed", attempts: MAX_ATTEMPTS, lastError: failed.lastError }),
    ]);

    // A server that cannot be reached at all is retried too.
    const unreachable = await t.services.mail.queue(securityMail({ to: { address: "x@example.com" } }));
    await worker({ url: `smtp://127.0.0.1:${await closedPort()}` }).runOnce();
    expect(await row(unreachable)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await row(unreachable)).lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
  });

  it("does not retry a message whose connection ended after it was handed over (it may have arrived)", async () => {
    const dropping = await startDroppingServer();
    try {
      const id = await t.services.mail.queue(securityMail());
      let clock = Date.now();
      const w = worker({ url: dropping.url, now: () => new Date(clock) });
      await w.runOnce();
      expect(dropping.state.handedOver).toBe(1);
      const stored = await row(id);
      expect(stored.status).toBe("failed");
      expect(stored.lastError).toContain("may or may not have been delivered");
      clock += 24 * 60 * 60_000;
      expect(await w.runOnce()).toBe(0);
      expect(dropping.state.handedOver).toBe(1);
    } finally {
      await dropping.close();
    }
  });

  it("never re-sends a message interrupted in sending; a super admin may send it again (audited)", async () => {
    const id = await t.services.mail.queue(securityMail());
    // An instance claimed it and died mid-send.
    await t.db
      .update(mailMessages)
      .set({ status: "sending", attempts: 1, claimedAt: new Date() })
      .where(eq(mailMessages.id, id));
    let clock = Date.now();
    const w = worker({ now: () => new Date(clock) });
    expect(await w.runOnce()).toBe(0);
    expect((await row(id)).status).toBe("sending");

    clock += SENDING_TIMEOUT_MS + 1_000;
    expect(await w.runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: "failed", lastError: INTERRUPTED_ERROR, attempts: 1 });
    expect(smtp.received).toEqual([]);

    const { api, user } = await asAdmin(t, "super_admin");
    const detail = (await api.get(`/api/admin/mail-messages/${id}`)).json().message;
    expect(detail).toMatchObject({ id, status: "failed", lastError: INTERRUPTED_ERROR });
    expect(detail.textBody).toContain("Your password was changed.");

    const retried = await api.post(`/api/admin/mail-messages/${id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toMatchObject({ status: "queued", attempts: 0 });
    const audit = (await auditRows(t)).filter((r) => r.action === "mail.resent");
    expect(audit).toEqual([expect.objectContaining({ actorUserId: user.id, entityId: String(id) })]);

    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    // Only a failed message can be sent again.
    const again = await api.post(`/api/admin/mail-messages/${id}/retry`, {});
    expect(again.statusCode).toBe(409);
  });

  it("lists the outbox newest first, by status, 50 to a page with older pages", async () => {
    for (let i = 1; i <= 53; i++) {
      await t.services.mail.queue(securityMail({ subject: `Message ${i}`, to: { address: `m${i}@example.com` } }));
    }
    await t.db.update(mailMessages).set({ status: "outbox" }).where(eq(mailMessages.subject, "Message 53"));
    const { api } = await asAdmin(t, "super_admin");
    const first = (await api.get("/api/admin/mail-messages")).json();
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]).toEqual({
      id: expect.any(Number),
      kind: "password_changed",
      toAddress: "m53@example.com",
      toName: null,
      subject: "Message 53",
      status: "outbox",
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    const older = (await api.get(`/api/admin/mail-messages?before=${first.nextBefore}`)).json();
    expect(older.messages.map((m: { subject: string }) => m.subject)).toEqual(["Message 3", "Message 2", "Message 1"]);
    expect(older.nextBefore).toBeNull();
    const empty = (await api.get("/api/admin/mail-messages?status=&limit=&before=")).json();
    expect(empty.messages).toHaveLength(50);
    const outbox = (await api.get("/api/admin/mail-messages?status=outbox")).json();
    expect(outbox.messages.map((m: { subject: string }) => m.subject)).toEqual(["Message 53"]);

    const bad = await api.get("/api/admin/mail-messages?status=lost&limit=0");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["limit", "status"]);
    expect((await api.get("/api/admin/mail-messages/999999")).statusCode).toBe(404);
  });

  describe("notices", () => {
    const SETTINGS = {
      legalName: "EdFutures Fund I, L.P.",
      bankName: "First Test Bank",
      accountName: "EdFutures Fund I LP",
      accountNumber: "0012345678",
      routingNumber: "121000358",
      swiftCode: "FRTBUS6S",
      referenceFormat: "{fund}-{number}-{memberId}",
    };

    async function fundWithInvestors(count: number) {
      const investors = [];
      for (let i = 0; i < count; i++) {
        const session = await signedIn(t, "investor", { fundIAccess: true, firstName: "Zoë", lastName: `Ørsted${i}` });
        // Their positions are their own holding's (decision 0060).
        const entityId = await holdingOf(t.db, session.user);
        await t.db.insert(capitalCommitments).values({
          entityId,
          fundType: "Fund I",
          commitmentCents: 100_000_000,
          commitmentDate: "2024-01-15",
        });
        investors.push({ ...session, entityId, api: apiClient(t, session.cookie) });
      }
      const admin = await asAdmin(t, "super_admin");
      expect((await admin.api.put("/api/admin/funds/fund-i/settings", SETTINGS)).statusCode).toBe(200);
      return { investors, admin };
    }

    it("issuing a call queues one message per investor part, with no amount, linking to the portal", async () => {
      const { investors, admin } = await fundWithInvestors(2);
      const res = await admin.api.post("/api/admin/funds/capital-calls", {
        fundType: "Fund I",
        callDate: "2026-11-02",
        dueDate: "2026-11-20",
        purpose: "Riverside campus acquisition",
        investment: "123,456.78",
        managementFee: "0",
        fundExpenses: "0",
      });
      expect(res.statusCode, res.body).toBe(201);
      const queued = await rows();
      // Each names the person it goes to and the entity whose part it announces.
      expect(queued.map((r) => [r.kind, r.userId, r.entityId, r.toAddress])).toEqual(
        investors.map((i) => ["capital_call_issued", i.user.id, i.entityId, i.user.email]),
      );
      for (const message of queued) {
        expect(message.subject).toBe("New capital call notice for Fund I");
        expect(message.textBody).toContain("A new capital call notice for Fund I is in your portal.");
        expect(message.textBody).toContain("http://localhost:3000/partner-portal");
        for (const body of [message.textBody, message.htmlBody]) {
          expect(body).not.toMatch(/\$|123|456|61,728|6172839|Riverside|2026-11-20|0012345678|121000358/);
        }
      }

      const distributed = await admin.api.post("/api/admin/funds/distributions", {
        fundType: "Fund I",
        distributionDate: "2026-11-10",
        type: "income",
        total: "50000",
      });
      expect(distributed.statusCode, distributed.body).toBe(201);
      const distributions = (await rows()).filter((r) => r.kind === "distribution_issued");
      expect(distributions).toHaveLength(2);
      expect(distributions[0].textBody).toContain("A new distribution notice for Fund I is in your portal.");
      expect(distributions[0].textBody).not.toMatch(/50,000|25,000|\$/);
    });

    it("an investor who opted out gets no optional notice, but still every security message", async () => {
      const { investors, admin } = await fundWithInvestors(2);
      const [quiet, loud] = investors;
      expect((await quiet.api.get("/api/account/mail-preferences")).json()).toEqual({
        document_delivered: true,
        capital_call_issued: true,
        distribution_issued: true,
      });
      const bad = await quiet.api.put("/api/account/mail-preferences", { capital_call_issued: "no" });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fieldErrors)).toContain("capital_call_issued");
      const saved = await quiet.api.put("/api/account/mail-preferences", {
        document_delivered: false,
        capital_call_issued: false,
        distribution_issued: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        document_delivered: false,
        capital_call_issued: false,
        distribution_issued: true,
      });
      expect((await auditRows(t)).map((r) => r.action)).toContain("user.mail_preferences_updated");

      const called = await admin.api.post("/api/admin/funds/capital-calls", {
        fundType: "Fund I",
        callDate: "2026-11-02",
        dueDate: "2026-11-20",
        purpose: "Working capital",
        investment: "1000",
        managementFee: "0",
        fundExpenses: "0",
      });
      expect(called.statusCode, called.body).toBe(201);
      // A document for each of them.
      for (const investor of investors) {
        await t.services.staffDocuments.upload(
          {
            kind: "statement_quarterly",
            title: "Q3 2026 statement for Zoë",
            userId: String(investor.user.id),
          } as never,
          { fileName: "q3.pdf", bytes: renderPdf({ title: "Q3", lines: ["Q3"] }) },
          { actor: { id: admin.user.id, username: admin.user.username }, ip: "127.0.0.1" },
        );
      }
      const security = await t.services.mail.queue(
        securityMail({ to: { address: quiet.user.email, userId: quiet.user.id } }),
      );
      expect(security).toEqual(expect.any(Number));

      const byUser = (userId: number) =>
        rows().then((all) => all.filter((r) => r.userId === userId).map((r) => r.kind));
      expect(await byUser(quiet.user.id)).toEqual(["password_changed"]);
      expect(await byUser(loud.user.id)).toEqual(["capital_call_issued", "document_delivered"]);
      const documentMail = (await rows()).find((r) => r.kind === "document_delivered")!;
      expect(documentMail.textBody).toContain("A new quarterly statement is in your portal.");
      expect(documentMail.textBody).toContain("http://localhost:3000/investor-profile?tab=documents");
      expect(documentMail.textBody).not.toContain("Q3 2026 statement");
    });
  });

  it.runIf(database.name === "postgres")(
    "two workers racing over many messages deliver each exactly once",
    { timeout: 60_000 },
    async () => {
      const shared = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const [a, b] = [await openPostgresDatabase(shared.url), await openPostgresDatabase(shared.url)];
      try {
        const queue = createMailQueue(a.db, { baseUrl: "http://localhost:3000" });
        const ids: number[] = [];
        for (let i = 0; i < 60; i++) {
          ids.push(await queue.queue(securityMail({ to: { address: `r${i}@example.com` }, subject: `Race ${i}` })));
        }
        const deliver = smtpDelivery({ url: smtp.url, from: FROM });
        const workers = [a, b].map((handle) => createMailWorker(handle.db, { deliver }));
        const sent = await Promise.all(workers.map((w) => w.drain()));
        expect(sent[0] + sent[1]).toBe(60);
        expect(sent[0]).toBeGreaterThan(0);
        expect(sent[1]).toBeGreaterThan(0);
        const messageIds = smtp.received.map((m) => m.messageId);
        expect(new Set(messageIds).size).toBe(60);
        const stored = await a.db.select().from(mailMessages);
        // Each message went out once under its own stored Message-ID (a random uuid, decision 0047).
        expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
        expect(messageIds.sort()).toEqual(stored.map((r) => `<${r.messageUuid}@edfutures.test>`).sort());
        expect(stored.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
      } finally {
        await a.close();
        await b.close();
        await shared.drop();
      }
    },
  );
});
