import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { mailOptOuts } from "#server/platform/db/schema/mail-opt-outs.ts";
import { documentDelivered } from "#server/features/documents/notice-messages.ts";
import { smtpDelivery } from "#server/platform/mail/smtp.ts";
import { createMailWorker } from "#server/platform/mail/worker.ts";
import { createUser } from "./auth-helpers.ts";
import { startSmtpServer } from "./smtp-test-server.ts";
import { auditRows } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22 item 9: Message-IDs unique across databases; optional notices say how to stop them and
// carry a one-click List-Unsubscribe (RFC 8058) that a signed token makes work without signing in.
describe.each(testDatabases)("one-click unsubscribe and message ids on $name", (database) => {
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

  const send = () =>
    createMailWorker(t.db, {
      deliver: smtpDelivery({ url: smtp.url, from: "EdFutures <no-reply@edfutures.test>" }),
    }).drain();
  const notify = async (userId: number, email: string) =>
    t.services.mail.queue(
      documentDelivered(
        t.services.mail,
        { userId, email, name: "Ada Able", edelivery: true },
        { kind: "report", fund: "Fund I" },
      ),
    );
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload,
    });

  it("sends an optional notice with List-Unsubscribe one-click and a line saying how to stop it", async () => {
    const investor = await createUser(t);
    await notify(investor.id, investor.email);
    await notify(investor.id, investor.email);
    await send();
    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received;
    const ids = (await t.db.select().from(mailMessages).orderBy(asc(mailMessages.id))).map((r) => r.messageUuid);
    expect([first.messageId, second.messageId]).toEqual(ids.map((uuid) => `<${uuid}@edfutures.test>`));
    expect(first.messageId).not.toBe(second.messageId);

    // The raw header lines, as written on the wire (mailparser folds List-* headers into an object).
    const line = (mail: typeof first, key: string) =>
      mail.headerLines
        .find((h) => h.key === key)
        ?.line.replace(/^[^:]+:\s*/, "")
        .replace(/\r?\n\s+/g, "");
    const header = String(line(first, "list-unsubscribe"));
    expect(header).toMatch(
      /^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=\d+\.document_delivered\.[\w-]{32}>$/,
    );
    expect(line(first, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(first.text).toContain('To stop these e-mails, turn it off under "E-mail notices" on your investor profile');
    expect(first.text).toContain("http://localhost:3000/investor-profile");

    // The mail program's one-click POST, as RFC 8058 §3.1 sends it: no cookie, a form body.
    const url = header.slice(header.indexOf("/api/"), -1);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404); // a link scanner changes nothing
    expect(await t.db.select().from(mailOptOuts)).toEqual([]);
    const res = await post(url, "List-Unsubscribe=One-Click", { origin: "https://mail.example.net" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: "document_delivered" });
    expect((await post(url, "List-Unsubscribe=One-Click")).statusCode).toBe(200);
    expect(
      await t.db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, investor.id)),
    ).toEqual([{ kind: "document_delivered" }]);
    expect((await auditRows(t)).filter((r) => r.action === "user.mail_unsubscribed")).toHaveLength(1);
    // Turned off: the next notice of that kind is not queued.
    expect(await notify(investor.id, investor.email)).toBeNull();
  });

  it("refuses a forged or altered token, and any body but the one-click form", async () => {
    const [ada, ben] = [await createUser(t), await createUser(t)];
    await notify(ada.id, ada.email);
    const [row] = await t.db.select().from(mailMessages);
    const url = row.unsubscribeUrl!.slice(row.unsubscribeUrl!.indexOf("/api/"));
    const token = new URL(row.unsubscribeUrl!).searchParams.get("token")!;
    const forBen = url.replace(`token=${ada.id}.`, `token=${ben.id}.`);
    const otherKind = url.replace("document_delivered", "capital_call_issued");
    for (const bad of [forBen, otherKind, "/api/mail/unsubscribe?token=nope", "/api/mail/unsubscribe"]) {
      const res = await post(bad, "List-Unsubscribe=One-Click");
      expect(res.statusCode, bad).toBe(404);
    }
    expect((await post(url, "List-Unsubscribe=Later")).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ "List-Unsubscribe": "One-Click" }),
    });
    expect(json.statusCode).toBe(400);
    expect(await t.db.select().from(mailOptOuts)).toEqual([]);
    expect(token.startsWith(`${ada.id}.document_delivered.`)).toBe(true);
  });
});
