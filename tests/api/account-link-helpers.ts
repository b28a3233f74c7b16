import { and, desc, eq } from "drizzle-orm";
import { accountTokens } from "#server/platform/db/schema/account-tokens.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { TEST_ORIGIN } from "./auth-helpers.ts";
import { request } from "./request.ts";
import type { TestContext } from "./test-app.ts";

export const JSON_HEADERS = { "content-type": "application/json", origin: TEST_ORIGIN };

/** A JSON call to the API, with a session cookie or none, from an address of the test's choosing. */
export function callApi(
  t: TestContext,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { cookie?: string; payload?: unknown; ip?: string } = {},
) {
  return request(t, method, url, { ...options, ip: options.ip ?? "192.0.2.10" });
}

/** The e-mails queued for an address, newest first (the outbox table, as the worker would read it). */
export const mailTo = (t: TestContext, address: string) =>
  t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, address)).orderBy(desc(mailMessages.id));

/** The single-use token in a message's link (`/path?token=…`). */
export function tokenIn(textBody: string, path: "/accept-invitation" | "/reset-password") {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`).exec(textBody);
  if (!match) throw new Error(`no ${path} link in: ${textBody}`);
  return match[1];
}

export const tokensOf = (t: TestContext, userId: number, purpose: "invitation" | "password_reset") =>
  t.db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(accountTokens.id);
